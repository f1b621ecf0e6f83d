"""What fraction of one whole is left after parts of it are taken, read by its values ("一块蛋糕，小明吃了
1/4，小红吃了 3/8，还剩几分之几", "一根绳子用去了三分之一，又用去了四分之一，还剩几分之几", "A pizza: I ate 1/4
and my brother ate 3/8. What fraction is left?"): 1 less the parts, shown as a fraction.

Each part is a fraction below one after a verb that takes it (吃了, 用了, ate, used); the question asks
the fraction left (还剩几分之几, "what fraction is left"). A part of what is left (剩下的, 其中, "of the
rest"), parts that add up to the whole or more, another amount, or another step makes the request
unread.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by

_ASKS_FRACTION = ("几分之几", "what fraction", "which fraction", "what part")
_OF_THE_REST = ("剩下", "剩余", "其中", "其余", "余下", "rest", "remaining", "remainder", "what was left", "what's left",
                "of that", "of it")
_NEUTRAL = frozenset({"NUM", "DIVIDE", "FENZHI", "UNIT", "MEASURE", "WORD", "COMMA", "AND", "THEN", "SPEND", "ORD", "WHAT_FRACTION",
                      "DAY_UNIT", "YOU_MIXED", "WHAT", "LEFT_ASK", "DE", "IS", "HOW_MANY", "SHARE_ZH", "ASK", "MA"})


@triggered_by(types=("LEFT_ASK",))
def read_fraction_left(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(t.type == "LEFT_ASK" for t in tokens) or not any(word in slots.folded for word in _ASKS_FRACTION) \
            or any(t.type not in _NEUTRAL for t in tokens):
        return None  # the cheap tests first
    ask_at = next(i for i, t in enumerate(tokens) if t.type == "LEFT_ASK")
    if any(t.type == "NUM" for t in tokens[ask_at:]):
        return None
    parts, i, clause_at = [], 0, 0
    while i < ask_at:
        t = tokens[i]
        if t.type in ("COMMA", "AND", "THEN"):
            clause_at = i + 1
        if t.type != "NUM":
            i += 1
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.type in ("UNIT", "MEASURE") and not parts \
                and slots.number(t.value).value == 1:
            i += 2  # "一块蛋糕": the whole
            continue
        part = _fraction(tokens, i, slots)
        clause = Said(tokens[clause_at:i])
        if part is None or not 0 < part < 1 or not any(x.type == "SPEND" for x in tokens[clause_at:i]) \
                or clause.any(_OF_THE_REST):
            return None
        parts.append((tokens[i], tokens[i + 1], tokens[i + 2], part))
        i += 3
    if len(parts) < 1 or sum(p[3] for p in parts) >= 1:
        return None
    terms = "".join(f"-{_written(slots, p)}" for p in parts)
    return Task("expr", {"expression": f"1{terms}", "as_fraction": True}, source="parser")


def _fraction(tokens: list[Tok], i: int, slots: Slots) -> Fraction | None:
    """The fraction at tokens[i:i + 3]: "1/4" written tight, or 四分之一 (denominator first)."""
    if i + 2 >= len(tokens) or tokens[i + 2].type != "NUM":
        return None
    a, b = slots.number(tokens[i].value), slots.number(tokens[i + 2].value)
    if a.percent or b.percent or a.value != int(a.value) or b.value != int(b.value) or not a.value or not b.value:
        return None
    if tokens[i + 1].type == "DIVIDE" and tokens[i + 1].value == "/":
        return Fraction(int(a.value), int(b.value))
    if tokens[i + 1].type == "FENZHI":
        return Fraction(int(b.value), int(a.value))
    return None


def _written(slots: Slots, part: tuple) -> str:
    first, mark, second, _ = part
    a, b = slots.number(first.value).plain(), slots.number(second.value).plain()
    return f"{a}/{b}" if mark.type == "DIVIDE" else f"{b}/{a}"
