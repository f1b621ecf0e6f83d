"""Which tasks the Kafka step computes on its consumer thread instead of in a worker process.

A worker costs a round trip over its socket and, on Kafka, a hand-off from the consumer thread
to the event loop and back; most computations people ask take 20-50 µs to compute. A task is
computed in the service's own process (the same `ops.run_task` the workers run) only when the
shape of its arguments, checked here before anything is parsed, bounds its cost to microseconds
and leaves nothing to interpret but short literals:

| op | arguments admitted (anything else, and every other op, goes to a worker) |
|---|---|
| `expr` | an expression of at most 64 characters from `0-9 . + - * / ( ) % ,` and space, and calls of `sqrt abs round floor ceil min max sum mean median` (the name right before its `(`): the four operations, percent and these functions on literals, no powers, other names or exponents; `as_fraction` a boolean |
| `percent_of`, `discount`, `growth_rate` | numbers; `growth_rate` without `periods` (a compound rate takes a root) |
| `sqrt` | a number; `places` an integer 0-100 |
| `is_prime` | an integer below 2^64 (Miller–Rabin with fixed bases) |
| `clock_add` | a clock time `H:MM` or `HH:MM`; minutes an integer within ±100 000; `clock` `24h` or `12h` |
| `date_diff`, `date_add`, `weekday` | `YYYY-MM-DD` dates (`date_diff`: or both `--MM-DD`, no year); integers up to 3 660 000; `unit`, `format`, `asked` one lowercase word; `inclusive` a boolean |

A number is a JSON integer below 10^18 or a string `[+-]digits[.digits][%]` of at most 18
digits on each side (no exponent). Why these cannot hang: every value stays below about 10^130
(a 64-character expression of products, or √ of 10^18 to 100 places), so each operation is a
few big-integer steps on a few hundred bits, with no loop over a value (is_prime's loops are
bounded by its fixed bases and 168 small primes). The functions admitted in an expression cost
one step each on such a value: an integer square root or a Decimal one at 50 digits, a rounding
(its places bounded to ±100 by the evaluator), a comparison or a sum over at most 32 arguments;
`factorial`, `gcd`, `lcm`, `mode`, `mod` and powers, whose cost the argument's size does not
bound so tightly, stay in a worker (none came in the e2e workload). Why they cannot escape: the same
allow-list evaluator as in a worker reads only digits, operators and those ten names, each
followed by its `(`, here (no other name, quote, attribute, subscript or keyword can be written
in that alphabet), and the other ops read fixed-form numbers and dates;
nothing opens a file, runs a program or allocates more than a few kilobytes. The worker's
seccomp filter, rlimits and deadline stay in force for everything else: powers, the other
functions, factorials, primes beyond 64 bits, prime ranges, conversions, business days, texts, batches.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from dtlib.envelope import Task

from .ops_args import MAX_CLOCK_MINUTES, MAX_DATE_AMOUNT, MAX_SQRT_PLACES

_NUMBER = re.compile(r"[+-]?[0-9]{1,18}(?:\.[0-9]{1,18})?%?")
# the functions an inline expression may call: each one step on a short literal's value (above)
INLINE_FUNCTIONS = ("sqrt", "abs", "round", "floor", "ceil", "min", "max", "sum", "mean", "median")
_EXPRESSION = re.compile(r"(?:[0-9 .+\-*/()%,]|(?:" + "|".join(INLINE_FUNCTIONS) + r")\()+")
_EXPRESSION_CHARS = 64
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}|--[0-9]{2}-[0-9]{2}")  # --MM-DD: no year (ops_yearless.py)
_CLOCK = re.compile(r"[0-9]{1,2}:[0-9]{2}")
_WORD = re.compile(r"[a-z]{1,10}")


def _number(v: Any) -> bool:
    return (type(v) is int and abs(v) < 10**18) or (type(v) is str and _NUMBER.fullmatch(v) is not None)


def _integer(limit: int) -> Callable[[Any], bool]:
    return lambda v: type(v) is int and abs(v) <= limit


def _boolean(v: Any) -> bool:
    return type(v) is bool


def _date(v: Any) -> bool:
    return type(v) is str and _DATE.fullmatch(v) is not None


def _clock(v: Any) -> bool:
    return type(v) is str and _CLOCK.fullmatch(v) is not None


def _word(v: Any) -> bool:
    return type(v) is str and _WORD.fullmatch(v) is not None


def _expression(v: Any) -> bool:
    # `**` is a power, also with spaces between the stars (the tokenizer drops them)
    return (type(v) is str and len(v) <= _EXPRESSION_CHARS and _EXPRESSION.fullmatch(v) is not None
            and "**" not in v.replace(" ", ""))


def _below_2_64(v: Any) -> bool:
    if type(v) is str and len(v) <= 20 and v.isascii() and v.isdigit():
        v = int(v)
    return type(v) is int and abs(v) < 2**64


_places = _integer(MAX_SQRT_PLACES)
_amount = _integer(MAX_DATE_AMOUNT)

# op -> the arguments it may have here, each with its check
ADMITTED: dict[str, dict[str, Callable[[Any], bool]]] = {
    "expr": {"expression": _expression, "as_fraction": _boolean},
    "percent_of": {"percent": _number, "of": _number},
    "discount": {"price": _number, "percent": _number},
    "growth_rate": {"old": _number, "new": _number},
    "sqrt": {"x": _number, "places": lambda v: _places(v) and v >= 0},
    "is_prime": {"n": _below_2_64},
    "date_diff": {"start": _date, "end": _date, "inclusive": _boolean, "unit": _word},
    "date_add": {"date": _date, "amount": _amount, "unit": _word},
    "weekday": {"date": _date, "format": _word, "days": _amount, "asked": _word},
    "clock_add": {"time": _clock, "minutes": _integer(MAX_CLOCK_MINUTES), "clock": lambda v: v in ("24h", "12h")},
}


def computes_inline(task: Task) -> bool:
    """The task's cost is bounded to microseconds by its shape (the table above)."""
    admitted = ADMITTED.get(task.op) if isinstance(task.op, str) else None
    if admitted is None or not isinstance(task.args, dict):
        return False
    for name, value in task.args.items():
        check = admitted.get(name)
        if check is None or not check(value):
            return False
    return True
