"""Days a story's doing does not happen (issue 15): "The bakery is closed on Mondays. It sells 60 loaves a day. How
many loaves does it sell in a week?" is 360, not 60*7. A rate per day carried over a week, a month or a year assumes
every day; a request that names days off (closed, shut or off on some days, every day except one, weekdays or
weekends only, a day skipped) leaves how many days count to the reader's guess: any reading of it goes slow
(guards.py)."""

from __future__ import annotations

import re

DAYS_OFF_WORDS = ("closed", "shut", "except", "off", "weekdays", "weekends", "skips", "skip", "skipped")
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|holidays?|days?"
_DAYS_OFF = re.compile(rf"\b(?:closed|shut|off|except|skips?|skipped)\b(?:\s+\w+){{0,3}}?\s+(?:{_DAY})\b"
                       rf"|\b(?:{_DAY})\s+off\b|\b(?:on|only)\s+weekdays\b|\bweekdays\s+only\b",
                       re.IGNORECASE)


def days_off(text: str) -> bool:
    """Whether `text` names days its doing does not happen."""
    return _DAYS_OFF.search(text) is not None
