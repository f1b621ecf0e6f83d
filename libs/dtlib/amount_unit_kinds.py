"""What a unit is in the grounding check's reading of amounts (dtlib.amount_units): a Counter of keys to
powers ("n:student", "money", "length", "time"), and the words shared by its English and Chinese readings.
"""

from __future__ import annotations

import re
from collections import Counter

from .unit_names import DIMENSION

Unit = Counter  # key -> power; see the module docstring
# Coins are counted as things ("9 dimes and 7 more dimes"): the money they make is not their count (unit_check)
COINS = frozenset({"n:penny", "n:nickel", "n:dime", "n:quarter"})
_CALENDAR = {"month": "time", "year": "time"}  # time too, though not a fixed number of days
_SPEEDS = {"km/h", "mph", "m/s"}
MONEY = "money"
COUNTED = ("n:", "m:")  # a key that counts things: a noun, or a measure word whose noun is not said
CLAUSE_END = re.compile(r"[.!?;。！？；，,、]")


def physical(canonical: str) -> Unit | None:
    if canonical in _SPEEDS:
        return Counter({"length": 1, "time": -1})
    kind = DIMENSION.get(canonical) or _CALENDAR.get(canonical)
    if kind is None or kind == "temperature":
        return None
    return Counter({"length": 2}) if kind == "area" else Counter({kind: 1})


def clause_start(text: str, at: int) -> int:
    ends = [m.end() for m in CLAUSE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0
