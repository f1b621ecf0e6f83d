"""A rate times a count told in one unit, asked in another of the same kind (for reader/__init__.py): "Each lap is
400 meters. Ella ran 3 laps. How many kilometers did Ella run?" is read as asked in meters (1200), then converted (1.2).

Only where the story says a rate (each, per, every), the question opens with "how many <unit>" and points back at
nothing ("How many minutes is that?" after "2 hours a day": per day, or in all?), the story says that kind of amount
in exactly one other unit, and one exact step joins the two (metric steps, seconds to hours:
value_units.exact_factor); never a day, a week or longer (days of work or of the calendar), never an area or a volume
(a step squared or cubed), and only a reading that is an arithmetic expression with no power or root is converted.
Anything else the question says is read as the story's own question would be, and refused as it would be.
"""

from __future__ import annotations

from dtlib.envelope import Task

from .tokens import Tok
from .units import DIMENSION, canonical_unit
from .value_units import CALENDAR_KEYS, exact_factor

_BACK = frozenset({"that", "this", "it", "those", "these"})
# An area or a volume converts by the step squared or cubed: "3 meters a side … How many centimeters is its area?"
_NOT_LINEAR = frozenset({"area", "volume", "square", "squared", "cube", "cubed", "cubic", "surface", "面积", "体积"})


def asked_in_the_story_unit(raw: list[Tok]) -> tuple[list[Tok], str] | None:
    """The tokens with the unit asked said in the story's unit, and what the reading's value is multiplied by to
    give the unit asked ("/1000", "*60"); None where the story and its question are not so."""
    asks = [k for k in range(len(raw) - 1) if raw[k].type == "HOW_MANY" and raw[k + 1].type == "UNIT"
            and k and raw[k - 1].type == "COMMA"]
    if len(asks) != 1 or any(w in _NOT_LINEAR for t in raw for w in t.value.split()):
        return None
    at = asks[0]
    if not any(t.type == "MEI" for t in raw[:at]) or not _BACK.isdisjoint(t.value for t in raw[at:]):
        return None  # a rate times a count only; "How many minutes is that?" (2 hours a day): per day, or in all?
    asked = canonical_unit(raw[at + 1].value)
    kind = DIMENSION.get(asked)
    told = {canonical_unit(t.value): t for t in raw[:at] if t.type == "UNIT"}
    said = {unit: t for unit, t in told.items() if kind is not None and DIMENSION.get(unit) == kind}
    if len(said) != 1 or asked in said or asked in CALENDAR_KEYS:
        return None
    (unit, token), = said.items()
    if unit in CALENDAR_KEYS or any(t.type == "UNIT" for t in raw[at + 2:]):
        return None
    if (factor := exact_factor(asked, unit)) is not None:
        scale = f"/{factor}"  # meters told, kilometers asked
    elif (factor := exact_factor(unit, asked)) is not None:
        scale = f"*{factor}"
    else:
        return None
    return [*raw[:at + 1], Tok("UNIT", token.value, raw[at + 1].pos), *raw[at + 2:]], scale


def converted(task: Task | None, scale: str) -> Task | None:
    """The reading in the story's unit, in the unit asked; None for a reading that is no arithmetic expression."""
    if task is None or task.op != "expr" or any(op in task.args["expression"] for op in ("^", "sqrt", "**")):
        return None  # a power of a length is no length
    return Task("expr", {**task.args, "expression": f"({task.args['expression']}){scale}"}, source=task.source)
