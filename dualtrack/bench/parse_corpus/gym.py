"""reasoning-gym (Apache-2.0) tasks drawn with seed 424242 (training used 20240315 and 7777).

A question one sandbox operation answers is `expect: fast` with the dataset's gold, written in the
corpus's forms (factorisations as 2^4*11) and checked here by recomputation; the rest are
`compute-unsupported` and slow. Durations (time_intervals), prime counts with "(inclusive)", weekdays some days
from a date, the nth weekday's day of the month and leap years (from 1583, the Gregorian rule) are recomputed here too. Items alternate between dev and held-out."""

from __future__ import annotations

import ast
import calendar
import datetime as dt
import decimal
import math
import re
from collections import Counter
from decimal import Decimal
from fractions import Fraction as F

from .common import Row, fast, factor_string, num, slow

SEED = 424242

# task -> (items drawn, category when fast; None = every item is compute-unsupported)
TASKS: dict[str, tuple[int, str | None]] = {
    "basic_arithmetic": (44, "arith.symbols"), "chain_sum": (30, "arith.symbols"), "products": (30, "arith.symbols"),
    "decimal_chain_sum": (24, "arith.symbols"), "decimal_arithmetic": (24, "arith.symbols"),
    "prime_factorization": (26, "factorize"), "gcd": (22, "gcd_lcm"), "lcm": (22, "gcd_lcm"),
    "letter_counting": (26, "string"), "spell_backward": (22, "string"), "calendar_arithmetic": (60, "calendar"),
    "fraction_simplification": (22, "numbers.forms"), "power_function": (10, None), "time_intervals": (12, "duration"),
    "count_primes": (8, "prime_count"), "gsm_symbolic": (16, None), "leg_counting": (8, None), "simple_equations": (10, None),
    "base_conversion": (8, None), "number_format": (6, None), "complex_arithmetic": (6, None),
}
CALENDAR_FAST = {"weekday_of_date": "weekday", "count_business_days": "business_days", "count_days": "business_days",
                 "weekday_offset": "weekday", "is_leap_year": "leap_year"}
# time_intervals' formats one duration answers (a bare "D days" is a day count of two dates, read elsewhere or not)
DURATION_FORMATS = ("HH:MM", "HH:MM:SS", "HH:MM:SS.mmm", "D days, HH:MM", "D days, HH:MM:SS")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def exact(expression: str) -> F:
    """+ - * / and parentheses over decimal literals, in Fractions (the dataset's own expression)."""

    def walk(node: ast.AST) -> F:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return F(Decimal(ast.get_source_segment(source, node)))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            value = walk(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Add):
                return left + right
            if isinstance(node.op, ast.Sub):
                return left - right
            return left * right if isinstance(node.op, ast.Mult) else left / right
        raise ValueError(f"not an arithmetic expression: {expression!r}")

    source = expression.replace("×", "*").replace("÷", "/")
    return walk(ast.parse(source, mode="eval"))


def _significant(value: F) -> int | None:
    """Significant digits of a terminating decimal, None when it does not terminate."""
    text = num(value)
    if "/" in text:
        return None
    return len(text.replace("-", "").replace(".", "").strip("0")) or 1


def classify(name: str, item: dict) -> tuple[str, str | None]:
    """(category, gold) for one dataset item; gold None = compute-unsupported."""
    meta, answer = item["metadata"], item["answer"]
    category = TASKS[name][1]
    if category is None:
        return "compute-unsupported", None
    if name in ("basic_arithmetic", "chain_sum", "products", "decimal_chain_sum"):
        value = exact(meta["expression"])
        return (category, answer) if value == F(Decimal(answer)) else ("compute-unsupported", None)
    if name == "decimal_arithmetic":
        expression = item["question"].rsplit("\n", 1)[-1].replace("= ?", "").strip()
        value = exact(expression)
        digits = _significant(value)
        if digits is not None and digits <= 12 and value == F(Decimal(answer)):
            return category, answer
        return "compute-unsupported", None  # the answer needs rounding to significant digits
    if name == "prime_factorization":
        factors = Counter(int(p) for p in answer.split("×"))
        n = meta["number"]
        assert math.prod(p**k for p, k in factors.items()) == n
        return category, factor_string(n)
    if name in ("gcd", "lcm"):
        numbers = meta["numbers"]
        value = math.gcd(*numbers) if name == "gcd" else math.lcm(*numbers)
        assert str(value) == answer
        return category, answer
    if name == "letter_counting":
        text = re.search(r'in the text: "(.*)"\?', item["question"]).group(1)
        letter = meta["target_letter"]
        # only where case does not matter: "p" in "Piano" has two readings
        if text.count(letter) == text.lower().count(letter.lower()) == int(answer):
            return category, answer
        return "compute-unsupported", None
    if name == "spell_backward":
        assert meta["word"][::-1] == answer
        return category, answer
    if name == "calendar_arithmetic":
        task = meta["task"]
        if task == "weekday_offset":  # recomputed: the start date moved by the offset
            day = dt.date.fromisoformat(meta["start_date"]) + dt.timedelta(days=meta["offset_days"])
            assert day.isoformat() == meta["target_date"] and _WEEKDAYS[day.weekday()] == answer
        if task == "is_leap_year":  # the Gregorian rule written out; true/false is the corpus's form of yes/no
            year = meta["year"]
            leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
            assert answer == ("Yes" if leap else "No")
            return ("leap_year", "true" if leap else "false") if year >= 1583 else ("compute-unsupported", None)
        if task == "recurring_event_day":  # the nth weekday's day of the month; -1 (no such day) is said only by the
            # request's own instruction, so it stays slow
            weekday = _WEEKDAYS.index(meta["weekday"])
            days = [d for d in range(1, calendar.monthrange(meta["year"], meta["month"])[1] + 1)
                    if dt.date(meta["year"], meta["month"], d).weekday() == weekday]
            place = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}[meta["ordinal"]]
            found = str(days[place]) if place < len(days) else "-1"
            assert found == answer
            return ("weekday", answer) if found != "-1" else ("compute-unsupported", None)
        return (CALENDAR_FAST[task], answer) if task in CALENDAR_FAST else ("compute-unsupported", None)
    if name == "time_intervals":
        return _duration(meta, answer)
    if name == "count_primes":
        start, end = meta["start"], meta["end"]
        count = sum(1 for n in range(max(start, 2), end + 1) if all(n % d for d in range(2, math.isqrt(n) + 1)))
        if "(inclusive)" in item["question"] and str(count) == answer:
            return category, answer
        return "compute-unsupported", None
    if name == "fraction_simplification":
        if "$" in item["question"]:  # LaTeX fractions: not a request a person types into a chat
            return "compute-unsupported", None
        assert F(meta["numerator"], meta["denominator"]) == F(answer)
        return category, answer
    raise KeyError(name)


def _duration(meta: dict, answer: str) -> tuple[str, str | None]:
    """A time_intervals item recomputed in whole microseconds; fast only where the dataset's answer (its float
    arithmetic can lose a millisecond) is the exact one, in the corpus's form ("1 day, 03:17", not "1 days")."""
    fmt = meta["expected_format"]
    if fmt not in DURATION_FORMATS:
        return "compute-unsupported", None
    span = dt.datetime.fromisoformat(meta["end_time"]) - dt.datetime.fromisoformat(meta["start_time"])
    micro = span // dt.timedelta(microseconds=1)
    days, rest = divmod(micro, 86_400_000_000) if fmt.startswith("D") else (0, micro)
    hours, rest = divmod(rest, 3_600_000_000)
    minutes, rest = divmod(rest, 60_000_000)
    seconds, rest = divmod(rest, 1_000_000)
    if micro <= 0 or rest % 1000 or ("SS" not in fmt and (seconds or rest)) or (not fmt.endswith("mmm") and rest) \
            or hours >= 24:
        return "compute-unsupported", None  # past midnight, or a part the format drops: rounded or cut?
    clock = f"{hours:02d}:{minutes:02d}" + (f":{seconds:02d}" if "SS" in fmt else "") \
        + (f".{rest // 1000:03d}" if fmt.endswith("mmm") else "")
    gold = f"{days} day{'' if days == 1 else 's'}, {clock}" if fmt.startswith("D") else clock
    if (answer.replace("1 days,", "1 day,") if days == 1 else answer) != gold:
        return "compute-unsupported", None
    return "duration", gold


def generate(split: str) -> list[Row]:
    import reasoning_gym

    out: list[Row] = []
    for name, (count, _) in TASKS.items():
        # some tasks set the decimal precision of the context they run in: give each a fresh default
        # one, so what they generate does not depend on what ran before
        with decimal.localcontext(decimal.Context()):
            items = list(reasoning_gym.create_dataset(name, seed=SEED, size=count))
        for index, item in enumerate(items):
            if ("dev", "heldout")[index % 2] != split:
                continue
            category, gold = classify(name, item)
            text = item["question"].strip()
            source = f"gym:{name}"
            out.append(fast(text, "en", category, gold, source) if gold is not None else slow(text, "en", category, source))
    return out
