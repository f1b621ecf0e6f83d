"""Money saved "with interest" or invested with no rate told (everyday_30): "save $300 a month with interest, how much in
5 years", "I invest $500 a month. How much after 7 months?" ask what it is worth, which the amounts paid in do not say;
a reading of them goes slow (guards.py). Not "compound": a compound annual growth rate is told by its two values.
"""

from __future__ import annotations

from .tokens import Said, Tok

GROWN_UNTOLD = ("interest", "invest", "invests", "invested", "investing", "investment")
_NO_INTEREST = ("no interest", "interest-free", "interest free", "without interest", "zero interest")
_RATE_READERS = ("read_interest", "read_installments")  # simple interest told; a plan paid in equal parts


def grown_at_an_untold_rate(tokens: list[Tok], types: set[str], reader: str) -> bool:
    return "PCT" not in types and reader not in _RATE_READERS and Said(tokens).any(GROWN_UNTOLD) \
        and not Said(tokens).any(_NO_INTEREST)
