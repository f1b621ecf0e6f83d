"""English rate statements the rate reader (rate_amounts.py) reads beside its own words (issue 15, session 32):
"a box of crayons has 24 crayons" (what one box holds, per box), "Each day they drove 250 miles" (a period said first,
then its doer and verb: so many per day), and money spent "on chairs", the things priced.
"""

from __future__ import annotations

from .rate_clauses import TIME_KEYS, TIME_NOUN_TOKENS, Amount, Clause, noun_key
from .units import MONEY_NAMES

HOLDING = frozenset({"has", "holds", "contains"})  # "a pack of gum has 5 sticks"


def priced_things(amounts: list[Amount]) -> set[str]:
    """The things a price is per where money is said of them ("$15 a chair", "5 cents a pencil"): what money is spent
    on."""
    return {k for a in amounts if set(a.dims) & MONEY_NAMES or a.dims.get("cent", 0) > 0
            for k, v in a.dims.items() if v < 0}


def each_period_first(c: Clause) -> bool:
    """"Each day they drove 250 miles": a period said first with "each" or "every", then its doer and verb."""
    return c.mark == 2 and c.tokens[0].type == "MEI" and c.tokens[0].value in ("each", "every") \
        and c.tokens[1].type in TIME_NOUN_TOKENS and noun_key(c.tokens[1]) in TIME_KEYS
