"""The date and clock operations: date_diff, date_add, weekday, business_days and clock_add."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from fractions import Fraction
from typing import Any

from dtlib.envelope import Step

from . import numeric as N
from .errors import Rejected
from .ops_yearless import is_yearless, yearless_days
from .ops_args import (DATE_RE, MAX_CLOCK_MINUTES, MAX_DATE_AMOUNT, MAX_HOLIDAYS, Outcome, exact_display,
                       read_bool, read_choice, read_clock, read_date, read_integer, step_text)


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# weekday's `asked`: the days (0 = Monday) each answer "yes" covers; a weekday is Monday to Friday
_ASKED_DAYS: dict[str, tuple[int, ...]] = {
    **{day.lower(): (i,) for i, day in enumerate(_WEEKDAYS)}, "weekday": (0, 1, 2, 3, 4), "weekend": (5, 6),
}


# --- date ops ---------------------------------------------------------------------------------


def op_date_diff(args: dict[str, Any]) -> Outcome:
    inclusive = read_bool(args, "inclusive", False)
    in_weeks = read_choice(args, "unit", ("days", "weeks"), "days") == "weeks"
    if is_yearless(args):  # "from March 3 to March 20": --03-03, --03-20 (ops_yearless.py)
        days, steps = yearless_days(args)
    else:
        start, end = read_date(args, "start"), read_date(args, "end")
        days = (end - start).days
        steps = [Step("date_diff", [start.isoformat(), end.isoformat()], str(days))]
    if inclusive:
        adjusted = days + (1 if days >= 0 else -1)
        steps.append(Step("inclusive_end", [str(days)], str(adjusted)))
        days = adjusted
    unit = "day" if abs(days) == 1 else "days"
    note = ("end date counted" if inclusive else "end date not counted") + (", any year" if is_yearless(args) else "")
    if in_weeks:  # "how many weeks between …": exact weeks, and the whole weeks and days they are
        weeks = N.check(Fraction(days, 7))
        text = N.canonical(weeks)
        shown, _ = exact_display(weeks, text)
        whole, rest = divmod(abs(days), 7)
        sign = "-" if days < 0 else ""
        split = f" = {sign}{whole} week{'s' if whole != 1 else ''} {rest} day{'s' if rest != 1 else ''}" if rest else ""
        steps.append(Step("div", [str(days), "7"], step_text(text)))
        label = "week" if abs(weeks) == 1 else "weeks"
        return Outcome(text, steps, display=f"{shown} {label}{split} ({days} {unit}, {note})", rounded=False)
    return Outcome(str(days), steps, display=f"{days} {unit} ({note})", rounded=False)


def _add_months(d: dt.date, months: int, steps: list[Step], label: str) -> dt.date:
    index = d.year * 12 + (d.month - 1) + months
    y, m0 = divmod(index, 12)
    if not 1 <= y <= 9999:
        raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the years 0001-9999")
    m = m0 + 1
    last = calendar.monthrange(y, m)[1]
    day = min(d.day, last)
    result = dt.date(y, m, day)
    steps.append(Step(label, [d.isoformat(), str(months if label == "add_months" else months // 12)], result.isoformat()))
    if day != d.day:
        steps.append(
            Step("clamp_month_end", [f"{y:04d}-{m:02d}-{d.day:02d}"], result.isoformat())
        )
    return result


def op_date_add(args: dict[str, Any]) -> Outcome:
    d = read_date(args, "date")
    amount = read_integer(args, "amount")
    unit = read_choice(args, "unit", ("days", "weeks", "months", "years"), "days")
    if abs(amount) > MAX_DATE_AMOUNT:
        raise Rejected("DATE_OUT_OF_RANGE", f"'amount' is beyond ±{MAX_DATE_AMOUNT}")
    steps: list[Step] = []
    if unit in ("days", "weeks"):
        days = amount * 7 if unit == "weeks" else amount
        try:
            result = d + dt.timedelta(days=days)
        except OverflowError:
            raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the years 0001-9999") from None
        steps.append(Step(f"add_{unit}", [d.isoformat(), str(amount)], result.isoformat()))
    elif unit == "months":
        result = _add_months(d, amount, steps, "add_months")
    else:
        result = _add_months(d, amount * 12, steps, "add_years")
    return Outcome(result.isoformat(), steps)


def op_clock_add(args: dict[str, Any]) -> Outcome:
    """A clock time plus `minutes` (less, when negative): "8:40 + 1 h 35 min", "be there by 9:15, 50 min before".
    On the 24-hour clock (the default) the value is "HH:MM" and a `days_crossed` step says on which day it falls,
    after or before the start's (display "02:15 (+1 day)"). On the 12-hour clock (`clock` "12h": a start said
    without am or pm) the value is "HH:MM" in the start's own half of the day (12:45, never 00:45), and a result
    past 12 o'clock either way is refused: it is noon or midnight, the next day or not, depending on the half
    nobody said."""
    twelve_hour = read_choice(args, "clock", ("24h", "12h"), "24h") == "12h"
    hour, minute = read_clock(args, "time", twelve_hour)
    minutes = read_integer(args, "minutes")
    if abs(minutes) > MAX_CLOCK_MINUTES:
        raise Rejected("TIME_OUT_OF_RANGE", f"'minutes' is beyond ±{MAX_CLOCK_MINUTES}")
    start = f"{hour}:{minute:02d}" if twelve_hour else f"{hour:02d}:{minute:02d}"
    if twelve_hour:
        total = hour % 12 * 60 + minute + minutes
        if not 0 <= total < 12 * 60:
            raise Rejected("AMBIGUOUS_TIME", f"{start} {minutes:+d} min passes 12 o'clock, and am or pm is not said",
                           "say am or pm (上午 or 下午), or write the time on the 24-hour clock (08:40, 20:40)")
        value = f"{total // 60 or 12:02d}:{total % 60:02d}"
        steps = [Step("clock_add_12h", [start, str(minutes)], value)]
        return Outcome(value, steps, display=f"{value} (12-hour clock, the start's half of the day)", rounded=False)
    days, rest = divmod(hour * 60 + minute + minutes, 24 * 60)
    value = f"{rest // 60:02d}:{rest % 60:02d}"
    steps = [Step("clock_add", [start, str(minutes)], value), Step("days_crossed", [start, str(minutes)], str(days))]
    shown = value if not days else f"{value} ({days:+d} day{'s' if abs(days) > 1 else ''})"
    return Outcome(value, steps, display=shown, rounded=False)


def op_weekday(args: dict[str, Any]) -> Outcome:
    d = read_date(args, "date")
    fmt = read_choice(args, "format", ("name", "iso", "number"), "name")
    steps: list[Step] = []
    if "days" in args:  # "2023年12月31日的后一天是星期几": the weekday of the date so many days on
        days = read_integer(args, "days")
        if abs(days) > MAX_DATE_AMOUNT:
            raise Rejected("DATE_OUT_OF_RANGE", f"'days' is beyond ±{MAX_DATE_AMOUNT}")
        try:
            shifted = d + dt.timedelta(days=days)
        except OverflowError:
            raise Rejected("DATE_OUT_OF_RANGE", "the date is outside the years 0001-9999") from None
        steps.append(Step("add_days", [d.isoformat(), str(days)], shifted.isoformat()))
        d = shifted
    name = _WEEKDAYS[d.weekday()]
    iso = d.isocalendar()
    iso_text = f"{iso.year:04d}-W{iso.week:02d}-{iso.weekday}"
    steps += [
        Step("weekday", [d.isoformat()], name),
        Step("iso_week", [d.isoformat()], iso_text),
    ]
    if "asked" in args:  # "is 2024-03-15 a Friday?", "2027年12月25日是周末吗": yes or no, and the weekday
        asked = read_choice(args, "asked", tuple(_ASKED_DAYS), "")
        hit = d.weekday() in _ASKED_DAYS[asked]
        steps.append(Step("is_day", [d.isoformat(), asked], "true" if hit else "false"))
        return Outcome("true" if hit else "false", steps, display=name, rounded=False)
    value = {"name": name, "iso": iso_text, "number": str(iso.weekday)}[fmt]
    return Outcome(value, steps, display=name if fmt == "name" else f"{value} ({name})", rounded=False)


def _weekmask(args: dict[str, Any]) -> str:
    raw = args.get("weekmask", "1111100")
    if not isinstance(raw, str) or len(raw) > 60:
        raise Rejected("INVALID_ARGUMENT", "'weekmask' must be a string like \"1111100\" or \"Mon Tue Wed Thu Fri\"")
    text = raw.strip()
    if re.fullmatch(r"[01]{7}", text):
        mask = text
    else:
        names = text.replace(",", " ").split()
        short = [n[:3].title() for n in names]
        if not short or any(s not in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun") for s in short):
            raise Rejected(
                "INVALID_ARGUMENT",
                f"'weekmask' {raw[:40]!r} is not valid",
                "use seven 0/1 digits from Monday (\"1111100\") or day names (\"Mon Tue Wed Thu Fri\")",
            )
        mask = "".join("1" if d in short else "0" for d in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"))
    if "1" not in mask:
        raise Rejected("INVALID_ARGUMENT", "'weekmask' has no business day")
    return mask


def _holidays(args: dict[str, Any]) -> list[str]:
    raw = args.get("holidays", [])
    if not isinstance(raw, list) or len(raw) > MAX_HOLIDAYS:
        raise Rejected("INVALID_ARGUMENT", f"'holidays' must be a list of at most {MAX_HOLIDAYS} dates")
    return sorted({read_date({"holiday": h}, "holiday").isoformat() for h in raw})


def op_business_days(args: dict[str, Any]) -> Outcome:
    import numpy as np

    mask = _weekmask(args)
    hol = _holidays(args)
    cal = np.busdaycalendar(weekmask=mask, holidays=hol)
    extra = []
    if mask != "1111100":
        extra.append(f"weekmask={mask}")
    if hol:
        extra.append(f"holidays={len(hol)}")
    if "date" in args or "days" in args:
        if "start" in args or "end" in args:
            raise Rejected(
                "INVALID_ARGUMENT",
                "give either start and end (count) or date and days (offset), not both",
            )
        if "date" not in args or "days" not in args:
            missing = "days" if "date" in args else "date"
            raise Rejected("MISSING_ARGUMENT", f"business_days offset needs '{missing}'")
        d = read_date(args, "date")
        days = read_integer(args, "days")
        if abs(days) > MAX_DATE_AMOUNT:
            raise Rejected("DATE_OUT_OF_RANGE", f"'days' is beyond ±{MAX_DATE_AMOUNT}")
        try:
            r = np.busday_offset(np.datetime64(d.isoformat(), "D"), days, roll="forward", busdaycal=cal)
        except (ValueError, OverflowError):
            raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the supported dates") from None
        result = str(r)
        if not DATE_RE.fullmatch(result):
            raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the years 0001-9999")
        steps = [Step("busday_offset", [d.isoformat(), str(days), "roll=forward", *extra], result)]
        return Outcome(result, steps)
    for need in ("start", "end"):
        if need not in args:
            raise Rejected("MISSING_ARGUMENT", f"business_days needs '{need}' (or 'date' and 'days')")
    start = read_date(args, "start")
    end = read_date(args, "end")
    inclusive = read_bool(args, "inclusive", False)
    stop = end + dt.timedelta(days=1) if inclusive and end >= start else end
    count = int(np.busday_count(np.datetime64(start.isoformat(), "D"), np.datetime64(stop.isoformat(), "D"), busdaycal=cal))
    note = ("end date counted" if inclusive else "end date not counted") + (", any year" if is_yearless(args) else "")
    steps = [Step("busday_count", [start.isoformat(), end.isoformat(), f"inclusive={str(inclusive).lower()}", *extra], str(count))]
    return Outcome(str(count), steps, display=f"{count} business day{'s' if abs(count) != 1 else ''} ({note})", rounded=False)
