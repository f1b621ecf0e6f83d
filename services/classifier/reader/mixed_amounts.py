"""An amount of a unit said with a fraction in words, one number to every reader (issue 15, everyday shapes):
"3 and a half hours" (the number words make it 3(1/2)), "2 1/2 hours", "a quarter of an hour" (1/4 of an hour),
"3个半小时".

Where the request is not read as written, the whole and its proper fraction become one slot of their exact value, so
a reader of one amount and its unit (a conversion, a rate) reads it as it reads "3.5 hours" (reader.read). Only
where the value ends as a decimal (halves, quarters, fifths, eighths …): "2 and a third hours" stays as written, and
so does a fraction that is not proper ("3(5/4)"), a percentage, one with no unit after it ("3 and a half" of what?),
a request that asks for a fraction, or an age.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok

_UNIT_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_AN = frozenset({"a", "an"})
_FRACTION_ASKED = ("fraction", "分数", "几分之几")
_AGES = frozenset({"old", "older", "younger", "age", "ages", "岁"})  # a half year of an age is left slow


def one_amount(tokens: list[Tok], slots: Slots) -> tuple[list[Tok], Slots]:
    """`tokens` with each mixed amount of a unit one NUM token, and the slots that hold its value."""
    if not any(t.type in ("DIVIDE", "AND_A_HALF_ZH") for t in tokens) \
            or any(w in t.value.lower() for t in tokens for w in _FRACTION_ASKED) \
            or any(t.value.lower() in _AGES for t in tokens):
        return tokens, slots  # "… as a fraction?": the fraction's form; "how old … in 15 and a half years": an age
    start = slots
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        found = _mixed_at(tokens, i, slots)
        if found is None:
            out.append(tokens[i])
            i += 1
            continue
        value, used, first, last = found
        mention = NumberMention(first.start, last.end, first.raw, value, unit=last.unit)
        slots = replace(slots, items=[*slots.items, mention])
        out += [Tok("NUM", f"<n{len(slots.items) - 1}>", tokens[i].pos), tokens[i + used - 1]]  # and its unit
        i += used
    return (out, slots) if slots is not start else (tokens, slots)


def _mixed_at(tokens: list[Tok], i: int, slots: Slots) -> tuple[Decimal, int, NumberMention, NumberMention] | None:
    """The value of the amount said at `i`, the tokens it takes (its unit the last of them), its first and last
    numbers."""
    types = [t.type for t in tokens[i:i + 7]]
    if types[:6] == ["NUM", "LPAR", "NUM", "DIVIDE", "NUM", "RPAR"] and len(types) > 6 and types[6] in _UNIT_TYPES:
        whole, part, used = tokens[i], (tokens[i + 2], tokens[i + 4]), 7  # 3(1/2) hours
    elif types[:4] == ["NUM", "NUM", "DIVIDE", "NUM"] and len(types) > 4 and types[4] in _UNIT_TYPES:
        whole, part, used = tokens[i], (tokens[i + 1], tokens[i + 3]), 5  # 2 1/2 hours
    elif types[:3] == ["NUM", "DIVIDE", "NUM"] and i + 5 < len(tokens) and tokens[i + 3].type == "OF" \
            and tokens[i + 4].value in _AN and tokens[i + 5].type in _UNIT_TYPES \
            and (not i or tokens[i - 1].type not in ("NUM", "RPAR")):
        whole, part, used = None, (tokens[i], tokens[i + 2]), 6  # 1/4 of an hour
    elif types[:2] == ["NUM", "AND_A_HALF_ZH"] and len(types) > 2 and types[2] in _UNIT_TYPES:
        n = slots.number(tokens[i].value)  # 3个半小时
        ok = not n.percent and not n.ordinal and n.value == n.value.to_integral_value() and n.value >= 0
        return (n.value + Decimal("0.5"), 3, n, n) if ok else None
    else:
        return None
    numbers = [slots.number(t.value) for t in (*([whole] if whole else []), *part)]
    if any(n.percent or n.ordinal or n.value != n.value.to_integral_value() or n.value < 0 for n in numbers):
        return None
    top, bottom = int(numbers[-2].value), int(numbers[-1].value)
    if not 0 < top < bottom:
        return None  # not a proper fraction: 3(5/4) is no mixed number
    value = Fraction(int(numbers[0].value) if whole else 0) + Fraction(top, bottom)
    if not _ends(value.denominator):
        return None
    return Decimal(value.numerator) / Decimal(value.denominator), used, numbers[0], numbers[-1]


def _ends(denominator: int) -> bool:
    """Whether a fraction with this denominator (in lowest terms) ends as a decimal: only 2s and 5s in it."""
    for p in (2, 5):
        while denominator % p == 0:
            denominator //= p
    return denominator == 1
