"""One amount of a story as the sandbox writes it: a number, a fraction written tight (3/4) or a
mixed number (1 1/2, 2又1/3), found at a token, for the value readers that scale or add amounts
(recipes.py, fraction_sums.py)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from ..slots import Slots
from .tokens import Tok
from .units import money_unit

_MIXED = (["NUM", "MIXED", "NUM", "DIVIDE", "NUM"], ["NUM", "YOU_MIXED", "NUM", "DIVIDE", "NUM"])


@dataclass(frozen=True)
class Amount:
    start: int  # the amount's first token
    end: int  # the token after it
    text: str  # as the sandbox reads it: "12", "(3/4)", "(1+1/2)"
    value: Fraction
    fraction: bool  # written as a fraction or a mixed number


def amount_at(tokens: list[Tok], i: int, slots: Slots) -> Amount | None:
    """The amount starting at tokens[i] (a NUM), or None for a percentage, an ordinal, a sign, money
    written with its number, or a fraction that is not proper."""
    shape = [t.type for t in tokens[i:i + 5]]
    if shape in _MIXED and tokens[i + 3].value == "/":
        whole, top, bottom = (slots.number(tokens[i + k].value) for k in (0, 2, 4))
        parts, size = (whole, top, bottom), 5
        if not 0 < top.value < bottom.value:
            return None
        value = Fraction(whole.value) + Fraction(top.value) / Fraction(bottom.value)
        text = f"({whole.plain()}+{top.plain()}/{bottom.plain()})"
    elif shape[:3] == ["NUM", "DIVIDE", "NUM"] and tokens[i + 1].value == "/" and tight(tokens, i + 1):
        top, bottom = slots.number(tokens[i].value), slots.number(tokens[i + 2].value)
        parts, size = (top, bottom), 3
        if bottom.value == 0:
            return None
        value, text = Fraction(top.value) / Fraction(bottom.value), f"({top.plain()}/{bottom.plain()})"
    elif shape[:1] == ["NUM"]:
        number = slots.number(tokens[i].value)
        parts, size, value, text = (number,), 1, Fraction(number.value), number.plain()
    else:
        return None
    if any(n.percent or n.ordinal or money_unit(n.unit) or n.value < 0
           or n.value != n.value.to_integral_value() and size > 1 for n in parts):
        return None
    return Amount(i, i + size, text, value, size > 1)


def tight(tokens: list[Tok], slash: int) -> bool:
    """The slash at tokens[slash] is written between its two numbers with no space: 3/4, not 3 / 4."""
    a, mark, b = tokens[slash - 1:slash + 2]
    return a.pos + len(a.value) == mark.pos and b.pos == mark.pos + 1


def amounts_of(tokens: list[Tok], slots: Slots, one_item_counts: bool = True) -> list[Amount] | None:
    """Every amount of the request in order; None when a number is not one (a percentage, money
    written with its number, a fraction mark away from its numbers). With `one_item_counts` false,
    a one before a measure word names an item (一个西瓜) and is no amount."""
    out: list[Amount] = []
    i = 0
    while i < len(tokens):
        if tokens[i].type == "NUM" and not one_item_counts and i + 1 < len(tokens) \
                and tokens[i + 1].type == "MEASURE" and slots.number(tokens[i].value).value == 1:
            i += 1
            continue
        if tokens[i].type == "NUM":
            found = amount_at(tokens, i, slots)
            if found is None:
                return None
            out.append(found)
            i = found.end
            continue
        if tokens[i].type in ("PCT", "MIXED", "YOU_MIXED", "DIVIDE", "FENZHI"):
            return None
        i += 1
    return out


def as_decimal(value: Fraction) -> Decimal | None:
    """The value as a Decimal when it terminates, else None."""
    d = Decimal(value.numerator) / Decimal(value.denominator)
    return d if Fraction(d) == value else None
