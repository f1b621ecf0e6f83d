"""What every operation shares: reading its arguments (numbers from their text, never through
float; dates; bounded texts; choices), the bounds on them, and `Outcome`, what an operation
returns."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from fractions import Fraction
from typing import Any

from dtlib.envelope import SandboxResult, Step

from . import numeric as N
from .numbers_shown import display, fraction_display, step_str, terminates
from .errors import Rejected
from .expr_tokens import normalise


MAX_TEXT_CHARS = 10_000
MAX_RESULT_CHARS = 30_000
MAX_HOLIDAYS = 1_000
MAX_SQRT_PLACES = 100
MAX_DATE_AMOUNT = 3_660_000  # days; months and years are bounded by the calendar range
MAX_CLOCK_MINUTES = 100_000  # about 69 days either way

_NUMBER_RE = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
DATE_RE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
CLOCK_RE = re.compile(r"([0-9]{1,2}):([0-9]{2})")


class Outcome:
    """What an op returns: the canonical value, its trace, optionally its own display form."""

    __slots__ = ("value", "steps", "display", "rounded", "items")

    def __init__(
        self, value: str, steps: list[Step], display: str | None = None, rounded: bool | None = None,
        items: list[SandboxResult] | None = None,
    ) -> None:
        self.value = value
        self.steps = steps
        self.display = display
        self.rounded = rounded
        self.items = items or []


# --- argument readers ------------------------------------------------------------------------


def read_number(args: dict[str, Any], name: str, *, allow_percent: bool = False) -> int | Fraction:
    raw = args[name]
    if isinstance(raw, bool):
        raise Rejected("INVALID_NUMBER", f"'{name}' must be a number, got a boolean", f"give {name} as \"12.5\"")
    if isinstance(raw, int):
        return N.check(raw)
    if isinstance(raw, float):
        if raw != raw or raw in (float("inf"), float("-inf")):
            raise Rejected("INVALID_NUMBER", f"'{name}' is not a finite number")
        raw = repr(raw)  # the shortest text that round-trips: 0.1 -> "0.1"
    if not isinstance(raw, str):
        raise Rejected("INVALID_NUMBER", f"'{name}' must be a number or a numeric string")
    if len(raw) > N.MAX_LITERAL_DIGITS + 20:
        raise Rejected("NUMBER_TOO_LONG", f"'{name}' has {len(raw)} characters")
    text = normalise(raw).strip().replace(" ", "")
    if allow_percent and text.endswith("%"):
        text = text[:-1]
    if not _NUMBER_RE.fullmatch(text):
        raise Rejected(
            "INVALID_NUMBER",
            f"'{name}' is not a plain decimal number: {raw[:40]!r}",
            "write numbers like 1234.5 or -3 or 1e6 (no thousands separators, no units)",
        )
    negative = text.startswith("-")
    value = N.parse_literal(text.lstrip("+-"))
    return -value if negative else value


def read_integer(args: dict[str, Any], name: str) -> int:
    return N.as_int(read_number(args, name), f"'{name}'")


def read_bool(args: dict[str, Any], name: str, default: bool = False) -> bool:
    raw = args.get(name, default)
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    raise Rejected("INVALID_ARGUMENT", f"'{name}' must be true or false, got {str(raw)[:40]!r}")


def read_text(args: dict[str, Any], name: str, limit: int = MAX_TEXT_CHARS) -> str:
    raw = args[name]
    if not isinstance(raw, str):
        raise Rejected("INVALID_ARGUMENT", f"'{name}' must be a string")
    if len(raw) > limit:
        raise Rejected(
            "TEXT_TOO_LONG", f"'{name}' has {len(raw)} characters; the limit is {limit}", "shorten the text"
        )
    return raw


def read_date(args: dict[str, Any], name: str) -> dt.date:
    raw = args[name]
    if not isinstance(raw, str):
        raise Rejected(
            "INVALID_DATE", f"'{name}' must be a date string", "write dates as YYYY-MM-DD, e.g. 2024-03-05"
        )
    shown = raw[:40]
    text = normalise(raw).strip()
    m = DATE_RE.fullmatch(text)
    if not m:
        raise Rejected(
            "INVALID_DATE",
            f"'{name}' is not a YYYY-MM-DD date: {shown!r} (for example 2024-03-05)",
            f"the date {shown} is not valid; use YYYY-MM-DD",
        )
    y, mo, d = (int(g) for g in m.groups())
    if not 1 <= mo <= 12:
        raise Rejected(
            "INVALID_DATE", f"the date {shown} is not valid: there is no month {mo}", "use YYYY-MM-DD with a month 01-12"
        )
    if y < 1:
        raise Rejected("INVALID_DATE", f"the date {shown} is not valid: years start at 0001", "use a year 0001-9999")
    last = calendar.monthrange(y, mo)[1]
    if not 1 <= d <= last:
        extra = ""
        if mo == 2 and d == 29:
            extra = f" ({y} is not a leap year)"
        raise Rejected(
            "INVALID_DATE",
            f"the date {shown} is not valid: {calendar.month_name[mo]} {y} has {last} days{extra}",
            f"the date {shown} is not valid; use a real calendar date as YYYY-MM-DD",
        )
    return dt.date(y, mo, d)


def read_clock(args: dict[str, Any], name: str, twelve_hour: bool) -> tuple[int, int]:
    """A clock time "HH:MM" as (hour, minute): 00:00-23:59 on the 24-hour clock, 1:00-12:59 on the 12-hour one.
    24:00 is refused: it is the day's end to some and the next day's 00:00 to others, so it is written 00:00."""
    raw = args[name]
    clock = "12-hour" if twelve_hour else "24-hour"
    hint = "write 1:00 to 12:59" if twelve_hour else "write 00:00 to 23:59 (midnight is 00:00 of the next day)"
    if not isinstance(raw, str) or not (m := CLOCK_RE.fullmatch(normalise(raw).strip())):
        raise Rejected("INVALID_TIME", f"'{name}' must be a clock time written HH:MM, got {str(raw)[:40]!r}", hint)
    hour, minute = int(m[1]), int(m[2])
    if minute > 59 or not (1 <= hour <= 12 if twelve_hour else hour <= 23):
        raise Rejected("INVALID_TIME", f"{raw[:40]} is not a time of the {clock} clock", hint)
    return hour, minute


def read_choice(args: dict[str, Any], name: str, choices: tuple[str, ...], default: str) -> str:
    raw = args.get(name, default)
    if not isinstance(raw, str) or raw.strip().lower() not in choices:
        raise Rejected(
            "INVALID_ARGUMENT", f"'{name}' must be one of {', '.join(choices)}; got {str(raw)[:40]!r}"
        )
    return raw.strip().lower()


def step_text(x: N.Num | str) -> str:
    return step_str(x)


def exact_display(x: int | Fraction, text: str) -> tuple[str, bool]:
    """A result (and its canonical text) as people read it, exact where it fits: 1609.344,
    5/18 ≈ 0.2778; a long terminating decimal gets the usual display rule."""
    if type(x) is int or (terminates(x) and len(text) <= 24):
        return text, False
    fraction = fraction_display(x)
    return (fraction, False) if fraction else display(text)
