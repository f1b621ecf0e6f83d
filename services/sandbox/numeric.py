"""Exact arithmetic with bounded sizes, and the canonical text of a value (the display for people is
numbers_shown.py's; statistics over a list, list_stats.py's).

A value is either *exact* (`int`, or `Fraction` with denominator > 1) or *inexact* (`Decimal`, the
correctly rounded result of an irrational operation in the bounded context `CTX`). Literals are
built from their source text (never through float), so 0.1 + 0.2 is exactly 3/10 and prints "0.3";
+ - * / and integer powers stay exact; square roots and fractional powers that are not exact become
Decimal with 50 significant digits. Every result is size-checked, and powers are bounded *before*
they are computed.

Canonical value ("value"): integers in full; exact decimals in full (up to 200 significant
digits); anything
else as a Decimal with 50 significant digits, plain notation for magnitudes 1e-20..1e50 and
scientific ("1.5E+60") outside. Display ("display", for people): the value, except that more than
6 decimals are rounded half-up to 2 places (or to 3 significant digits when 2 places would show
nothing) and `rounded` is set. An `expr` result that is a fraction with endless decimals is shown
with its exact form, `fraction_display`: "4/33 ≈ 0.1212".
"""

from __future__ import annotations

import math
from decimal import (
    ROUND_CEILING,
    ROUND_FLOOR,
    ROUND_HALF_EVEN,
    ROUND_HALF_UP,
    Context,
    Decimal,
    DivisionByZero,
    Inexact,
    InvalidOperation,
    Overflow,
)
from fractions import Fraction

from .errors import Rejected

PREC = 50
CTX = Context(
    prec=PREC,
    rounding=ROUND_HALF_EVEN,
    Emax=99_999,
    Emin=-99_999,
    traps=[InvalidOperation, Overflow, DivisionByZero],
)
MAX_BITS = 13_000  # about 3 900 decimal digits: every exact intermediate result stays below
MAX_LITERAL_DIGITS = 1_000
MAX_LITERAL_EXPONENT = 1_000
MAX_FACTORIAL = 1_000
STEP_STR_MAX = 120

Num = int | Fraction | Decimal


def _too_large(what: str = "the result") -> Rejected:
    return Rejected(
        "NUMBER_TOO_LARGE",
        f"{what} has more than {MAX_BITS} bits (about {int(MAX_BITS * 0.30103)} digits)",
        "the sandbox computes exactly within a size limit; use smaller numbers",
    )


def check(x: Num) -> Num:
    """Normalise (Fraction n/1 -> int) and enforce the size limit."""
    t = type(x)
    if t is int:
        if x.bit_length() > MAX_BITS:
            raise _too_large()
        return x
    if t is Fraction:
        if x.denominator == 1:
            return check(x.numerator)
        if x.numerator.bit_length() > MAX_BITS or x.denominator.bit_length() > MAX_BITS:
            raise _too_large()
        return x
    if t is Decimal:
        if not x.is_finite():
            raise Rejected("DOMAIN_ERROR", "the result is not a finite number")
        return x
    if t is bool:
        raise Rejected("INVALID_NUMBER", "a boolean is not a number")
    raise Rejected("INTERNAL", f"unexpected value type {t.__name__}")


def is_exact(x: Num) -> bool:
    return type(x) is not Decimal


def is_integer(x: Num) -> bool:
    t = type(x)
    if t is int:
        return True
    if t is Fraction:
        return x.denominator == 1
    return x == x.to_integral_value()


def as_int(x: Num, what: str) -> int:
    if type(x) is int:
        return x
    if is_integer(x):
        return int(x)
    raise Rejected("NOT_AN_INTEGER", f"{what} must be a whole number, got {canonical(x)}")


def to_decimal(x: Num) -> Decimal:
    t = type(x)
    if t is Decimal:
        return x
    try:
        if t is int:
            return CTX.plus(Decimal(x))
        return CTX.divide(Decimal(x.numerator), Decimal(x.denominator))
    except Overflow:
        raise _too_large() from None


def to_exact(x: Num) -> int | Fraction:
    if type(x) is Decimal:
        n, d = x.as_integer_ratio()
        return check(Fraction(n, d))
    return x


def sign(x: Num) -> int:
    return (x > 0) - (x < 0)


# --- literals ------------------------------------------------------------------------------------


def parse_literal(text: str) -> int | Fraction:
    """An exact value from decimal source text (digits, optional point, optional exponent)."""
    mantissa, _, exp = text.lower().partition("e")
    digits = len(mantissa) - ("." in mantissa)
    if digits > MAX_LITERAL_DIGITS:
        raise Rejected(
            "NUMBER_TOO_LONG",
            f"a number has {digits} digits; the limit is {MAX_LITERAL_DIGITS}",
            "shorten the number",
        )
    if exp:
        try:
            e = int(exp)
        except ValueError:
            raise Rejected("INVALID_NUMBER", f"{text!r} is not a number") from None
        if abs(e) > MAX_LITERAL_EXPONENT:
            raise Rejected(
                "NUMBER_TOO_LARGE",
                f"the exponent of {text[:40]} is beyond ±{MAX_LITERAL_EXPONENT}",
                "use a smaller exponent",
            )
    if not exp and "." not in mantissa:
        return check(int(mantissa))
    n, d = Decimal(text).as_integer_ratio()
    return check(Fraction(n, d) if d != 1 else n)


# --- arithmetic -----------------------------------------------------------------------------------


def _dec_op(fn, *args: Num) -> Decimal:
    try:
        return check(fn(*(to_decimal(a) for a in args)))
    except Overflow:
        raise _too_large() from None
    except DivisionByZero:
        raise Rejected("DIVISION_BY_ZERO", "division by zero", "check the divisor") from None
    except InvalidOperation:
        raise Rejected("DOMAIN_ERROR", "the operation is undefined for these values") from None


def add(a: Num, b: Num) -> Num:
    if type(a) is not Decimal and type(b) is not Decimal:
        return check(a + b)
    return _dec_op(CTX.add, a, b)


def sub(a: Num, b: Num) -> Num:
    if type(a) is not Decimal and type(b) is not Decimal:
        return check(a - b)
    return _dec_op(CTX.subtract, a, b)


def mul(a: Num, b: Num) -> Num:
    if type(a) is not Decimal and type(b) is not Decimal:
        if type(a) is int and type(b) is int and a.bit_length() + b.bit_length() > MAX_BITS + 1:
            raise _too_large()
        return check(a * b)
    return _dec_op(CTX.multiply, a, b)


def div(a: Num, b: Num) -> Num:
    if b == 0:
        raise Rejected("DIVISION_BY_ZERO", "division by zero", "the divisor evaluates to 0")
    if type(a) is not Decimal and type(b) is not Decimal:
        if type(a) is int and type(b) is int:
            return check(Fraction(a, b))
        return check(Fraction(a) / Fraction(b))
    return _dec_op(CTX.divide, a, b)


def neg(a: Num) -> Num:
    if type(a) is Decimal:
        return CTX.minus(a)
    return -a


def _iroot(n: int, k: int) -> int | None:
    """The exact k-th root of n >= 0, or None."""
    if n < 2:
        return n
    r = round(n ** (1.0 / k)) if n.bit_length() < 1000 else None
    if r is not None:
        for c in (r - 1, r, r + 1):
            if c >= 0 and c**k == n:
                return c
        return None
    # Newton on big ints
    x = 1 << ((n.bit_length() + k - 1) // k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            break
        x = y
    return x if x**k == n else None


def _pow_exact_int(base: int | Fraction, e: int) -> int | Fraction:
    if base in (0, 1, -1):
        if base == 0 and e < 0:
            raise Rejected("DIVISION_BY_ZERO", "0 to a negative power divides by zero")
        if base == -1:
            return -1 if e % 2 else 1
        return base if e != 0 else 1
    if type(base) is Fraction:
        size = max(base.numerator.bit_length(), base.denominator.bit_length())
    else:
        size = base.bit_length()
    if abs(e) * max(size - 1, 1) > MAX_BITS:
        raise Rejected(
            "EXPONENT_TOO_LARGE",
            f"the power would have more than {MAX_BITS} bits (exponent {canonical(e)[:40]})",
            "use a smaller exponent",
        )
    return check(Fraction(base) ** e if e < 0 else base**e)


_GUARD_CTX = Context(
    prec=PREC + 20, Emax=CTX.Emax, Emin=CTX.Emin, traps=[InvalidOperation, Overflow, DivisionByZero]
)


def _rational_power(a: Fraction, p: int, q: int) -> Decimal:
    if a == 0:
        if p < 0:
            raise Rejected("DIVISION_BY_ZERO", "0 to a negative power divides by zero")
        return Decimal(0)
    g = _GUARD_CTX
    try:
        base = g.divide(Decimal(a.numerator), Decimal(a.denominator))
        mag = abs(p / q) * abs(float(base.log10(g)))
        if mag > CTX.Emax:
            raise Rejected("EXPONENT_TOO_LARGE", "the power is beyond 10^99999", "use a smaller exponent")
        return check(CTX.plus(g.power(base, g.divide(Decimal(p), Decimal(q)))))
    except Overflow:
        raise _too_large() from None
    except (InvalidOperation, DivisionByZero):
        raise Rejected("DOMAIN_ERROR", "the power is undefined for these values") from None


def power(a: Num, b: Num) -> Num:
    if type(b) is not Decimal and is_integer(b):
        e = int(b)
        if type(a) is not Decimal:
            return _pow_exact_int(a, e)
        if abs(e) > 10**9:
            raise Rejected("EXPONENT_TOO_LARGE", "the exponent is beyond ±10^9")
        return _dec_op(CTX.power, a, e)
    if type(a) is not Decimal and type(b) is Fraction and b.denominator <= 64:
        # rational exponent p/q: exact when the base is a perfect q-th power
        p, q = b.numerator, b.denominator
        fa = Fraction(a)
        if fa < 0 and q % 2 == 0:
            raise Rejected("DOMAIN_ERROR", "an even root of a negative number is not real")
        rn = _iroot(abs(fa.numerator), q)
        rd = _iroot(fa.denominator, q)
        if rn is not None and rd is not None:
            root = Fraction(rn if fa >= 0 else -rn, rd)
            return _pow_exact_int(check(root), p)
        # not exact: |a|^(p/q) with 20 guard digits, then rounded once to the context
        r = _rational_power(abs(fa), p, q)
        if fa < 0 and p % 2:
            r = CTX.minus(r)  # odd root of a negative number keeps the sign
        return r
    if a < 0:
        raise Rejected(
            "DOMAIN_ERROR", "a negative number to a fractional power is not real", "use a whole exponent"
        )
    if a == 0 and b < 0:
        raise Rejected("DIVISION_BY_ZERO", "0 to a negative power divides by zero")
    # magnitude bound before computing: |b| * log10|a| must stay inside the exponent range
    if a != 0:
        mag = abs(float(to_decimal(b))) * abs(float(to_decimal(a).ln(CTX)) / math.log(10))
        if mag > CTX.Emax:
            raise Rejected("EXPONENT_TOO_LARGE", "the power is beyond 10^99999", "use a smaller exponent")
    return _dec_op(CTX.power, a, b)


def sqrt(a: Num) -> Num:
    if a < 0:
        raise Rejected(
            "DOMAIN_ERROR", f"the square root of a negative number ({canonical(a)}) is not real"
        )
    if type(a) is not Decimal:
        fa = Fraction(a)
        rn, rd = math.isqrt(fa.numerator), math.isqrt(fa.denominator)
        if rn * rn == fa.numerator and rd * rd == fa.denominator:
            return check(Fraction(rn, rd))
    return _dec_op(CTX.sqrt, a)


def percent(a: Num) -> Num:
    return div(a, 100)


def absolute(a: Num) -> Num:
    return CTX.abs(a) if type(a) is Decimal else abs(a)


def _round_exact(x: Fraction | int, places: int) -> int | Fraction:
    """Round half away from zero (the way people round) to `places` decimals; exact."""
    scale = Fraction(10) ** places
    y = abs(Fraction(x)) * scale
    n = math.floor(y + Fraction(1, 2))
    return check(Fraction(n if x >= 0 else -n) / scale)


def round_places(a: Num, places: int = 0) -> Num:
    if not -100 <= places <= 100:
        raise Rejected("INVALID_ARGUMENT", "round() places must be between -100 and 100")
    if type(a) is Decimal:
        try:
            q = a.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP, context=CTX)
        except InvalidOperation:
            raise Rejected("NUMBER_TOO_LARGE", "too many digits to round to that many places") from None
        return to_exact(q)
    return _round_exact(a, places)


def floor(a: Num) -> Num:
    if type(a) is Decimal:
        return check(int(a.to_integral_value(rounding=ROUND_FLOOR)))
    return check(math.floor(a))


def ceil(a: Num) -> Num:
    if type(a) is Decimal:
        return check(int(a.to_integral_value(rounding=ROUND_CEILING)))
    return check(math.ceil(a))


def factorial(a: Num) -> int:
    n = as_int(a, "factorial's argument")
    if n < 0:
        raise Rejected("DOMAIN_ERROR", "factorial is defined for whole numbers >= 0")
    if n > MAX_FACTORIAL:
        raise Rejected(
            "NUMBER_TOO_LARGE", f"factorial({n}) is too large; the limit is factorial({MAX_FACTORIAL})"
        )
    return math.factorial(n)


def remainder(a: Num, b: Num) -> int:
    """The remainder of a whole number divided by another: 17 mod 5 = 2. Defined here only for
    a ≥ 0 and b > 0, where every convention agrees (-7 mod 3 is 2 in Python, -1 in C)."""
    x, y = as_int(a, "mod's dividend"), as_int(b, "mod's divisor")
    if x < 0 or y <= 0:
        raise Rejected("DOMAIN_ERROR", "mod is defined here for a whole number >= 0 and a divisor > 0",
                       "with a negative number the remainder depends on the convention: say which")
    return x % y


def gcd(*xs: Num) -> int:
    return math.gcd(*(as_int(x, "gcd's arguments") for x in xs))


def lcm(*xs: Num) -> int:
    ints = [as_int(x, "lcm's arguments") for x in xs]
    if sum(i.bit_length() for i in ints) > MAX_BITS:
        raise _too_large()
    return check(math.lcm(*ints))


# --- the canonical text of a value ---------------------------------------------------------------


def fmt_decimal(d: Decimal) -> str:
    if d.is_zero():
        return "0"
    d = d.normalize(CTX)
    adj = d.adjusted()
    if -20 <= adj < PREC:
        return format(d, "f")
    return format(d, "E")


EXACT_CTX = Context(prec=200, Emax=10**6, Emin=-(10**6), traps=[])


def canonical(x: Num) -> str:
    t = type(x)
    if t is int:
        return str(x)
    if t is Fraction:
        # exact when the decimal expansion terminates within 200 significant digits
        ctx = EXACT_CTX
        ctx.clear_flags()
        q = ctx.divide(Decimal(x.numerator), Decimal(x.denominator))
        if not ctx.flags[Inexact]:
            return format(q, "f")
        return fmt_decimal(to_decimal(x))
    return fmt_decimal(x)
