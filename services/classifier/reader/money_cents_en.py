"""An amount of money said as whole units and then its cents, one number to every reader (issue 15, session 31):
"7 euros 81 plus 46 euros" is 7.81 euros plus 46, as a price tag's "€7.81" is.

Where the request is not read as written, a count of euros or dollars (bucks) followed at once by a two-digit number
of nothing becomes one slot of its exact value (reader.read). Not where that number is one digit ("5 euros 3": 5.03
or 5.30?), more than two ("7 euros 120"), a count of times ("20 euros 15 times"), or something of its own follows
it; not pounds ("7 pounds 12" is a weight in ounces as often as £7.12).
"""

from __future__ import annotations

import re
from dataclasses import replace

from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok

_CURRENCY_WORDS = frozenset({"euro", "euros", "dollar", "dollars", "buck", "bucks"})
_MAY_FOLLOW = frozenset({"PLUS", "MINUS", "DIVIDE", "COMMA", "EQUALS", "AND"})
_TWO_DIGITS = re.compile(r"\d\d")


def cents_after_currency(tokens: list[Tok], slots: Slots) -> tuple[list[Tok], Slots]:
    """`tokens` with each "N euros M" one NUM token of N + M/100 and its unit, and the slots that hold its value."""
    start = slots
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        found = _cents_at(tokens, i, slots)
        if found is None:
            out.append(tokens[i])
            i += 1
            continue
        whole, cents = found
        mention = NumberMention(whole.start, cents.end, f"{whole.raw}.{cents.raw}", whole.value + cents.value / 100,
                                unit=whole.unit)
        slots = replace(slots, items=[*slots.items, mention])
        out += [Tok("NUM", f"<n{len(slots.items) - 1}>", tokens[i].pos), tokens[i + 1]]
        i += 3
    return (out, slots) if slots is not start else (tokens, slots)


def _cents_at(tokens: list[Tok], i: int, slots: Slots) -> tuple[NumberMention, NumberMention] | None:
    if i + 2 >= len(tokens) or [t.type for t in tokens[i:i + 3]] != ["NUM", "UNIT", "NUM"] \
            or tokens[i + 1].value not in _CURRENCY_WORDS:
        return None
    if i + 3 < len(tokens) and tokens[i + 3].type not in _MAY_FOLLOW:
        return None  # "20 euros 15 times", "5 dollars 20 people": the number is a count of something
    whole, cents = slots.number(tokens[i].value), slots.number(tokens[i + 2].value)
    if any(n.percent or n.ordinal or n.chinese for n in (whole, cents)) or cents.unit \
            or not whole.raw.isdigit() or not _TWO_DIGITS.fullmatch(cents.raw):
        return None
    return whole, cents
