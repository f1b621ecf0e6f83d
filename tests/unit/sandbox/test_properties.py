"""Property tests: random well-formed expressions agree with Python's int/Fraction arithmetic."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from dtlib.envelope import Task
from services.sandbox.errors import Rejected
from services.sandbox.evaluator import evaluate
from services.sandbox.ops import run_task

BIG = "big"  # the reference result would be too large to be worth computing
ZERO_DIV = "zero"
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _size(x: Fraction) -> int:
    return max(x.numerator.bit_length(), x.denominator.bit_length())


def _lift(fn):
    def apply(*vals):
        for v in vals:
            if isinstance(v, str):
                return v
        return fn(*vals)

    return apply


@_lift
def _div(a: Fraction, b: Fraction):
    return ZERO_DIV if b == 0 else a / b


@_lift
def _pow(a: Fraction, k: int):
    if a == 0 and k < 0:
        return ZERO_DIV
    if abs(k) * _size(a) > 3000:
        return BIG
    return a**k


ints = st.integers(min_value=-10_000, max_value=10_000).map(
    lambda n: (str(n) if n >= 0 else f"({n})", Fraction(n))
)
decimals = st.decimals(
    min_value=-1000, max_value=1000, places=4, allow_nan=False, allow_infinity=False
).map(lambda d: (format(d, "f") if d >= 0 else f"({format(d, 'f')})", Fraction(d)))
leaves = st.one_of(ints, decimals)


def _extend(children):
    binary = st.tuples(st.sampled_from(["+", "-", "*", "/"]), children, children).map(
        lambda t: (
            f"({t[1][0]}) {t[0]} ({t[2][0]})",
            {
                "+": _lift(lambda a, b: a + b),
                "-": _lift(lambda a, b: a - b),
                "*": _lift(lambda a, b: a * b),
                "/": _div,
            }[t[0]](t[1][1], t[2][1]),
        )
    )
    powers = st.tuples(children, st.integers(min_value=-3, max_value=3)).map(
        lambda t: (f"({t[0][0]})^{t[1] if t[1] >= 0 else f'({t[1]})'}", _pow(t[0][1], t[1]))
    )
    negation = children.map(lambda c: (f"-({c[0]})", _lift(lambda a: -a)(c[1])))
    percent = children.map(lambda c: (f"({c[0]})%", _lift(lambda a: a / 100)(c[1])))
    return st.one_of(binary, binary, powers, negation, percent)


expressions = st.recursive(leaves, _extend, max_leaves=10)


def _depth(text: str) -> int:
    depth = best = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        best = max(best, depth)
    return best


@SETTINGS
@given(expressions)
def test_random_expressions_agree_with_fractions(case) -> None:
    text, expected = case
    assume(expected != BIG and _depth(text) <= 30)
    if expected == ZERO_DIV:
        with pytest.raises(Rejected) as info:
            evaluate(text)
        assert info.value.code == "DIVISION_BY_ZERO"
        return
    try:
        ev = evaluate(text)
    except Rejected as exc:
        assume(exc.code not in ("NUMBER_TOO_LARGE", "EXPONENT_TOO_LARGE"))
        raise
    assert ev.value == expected  # exact: int/Fraction, never float
    shown = Decimal(ev.text)
    if Fraction(shown) != expected:
        # a non-terminating (or very long) expansion: 50 significant digits, correctly rounded
        assert abs(Fraction(shown) - expected) <= abs(expected) * Fraction(1, 10**49)


@SETTINGS
@given(expressions)
def test_traces_are_deterministic_and_spans_point_into_the_text(case) -> None:
    text, expected = case
    assume(isinstance(expected, Fraction) and _depth(text) <= 30)
    first = run_task(Task("expr", {"expression": text}))
    second = run_task(Task("expr", {"expression": text}))
    assume(first.status == "ok")
    assert first.steps == second.steps and first.value == second.value
    for step in first.steps:
        assert step.span is not None
        start, end = step.span
        assert 0 <= start < end <= len(text)
    if first.steps:
        assert first.steps[-1].span == (0, len(text)) or text.startswith("(")


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=-10**6, max_value=10**6),
    st.integers(min_value=-10**6, max_value=10**6),
)
def test_integer_arithmetic_matches_python(a: int, b: int) -> None:
    for op, expected in (("+", a + b), ("-", a - b), ("*", a * b)):
        r = run_task(Task("expr", {"expression": f"({a}) {op} ({b})"}))
        assert r.value == str(expected)
    if b:
        r = run_task(Task("expr", {"expression": f"({a}) / ({b})"}))
        assert Decimal(r.value) == Decimal(a) / Decimal(b) or Fraction(r.value) == Fraction(a, b) or (
            abs(Fraction(Decimal(r.value)) - Fraction(a, b)) <= abs(Fraction(a, b)) / 10**49
        )


dates = st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2100, 12, 31))


@settings(max_examples=200, deadline=None)
@given(dates, st.integers(min_value=-20_000, max_value=20_000))
def test_date_add_and_date_diff_are_inverse(d: dt.date, n: int) -> None:
    added = run_task(Task("date_add", {"date": d.isoformat(), "amount": n}))
    assert added.value == (d + dt.timedelta(days=n)).isoformat()
    back = run_task(Task("date_diff", {"start": d.isoformat(), "end": added.value}))
    assert back.value == str(n)


@settings(max_examples=200, deadline=None)
@given(dates, st.integers(min_value=-400, max_value=400))
def test_month_add_clamps_to_month_end(d: dt.date, months: int) -> None:
    r = run_task(Task("date_add", {"date": d.isoformat(), "amount": months, "unit": "months"}))
    got = dt.date.fromisoformat(r.value)
    total = d.year * 12 + d.month - 1 + months
    assert got.year * 12 + got.month - 1 == total
    if got.day != d.day:
        assert got.day < d.day and (got + dt.timedelta(days=1)).day == 1  # clamped to the last day


@settings(max_examples=150, deadline=None)
@given(
    st.decimals(min_value=0, max_value=10**6, places=3, allow_nan=False, allow_infinity=False),
    st.decimals(min_value=-10**6, max_value=10**6, places=2, allow_nan=False, allow_infinity=False),
)
def test_percent_of_matches_fractions(p: Decimal, whole: Decimal) -> None:
    r = run_task(Task("percent_of", {"percent": str(p), "of": str(whole)}))
    assert Fraction(Decimal(r.value)) == Fraction(p) / 100 * Fraction(whole)
