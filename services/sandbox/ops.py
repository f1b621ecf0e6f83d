"""The typed operations and `run_task(task) -> SandboxResult`: pure, in-process, deterministic.

Arguments arrive as `Task.args` (a JSON object). Numbers may be JSON numbers or strings ("12.5",
"1e3", full-width digits are accepted); they are read from their text, never through float
arithmetic. Unknown argument names are rejected (UNKNOWN_ARGUMENT), so a typo never silently
falls back to a default. The argument table is `OPS` (also used for documentation).
"""

from __future__ import annotations

import calendar
import datetime as dt
import math
import re
import time
import unicodedata
from fractions import Fraction
from typing import Any, Callable

from dtlib.envelope import ErrorInfo, SandboxResult, Step, Task

from . import numeric as N
from . import primes, units
from .errors import Rejected
from .evaluator import evaluate, normalise

MAX_TEXT_CHARS = 10_000
MAX_RESULT_CHARS = 30_000
MAX_HOLIDAYS = 1_000
MAX_SQRT_PLACES = 100
MAX_DATE_AMOUNT = 3_660_000  # days; months and years are bounded by the calendar range

_NUMBER_RE = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_DATE_RE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# weekday's `asked`: the days (0 = Monday) each answer "yes" covers; a weekday is Monday to Friday
_ASKED_DAYS: dict[str, tuple[int, ...]] = {
    **{day.lower(): (i,) for i, day in enumerate(_WEEKDAYS)}, "weekday": (0, 1, 2, 3, 4), "weekend": (5, 6),
}


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


def _number(args: dict[str, Any], name: str, *, allow_percent: bool = False) -> int | Fraction:
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


def _integer(args: dict[str, Any], name: str) -> int:
    return N.as_int(_number(args, name), f"'{name}'")


def _bool(args: dict[str, Any], name: str, default: bool = False) -> bool:
    raw = args.get(name, default)
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    raise Rejected("INVALID_ARGUMENT", f"'{name}' must be true or false, got {str(raw)[:40]!r}")


def _text(args: dict[str, Any], name: str, limit: int = MAX_TEXT_CHARS) -> str:
    raw = args[name]
    if not isinstance(raw, str):
        raise Rejected("INVALID_ARGUMENT", f"'{name}' must be a string")
    if len(raw) > limit:
        raise Rejected(
            "TEXT_TOO_LONG", f"'{name}' has {len(raw)} characters; the limit is {limit}", "shorten the text"
        )
    return raw


def _date(args: dict[str, Any], name: str) -> dt.date:
    raw = args[name]
    if not isinstance(raw, str):
        raise Rejected(
            "INVALID_DATE", f"'{name}' must be a date string", "write dates as YYYY-MM-DD, e.g. 2024-03-05"
        )
    shown = raw[:40]
    text = normalise(raw).strip()
    m = _DATE_RE.fullmatch(text)
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


def _choice(args: dict[str, Any], name: str, choices: tuple[str, ...], default: str) -> str:
    raw = args.get(name, default)
    if not isinstance(raw, str) or raw.strip().lower() not in choices:
        raise Rejected(
            "INVALID_ARGUMENT", f"'{name}' must be one of {', '.join(choices)}; got {str(raw)[:40]!r}"
        )
    return raw.strip().lower()


def _s(x: N.Num | str) -> str:
    return N.step_str(x)


# --- arithmetic ops ---------------------------------------------------------------------------


def op_expr(args: dict[str, Any]) -> Outcome:
    ev = evaluate(_text(args, "expression", limit=1 << 62))  # evaluate() applies its own limit
    if args.get("as_fraction") is True and type(ev.value) is Fraction and ev.value.denominator != 1:
        # Asked as a fraction: "2/5", and its decimal beside it when that ends ("2/5 = 0.4").
        fraction = f"{ev.value.numerator}/{ev.value.denominator}"
        shown = N.fraction_display(ev.value) or f"{fraction} = {ev.text}"
        return Outcome(ev.text, ev.steps, display=shown, rounded=False)
    exact = N.fraction_display(ev.value)
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
    p = _number(args, "percent", allow_percent=True)
    whole = _number(args, "of")
    frac = N.percent(p)
    result = N.mul(frac, whole)
    return Outcome(
        N.canonical(result),
        [Step("div", [_s(p), "100"], _s(frac)), Step("mul", [_s(frac), _s(whole)], _s(result))],
    )


def op_growth_rate(args: dict[str, Any]) -> Outcome:
    old = _number(args, "old")
    new = _number(args, "new")
    periods = _integer(args, "periods") if "periods" in args else 1
    if periods < 1 or periods > 10_000:
        raise Rejected("INVALID_ARGUMENT", "'periods' must be between 1 and 10000")
    if old == 0:
        raise Rejected(
            "DIVISION_BY_ZERO", "growth from 0 is undefined", "the old value must not be 0"
        )
    ratio = N.div(new, old)
    steps = [Step("div", [_s(new), _s(old)], _s(ratio))]
    if periods > 1:
        per = N.power(ratio, Fraction(1, periods))
        steps.append(Step("pow", [_s(ratio), f"1/{periods}"], _s(per)))
        ratio = per
    change = N.sub(ratio, 1)
    steps.append(Step("sub", [_s(ratio), "1"], _s(change)))
    rate = N.mul(change, 100)
    steps.append(Step("mul", [_s(change), "100"], _s(rate)))
    return Outcome(N.canonical(rate), steps)


def op_discount(args: dict[str, Any]) -> Outcome:
    price = _number(args, "price")
    p = _number(args, "percent", allow_percent=True)
    frac = N.percent(p)
    saving = N.mul(price, frac)
    final = N.sub(price, saving)
    return Outcome(
        N.canonical(final),
        [
            Step("div", [_s(p), "100"], _s(frac)),
            Step("mul", [_s(price), _s(frac)], _s(saving)),
            Step("sub", [_s(price), _s(saving)], _s(final)),
        ],
    )


def op_factorize(args: dict[str, Any]) -> Outcome:
    n = _integer(args, "n")
    steps: list[Step] = []
    factors = primes.factorize(n, steps)
    if not factors:
        return Outcome("1", steps + [Step("factorize", ["1"], "1 (empty product)")])
    parts = [str(p) if k == 1 else f"{p}^{k}" for p, k in factors]
    value = "*".join(parts)
    return Outcome(value, steps, display=" × ".join(parts), rounded=False)


def op_is_prime(args: dict[str, Any]) -> Outcome:
    n = _integer(args, "n")
    if abs(n).bit_length() > primes.MAX_PRIME_BITS:
        raise Rejected(
            "NUMBER_TOO_LARGE", f"is_prime is limited to numbers below 2^{primes.MAX_PRIME_BITS}"
        )
    steps: list[Step] = []
    result = primes.is_prime(n, steps)
    return Outcome("true" if result else "false", steps, display="prime" if result else "not prime")


def op_next_prime(args: dict[str, Any]) -> Outcome:
    n = _integer(args, "n")
    steps: list[Step] = []
    return Outcome(str(primes.next_prime(n, steps)), steps)


def op_prev_prime(args: dict[str, Any]) -> Outcome:
    n = _integer(args, "n")
    steps: list[Step] = []
    return Outcome(str(primes.prev_prime(n, steps)), steps)


def op_primes_between(args: dict[str, Any]) -> Outcome:
    """The primes p with start <= p <= end (both ends count: the reader says which ends a request
    means), counted or listed."""
    start, end = _integer(args, "start"), _integer(args, "end")
    listed = _bool(args, "list", False)
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
    x = _number(args, "x")
    places = _integer(args, "places") if "places" in args else 10
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
    steps = [Step("sqrt", [_s(x), f"places={places}"], value)]
    return Outcome(value, steps)


def _exact_text(x: int | Fraction, text: str) -> tuple[str, bool]:
    """A result (and its canonical text) as people read it, exact where it fits: 1609.344,
    5/18 ≈ 0.2778; a long terminating decimal gets the usual display rule."""
    if type(x) is int or (N.terminates(x) and len(text) <= 24):
        return text, False
    fraction = N.fraction_display(x)
    return (fraction, False) if fraction else N.display(text)


def _with_unit(number: str, unit: str) -> str:
    unit = units.shown(unit)
    return f"{number}{unit}" if units.is_chinese(unit[:1]) else f"{number} {unit}"  # 5公里, 5 km


def op_convert(args: dict[str, Any]) -> Outcome:
    value = _number(args, "value")
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
    base_unit = units.BASE[source.dimension]
    base = units.to_base(value, source)
    if source.dimension == "temperature" and base < 0:
        raise Rejected(
            "DOMAIN_ERROR",
            f"{_with_unit(N.canonical(value), names['from'])} is below absolute zero",
            "a temperature is at least 0 K (-273.15 °C, -459.67 °F)",
        )
    result = N.check(units.from_base(base, target))
    value_text, base_text, result_text = N.canonical(value), _s(N.check(base)), N.canonical(result)
    steps = [
        Step("to_base", [_s(value_text), names["from"]], f"{base_text} {base_unit}"),
        Step("from_base", [f"{base_text} {base_unit}", names["to"]], _s(result_text)),
    ]
    if "places" in args:  # "… in miles, to 2 decimal places": rounded as asked, half away from zero
        places = _integer(args, "places")
        if not 0 <= places <= 20:
            raise Rejected("INVALID_ARGUMENT", "'places' must be between 0 and 20")
        result = N.round_places(result, places)
        exact_text, result_text = result_text, N.canonical(result)
        steps.append(Step("round", [_s(exact_text), f"places={places}"], _s(result_text)))
    shown, rounded = _exact_text(result, result_text)
    display = f"{_with_unit(value_text, names['from'])} = {_with_unit(shown, names['to'])}"
    notes = list(dict.fromkeys(u.note for u in (source, target) if u.note))
    if notes:
        display += f" ({'; '.join(notes)})"
    return Outcome(result_text, steps, display=display, rounded=rounded)


# --- date ops ---------------------------------------------------------------------------------


def op_date_diff(args: dict[str, Any]) -> Outcome:
    start = _date(args, "start")
    end = _date(args, "end")
    inclusive = _bool(args, "inclusive", False)
    in_weeks = _choice(args, "unit", ("days", "weeks"), "days") == "weeks"
    days = (end - start).days
    steps = [Step("date_diff", [start.isoformat(), end.isoformat()], str(days))]
    if inclusive:
        adjusted = days + (1 if days >= 0 else -1)
        steps.append(Step("inclusive_end", [str(days)], str(adjusted)))
        days = adjusted
    unit = "day" if abs(days) == 1 else "days"
    note = "end date counted" if inclusive else "end date not counted"
    if in_weeks:  # "how many weeks between …": exact weeks, and the whole weeks and days they are
        weeks = N.check(Fraction(days, 7))
        text = N.canonical(weeks)
        shown, _ = _exact_text(weeks, text)
        whole, rest = divmod(abs(days), 7)
        sign = "-" if days < 0 else ""
        split = f" = {sign}{whole} week{'s' if whole != 1 else ''} {rest} day{'s' if rest != 1 else ''}" if rest else ""
        steps.append(Step("div", [str(days), "7"], _s(text)))
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
    d = _date(args, "date")
    amount = _integer(args, "amount")
    unit = _choice(args, "unit", ("days", "weeks", "months", "years"), "days")
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


def op_weekday(args: dict[str, Any]) -> Outcome:
    d = _date(args, "date")
    fmt = _choice(args, "format", ("name", "iso", "number"), "name")
    steps: list[Step] = []
    if "days" in args:  # "2023年12月31日的后一天是星期几": the weekday of the date so many days on
        days = _integer(args, "days")
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
        asked = _choice(args, "asked", tuple(_ASKED_DAYS), "")
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
    return sorted({_date({"holiday": h}, "holiday").isoformat() for h in raw})


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
        d = _date(args, "date")
        days = _integer(args, "days")
        if abs(days) > MAX_DATE_AMOUNT:
            raise Rejected("DATE_OUT_OF_RANGE", f"'days' is beyond ±{MAX_DATE_AMOUNT}")
        try:
            r = np.busday_offset(np.datetime64(d.isoformat(), "D"), days, roll="forward", busdaycal=cal)
        except (ValueError, OverflowError):
            raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the supported dates") from None
        result = str(r)
        if not _DATE_RE.fullmatch(result):
            raise Rejected("DATE_OUT_OF_RANGE", "the result is outside the years 0001-9999")
        steps = [Step("busday_offset", [d.isoformat(), str(days), "roll=forward", *extra], result)]
        return Outcome(result, steps)
    for need in ("start", "end"):
        if need not in args:
            raise Rejected("MISSING_ARGUMENT", f"business_days needs '{need}' (or 'date' and 'days')")
    start = _date(args, "start")
    end = _date(args, "end")
    inclusive = _bool(args, "inclusive", False)
    stop = end + dt.timedelta(days=1) if inclusive and end >= start else end
    count = int(np.busday_count(np.datetime64(start.isoformat(), "D"), np.datetime64(stop.isoformat(), "D"), busdaycal=cal))
    note = "end date counted" if inclusive else "end date not counted"
    steps = [Step("busday_count", [start.isoformat(), end.isoformat(), f"inclusive={str(inclusive).lower()}", *extra], str(count))]
    return Outcome(str(count), steps, display=f"{count} business day{'s' if abs(count) != 1 else ''} ({note})", rounded=False)


# --- string ops -------------------------------------------------------------------------------


def _clusters(text: str) -> list[str]:
    """Code points with their combining marks attached (so reversing keeps accents in place)."""
    out: list[str] = []
    for ch in text:
        if out and (unicodedata.combining(ch) or ch in "\u200d\ufe0f") :
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _bounded(result: str) -> str:
    if len(result) > MAX_RESULT_CHARS:
        raise Rejected("RESULT_TOO_LONG", f"the result would have {len(result)} characters")
    return result


def op_str_reverse(args: dict[str, Any]) -> Outcome:
    text = _text(args, "text")
    result = "".join(reversed(_clusters(text)))
    return Outcome(result, [Step("str_reverse", [_s(text)], _s(result))], display=result, rounded=False)


def op_str_upper(args: dict[str, Any]) -> Outcome:
    text = _text(args, "text")
    result = _bounded(text.upper())
    return Outcome(result, [Step("str_upper", [_s(text)], _s(result))], display=result, rounded=False)


def op_str_lower(args: dict[str, Any]) -> Outcome:
    text = _text(args, "text")
    result = _bounded(text.lower())
    return Outcome(result, [Step("str_lower", [_s(text)], _s(result))], display=result, rounded=False)


def op_str_len(args: dict[str, Any]) -> Outcome:
    text = _text(args, "text")
    n = len(text)
    return Outcome(str(n), [Step("str_len", [_s(text)], str(n))], display=str(n), rounded=False)


def op_str_count(args: dict[str, Any]) -> Outcome:
    text = _text(args, "text")
    sub = _text(args, "sub", limit=1_000)
    if not sub:
        raise Rejected("INVALID_ARGUMENT", "'sub' must not be empty")
    ignore_case = _bool(args, "ignore_case", False)
    overlapping = _bool(args, "overlapping", False)
    hay, needle = (text.casefold(), sub.casefold()) if ignore_case else (text, sub)
    if overlapping:
        n, i = 0, hay.find(needle)
        while i >= 0:
            n += 1
            i = hay.find(needle, i + 1)
    else:
        n = hay.count(needle)
    flags = [f"ignore_case={str(ignore_case).lower()}", f"overlapping={str(overlapping).lower()}"]
    return Outcome(str(n), [Step("str_count", [_s(text), _s(sub), *flags], str(n))], display=str(n), rounded=False)


# --- several at once ---------------------------------------------------------------------------

BATCH_MAX_ITEMS = 10


def op_batch(args: dict[str, Any]) -> Outcome:
    """Several computations asked at once ("12*24, 12*25 and 12*26"), each run as its own task,
    in the order asked. When one fails the batch fails and says which: an answer never lists some
    values and leaves out the one that could not be computed."""
    tasks = args["tasks"]
    if not isinstance(tasks, list) or not 2 <= len(tasks) <= BATCH_MAX_ITEMS:
        raise Rejected("INVALID_ARGUMENT", f"a batch holds 2 to {BATCH_MAX_ITEMS} computations",
                       f"ask for at most {BATCH_MAX_ITEMS} results at once")
    items: list[SandboxResult] = []
    for i, raw in enumerate(tasks, start=1):
        if not isinstance(raw, dict) or not isinstance(raw.get("op"), str) or raw["op"] == "batch" \
                or not isinstance(raw.get("args", {}), dict):
            raise Rejected("INVALID_ARGUMENT", f"computation {i} of the batch is not an operation "
                           "(an object with an op other than batch, and its args)")
        result = run_task(Task(op=raw["op"], args=raw.get("args", {})))
        if result.status != "ok":
            error = result.error or ErrorInfo(result.status.upper(), result.status)
            failed = Rejected(error.code, f"computation {i} of {len(tasks)}: {error.message}", error.hint)
            failed.status = result.status
            raise failed
        items.append(result)
    return Outcome("; ".join(r.value or "" for r in items), [s for r in items for s in r.steps],
                   display="; ".join(r.display or r.value or "" for r in items),
                   rounded=any(r.rounded for r in items), items=items)


# --- the table --------------------------------------------------------------------------------

# op -> (handler, required args, optional args)
OPS: dict[str, tuple[Callable[[dict[str, Any]], Outcome], tuple[str, ...], tuple[str, ...]]] = {
    "expr": (op_expr, ("expression",), ("as_fraction",)),
    "percent_of": (op_percent_of, ("percent", "of"), ()),
    "growth_rate": (op_growth_rate, ("old", "new"), ("periods",)),
    "discount": (op_discount, ("price", "percent"), ()),
    "factorize": (op_factorize, ("n",), ()),
    "is_prime": (op_is_prime, ("n",), ()),
    "next_prime": (op_next_prime, ("n",), ()),
    "prev_prime": (op_prev_prime, ("n",), ()),
    "primes_between": (op_primes_between, ("start", "end"), ("list",)),
    "sqrt": (op_sqrt, ("x",), ("places",)),
    "convert": (op_convert, ("value", "from", "to"), ("places",)),
    "date_diff": (op_date_diff, ("start", "end"), ("inclusive", "unit")),
    "date_add": (op_date_add, ("date", "amount"), ("unit",)),
    "weekday": (op_weekday, ("date",), ("format", "days", "asked")),
    "business_days": (
        op_business_days,
        (),
        ("start", "end", "inclusive", "date", "days", "holidays", "weekmask"),
    ),
    "str_reverse": (op_str_reverse, ("text",), ()),
    "str_upper": (op_str_upper, ("text",), ()),
    "str_lower": (op_str_lower, ("text",), ()),
    "str_len": (op_str_len, ("text",), ()),
    "str_count": (op_str_count, ("text", "sub"), ("ignore_case", "overlapping")),
    "batch": (op_batch, ("tasks",), ()),
}


def _check_args(op: str, args: dict[str, Any]) -> None:
    _, required, optional = OPS[op]
    for name in required:
        if name not in args:
            raise Rejected(
                "MISSING_ARGUMENT",
                f"{op} needs '{name}'",
                f"{op} takes {', '.join(required)}" + (f" and optionally {', '.join(optional)}" if optional else ""),
            )
    allowed = set(required) | set(optional)
    for name in args:
        if name not in allowed:
            raise Rejected(
                "UNKNOWN_ARGUMENT",
                f"{op} does not take '{str(name)[:40]}'",
                f"{op} takes {', '.join(sorted(allowed))}",
            )


def run_task(task: Task) -> SandboxResult:
    """Execute one typed operation in this process. Never raises for bad input."""
    t0 = time.perf_counter()
    try:
        entry = OPS.get(task.op) if isinstance(task.op, str) else None
        if entry is None:
            raise Rejected(
                "UNKNOWN_OP",
                f"unknown op {str(task.op)[:40]!r}",
                "the ops are " + ", ".join(OPS),
            )
        if not isinstance(task.args, dict):
            raise Rejected("INVALID_ARGUMENT", "args must be an object")
        _check_args(task.op, task.args)
        out = entry[0](task.args)
        if out.display is None:
            disp, rounded = N.display(out.value)
        else:
            disp, rounded = out.display, bool(out.rounded)
        return SandboxResult(
            status="ok",
            value=out.value,
            display=disp,
            rounded=rounded,
            steps=out.steps,
            items=out.items,
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except Rejected as exc:
        return SandboxResult(
            status=exc.status,  # type: ignore[arg-type]
            error=ErrorInfo(exc.code, exc.message, exc.hint),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except MemoryError:
        return SandboxResult(
            status="error",
            error=ErrorInfo("MEMORY_LIMIT", "the computation ran out of memory", "use smaller numbers"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except RecursionError:
        return SandboxResult(
            status="rejected",
            error=ErrorInfo("NESTING_TOO_DEEP", "the input nests too deeply", "simplify the input"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
    except Exception as exc:  # noqa: BLE001 - every failure is an answer
        return SandboxResult(
            status="error",
            error=ErrorInfo("INTERNAL", f"{type(exc).__name__}: {str(exc)[:200]}", "report this input"),
            elapsed_ms=(time.perf_counter() - t0) * 1000,
        )
