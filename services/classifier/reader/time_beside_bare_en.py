"""An amount of time told beside amounts told bare, asked in no unit of time (issue 15, hostile round 31): "i spent 4
hours at the mall and 60 on shoes. how much money did i spend?", "Tom had 500. He spent 3 days and 320. How much is
left?". A bare amount after one in hours may be more hours ("4 hours at the mall and 60 at the park. How many hours"),
or money spent beside the time; only a question asked in time says which. roles.py reads the first way alone: where
the question asks money or nothing named, it goes slow.
"""

from __future__ import annotations

from .role_words import Ask, Quantity
from .units import DIMENSION

_TIME_NOUNS = frozenset({"time", "hour", "minute", "day", "week"})


def time_beside_bare_asked_otherwise(quantities: list[Quantity], ask: Ask) -> bool:
    timed = any(DIMENSION.get(q.unit) == "time" for q in quantities)
    bare = any(not q.unit and not q.noun for q in quantities)
    return timed and bare and DIMENSION.get(ask.unit) != "time" and ask.noun not in _TIME_NOUNS
