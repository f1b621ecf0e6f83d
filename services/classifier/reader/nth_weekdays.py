"""The day of the month of the nth weekday of a month: "If a meeting is scheduled on the first Sunday of February 2022,
on which day of the month does it occur?", "What day of the month is the third Thursday of April 2022?", "On which day
of the month is the last Friday of May 2024?", 2022年2月的第一个星期日是几号, 2024年5月最后一个星期五是几号.

The sandbox's nth_weekday answers it. A month without that weekday (a fifth Monday of February 2022) is not read,
even where the request says to answer -1 then (reasoning-gym's "Answer with -1 if the ordinal does not exist in the
month."): that instruction is dropped only where the ordinal exists. A month without its year, a weekday asked
instead of the day, another step or a second day asked leave the request unread."""

from __future__ import annotations

import calendar
import datetime as dt
import re

from dtlib.envelope import Task

from ..slots import Slots
from .asked_frames import asked_text, whole_number
from .tokens import Tok
from .triggers import triggered_by

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = tuple(m.lower() for m in calendar.month_name[1:])
_NTH = rf"the (?:(?P<ord>{'|'.join(_ORDINALS)})|(?P<eord><o\d+>)(?:st|nd|rd|th)?) (?P<wd>{'|'.join(_WEEKDAYS)})"
_MONTH_YEAR = rf"(?P<month>{'|'.join(_MONTHS)}) (?P<year><n\d+>)"
_EN = tuple(re.compile(frame + r" ?[?.]?") for frame in (
    rf"if an? [a-z]+ is scheduled (?:on|for) {_NTH} (?:of|in) {_MONTH_YEAR}, on which day of the month does it "
    r"(?:occur|fall|take place)",
    rf"(?:what|which) day of the month is {_NTH} (?:of|in) {_MONTH_YEAR}",
    rf"on (?:what|which) day of the month (?:is|falls) {_NTH} (?:of|in) {_MONTH_YEAR}",
    rf"in {_MONTH_YEAR}, if an? [a-z]+ recurs on {_NTH}, what is the date \(day of the month\) of the [a-z]+",
    rf"(?:determine|find|give) the day of the month (?:for|of) {_NTH} (?:of|in) {_MONTH_YEAR}",
))
_ZH_DAYS = "一二三四五六日天"
_ZH = re.compile(r"(?P<year><n\d+>)年(?P<zmonth><n\d+>)月(?:的)?(?:第(?P<zord><o\d+>)个|(?P<last>最后)(?P<one><n\d+>)个)"
                 rf"(?:星期|周|礼拜)(?P<zwd>[{_ZH_DAYS}])是几号[?。]?")
# "Answer with -1 if the ordinal does not exist in the month.": what to write when there is no such day
_MISSING_SAID = re.compile(r" answer with (?P<minus><n\d+>) if the ordinal does not exist in the month\.?$")


@triggered_by(text=("month", "几号"))
def read_nth_weekday(tokens: list[Tok], slots: Slots) -> Task | None:
    text = asked_text(slots)
    missing = _MISSING_SAID.search(text)
    if missing is not None:
        if slots.number(missing["minus"]).value != -1:
            return None
        text = asked_text_without(text[:missing.start()])
    found = next((m for frame in (*_EN, _ZH) if (m := frame.fullmatch(text))), None)
    if found is None:
        return None
    groups = {k: v for k, v in found.groupdict().items() if v}
    year = whole_number(slots, groups["year"], ("年",))
    if "month" in groups:
        month, weekday = _MONTHS.index(groups["month"]) + 1, groups["wd"]
        n = _ORDINALS[groups["ord"]] if "ord" in groups else _ordinal(slots, groups["eord"])  # "the 3rd Thursday"
    else:
        month = whole_number(slots, groups["zmonth"], ("月",))
        weekday = _WEEKDAYS[min(_ZH_DAYS.index(groups["zwd"]), 6)]
        if "last" in groups:
            n = -1 if slots.number(groups["one"]).value == 1 else None
        else:
            n = _ordinal(slots, groups["zord"])
    if year is None or month is None or n is None or not 1583 <= year <= 9999 or not 1 <= month <= 12:
        return None
    count = sum(dt.date(year, month, d).weekday() == _WEEKDAYS.index(weekday)
                for d in range(1, calendar.monthrange(year, month)[1] + 1))
    if n > count:
        return None  # no such day that month
    return Task("nth_weekday", {"year": year, "month": month, "weekday": weekday, "n": n}, source="parser")


def _ordinal(slots: Slots, token: str) -> int | None:
    """An ordinal slot's place, 1 to 5 (a month has at most five of a weekday)."""
    ordinal = slots.number(token)
    return int(ordinal.value) if ordinal.value == int(ordinal.value) and 1 <= ordinal.value <= 5 else None


_FORMAT_LEFT = re.compile(r" (?:answer with|reply with|respond with|write|give|provide|state)(?: just| only)? (?:a|the|an) "
                          r"(?:total |numerical |numeric )?(?:number|value|amount|count|answer)(?: as a number)?\.?$")


def asked_text_without(text: str) -> str:
    """`text` without a last "Answer with a number." (the -1 instruction stood after it, so it was not dropped)."""
    text = text.strip()
    while (said := _FORMAT_LEFT.search(" " + text)) is not None and said.start() < len(text):
        text = text[:max(said.start() - 1, 0)].strip()
    return text
