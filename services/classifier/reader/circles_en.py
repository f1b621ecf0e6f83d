"""A circle's area or circumference from its radius or diameter, where the request says which value of π to use
(issue 15, h/gsen1): "A circle has a radius of 7 cm. Use 22/7 for pi. What is its area?" (22/7 × 7 × 7), "the
circumference of a circle with a diameter of 10 cm? Use π = 3.14." (3.14 × 10).

π unsaid is not guessed (3.14, 22/7 or the exact value give three answers): without it the request goes slow, as
it does with a half or a quarter circle, a ring, two circles, another unit asked or a measure not named radius or
diameter.
"""

from __future__ import annotations

from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok, words_of
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit

_CIRCLES = frozenset({"circle", "circular", "round"})
_ASKED = {"area": frozenset({"area", "cover", "covers"}),
          "circumference": frozenset({"circumference", "perimeter", "around", "fence", "fencing", "border"})}
_OTHER = frozenset({
    "if", "not", "about", "approximately", "roughly", "half", "semicircle", "semicircular", "quarter", "twice",
    "double", "times", "more", "less", "cost", "costs", "price", "per", "each", "total", "two", "both", "another",
    "square", "rectangle", "rectangular", "triangle", "sector", "arc", "ring", "inner", "outer", "path", "cylinder",
    "sphere", "volume", "diagonal", "%", "and", "or", "then", "after", "new", "increased", "shaded", "remaining",
})
_POINTS_AT_PI = frozenset({"EQUALS", "FOR", "AS"})


def _pi_value(tokens: list[Tok], slots: Slots) -> tuple[str, set[int]] | None:
    """The value of π the request gives ("π = 3.14", "pi as 3.14", "use 22/7 for pi") and where its numbers are."""
    at = [k for k, t in enumerate(tokens) if t.type == "PI"]
    if len(at) != 1:
        return None
    p = at[0]
    if p + 2 < len(tokens) and (tokens[p + 1].type in _POINTS_AT_PI or tokens[p + 1].value in ("as", "is")) \
            and tokens[p + 2].type == "NUM":
        first = p + 2  # "π = 3.14", "pi as 3.14"
    elif p >= 2 and tokens[p - 1].type in _POINTS_AT_PI | {"WORD"} and tokens[p - 1].value in ("for", "as") \
            and tokens[p - 2].type == "NUM":
        first = p - 4 if p >= 4 and tokens[p - 3].type == "DIVIDE" and tokens[p - 4].type == "NUM" else p - 2
    else:
        return None
    if first + 2 < len(tokens) and tokens[first + 1].type == "DIVIDE" and tokens[first + 2].type == "NUM":
        a, b = slots.number(tokens[first].value), slots.number(tokens[first + 2].value)
        if b.value == 0 or not Decimal("3.1") < a.value / b.value < Decimal("3.2"):
            return None
        return f"{a.plain()}/{b.plain()}", {first, first + 2}
    n = slots.number(tokens[first].value)
    return (n.plain(), {first}) if Decimal("3.1") < n.value < Decimal("3.2") and not n.percent else None


@triggered_by(types=("PI",))
def read_circle_measure(tokens: list[Tok], slots: Slots) -> Task | None:
    lowered = {w.lower().strip("?.,!()").removesuffix("'s") for w in words_of(tokens)}
    if not lowered & _CIRCLES or lowered & _OTHER or "$" in slots.original:
        return None
    asked = [kind for kind, said in _ASKED.items() if lowered & said]
    pi = _pi_value(tokens, slots)
    if len(asked) != 1 or pi is None:
        return None
    pi_text, pi_at = pi
    measures = [k for k, t in enumerate(tokens) if t.type == "NUM" and k not in pi_at]
    if len(measures) != 1:
        return None
    at = measures[0]
    n = slots.number(tokens[at].value)
    unit = canonical_unit(tokens[at + 1].value) if at + 1 < len(tokens) else ""
    if DIMENSION.get(unit) != "length" or n.percent or n.value <= 0:
        return None
    if {canonical_unit(t.value) for t in tokens if t.type == "UNIT"} != {unit}:
        return None  # "its area in square meters" of a radius in cm
    named = {w.lower() for t in tokens[max(0, at - 4):at] if t.type not in ("NUM", "COMMA") for w in t.value.split()}
    if ("radius" in named) == ("diameter" in named):
        return None
    radius = n.plain() if "radius" in named else f"{n.plain()}/2"
    expression = f"({pi_text})*({radius})*({radius})" if asked == ["area"] else f"2*({pi_text})*({radius})"
    return Task("expr", {"expression": expression}, source="parser")
