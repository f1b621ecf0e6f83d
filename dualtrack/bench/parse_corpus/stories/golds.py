"""The expressions the stories' golds are recomputed with: exact values (Fraction, datetime), then the
corpus's gold forms (common.num, half-up rounding with trailing zeros dropped, ISO dates, English
weekdays, 24-hour clock times)."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from ..common import num, rounded
from ..common import weekday as day_name  # the English name: `Friday`

F = Fraction
date = dt.date
MILE_KM = F("1.609344")  # the international mile, exact
INCH_CM = F("2.54")
FOOT_M = F("0.3048")
POUND_KG = F("0.45359237")


def r(x: Fraction | int, places: int) -> Fraction:
    """Half-up rounding to `places` decimals (the gold drops trailing zeros)."""
    return F(rounded(x, places))


def days(start: dt.date, end: dt.date) -> int:
    """Days from start to end, the end not counted."""
    return (end - start).days


def after(start: dt.date, n: int) -> dt.date:
    return start + dt.timedelta(days=n)


def minutes(start: str, end: str) -> int:
    """Minutes from one clock time to a later one ("HH:MM"), past midnight if the end is earlier."""
    (h1, m1), (h2, m2) = (map(int, t.split(":")) for t in (start, end))
    return (h2 * 60 + m2 - h1 * 60 - m1) % (24 * 60)


def clock(start: str, plus_minutes: int) -> str:
    """The 24-hour clock time `plus_minutes` after `start`."""
    h, m = map(int, start.split(":"))
    total = (h * 60 + m + plus_minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def fahrenheit_to_celsius(f: Fraction | int) -> Fraction:
    return (F(f) - 32) * 5 / 9


def celsius_to_fahrenheit(c: Fraction | int) -> Fraction:
    return F(c) * 9 / 5 + 32


def growth(old: Fraction | int, new: Fraction | int) -> Fraction:
    """(new − old) / old × 100; a fall asked as a fall is `decline`, positive."""
    return (F(new) - F(old)) / F(old) * 100


def decline(old: Fraction | int, new: Fraction | int) -> Fraction:
    return (F(old) - F(new)) / F(old) * 100


def gold(value: object) -> str:
    """The gold string of an expression's value."""
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, str):
        return value
    return num(F(value))
