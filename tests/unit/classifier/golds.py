"""The golds of the hand-written request files (`paraphrases.jsonl`, `fresh_phrasings.jsonl`), recomputed
from each row's own expression with the standard library alone (`Fraction`, `Decimal`, `datetime`,
`math`), never with the project's reader or sandbox."""

from __future__ import annotations

import datetime as dt
import math
import statistics
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _date(iso: str) -> dt.date:
    return dt.date.fromisoformat(iso)


def _names(today: str | None) -> dict[str, object]:
    def growth(old, new) -> Fraction:  # noqa: ANN001 - numbers or Fractions
        return (Fraction(new) - Fraction(old)) / Fraction(old) * 100

    def decline(old, new) -> Fraction:  # noqa: ANN001
        return (Fraction(old) - Fraction(new)) / Fraction(old) * 100

    def isprime(n: int) -> bool:
        return n > 1 and all(n % d for d in range(2, math.isqrt(n) + 1))

    def factor(n: int) -> str:
        parts, d = [], 2
        while n > 1:
            k = 0
            while n % d == 0:
                n //= d
                k += 1
            if k:
                parts.append(f"{d}^{k}" if k > 1 else str(d))
            d += 1
        return "*".join(parts)

    def days(start: str, end: str) -> int:
        return (_date(end) - _date(start)).days

    def addd(start: str, n: int) -> str:
        return (_date(start) + dt.timedelta(days=n)).isoformat()

    def wd(day: str) -> str:
        return WEEKDAYS[_date(day).weekday()]

    def bdays(start: str, end: str, iso_weekdays: str) -> int:
        """Days from start to end, both counted, whose ISO weekday (1 = Monday) is listed."""
        span = days(start, end) + 1
        return sum(str((_date(start) + dt.timedelta(days=i)).isoweekday()) in iso_weekdays for i in range(span))

    def rnd(x, places: int) -> str:  # noqa: ANN001 - a decimal string or a Fraction
        value = Fraction(x)
        scaled = value * 10**places
        whole = math.floor(abs(scaled) + Fraction(1, 2)) * (1 if scaled >= 0 else -1)
        return str(Decimal(whole).scaleb(-places).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))

    def rto(x: int, unit: int) -> int:
        return math.floor(Fraction(x) / unit + Fraction(1, 2)) * unit

    def mean(*xs) -> Fraction:  # noqa: ANN002
        return Fraction(sum(Fraction(x) for x in xs), len(xs))

    def median(*xs) -> Fraction:  # noqa: ANN002
        return Fraction(statistics.median(Fraction(x) for x in xs))

    return {"F": Fraction, "growth": growth, "decline": decline, "isprime": isprime, "factor": factor,
            "gcd": math.gcd, "lcm": math.lcm, "fact": math.factorial, "days": days, "addd": addd, "wd": wd,
            "bdays": bdays, "rnd": rnd, "rto": rto, "mean": mean, "median": median, "max": max, "min": min,
            "len": len, "rev": lambda s: s[::-1], "TODAY": today}


def gold_of(expression: str, today: str | None = None) -> str:
    """A row's gold from its own expression: exact numbers as reduced fractions, booleans as true/false."""
    value = eval(expression, {"__builtins__": {}}, _names(today))  # noqa: S307 - the file's own expressions
    if isinstance(value, bool):
        return "true" if value else "false"
    return value if isinstance(value, str) else str(Fraction(value))


def shown(value: object) -> str:
    """The gold text of an expression's value: an exact decimal where it ends, else a fraction."""
    if isinstance(value, str):
        return value
    value = Fraction(value)
    scaled, places = value, 0
    while scaled.denominator != 1 and places < 40:
        scaled, places = scaled * 10, places + 1
    if scaled.denominator != 1:
        return f"{value.numerator}/{value.denominator}"
    if places == 0:
        return str(scaled.numerator)
    sign, digits = ("-" if scaled < 0 else ""), str(abs(scaled.numerator)).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"
