"""What every generator of the parse corpus shares: the row, the split of paraphrase pools, the
gold forms, Chinese numerals and date spellings.

Golds are computed here with Fraction / Decimal / datetime, never with the project's parser or
sandbox, so the corpus measures the reader instead of agreeing with it.
"""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter
import random
from dataclasses import dataclass, field
from fractions import Fraction
from types import SimpleNamespace
from typing import Callable, Sequence, TypeVar

SPLITS = ("dev", "heldout")
T = TypeVar("T")


@dataclass
class Row:
    text: str
    lang: str
    category: str
    expect: str
    gold: str | None
    source: str
    context: dict[str, str] = field(default_factory=dict)

    def record(self, row_id: str, split: str) -> dict:
        out = {
            "id": row_id,
            "text": self.text,
            "lang": self.lang,
            "category": self.category,
            "expect": self.expect,
            "gold": self.gold,
        }
        if self.context:
            out["context"] = dict(self.context)
        out["source"] = self.source
        out["split"] = split
        return out


def fast(text: str, lang: str, category: str, gold: str, source: str, **context: str) -> Row:
    return Row(text, lang, category, "fast", gold, source, dict(context))


def slow(text: str, lang: str, category: str, source: str, **context: str) -> Row:
    return Row(text, lang, category, "slow", None, source, dict(context))


def pick(rng: random.Random, items: Sequence[T], split: str) -> T:
    return rng.choice(pool(items, split))


def pool(items: Sequence[T], split: str) -> list[T]:
    """The half of a paraphrase list that belongs to `split`: dev takes the even places, held-out
    the odd ones, so the two splits never share a frame."""
    start = SPLITS.index(split)
    return list(items[start::2])


def rng_for(generator: str, split: str) -> random.Random:
    """One seed per generator and split (string seeds are stable across Python runs)."""
    return random.Random(f"parse-corpus/{generator}/{split}")


# A frame with the formula that answers it, over the drawn values: ("{a}加{b}的和乘以{c}", lambda v: (v.a + v.b) * v.c)
Frame = tuple[str, Callable[[SimpleNamespace], "Fraction | int"]]


def render(rng: random.Random, frames: Sequence[Frame], split: str, **values: object) -> tuple[str, Fraction]:
    """A frame from the split's pool, filled in, and its exact answer."""
    text, formula = pick(rng, frames, split)
    return text.format(**values), Fraction(formula(SimpleNamespace(**values)))


# --- number draws both languages use -----------------------------------------------------------


def draw_fractions(rng: random.Random, top: int, bottom: int) -> tuple[Fraction, Fraction]:
    """Two proper-looking fractions (never whole numbers), in lowest terms."""
    while True:
        x, y = Fraction(rng.randint(1, top), rng.randint(2, bottom)), Fraction(rng.randint(1, top), rng.randint(2, bottom))
        if x.denominator > 1 and y.denominator > 1:
            return x, y


def draw_mixed(rng: random.Random) -> dict[str, object]:
    """A mixed number w r/s (r/s in lowest terms) and a whole k to combine it with."""
    s = rng.choice((2, 3, 4, 5, 6, 7, 8, 9))
    r = rng.choice([r for r in range(1, s) if math.gcd(r, s) == 1])
    w = rng.randint(1, 9)
    return {"w": w, "r": r, "s": s, "m": w + Fraction(r, s), "k": rng.randint(2, 12)}


def draw_scientific(rng: random.Random, max_exponent: int, divisors: Sequence[int]) -> dict[str, object]:
    """m × 10^e with m = 1.1 … 9.9, and a small c to combine it with."""
    m, e = Fraction(rng.randint(11, 99), 10), rng.randint(2, max_exponent)
    return {"m": num(m), "e": e, "c": rng.choice(divisors), "big": m * 10**e}


def draw_pair(rng: random.Random, low: int, high: int, divisor_high: int) -> dict[str, object]:
    """a and b, plus q = a multiple of b, for frames that divide."""
    a, b = rng.randint(low, high), rng.randint(2, divisor_high)
    return {"a": a, "b": b, "q": b * rng.randint(2, 30)}


def basic_operation(
    rng: random.Random, split: str, frames: dict[str, Sequence[str]], add_high: int, mul_high: tuple[int, int],
    div_high: int, whole_quotient: Callable[[str], bool] = lambda frame: True,
) -> tuple[str, Fraction]:
    """One of + - × ÷ in the words of `frames` ({"+": ..., "-": ..., "*": ..., "/": ...}); a difference
    never goes below zero, and a quotient is whole where `whole_quotient(frame)` says it must be."""
    op = rng.choice("+-*/")
    frame = pick(rng, frames[op], split)
    if op in "+-":
        a, b = rng.randint(2, add_high), rng.randint(2, add_high)
        a, b = (max(a, b), min(a, b)) if op == "-" else (a, b)
        return frame.format(a=a, b=b), Fraction(a + b if op == "+" else a - b)
    if op == "*":
        a, b = rng.randint(2, mul_high[0]), rng.randint(2, mul_high[1])
        return frame.format(a=a, b=b), Fraction(a * b)
    b = rng.randint(2, div_high)
    a = b * rng.randint(2, 60)
    if not whole_quotient(frame) and rng.random() < 0.2:
        a += rng.randint(1, b - 1)
    return frame.format(a=a, b=b), Fraction(a, b)


# --- gold forms ----------------------------------------------------------------------------------


def num(x: Fraction | int) -> str:
    """The exact value: an integer, a terminating decimal in full, else "a/b"."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return f"{x.numerator}/{x.denominator}"
    # exact digits by integer arithmetic: Decimal division would round to the context's precision,
    # which an imported library may have changed
    places = 0
    while (x * 10**places).denominator != 1:
        places += 1
    digits = str(abs(x.numerator) * 10**places // x.denominator).rjust(places + 1, "0")
    text = f"{digits[:-places]}.{digits[-places:]}".rstrip("0").rstrip(".")
    return ("-" if x < 0 else "") + text


def rounded(x: Fraction | int, places: int) -> str:
    """Half-up rounding (ties away from zero) to `places` decimals, written with that many places."""
    exact = Fraction(x)
    scaled = abs(exact) * 10**places
    whole = scaled.numerator // scaled.denominator
    if scaled - whole >= Fraction(1, 2):
        whole += 1
    text = str(whole).rjust(places + 1, "0")
    body = f"{text[:-places]}.{text[-places:]}" if places else text
    return ("-" if exact < 0 and whole else "") + body


def round_to(x: Fraction | int, step: int) -> str:
    """Half-up rounding to the nearest `step` (10, 100, 1000...)."""
    q = Fraction(x) / step
    whole = q.numerator // q.denominator
    if q - whole >= Fraction(1, 2):
        whole += 1
    return str(whole * step)


def factor_string(n: int) -> str:
    """2^3*3^2*5: ascending primes, exponents with ^ (n ≥ 1; 1 is "1")."""
    factors: Counter[int] = Counter()
    divisor = 2
    while n > 1 and divisor * divisor <= n:
        if n % divisor:
            divisor += 1
        else:
            factors[divisor] += 1
            n //= divisor
    if n > 1:
        factors[n] += 1
    return "*".join(str(p) if k == 1 else f"{p}^{k}" for p, k in sorted(factors.items())) or "1"


def is_prime(n: int) -> bool:
    return n > 1 and all(n % p for p in range(2, math.isqrt(n) + 1))


def median(values: Sequence[Fraction | int]) -> Fraction:
    s = sorted(Fraction(v) for v in values)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def weekday(d: dt.date) -> str:
    return WEEKDAYS_EN[d.weekday()]


def add_months(d: dt.date, months: int) -> dt.date:
    """Only called with days ≤ 28, where adding months is unambiguous."""
    assert d.day <= 28
    index = d.year * 12 + d.month - 1 + months
    return dt.date(index // 12, index % 12 + 1, d.day)


def random_date(rng: random.Random, first_year: int = 2019, last_year: int = 2027) -> dt.date:
    """A day in the range; about a third are month ends (leap days included), where readers slip."""
    year, month = rng.randint(first_year, last_year), rng.randint(1, 12)
    if rng.random() < 0.3:
        return dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1)
    return dt.date(year, month, rng.randint(1, 28))


# --- spellings -----------------------------------------------------------------------------------

ZH_DIGITS = "零一二三四五六七八九"
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")


def _zh_below_10000(n: int, leading: bool) -> str:
    out = []
    zero = False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = n // value % 10
        if digit == 0:
            zero = bool(out)
            continue
        if zero:
            out.append("零")
            zero = False
        if unit == "十" and digit == 1 and not out and leading:
            out.append("十")
        else:
            out.append(ZH_DIGITS[digit] + unit)
    return "".join(out)


def zh_int(n: int, liang: bool = False) -> str:
    """An integer in Chinese numerals: 10 十, 110 一百一十, 1005 一千零五, 20300 两万零三百 (with
    `liang`), 350000000 三亿五千万."""
    if n == 0:
        return "零"
    if n < 0:
        return "负" + zh_int(-n, liang)
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out = []
    units = ("", "万", "亿", "万亿")
    need_zero = False
    for i in range(len(groups) - 1, -1, -1):
        g = groups[i]
        if g == 0:
            need_zero = bool(out)
            continue
        if out and (need_zero or g < 1000):
            out.append("零")
        out.append(_zh_below_10000(g, leading=not out) + units[i])
        need_zero = False
    text = "".join(out)
    if liang and text == "二":
        return "两"
    if liang:
        text = text.replace("二千", "两千").replace("二百", "两百").replace("二万", "两万").replace("二亿", "两亿")
        if text.startswith("二") and len(text) > 1 and text[1] in "千百万亿":
            text = "两" + text[1:]
    return text


EN_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def en_words(n: int) -> str:
    """0..999 in English words: 24 twenty-four, 105 one hundred and five."""
    if n < 20:
        return EN_ONES[n]
    if n < 100:
        return EN_TENS[n // 10] + ("-" + EN_ONES[n % 10] if n % 10 else "")
    rest = n % 100
    return EN_ONES[n // 100] + " hundred" + (" and " + en_words(rest) if rest else "")


def full_width(text: str) -> str:
    """ASCII digits and + - ( ) . % in their full-width forms (× and ÷ have none)."""
    table = {c: chr(ord(c) + 0xFEE0) for c in "0123456789+-().%"}
    return "".join(table.get(c, c) for c in text)


def grouped(n: int) -> str:
    return f"{n:,}"


def zh_date(d: dt.date) -> str:
    return f"{d.year}年{d.month}月{d.day}日"


def en_date(d: dt.date, style: int) -> str:
    """Unambiguous English spellings of a date. 31.12.2023 and 12/31/2023 only when the day is past
    12, so the order cannot be misread (05/04/2022 is never written here)."""
    m = MONTHS_EN[d.month - 1]
    style %= 8
    if style >= 6 and d.day <= 12:
        style = 0
    return (
        f"{m} {d.day}, {d.year}",
        f"{d.day} {m} {d.year}",
        f"{m[:3]} {d.day}, {d.year}",
        d.isoformat(),
        f"{d.year}/{d.month:02d}/{d.day:02d}",
        f"{d.day} {m[:3]} {d.year}",
        f"{d.day:02d}.{d.month:02d}.{d.year}",
        f"{d.month}/{d.day}/{d.year}",
    )[style]


def zh_date_style(d: dt.date, style: int) -> str:
    return (
        zh_date(d),
        d.isoformat(),
        f"{d.year}/{d.month}/{d.day}",
        f"{d.year}年{d.month:02d}月{d.day:02d}日",
        f"{d.year}.{d.month:02d}.{d.day:02d}",
        f"{d.year}年{d.month}月{d.day}号",
    )[style % 6]


def capitalised(text: str) -> str:
    """A sentence start in upper case, leaving names like "iPhone" alone."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[0].upper() + text[1:]


ZH_QMARK = ("？", "?", "", "？", "。", "")
EN_QMARK = ("?", "", "?", "?", "", " ?")


def zh_end(rng: random.Random, text: str = "") -> str:
    return "" if text.endswith(("?", "？", "=", "＝", "。")) else rng.choice(ZH_QMARK)


def en_end(rng: random.Random, text: str = "") -> str:
    return "" if text.endswith(("?", "=", ".")) else rng.choice(EN_QMARK)
