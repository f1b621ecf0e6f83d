"""The calendar's yes/no and span operations: is_leap_year, and duration (the time from one clock time or
date-time to a later one, as HH:MM, HH:MM:SS, HH:MM:SS.mmm or "D days, HH:MM[:SS]").

Everything is counted in whole milliseconds (integers): no float ever touches a span, so 15:37:08.877 to
22:24:25.490 is 06:47:16.613 exactly."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Any

from dtlib.envelope import Step

from .errors import Rejected
from .ops_args import Outcome, normalise, read_choice, read_integer

# The Gregorian calendar's first full year; before it the Julian calendar (a leap year every 4 years) was in use
# in most places that kept either, so a year before it reads two ways.
FIRST_GREGORIAN_YEAR = 1583

DURATION_FORMATS = ("HH:MM", "HH:MM:SS", "HH:MM:SS.mmm", "D days, HH:MM", "D days, HH:MM:SS")
_MOMENT = re.compile(r"(?:(?P<date>\d{4}-\d{2}-\d{2})[ T])?(?P<h>\d{1,2}):(?P<m>\d{2})(?::(?P<s>\d{2})(?:\.(?P<ms>\d{1,3}))?)?"
                     r"(?:\s*(?P<offset>[+-]\d{2}:?\d{2}))?")
_MS_PER = {"day": 86_400_000, "hour": 3_600_000, "minute": 60_000, "second": 1000}
_MAX_DAYS = 36_600  # about a century


def op_is_leap_year(args: dict[str, Any]) -> Outcome:
    """Whether `year` has a 29 February in the Gregorian calendar (every 4th year, but not the centuries other
    than every 4th one): 2024 yes, 2100 no, 2000 yes. A year before 1583 is refused (Julian or Gregorian?)."""
    year = read_integer(args, "year")
    if not FIRST_GREGORIAN_YEAR <= year <= 9999:
        raise Rejected("DATE_OUT_OF_RANGE", f"{year} is outside {FIRST_GREGORIAN_YEAR}-9999: before 1583 the Julian "
                       "calendar (every 4th year a leap year) and the Gregorian one disagree",
                       "say which calendar, or ask of a year from 1583 on")
    leap = calendar.isleap(year)
    value = "true" if leap else "false"
    steps = [Step("gregorian_leap_year", [str(year)], value)]
    shown = f"{year} is {'' if leap else 'not '}a leap year (Gregorian calendar)"
    return Outcome(value, steps, display=shown, rounded=False)


def _moment(args: dict[str, Any], name: str) -> tuple[int, bool, bool]:
    """(milliseconds since 0001-01-01 00:00, or since midnight for a bare clock time; a date was given; an offset
    was given). The offset (+0900, -02:00) is taken off, so two moments with offsets compare on one clock."""
    raw = args[name]
    found = _MOMENT.fullmatch(normalise(raw).strip()) if isinstance(raw, str) else None
    if found is None:
        raise Rejected("INVALID_TIME", f"'{name}' must be HH:MM[:SS[.mmm]], optionally after a YYYY-MM-DD date and "
                       f"before a ±HHMM offset; got {str(raw)[:40]!r}", "write 08:05, 15:37:08.877 or 2024-03-01 14:30")
    hour, minute, second = int(found["h"]), int(found["m"]), int(found["s"] or 0)
    if hour > 23 or minute > 59 or second > 59:
        raise Rejected("INVALID_TIME", f"{raw[:40]} is not a time of the 24-hour clock", "write 00:00 to 23:59:59")
    milli = int((found["ms"] or "0").ljust(3, "0"))
    total = hour * _MS_PER["hour"] + minute * _MS_PER["minute"] + second * _MS_PER["second"] + milli
    if found["date"]:
        try:
            day = dt.date.fromisoformat(found["date"])
        except ValueError:
            raise Rejected("INVALID_DATE", f"{found['date']} is not a calendar date", "use YYYY-MM-DD") from None
        total += (day.toordinal() - 1) * _MS_PER["day"]
    if found["offset"]:
        sign, digits = found["offset"][0], found["offset"][1:].replace(":", "")
        hours, minutes = int(digits[:2]), int(digits[2:])
        if hours > 14 or minutes > 59:
            raise Rejected("INVALID_TIME", f"{found['offset']} is not a UTC offset", "write an offset -1200 to +1400")
        total -= (1 if sign == "+" else -1) * (hours * _MS_PER["hour"] + minutes * _MS_PER["minute"])
    return total, bool(found["date"]), bool(found["offset"])


def op_duration(args: dict[str, Any]) -> Outcome:
    """The time from `start` to a later `end`, in `format` (HH:MM by default). Both are clock times of one day, or
    both dates with times; an offset is given on both or neither. An end not after the start is refused (past
    midnight? the words must give the dates), as is a format that would drop a part that is not zero (no
    rounding is asked) or an HH:MM span of a day or more."""
    fmt = read_choice(args, "format", tuple(f.lower() for f in DURATION_FORMATS), "hh:mm")
    (start, dated, offset), (end, end_dated, end_offset) = _moment(args, "start"), _moment(args, "end")
    if dated != end_dated or offset != end_offset:
        raise Rejected("INVALID_ARGUMENT", "give a date (and an offset) on both ends or on neither")
    if end <= start:
        raise Rejected("AMBIGUOUS_TIME", f"{args['end']} is not after {args['start']}",
                       "an end past midnight needs its date: write both as YYYY-MM-DD HH:MM")
    span = end - start
    days, rest = divmod(span, _MS_PER["day"]) if fmt.startswith("d") else (0, span)
    hours, rest = divmod(rest, _MS_PER["hour"])
    minutes, rest = divmod(rest, _MS_PER["minute"])
    seconds, milli = divmod(rest, _MS_PER["second"])
    if days > _MAX_DAYS or not fmt.startswith("d") and hours >= 24:
        raise Rejected("DATE_OUT_OF_RANGE", "a span of a day or more is written D days, HH:MM"
                       if hours >= 24 else f"a span beyond {_MAX_DAYS} days")
    if milli and not fmt.endswith(".mmm") or seconds and fmt.endswith(("hh:mm")):
        raise Rejected("INVALID_ARGUMENT", f"the span has {'milliseconds' if milli else 'seconds'} that {fmt} would "
                       "drop", "ask for HH:MM:SS or HH:MM:SS.mmm, or say how to round")
    clock = f"{hours:02d}:{minutes:02d}" + (f":{seconds:02d}" if "ss" in fmt else "") \
        + (f".{milli:03d}" if fmt.endswith(".mmm") else "")
    value = f"{days} day{'' if days == 1 else 's'}, {clock}" if fmt.startswith("d") else clock
    steps = [Step("duration_ms", [str(args["start"]), str(args["end"])], str(span)), Step("as", [fmt], value)]
    parts = [f"{days} d"] * bool(days) + [f"{hours} h"] * bool(hours) + [f"{minutes} min"] * bool(minutes) \
        + [f"{seconds}{'.' + format(milli, '03d') if milli else ''} s"] * bool(seconds or milli)
    return Outcome(value, steps, display=f"{value} ({' '.join(parts) or '0 min'})",
                   rounded=False)


_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ORDINAL_NAMES = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last"}


def op_nth_weekday(args: dict[str, Any]) -> Outcome:
    """The day of the month of the `n`th `weekday` (monday … sunday) of `month` in `year`; `n` 1-5, or -1 for the
    last. A month without that one (a fifth Monday of February 2022) is refused: there is no such day."""
    year, month, n = read_integer(args, "year"), read_integer(args, "month"), read_integer(args, "n")
    weekday = read_choice(args, "weekday", _WEEKDAY_NAMES, "")
    if not 1 <= year <= 9999 or not 1 <= month <= 12 or n not in _ORDINAL_NAMES:
        raise Rejected("INVALID_ARGUMENT", "year 1-9999, month 1-12 and n 1-5 or -1 (the last)")
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if dt.date(year, month, d).weekday() == _WEEKDAY_NAMES.index(weekday)]
    said = f"the {_ORDINAL_NAMES[n]} {weekday.title()} of {calendar.month_name[month]} {year}"
    if n > len(days):
        raise Rejected("DATE_OUT_OF_RANGE", f"there is no {said}: that month has {len(days)}")
    day = days[n - 1] if n > 0 else days[-1]
    iso = dt.date(year, month, day).isoformat()
    steps = [Step("nth_weekday", [str(year), str(month), weekday, str(n)], iso)]
    return Outcome(str(day), steps, display=f"{day} ({iso}, {said})", rounded=False)
