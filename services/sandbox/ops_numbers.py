"""The number operations: expr, percent_of, growth_rate, discount, factorize, the prime ones, sqrt
and convert."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from dtlib.envelope import Step
from dtlib.unit_factors import BASE

from . import numeric as N
from .numbers_shown import fraction_display
from . import primes, units
from .errors import Rejected
from .evaluator import evaluate
from .ops_args import (MAX_SQRT_PLACES, Outcome, exact_display, read_bool, read_integer, read_number,
                       read_text, step_text)


# --- arithmetic ops ---------------------------------------------------------------------------


def op_expr(args: dict[str, Any]) -> Outcome:
    ev = evaluate(read_text(args, "expression", limit=1 << 62))  # evaluate() applies its own limit
    if args.get("as_fraction") is True and type(ev.value) is Fraction and ev.value.denominator != 1:
        # Asked as a fraction: "2/5", and its decimal beside it when that ends ("2/5 = 0.4").
        fraction = f"{ev.value.numerator}/{ev.value.denominator}"
        shown = fraction_display(ev.value) or f"{fraction} = {ev.text}"
        return Outcome(ev.text, ev.steps, display=shown, rounded=False)
    exact = fraction_display(ev.value)
    if exact is not None:  # the display holds the exact value, so it is not a rounded one
        return Outcome(ev.text, ev.steps, display=exact, rounded=False)
    if _rounded_as_asked(str(args["expression"])):  # "1/7 to 7 decimal places" shows the 7 places
        return Outcome(ev.text, ev.steps, display=_with_places(ev.text, str(args["expression"])), rounded=False)
    return Outcome(ev.text, ev.steps)


_PLACES = re.compile(r",\s*(\d+)\s*\)$")


def _with_places(value: str, expression: str) -> str:
    """The rounded value written with the places asked: 3.996 to two places shows "4.00", 2.5 "2.50" (the value
    stays "4": the same number; the display is what a reader checks against 保留两位小数)."""
    m = _PLACES.search(expression.strip())
    places = int(m[1]) if m else 0
    if not 0 < places <= 100 or "E" in value:
        return value
    whole, _, decimals = value.partition(".")
    return f"{whole}.{decimals.ljust(places, '0')}" if len(decimals) <= places else value


def _rounded_as_asked(expression: str) -> bool:
    """The whole expression is round(…, places): its value already has the places asked for, so
    the display does not round it again."""
    text = expression.strip()
    if not text.startswith("round(") or not text.endswith(")"):
        return False
    depth = 0
    for i, ch in enumerate(text[5:], start=5):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            return i == len(text) - 1 and "," in text
    return False


def op_percent_of(args: dict[str, Any]) -> Outcome:
    p = read_number(args, "percent", allow_percent=True)
    whole = read_number(args, "of")
    frac = N.percent(p)
    result = N.mul(frac, whole)
    return Outcome(
        N.canonical(result),
        [Step("div", [step_text(p), "100"], step_text(frac)), Step("mul", [step_text(frac), step_text(whole)], step_text(result))],
    )


def op_growth_rate(args: dict[str, Any]) -> Outcome:
    old = read_number(args, "old")
    new = read_number(args, "new")
    periods = read_integer(args, "periods") if "periods" in args else 1
    if periods < 1 or periods > 10_000:
        raise Rejected("INVALID_ARGUMENT", "'periods' must be between 1 and 10000")
    if old == 0:
        raise Rejected(
            "DIVISION_BY_ZERO", "growth from 0 is undefined", "the old value must not be 0"
        )
    ratio = N.div(new, old)
    steps = [Step("div", [step_text(new), step_text(old)], step_text(ratio))]
    if periods > 1:
        per = N.power(ratio, Fraction(1, periods))
        steps.append(Step("pow", [step_text(ratio), f"1/{periods}"], step_text(per)))
        ratio = per
    change = N.sub(ratio, 1)
    steps.append(Step("sub", [step_text(ratio), "1"], step_text(change)))
    rate = N.mul(change, 100)
    steps.append(Step("mul", [step_text(change), "100"], step_text(rate)))
    return Outcome(N.canonical(rate), steps)


def op_discount(args: dict[str, Any]) -> Outcome:
    price = read_number(args, "price")
    p = read_number(args, "percent", allow_percent=True)
    frac = N.percent(p)
    saving = N.mul(price, frac)
    final = N.sub(price, saving)
    return Outcome(
        N.canonical(final),
        [
            Step("div", [step_text(p), "100"], step_text(frac)),
            Step("mul", [step_text(price), step_text(frac)], step_text(saving)),
            Step("sub", [step_text(price), step_text(saving)], step_text(final)),
        ],
    )


def op_factorize(args: dict[str, Any]) -> Outcome:
    n = read_integer(args, "n")
    steps: list[Step] = []
    factors = primes.factorize(n, steps)
    if not factors:
        return Outcome("1", steps + [Step("factorize", ["1"], "1 (empty product)")])
    parts = [str(p) if k == 1 else f"{p}^{k}" for p, k in factors]
    value = "*".join(parts)
    return Outcome(value, steps, display=" × ".join(parts), rounded=False)


def op_is_prime(args: dict[str, Any]) -> Outcome:
    n = read_integer(args, "n")
    if abs(n).bit_length() > primes.MAX_PRIME_BITS:
        raise Rejected(
            "NUMBER_TOO_LARGE", f"is_prime is limited to numbers below 2^{primes.MAX_PRIME_BITS}"
        )
    steps: list[Step] = []
    result = primes.is_prime(n, steps)
    return Outcome("true" if result else "false", steps, display="prime" if result else "not prime")


def op_next_prime(args: dict[str, Any]) -> Outcome:
    n = read_integer(args, "n")
    steps: list[Step] = []
    return Outcome(str(primes.next_prime(n, steps)), steps)


def op_prev_prime(args: dict[str, Any]) -> Outcome:
    n = read_integer(args, "n")
    steps: list[Step] = []
    return Outcome(str(primes.prev_prime(n, steps)), steps)


def op_primes_between(args: dict[str, Any]) -> Outcome:
    """The primes p with start <= p <= end (both ends count: the reader says which ends a request
    means), counted or listed."""
    start, end = read_integer(args, "start"), read_integer(args, "end")
    listed = read_bool(args, "list", False)
    steps: list[Step] = []
    count, found = primes.primes_between(start, end, steps)
    if listed and count > primes.MAX_PRIMES_LISTED:
        raise Rejected("RESULT_TOO_LONG", f"there are {count} primes from {start} to {end}",
                       f"ask how many there are, or about a range with at most {primes.MAX_PRIMES_LISTED} of them")
    shown = ", ".join(map(str, found))
    if listed:
        return Outcome(shown or "none", steps, display=shown or "none", rounded=False)
    last = f", {found[-1]}" if found and count <= len(found) else ""
    example = f": {shown}" if count <= 12 else f": {', '.join(map(str, found[:3]))}, …{last}"
    return Outcome(str(count), steps, display=f"{count} prime{'s' if count != 1 else ''}{example if count else ''}",
                   rounded=False)


def op_sqrt(args: dict[str, Any]) -> Outcome:
    x = read_number(args, "x")
    places = read_integer(args, "places") if "places" in args else 10
    if not 0 <= places <= MAX_SQRT_PLACES:
        raise Rejected("INVALID_ARGUMENT", f"'places' must be between 0 and {MAX_SQRT_PLACES}")
    if x < 0:
        raise Rejected(
            "DOMAIN_ERROR", f"the square root of a negative number ({N.canonical(x)}) is not real"
        )
    # exact: r = floor(sqrt(x) * 10^places), then round half up by comparing squares
    scaled = Fraction(x) * 10 ** (2 * places)
    num, den = scaled.numerator, scaled.denominator
    r = math.isqrt(num // den)
    if (2 * r + 1) ** 2 * den <= 4 * num:
        r += 1
    digits = str(r).rjust(places + 1, "0")
    value = f"{digits[:-places]}.{digits[-places:]}" if places else digits
    steps = [Step("sqrt", [step_text(x), f"places={places}"], value)]
    return Outcome(value, steps)


def _with_unit(number: str, unit: str) -> str:
    unit = units.shown(unit)
    return f"{number}{unit}" if units.is_chinese(unit[:1]) else f"{number} {unit}"  # 5公里, 5 km


def op_convert(args: dict[str, Any]) -> Outcome:
    value = read_number(args, "value")
    names = {}
    for key in ("from", "to"):
        if not isinstance(args[key], str):
            raise Rejected("UNKNOWN_UNIT", f"'{key}' must be a unit name such as km or 公里")
        names[key] = args[key].strip()
    source, target = units.lookup(names["from"]), units.lookup(names["to"])
    if source.dimension != target.dimension:
        raise Rejected(
            "INCOMPATIBLE_UNITS",
            f"cannot convert {names['from']} (a {source.dimension}) to {names['to']} (a {target.dimension})",
            f"convert to another {source.dimension} unit",
        )
    base_unit = BASE[source.dimension]
    base = units.to_base(value, source)
    if source.dimension == "temperature" and base < 0:
        raise Rejected(
            "DOMAIN_ERROR",
            f"{_with_unit(N.canonical(value), names['from'])} is below absolute zero",
            "a temperature is at least 0 K (-273.15 °C, -459.67 °F)",
        )
    result = N.check(units.from_base(base, target))
    value_text, base_text, result_text = N.canonical(value), step_text(N.check(base)), N.canonical(result)
    steps = [
        Step("to_base", [step_text(value_text), names["from"]], f"{base_text} {base_unit}"),
        Step("from_base", [f"{base_text} {base_unit}", names["to"]], step_text(result_text)),
    ]
    if "places" in args:  # "… in miles, to 2 decimal places": rounded as asked, half away from zero
        places = read_integer(args, "places")
        if not 0 <= places <= 20:
            raise Rejected("INVALID_ARGUMENT", "'places' must be between 0 and 20")
        result = N.round_places(result, places)
        exact_text, result_text = result_text, N.canonical(result)
        steps.append(Step("round", [step_text(exact_text), f"places={places}"], step_text(result_text)))
    shown, rounded = exact_display(result, result_text)
    display = f"{_with_unit(value_text, names['from'])} = {_with_unit(shown, names['to'])}"
    notes = list(dict.fromkeys(u.note for u in (source, target) if u.note))
    if notes:
        display += f" ({'; '.join(notes)})"
    return Outcome(result_text, steps, display=display, rounded=rounded)
