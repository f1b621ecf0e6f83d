"""Durations said in a request, in minutes: "1小时35分钟", "一个半小时", "90分钟", "半小时", "3 h 25 min",
"2 hours 10 minutes", "1(1/2) hours" (English number words already digits, dtlib.text.digits_for_number_words).

One reading shared by the reader of a clock time plus a duration (services/classifier/reader/clock_adds.py) and
the grounding check of the `clock_add` operation the model writes (dtlib.grounding): the minutes an operation
adds must be a duration the request says. Days, weeks and seconds are not read here: a duration in them is
another question (a date, or a time finer than the clock's minutes)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .zh_numerals import integer

_NUM = r"(?:\d+(?:\.\d+)?(?:\(1/2\))?|[零〇一二两三四五六七八九十]{1,3})"
_HOURS = r"(?:个)?(?P<half>半)?(?:个)?\s*(?:小时|钟头|hours?|hrs?|h)(?![a-z])"
_MINUTES = r"\s*(?:分钟|分|minutes?|mins?|m)(?![a-z])"
# hours, then minutes perhaps ("1小时35分钟", "2 hours and 10 minutes"); or minutes alone (分钟 only in Chinese:
# 3点20分 is a clock time's minutes); or half an hour (半小时, 半个钟头)
_DURATION = re.compile(
    r"(?<![\d.:点])(?:(?P<hours>" + _NUM + r")\s*" + _HOURS
    + r"(?:\s*(?:and\s+)?(?P<and_minutes>" + _NUM + r")" + _MINUTES + r")?"
    + r"|(?P<minutes>" + _NUM + r")\s*(?:分钟|minutes?|mins?|min)(?![a-z])"
    + r"|(?P<half_hour>半(?:个)?(?:小时|钟头)))")


@dataclass(frozen=True)
class Duration:
    start: int
    end: int
    minutes: Fraction


def number(said: str) -> Fraction | None:
    """A duration's number: digits ("1.5", "1(1/2)") or a count in Chinese numerals (两, 十五, 四十五); None for a run
    that is no numeral (十十, 三十两, 两十)."""
    half = said.endswith("(1/2)")
    said = said.removesuffix("(1/2)")
    if said[0].isdigit():
        return Fraction(said) + (Fraction(1, 2) if half else 0)
    count = integer(said)
    return None if count is None else Fraction(count)


def durations(text: str) -> list[Duration]:
    """The durations `text` (folded) says, left to right; one that reads oddly (四十两, 1.5小时半) is left out."""
    found = []
    for m in _DURATION.finditer(text):
        if m["half_hour"]:
            found.append(Duration(m.start(), m.end(), Fraction(30)))
            continue
        if m["minutes"]:
            n = number(m["minutes"])
            if n is not None:
                found.append(Duration(m.start(), m.end(), n))
            continue
        hours = number(m["hours"])
        minutes = number(m["and_minutes"]) if m["and_minutes"] else Fraction(0)
        if hours is None or minutes is None or m["half"] and (hours.denominator != 1 or minutes):
            continue
        found.append(Duration(m.start(), m.end(), (hours + (Fraction(1, 2) if m["half"] else 0)) * 60 + minutes))
    return found
