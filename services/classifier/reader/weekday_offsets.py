"""The weekday some days before or after a dated day: "Starting from Tuesday, May 3, 2022, which weekday falls after
a 99-day jump?", "If today is Wednesday, October 26, 2022, what day of the week was it 65 days ago?", "Count forward
40 days from Monday, January 10, 2022 - what's the weekday?", "2022年5月3日之后99天是星期几", "从2022年10月26日
（星期三）往前数65天是星期几".

The date must have its year (a weekday of "March 1" depends on the year) and a weekday said beside it must be the
date's own (perception marks one that is not; 2022年10月26日（星期一）is checked here): a date and a weekday that
disagree read two ways. Business or working days, a second offset or any other word leave the request unread.
The answer is the sandbox's weekday of the date shifted by the days."""

from __future__ import annotations

import datetime as dt
import re

from dtlib.date_mentions import DateMention
from dtlib.envelope import Task

from ..slots import Slots
from .asked_frames import asked_text, whole_number
from .tokens import Tok
from .triggers import triggered_by

_D, _N = r"(?P<d><d\d+>)", r"(?P<n><n\d+>)"
_ASKED_EN = r"(?:the weekday|the day of the week|the day)"
_WHICH = r"(?:what day of the week|which weekday|what weekday|which day of the week)"
_EN = tuple(re.compile(frame + r" ?\??") for frame in (
    rf"count (?P<count>forward|backward|back|ahead) {_N} days (?:from|after|before) {_D} ?[-,;:—] ?what(?:'s| is| will be) {_ASKED_EN}",
    rf"if today is {_D}, {_WHICH} (?:will it be in|is it in) {_N} days",
    rf"if today is {_D}, {_WHICH} was it {_N} days (?P<ago>ago)",
    rf"starting (?:from|on) {_D}, {_WHICH} (?:falls after|is it after|will it be after) an? {_N}-day jump",
    rf"starting (?:from|on) {_D}, {_WHICH} (?:was it|is it|will it be|falls) {_N} days (?P<way>before|earlier|later|after)",
))
_ZH_DAY = "一二三四五六日天"
_ZH_DATE = rf"(?:从)?{_D}(?:\((?:星期|周)(?P<said>[{_ZH_DAY}])\))?(?:起|开始)?(?:,)?(?:的)?"
_ZH_ASKED = r"(?:是|为)(?:星期几|周几|礼拜几)[?。]?"
_ZH = (re.compile(rf"{_ZH_DATE}(?P<zh_before>往后数|往后|之后|以后|再过|往前数|往前|之前|以前){_N}天{_ZH_ASKED}"),
       re.compile(rf"{_ZH_DATE}{_N}天(?P<zh_after>后|以后|之后|前|以前|之前){_ZH_ASKED}"))
_BACKWARD = frozenset({"backward", "back", "ago", "before", "earlier", "往前数", "往前", "之前", "以前", "前"})
MAX_DAYS = 100_000


@triggered_by(types=("DATE",))
def read_weekday_offset(tokens: list[Tok], slots: Slots) -> Task | None:
    text = asked_text(slots)
    found = next((m for frame in (*_EN, *_ZH) if (m := frame.fullmatch(text))), None)
    if found is None:
        return None
    groups = {k: v for k, v in found.groupdict().items() if v}
    date = slots.date(groups["d"])
    days = whole_number(slots, groups["n"], ("day", "days", "天"))
    if not isinstance(date, DateMention) or date.problem or date.year is None or days is None or days > MAX_DAYS:
        return None
    try:
        day = dt.date(date.year, date.month, date.day)
    except (TypeError, ValueError):
        return None
    if "said" in groups and min(_ZH_DAY.index(groups["said"]), 6) != day.weekday():
        return None  # （星期一） beside a Wednesday: which one is meant?
    if date.stated_weekday is not None and date.stated_weekday != day.weekday():
        return None
    direction = {groups.get(k) for k in ("count", "ago", "way", "zh_before", "zh_after")} - {None}
    back = {d in _BACKWARD for d in direction}
    if len(back) > 1:
        return None  # "往后数65天前": forward or back?
    sign = -1 if back == {True} else 1
    return Task("weekday", {"date": day.isoformat(), "days": sign * days}, source="parser")
