"""The variance or standard deviation of one list, only where the words say which one:
总体方差 / "population variance" divide by n, 样本标准差 / "sample standard deviation" by n − 1. A bare
方差, 标准差, "variance" or "standard deviation" is either (school books divide by n, spreadsheets by
n − 1), so it is not read.

The list is read as stats.py reads it (one run of three or more numbers, one unit); a second
statistic, a condition or any operator word makes the request unread. The sandbox computes it
exactly: the mean of the squares less the square of the mean (population), or the sum of squared
deviations over n − 1 (sample); a standard deviation is the square root of that.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .stats import _NEUTRAL, _OTHER, _STAT_TYPES, _the_list
from .triggers import triggered_by

_NAMES = ("样本方差", "总体方差", "样本标准差", "总体标准差", "方差", "标准差", "总体", "样本", "population", "sample", "variance",
          "standard", "deviation")
_MAX_ITEMS = 30


@triggered_by(text=("方差", "标准差", "variance", "deviation"))
def read_dispersion(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(t.type == "WORD" and ("方差" in t.value or "标准差" in t.value or t.value in ("variance", "deviation"))
               for t in tokens):
        return None  # cheap gate
    said = Said(tokens)
    kind = _kind(said)
    if kind is None or any(t.type not in _NEUTRAL or t.type in _STAT_TYPES for t in tokens):
        return None
    rest = [t for t in tokens if not (t.type == "WORD" and any(name in t.value for name in _NAMES))]
    if Said(rest).any(_OTHER) or Said(rest).any(("平均", "均值", "mean", "average", "median", "中位")):
        return None
    items = _the_list(tokens, slots)
    if items is None or len(items) > _MAX_ITEMS:
        return None
    plain = [slots.number(t.value).plain() for t in items]
    values = [f"({v})" if v.startswith("-") else v for v in plain]  # (-1)^2, not -(1^2)
    n = len(values)
    squares = ", ".join(f"{v}^2" for v in values)
    listed = ", ".join(values)
    sample, deviation = kind
    if sample:
        variance = f"(sum({squares})-sum({listed})^2/{n})/{n - 1}"
    else:
        variance = f"mean({squares})-mean({listed})^2"
    return Task("expr", {"expression": f"sqrt({variance})" if deviation else variance}, source="parser")


def _kind(said: Said) -> tuple[bool, bool] | None:
    """(sample?, standard deviation?) as the words name it, or None when they do not say which."""
    deviation = said.has("标准差") or said.has("standard deviation")
    if not deviation and not (said.has("方差") or said.has("variance")):
        return None
    if said.has("样本") or said.has("sample"):
        return None if said.has("总体") or said.has("population") else (True, deviation)
    if said.has("总体") or said.has("population"):
        return False, deviation
    return None
