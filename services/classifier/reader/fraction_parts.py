"""A part of a whole given as a fraction, read by its values: "一个班有48人，女生占5/8，女生有多少人",
"一个班有40人，其中3/8是男生，男生有几人", "There are 32 students and 3/4 are girls. How many girls?".

The same story as a share in percent (shares.py's `share_named`: the whole first, the fraction said
to be some noun's, the question for that noun), with the fraction written a/b or 几分之几. A count of
people or things must come out whole; a second fraction, a part of what was left (剩下的, the rest) or
any other word shares.py refuses makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .shares import share_named
from .triggers import triggered_by

_SHARE_SLOT = "<share>"


@triggered_by(types=("FENZHI", "DIVIDE"))
def read_fraction_part(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type == "PCT" for t in tokens):
        return None
    fractions = [i for i in range(len(tokens) - 2) if _fraction_at(tokens, i)]
    if len(fractions) != 1:
        return None
    at = fractions[0]
    numerator, denominator = tokens[at], tokens[at + 2]
    if tokens[at + 1].type == "FENZHI":  # 八分之五: the denominator is said first
        numerator, denominator = denominator, numerator
    one = [*tokens[:at], Tok("PCT", _SHARE_SLOT, tokens[at].pos), *tokens[at + 3:]]
    found = share_named([Tok("OF", t.value, t.pos) if t.type == "FRACTION_OF" else t for t in one], slots)
    if found is None:
        return None
    whole = slots.number(tokens[found[0] if found[0] < at else found[0] + 2].value)
    top, bottom = slots.number(numerator.value), slots.number(denominator.value)
    if any(n.percent or n.unit or n.value != n.value.to_integral_value() for n in (top, bottom)) \
            or not 0 < top.value < bottom.value or (whole.value * top.value) % bottom.value:
        return None  # a proper fraction, and a count that comes out whole
    return Task("expr", {"expression": f"{whole.plain()}*{top.plain()}/{bottom.plain()}"}, source="parser")


def _fraction_at(tokens: list[Tok], i: int) -> bool:
    """tokens[i:i+3] is one fraction: 八分之五, or 5/8 written tight."""
    a, mark, b = tokens[i:i + 3]
    if a.type != "NUM" or b.type != "NUM":
        return False
    return mark.type == "FENZHI" or mark.type == "DIVIDE" and mark.value == "/" \
        and a.pos + len(a.value) == mark.pos and b.pos == mark.pos + 1
