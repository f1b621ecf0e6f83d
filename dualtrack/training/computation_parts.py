"""The parts every family of seeded computation questions shares: the example, the held-out rule, number and date
writers in both languages, and the family registry.

Gold values are computed with Fraction, datetime and plain Python, never by the parser or the sandbox.
"""

from __future__ import annotations

import calendar
import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from .numerals import to_chinese


@dataclass(frozen=True)
class Example:
    text: str
    lang: str
    family: str
    gold: str | None = None  # the exact answer; None when it is not checked


def held_out(index: int) -> bool:
    return index % 4 == 3


def frac_str(x: Fraction) -> str:
    """A Fraction as a decimal string with up to 30 places (the benchmark compares with tolerance)."""
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    whole, rest = divmod(x.numerator, x.denominator)
    digits = []
    for _ in range(30):
        rest *= 10
        digit, rest = divmod(rest, x.denominator)
        digits.append(str(digit))
        if rest == 0:
            break
    return f"{sign}{whole}.{''.join(digits)}"


# --- number and date writers ----------------------------------------------------------------


def en_number(r: random.Random, n: int) -> str:
    return f"{n:,}" if n >= 10_000 and r.random() < 0.5 else str(n)


def zh_number(r: random.Random, n: int) -> str:
    roll = r.random()
    if n >= 10_000 and n % 10_000 == 0 and roll < 0.5:
        return f"{n // 10_000}万"
    if n < 100_000 and roll < 0.15:
        return to_chinese(n)
    return str(n)


def random_date(r: random.Random, lo: int = 1990, hi: int = 2035) -> dt.date:
    return dt.date(r.randint(lo, hi), 1, 1) + dt.timedelta(days=r.randint(0, 364))


def en_date(r: random.Random, d: dt.date) -> str:
    style = r.randrange(4)
    if style == 0:
        return d.isoformat()
    if style == 1:
        return f"{calendar.month_name[d.month]} {d.day}, {d.year}"
    if style == 2:
        return f"{d.day} {calendar.month_name[d.month]} {d.year}"
    return f"{d.year}/{d.month}/{d.day}"


def zh_date(r: random.Random, d: dt.date) -> str:
    style = r.randrange(3)
    if style == 0:
        return f"{d.year}年{d.month}月{d.day}日"
    if style == 1:
        return d.isoformat()
    return f"{d.year}/{d.month}/{d.day}"


def add_months(d: dt.date, months: int) -> dt.date:
    index = d.year * 12 + d.month - 1 + months
    year, month0 = divmod(index, 12)
    day = min(d.day, calendar.monthrange(year, month0 + 1)[1])
    return dt.date(year, month0 + 1, day)


def factor_string(n: int) -> str:
    parts, p = [], 2
    while p * p <= n:
        k = 0
        while n % p == 0:
            n //= p
            k += 1
        if k:
            parts.append(str(p) if k == 1 else f"{p}^{k}")
        p += 1 if p == 2 else 2
    if n > 1:
        parts.append(str(n))
    return "*".join(parts)


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    p = 2
    while p * p <= n:
        if n % p == 0:
            return False
        p += 1
    return True


# --- families -------------------------------------------------------------------------------

Family = Callable[[random.Random, str], Example]
FAMILIES: dict[str, Family] = {}


def family(name: str) -> Callable[[Family], Family]:
    def register(fn: Family) -> Family:
        FAMILIES[name] = fn
        return fn
    return register


def pick_phrasing(r: random.Random, phrasings: list[str], split: str) -> tuple[int, str]:
    indices = [i for i in range(len(phrasings)) if held_out(i) == (split == "bench")]
    i = r.choice(indices or list(range(len(phrasings))))
    return i, phrasings[i]
