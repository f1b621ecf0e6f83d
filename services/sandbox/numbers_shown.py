"""How the sandbox writes a number out: the canonical value ("value"), a step's short form, and the display
for people (more than 6 decimals rounded to 2, an endless fraction as "4/33 ≈ 0.1212"). numeric.py's docstring
states the conventions."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from .numeric import EXACT_CTX, STEP_STR_MAX, Num, canonical


def step_str(x: Num | str) -> str:
    t = type(x)
    s = x if t is str else str(x) if t is int else canonical(x)
    if len(s) > STEP_STR_MAX:
        s = f"{s[:60]}…{s[-20:]} ({len(s)} chars)"
    return s


FRACTION_TEXT_MAX = 30  # "n/d" longer than this is not shown; the decimal display is
FRACTION_PLACES = 4


def terminates(x: Fraction) -> bool:
    """Whether the decimal expansion of x ends (its denominator has no prime but 2 and 5)."""
    d = x.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def fraction_display(x: Num) -> str | None:
    """"4/33 ≈ 0.1212" for an exact fraction whose decimals never end, else None.

    The decimal has 4 places, more when needed for 4 significant digits (1/3000 ≈ 0.0003333),
    rounded half up; the fraction is the exact value, so the display keeps it."""
    if type(x) is not Fraction or terminates(x):
        return None
    text = f"{x.numerator}/{x.denominator}"
    if len(text) > FRACTION_TEXT_MAX:
        return None
    magnitude = abs(x)
    places = FRACTION_PLACES
    while magnitude * 10**places < 10 ** (FRACTION_PLACES - 1):
        places += 1
    scaled = math.floor(magnitude * 10**places + Fraction(1, 2))
    digits = str(scaled).rjust(places + 1, "0")
    approx = f"{'-' if x < 0 else ''}{digits[:-places]}.{digits[-places:]}"
    return f"{text} ≈ {approx}"


def display(value: str) -> tuple[str, bool]:
    """The form for people: (text, rounded). `rounded` is true when the text differs in value."""
    if "E" in value:
        mant, _, exp = value.partition("E")
        if "." in mant and len(mant.split(".")[1]) > 2:
            m = Decimal(mant).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP, context=EXACT_CTX)
            return f"{m}E{exp}", True
        return value, False
    point = value.find(".")
    if point < 0 or len(value) - point - 1 <= 6:
        return value, False
    d = Decimal(value)
    q = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP, context=EXACT_CTX)
    if q.is_zero():
        # 2 places would show nothing: keep 3 significant digits instead
        q = d.quantize(
            Decimal(1).scaleb(d.adjusted() - 2), rounding=ROUND_HALF_UP, context=EXACT_CTX
        ).normalize(EXACT_CTX)
    return format(q, "f"), q != d
