"""Days a story's doing does not happen (issue 15): "The bakery is closed on Mondays. It sells 60 loaves a day. How
many loaves does it sell in a week?" is 360, not 60*7. A rate per day carried over a week, a month or a year assumes
every day; a request that names days off (closed, shut or off on some days, every day except one, weekdays or
weekends only, a day skipped; closing or shutting on some days, open from one weekday to another) leaves how many
days count to the reader's guess: any reading of it that asks a total over weeks, months, years or days goes slow
(guards.py)."""

from __future__ import annotations

import re

DAYS_OFF_WORDS = ("closed", "shut", "except", "off", "weekdays", "weekends", "skips", "skip", "skipped", "closes",
                  "close", "shuts", "open", "opens")
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|holidays?|days?"
_DAYS_OFF = re.compile(rf"\b(?:closed|shut|off|except|skips?|skipped)\b(?:\s+\w+){{0,3}}?\s+(?:{_DAY})\b"
                       rf"|\b(?:{_DAY})\s+off\b|\b(?:on|only)\s+weekdays\b|\bweekdays\s+only\b"
                       # "closes on Tuesdays", "shuts early on Fridays", "shuts down … one day each week", "open from
                       # Monday through Saturday": the days it works are a schedule's, not every day (red team 31)
                       rf"|\b(?:closes|close|shuts|shut down)\b(?:\s+\w+){{0,4}}?\s+(?:{_DAY})\b"
                       rf"|\bopens?\b(?:\s+\w+){{0,3}}?\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
                       re.IGNORECASE)


# a total over days asked: "in a week", "in 3 weeks", "per month", "weekly" ("$14 per hour on weekdays … 5 hours" asks none)
_OVER_DAYS = re.compile(r"\b(?:in|per|a|each|every|over|for|this|next)\s+(?:(?:a|one|the|\d[\d,.]*)\s+)?"
                        r"(?:weeks?|months?|years?|fortnights?|days)\b|\b(?:weekly|monthly|yearly|annually)\b",
                        re.IGNORECASE)


def days_off(text: str) -> bool:
    """Whether `text` names days its doing does not happen and asks a total over days."""
    return _DAYS_OFF.search(text) is not None and _OVER_DAYS.search(text) is not None
