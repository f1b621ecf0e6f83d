"""Dates as a request writes them, found in `fold(text)` (dtlib.perception gathers them with the numbers, times and
quoted strings): 2024-03-15, 2024/3/15, 2024年3月15日, 二〇二四年三月十五日, March 15, 2024, 15 March 2024, 05/04/2022
(day/month order flagged when it is ambiguous), 20240305 where the request speaks of days, and holidays on a fixed
day named with their year ("1988年元旦", "Christmas 2024"). A date without a year borrows the year of another date in
the same sentence when that is unambiguous; a day that does not exist or a weekday that does not match is flagged.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass, replace

from . import zh_numerals


@dataclass(frozen=True, slots=True)
class DateMention:
    start: int
    end: int
    raw: str
    year: int | None
    month: int
    day: int
    problem: str = ""  # why this date cannot be used as it is ("day/month order is ambiguous")
    stated_weekday: int | None = None  # "Sunday, December 18, 2022": 6

    @property
    def iso(self) -> str | None:
        if self.year is None:
            return None
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"

    @property
    def valid(self) -> bool:
        if self.year is None or not 1 <= self.month <= 12 or self.year < 1:
            return False
        return 1 <= self.day <= calendar.monthrange(self.year, self.month)[1]

_MONTHS = {name: i for i, name in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
_WEEKDAYS = {name: i for i, name in enumerate(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])}
_MONTH = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?"
_WEEKDAY = r"(?:(?P<wd>mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+)?"
_ORD = r"(?:st|nd|rd|th)?"

_DATE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("ymd", re.compile(r"(?<![\d.])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\d])")),
    ("zh", re.compile(r"(?:(?P<y>\d{4})\s*年\s*(?:的\s*)?)?(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]")),
    ("mdy", re.compile(_WEEKDAY + _MONTH + r"\s+(?P<d>\d{1,2})" + _ORD + r"(?:,?\s+(?P<y>\d{4}))?(?!\d|:\d)")),
    ("dmy", re.compile(_WEEKDAY + r"(?<![\d])(?P<d>\d{1,2})" + _ORD + r"\s+(?:of\s+)?" + _MONTH + r",?(?:\s+(?P<y>\d{4}))?(?!\d|:\d)")),
    ("numeric", re.compile(r"(?<![\d/.-])(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<y>\d{4})(?![\d/])")),
    ("dotted", re.compile(r"(?<![\d.])(?P<a>\d{1,2})\.(?P<b>\d{1,2})\.(?P<y>\d{4})(?![\d.])")),
    # 20240305: eight digits of a year, a month and a day, only where the request speaks of days or dates
    ("compact", re.compile(r"(?<![\d.,/-])(?P<y>(?:19|20)\d\d)(?P<m>0[1-9]|1[0-2])(?P<d>0[1-9]|[12]\d|3[01])(?![\d%‰]|[.,]\d)")),
]
_COMPACT_CUE = re.compile(r"天|日期|星期|周|礼拜|几号|哪天|哪一天|几月几|到期|\b(?:days?|dates?|weeks?|weekdays?|months?)\b")
# Holidays on a fixed day of the Gregorian calendar, named with their year ("1988年元旦",
# "Christmas 2024"); holidays of the lunar calendar (春节, 中秋) are not dates here.
FIXED_HOLIDAYS = {"元旦": (1, 1), "元旦节": (1, 1), "劳动节": (5, 1), "国庆节": (10, 1), "国庆": (10, 1),
             "圣诞节": (12, 25), "情人节": (2, 14), "new year's day": (1, 1), "new years day": (1, 1),
             "new year's eve": (12, 31), "christmas day": (12, 25), "christmas eve": (12, 24),
             "christmas": (12, 25), "halloween": (10, 31), "valentine's day": (2, 14)}
_HOLIDAY_NAMES = "|".join(sorted(map(re.escape, FIXED_HOLIDAYS), key=len, reverse=True))
_HOLIDAY_DATES = (
    re.compile(r"(?<!\d)(?P<y>\d{4})\s*年\s*(?:的)?(?P<h>" + _HOLIDAY_NAMES + r")"),
    re.compile(r"(?P<h>" + _HOLIDAY_NAMES + r")\s*,?\s*(?:of\s+|in\s+)?(?P<y>\d{4})(?!\d)"),
    re.compile(r"(?<!\d)(?P<y>\d{4})(?:'s)?\s+(?P<h>" + _HOLIDAY_NAMES + r")"),
)
_CN_DATE = re.compile(r"(?P<y>[零〇一二三四五六七八九]{4})年(?P<m>[一二三四五六七八九十]{1,3})月(?P<d>[一二三四五六七八九十]{1,3})[日号]")
_DIGIT = re.compile(r"\d")


def find_dates(folded: str, taken: list[tuple[int, int]] | None = None) -> list[DateMention]:
    spans = list(taken or [])
    found: list[DateMention] = []
    written: list[tuple[int, str, int, int]] = []  # index in found, form, its two first numbers

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in spans)

    has_digit = _DIGIT.search(folded) is not None  # every pattern below needs one
    for m in (_CN_DATE.finditer(folded) if "年" in folded else ()):
        year, month, day = zh_numerals.digits(m["y"]), zh_numerals.integer(m["m"]), zh_numerals.integer(m["d"])
        if free(*m.span()) and None not in (year, month, day):  # 十十月, 二二日: no date (the request goes slow)
            found.append(DateMention(m.start(), m.end(), m.group(0), int(year), month, day))
            spans.append(m.span())
    for pattern in _HOLIDAY_DATES if has_digit and any(map(folded.__contains__, FIXED_HOLIDAYS)) else ():
        for m in pattern.finditer(folded):
            if free(*m.span()):
                month, day = FIXED_HOLIDAYS[m["h"]]
                found.append(DateMention(m.start(), m.end(), m.group(0), int(m["y"]), month, day))
                spans.append(m.span())
    for kind, pattern in _DATE_PATTERNS:
        if not has_digit or not _worth_trying(kind, folded):
            continue
        for m in pattern.finditer(folded):
            if not free(*m.span()):
                continue
            groups = m.groupdict()
            year = int(groups["y"]) if groups.get("y") else None
            problem = ""
            if kind == "dotted":  # 31.12.2023: day first, the order that writes dots
                day, month = int(m["a"]), int(m["b"])
                if day <= 12 and month <= 12 and day != month:
                    problem = "day/month order is ambiguous"
            elif kind == "numeric":
                a, b = int(m["a"]), int(m["b"])
                if a > 12 >= b:
                    month, day = b, a
                elif b > 12 >= a:
                    month, day = a, b
                elif a == b:
                    month = day = a
                else:
                    month, day = a, b
                    problem = "day/month order is ambiguous"
            elif kind in ("mdy", "dmy"):
                month, day = _MONTHS[m["mon"][:3]], int(m["d"])
            else:
                month, day = int(m["m"]), int(m["d"])
            weekday = _WEEKDAYS[groups["wd"][:3]] if groups.get("wd") else None
            found.append(DateMention(m.start(), m.end(), m.group(0), year, month, day, problem, weekday))
            spans.append(m.span())
            if kind in ("dotted", "numeric"):
                written.append((len(found) - 1, kind, int(m["a"]), int(m["b"])))
    _one_order(found, written)
    found.sort(key=lambda d: d.start)
    return _borrow_years(found)


def _one_order(found: list[DateMention], written: list[tuple[int, str, int, int]]) -> None:
    """"25.12.2023 until 01.04.2024": a writer keeps one order. When every date of one form that
    says its order (a part above 12) says the same one, the ambiguous ones of that form take it."""
    for kind in ("dotted", "numeric"):
        mine = [(i, a, b) for i, k, a, b in written if k == kind]
        orders = {"day first" if a > 12 >= b else "month first" for _, a, b in mine if (a > 12) != (b > 12)}
        if len(orders) != 1:
            continue
        day_first = orders == {"day first"}
        for i, a, b in mine:
            if found[i].problem == "day/month order is ambiguous":
                day, month = (a, b) if day_first else (b, a)
                found[i] = replace(found[i], day=day, month=month, problem="")


_MONTH_HINT = re.compile(r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec")


def _worth_trying(kind: str, folded: str) -> bool:
    """A cheap test that a date pattern can match at all (scanning is what costs)."""
    if kind == "zh":
        return "月" in folded
    if kind in ("mdy", "dmy"):
        return _MONTH_HINT.search(folded) is not None
    if kind == "numeric":
        return "/" in folded
    if kind == "dotted":
        return "." in folded
    if kind == "compact":
        return _COMPACT_CUE.search(folded) is not None
    return "-" in folded or "/" in folded or "." in folded


def _borrow_years(dates: list[DateMention]) -> list[DateMention]:
    """"from August 1 to September 8, 2022": the first date takes the second's year when it comes
    earlier in that year; otherwise the year stays unknown (the request is ambiguous)."""
    out = list(dates)
    for i, d in enumerate(out):
        if d.year is not None:
            continue
        later = next((x for x in out[i + 1:] if x.year is not None), None)
        earlier = next((x for x in reversed(out[:i]) if x.year is not None), None)
        if later is None and earlier is not None and (d.month, d.day) > (earlier.month, earlier.day):
            # "2024年2月10日到3月5日": later in the year of the date before it
            out[i] = DateMention(d.start, d.end, d.raw, earlier.year, d.month, d.day, d.problem,
                                 d.stated_weekday)
        elif later is not None and (d.month, d.day) <= (later.month, later.day):
            out[i] = DateMention(d.start, d.end, d.raw, later.year, d.month, d.day, d.problem,
                                 d.stated_weekday)
        elif not d.problem:
            out[i] = DateMention(d.start, d.end, d.raw, None, d.month, d.day, "the year is not given",
                                 d.stated_weekday)
    for i, d in enumerate(out):
        if d.year is not None and not d.valid and not d.problem:  # 2023-02-29, April 31: no such day
            out[i] = replace(d, problem="there is no such date")
            continue
        if d.stated_weekday is not None and d.valid and not d.problem:
            actual = dt.date(d.year, d.month, d.day).weekday()  # type: ignore[arg-type]
            if actual != d.stated_weekday:
                out[i] = DateMention(d.start, d.end, d.raw, d.year, d.month, d.day,
                                     "the weekday given does not match the date", d.stated_weekday)
    return out
