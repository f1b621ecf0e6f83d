"""Whether a year is a leap year: "Is 2100 a leap year?", "Determine if the year 2000 is a leap year.", "Tell me
whether 2084 is a leap year", "2100年是闰年吗", "2023年是不是闰年", "判断1900年是否为闰年", "1800年是闰年还是平年".

The answer is the Gregorian calendar's (sandbox is_leap_year, true or false). A year before 1583 reads two ways
(the Julian calendar made every 4th year a leap year: 1500 was one there and is not one in the Gregorian), as does
one of another calendar, a BC year (公元前), two years or any other word: the request goes slow."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .asked_frames import asked_text, whole_number
from .tokens import Tok
from .triggers import triggered_by

FIRST_GREGORIAN_YEAR = 1583  # the sandbox's bound too (ops_spans.py)

_EN = re.compile(r"(?:(?:is|was|will) (?:the year )?(?P<a><n\d+>) (?:be )?a leap year"
                 r"|(?:determine|tell me|check|say) (?:if|whether) (?:the year )?(?P<b><n\d+>) (?:is|was|will be) a leap year)"
                 r" ?[?.]?")
_ZH = re.compile(r"(?:判断|请问)?(?:公元)?(?P<a><n\d+>)年?(?:是闰年吗|是不是闰年|是否为闰年|是否是闰年|是闰年还是平年|是平年还是闰年|是不是闰年呢)"
                 r"[?。]?")


@triggered_by(text=("leap year", "闰年"))
def read_leap_year(tokens: list[Tok], slots: Slots) -> Task | None:
    text = asked_text(slots)
    found = _EN.fullmatch(text) or _ZH.fullmatch(text)
    if found is None:
        return None
    year = whole_number(slots, next(v for v in found.groupdict().values() if v), ("年",))
    if year is None or not FIRST_GREGORIAN_YEAR <= year <= 9999:
        return None  # before the Gregorian calendar: Julian or Gregorian?
    return Task("is_leap_year", {"year": year}, source="parser")
