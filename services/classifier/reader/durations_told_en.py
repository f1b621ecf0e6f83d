"""A duration told in two units, asked in one, in English (issue 15, the chats corpus): "the flight is 3 hours 40
minutes. how many minutes is that?" (3*60+40), "a movie is 2 hours 15 min, how many minutes total?". Hours asked
are conversion.py's ("my commute takes 1 hour 45 minutes, how many hours is that": 105 minutes in hours), whose
reading a second one here would only contradict (compared.py does not work a conversion out).

The whole request is these words: a thing (the, a, my …, one or two words) that is, takes, took, lasts or runs so many
hours and (maybe "and") so many minutes (maybe "long"), then "how many" minutes or seconds, "is that", "total",
"in total" or nothing. Anything else goes slow: each way, about, a second thing or number, another thing asked, what
is left.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_STORY = re.compile(r"(?:the|a|an|my|our|his|her|their|this) (?:[a-z]+ )?[a-z]+ (?:is|was|takes|took|lasts|lasted|runs)"
                    r" (?P<h><n\d+>) (?:hours?|hrs?) (?:and )?(?P<m><n\d+>) (?:minutes?|mins?)(?: long)?"
                    r" (?:\.|,) how many (?P<unit>minutes|seconds)(?: is that| in total| total)?")
_SAID_AS = {"minutes": "", "seconds": "*60"}


@triggered_by(text=("how many minutes", "how many seconds"))
def read_duration_told(tokens: list[Tok], slots: Slots) -> Task | None:
    m = _STORY.fullmatch(" ".join(said_text(tokens, keep_slots=True).split()))
    if m is None:
        return None
    hours, minutes = slots.number(m.group("h")), slots.number(m.group("m"))
    if any(n.percent or n.ordinal or n.value < 0 for n in (hours, minutes)) or not 0 < minutes.value < 60:
        return None  # "2 hours 75 minutes": no clock-like duration
    said_as = _SAID_AS[m.group("unit")]
    expression = f"({hours.plain()}*60+{minutes.plain()}){said_as}"
    return Task("expr", {"expression": expression}, source="parser")
