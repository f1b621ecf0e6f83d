"""Typed operations checked exactly: value, and where it matters display/rounded and the trace."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from dtlib.envelope import Task
from services.sandbox.ops import run_task

THIRD = "0.33333333333333333333333333333333333333333333333333"
SQRT2 = "1.4142135623730950488016887242096980785696718753769"

# (expression, value, display or None to skip, rounded or None to skip)
EXPR = [
    ("12*24", "288", "288", False),
    ("99*101", "9999", "9999", False),
    ("0.1+0.2", "0.3", "0.3", False),
    ("0.1*3", "0.3", "0.3", False),
    ("1-0.9", "0.1", "0.1", False),
    ("0.3-0.1-0.2", "0", "0", False),
    ("1/3", THIRD, "1/3 ≈ 0.3333", False),
    ("2/3", "0.66666666666666666666666666666666666666666666666667", "2/3 ≈ 0.6667", False),
    ("1/3*3", "1", "1", False),
    ("1/7", "0.14285714285714285714285714285714285714285714285714", "1/7 ≈ 0.1429", False),
    ("100/7", "14.285714285714285714285714285714285714285714285714", "100/7 ≈ 14.2857", False),
    ("10/4", "2.5", "2.5", False),
    ("7/7", "1", "1", False),
    ("1/8", "0.125", "0.125", False),
    ("1/1024", "0.0009765625", "0.000977", True),
    ("-1/3", "-" + THIRD, "-1/3 ≈ -0.3333", False),
    ("2**10", "1024", None, None),
    ("2^10", "1024", None, None),
    ("2^-2", "0.25", None, None),
    ("(-2)^3", "-8", None, None),
    ("-2^2", "-4", None, None),
    ("2^3^2", "512", None, None),
    ("(2^3)^2", "64", None, None),
    ("0^0", "1", None, None),
    ("1.5^2", "2.25", None, None),
    ("(1/2)^10", "0.0009765625", None, None),
    ("4^0.5", "2", None, None),
    ("8^(1/3)", "2", None, None),
    ("27^(2/3)", "9", None, None),
    ("(-8)^(1/3)", "-2", None, None),
    ("(-8)^(2/3)", "4", None, None),
    ("2^0.5", SQRT2, "1.41", True),
    ("2^(1/3)", "1.2599210498948731647672106072782283505702514647015", "1.26", True),
    ("50%", "0.5", None, None),
    ("200*15%", "30", None, None),
    ("15% * 200", "30", None, None),
    ("(10+10)%", "0.2", None, None),
    ("100 - 20%", "99.8", None, None),
    ("sqrt(50%)", "0.70710678118654752440084436210484903928483593768847", "0.71", True),
    ("sqrt(16)", "4", None, None),
    ("sqrt(2)", SQRT2, "1.41", True),
    ("sqrt(0.25)", "0.5", None, None),
    ("sqrt(1/4)", "0.5", None, None),
    ("sqrt(0)", "0", None, None),
    ("sqrt(10^40)", "100000000000000000000", None, None),
    ("abs(-7.5)", "7.5", None, None),
    ("abs(3)", "3", None, None),
    ("round(2.5)", "3", None, None),
    ("round(-2.5)", "-3", None, None),
    ("round(2.4)", "2", None, None),
    ("round(2.675, 2)", "2.68", None, None),
    ("round(1234, -2)", "1200", None, None),
    ("round(1/3, 4)", "0.3333", None, None),
    ("round(sqrt(2), 3)", "1.414", None, None),
    # asked to more places than the display keeps: shown as asked, not rounded again to 2
    ("round(1/7, 7)", "0.1428571", "0.1428571", False),
    ("round(123456.123456789, 8)", "123456.12345679", "123456.12345679", False),
    ("round(1/7, 7)+1", "1.1428571", "1.14", True),
    ("floor(-2.5)", "-3", None, None),
    ("ceil(-2.5)", "-2", None, None),
    ("floor(7/2)", "3", None, None),
    ("ceil(7/2)", "4", None, None),
    ("floor(sqrt(2))", "1", None, None),
    ("min(3, 1, 2)", "1", None, None),
    ("max(0.1, 1/3)", THIRD, None, None),
    ("max(-1, -2)", "-1", None, None),
    ("min(sqrt(2), 1.5)", SQRT2, None, None),
    ("factorial(0)", "1", None, None),
    ("factorial(5)", "120", None, None),
    ("factorial(20)", "2432902008176640000", None, None),
    ("factorial(25)", "15511210043330985984000000", None, None),
    ("gcd(12, 18)", "6", None, None),
    ("gcd(0, 5)", "5", None, None),
    ("gcd(12, 18, 8)", "2", None, None),
    ("lcm(4, 6)", "12", None, None),
    ("lcm(2, 3, 4)", "12", None, None),
    ("2^64", "18446744073709551616", None, None),
    ("2^127 - 1", "170141183460469231731687303715884105727", None, None),
    ("99999999999999999999*99999999999999999999", "9999999999999999999800000000000000000001", None, None),
    ("10^30 + 1", "1000000000000000000000000000001", "1000000000000000000000000000001", False),
    ("123456789*987654321", "121932631112635269", None, None),
    ("2^200", str(2**200), None, None),
    ("-(2^100)", str(-(2**100)), None, None),
    ("1e3", "1000", None, None),
    ("1.5e-3", "0.0015", None, None),
    ("2.50", "2.5", None, None),
    ("007", "7", None, None),
    (".5+.5", "1", None, None),
    ("0.000001", "0.000001", "0.000001", False),
    ("1.23456789", "1.23456789", "1.23", True),
    ("3.14159*2", "6.28318", "6.28318", False),
    ("1e-30", "0.000000000000000000000000000001", None, None),
    ("1234.5*(1+0.08)^3", "1555.114464", "1555.114464", False),
    ("1000*(1+0.05)^10", "1628.89462677744140625", "1628.89", True),
    ("(1+2)*3/4", "2.25", None, None),
    ("-(-3)", "3", None, None),
    ("+5", "5", None, None),
    ("2*-3", "-6", None, None),
    ("  1 +  2  ", "3", None, None),
    ("12 × 24", "288", None, None),
    ("１２＋３", "15", None, None),
    ("（1+2）×3", "9", None, None),
    ("10 ÷ 4", "2.5", None, None),
    ("5 − 3", "2", None, None),
    ("2·3", "6", None, None),
    ("１２％", "0.12", None, None),
    ("１．５＊２", "3", None, None),
    ("3　+　4", "7", None, None),  # ideographic spaces
]


@pytest.mark.parametrize("expression,value,display,rounded", EXPR)
def test_expr(expression: str, value: str, display: str | None, rounded: bool | None) -> None:
    r = run_task(Task("expr", {"expression": expression}))
    assert r.status == "ok", r.error
    assert r.value == value
    if display is not None:
        assert r.display == display
    if rounded is not None:
        assert r.rounded is rounded


# (op, args, value, display or None)
TYPED = [
    # percent_of
    ("percent_of", {"percent": "15", "of": "200"}, "30", None),
    ("percent_of", {"percent": "12.5", "of": "80"}, "10", None),
    ("percent_of", {"percent": "15%", "of": "200"}, "30", None),
    ("percent_of", {"percent": 0.1, "of": 1000}, "1", None),
    ("percent_of", {"percent": 33, "of": "10"}, "3.3", None),
    ("percent_of", {"percent": "100", "of": "7"}, "7", None),
    ("percent_of", {"percent": "-20", "of": "50"}, "-10", None),
    ("percent_of", {"percent": "１５", "of": "２００"}, "30", None),
    ("percent_of", {"percent": "1e2", "of": "3"}, "3", None),
    ("percent_of", {"percent": "33.333", "of": "3"}, "0.99999", None),
    # growth_rate
    ("growth_rate", {"old": "100", "new": "120"}, "20", None),
    ("growth_rate", {"old": "80", "new": "100"}, "25", None),
    ("growth_rate", {"old": "120", "new": "100"}, "-16.666666666666666666666666666666666666666666666667", "-16.67"),
    ("growth_rate", {"old": "50", "new": "50"}, "0", None),
    ("growth_rate", {"old": "-100", "new": "-50"}, "-50", None),
    ("growth_rate", {"old": "100", "new": "121", "periods": 2}, "10", None),
    ("growth_rate", {"old": "1000", "new": "1331", "periods": "3"}, "10", None),
    ("growth_rate", {"old": "100", "new": "200", "periods": 3}, "25.99210498948731647672106072782283505702514647015", "25.99"),
    ("growth_rate", {"old": 0.1, "new": 0.3}, "200", None),
    # discount
    ("discount", {"price": "80", "percent": "25"}, "60", None),
    ("discount", {"price": "19.99", "percent": "10"}, "17.991", "17.991"),
    ("discount", {"price": "100", "percent": "15%"}, "85", None),
    ("discount", {"price": 59.9, "percent": 0}, "59.9", None),
    ("discount", {"price": "200", "percent": "100"}, "0", None),
    ("discount", {"price": "9.99", "percent": "33"}, "6.6933", None),
    # factorize
    ("factorize", {"n": 360}, "2^3*3^2*5", "2^3 × 3^2 × 5"),
    ("factorize", {"n": "600851475143"}, "71*839*1471*6857", None),
    ("factorize", {"n": 97}, "97", None),
    ("factorize", {"n": 1}, "1", None),
    ("factorize", {"n": -12}, "-1*2^2*3", None),
    ("factorize", {"n": 1024}, "2^10", None),
    ("factorize", {"n": 1001}, "7*11*13", None),
    ("factorize", {"n": "18446744073709551557"}, "18446744073709551557", None),
    ("factorize", {"n": "18446743979220271189"}, "4294967279*4294967291", None),
    ("factorize", {"n": "100000000000000000000"}, "2^20*5^20", None),
    ("factorize", {"n": "999999000001"}, "999999000001", None),
    ("factorize", {"n": 2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23}, "2*3*5*7*11*13*17*19*23", None),
    ("factorize", {"n": 1000003 * 1000003}, "1000003^2", None),
    # is_prime
    ("is_prime", {"n": 2}, "true", "prime"),
    ("is_prime", {"n": 1}, "false", "not prime"),
    ("is_prime", {"n": 0}, "false", None),
    ("is_prime", {"n": -7}, "false", None),
    ("is_prime", {"n": 97}, "true", None),
    ("is_prime", {"n": 561}, "false", None),  # Carmichael
    ("is_prime", {"n": 2047}, "false", None),  # strong pseudoprime to base 2
    ("is_prime", {"n": 3215031751}, "false", None),  # strong pseudoprime to bases 2, 3, 5, 7
    ("is_prime", {"n": 999999000001}, "true", None),
    ("is_prime", {"n": str(2**61 - 1)}, "true", None),
    ("is_prime", {"n": str(2**89 - 1)}, "true", None),
    ("is_prime", {"n": str(2**127 - 1)}, "true", None),
    ("is_prime", {"n": str(2**128 + 1)}, "false", None),
    ("is_prime", {"n": str(2**521 - 1)}, "true", None),
    ("is_prime", {"n": str(2**607 - 1)}, "true", None),
    ("is_prime", {"n": str((2**89 - 1) * (2**61 - 1))}, "false", None),
    ("is_prime", {"n": "3317044064679887385961981"}, "false", None),  # spsp to bases 2..41
    # sqrt with places
    ("sqrt", {"x": "2", "places": 10}, "1.4142135624", "1.41"),
    ("sqrt", {"x": "2"}, "1.4142135624", None),
    ("sqrt", {"x": "2", "places": 0}, "1", "1"),
    ("sqrt", {"x": "16", "places": 2}, "4.00", "4.00"),
    ("sqrt", {"x": "0.0001", "places": 4}, "0.0100", None),
    ("sqrt", {"x": "2", "places": 20}, "1.41421356237309504880", "1.41"),
    ("sqrt", {"x": "10", "places": 5}, "3.16228", "3.16228"),
    ("sqrt", {"x": "0", "places": 3}, "0.000", None),
    ("sqrt", {"x": "1e10", "places": 0}, "100000", None),
    ("sqrt", {"x": "0.0625", "places": 1}, "0.3", None),  # 0.25 rounds half up
    ("sqrt", {"x": "1.44", "places": 1}, "1.2", None),
    # date_diff
    ("date_diff", {"start": "2023-12-31", "end": "2024-03-15"}, "75", "75 days (end date not counted)"),
    ("date_diff", {"start": "2023-12-31", "end": "2024-03-15", "inclusive": True}, "76", "76 days (end date counted)"),
    ("date_diff", {"start": "2024-03-15", "end": "2023-12-31"}, "-75", None),
    ("date_diff", {"start": "2024-03-15", "end": "2023-12-31", "inclusive": "true"}, "-76", None),
    ("date_diff", {"start": "2024-01-01", "end": "2025-01-01"}, "366", None),
    ("date_diff", {"start": "2023-01-01", "end": "2024-01-01"}, "365", None),
    ("date_diff", {"start": "2000-02-28", "end": "2000-03-01"}, "2", None),
    ("date_diff", {"start": "1900-02-28", "end": "1900-03-01"}, "1", "1 day (end date not counted)"),
    ("date_diff", {"start": "2024-05-05", "end": "2024-05-05"}, "0", None),
    ("date_diff", {"start": "2024-05-05", "end": "2024-05-05", "inclusive": True}, "1", None),
    ("date_diff", {"start": "2024-02-28", "end": "2024-03-01"}, "2", None),
    ("date_diff", {"start": "0001-01-01", "end": "9999-12-31"}, "3652058", None),
    ("date_diff", {"start": "２０２４－０１－０１", "end": "2024-01-31"}, "30", None),
    # date_add
    ("date_add", {"date": "2024-01-31", "amount": 1, "unit": "months"}, "2024-02-29", None),
    ("date_add", {"date": "2023-01-31", "amount": 1, "unit": "months"}, "2023-02-28", None),
    ("date_add", {"date": "2024-03-31", "amount": -1, "unit": "months"}, "2024-02-29", None),
    ("date_add", {"date": "2024-01-31", "amount": 2, "unit": "months"}, "2024-03-31", None),
    ("date_add", {"date": "2024-05-31", "amount": 1, "unit": "months"}, "2024-06-30", None),
    ("date_add", {"date": "2024-10-31", "amount": 4, "unit": "months"}, "2025-02-28", None),
    ("date_add", {"date": "2024-01-15", "amount": -3, "unit": "months"}, "2023-10-15", None),
    ("date_add", {"date": "2024-01-31", "amount": 13, "unit": "months"}, "2025-02-28", None),
    ("date_add", {"date": "2024-02-29", "amount": 1, "unit": "years"}, "2025-02-28", None),
    ("date_add", {"date": "2024-02-29", "amount": 4, "unit": "years"}, "2028-02-29", None),
    ("date_add", {"date": "2000-02-29", "amount": 100, "unit": "years"}, "2100-02-28", None),
    ("date_add", {"date": "2024-12-31", "amount": 1}, "2025-01-01", None),
    ("date_add", {"date": "2024-02-28", "amount": 1, "unit": "days"}, "2024-02-29", None),
    ("date_add", {"date": "2023-02-28", "amount": 1, "unit": "days"}, "2023-03-01", None),
    ("date_add", {"date": "2024-01-01", "amount": 2, "unit": "weeks"}, "2024-01-15", None),
    ("date_add", {"date": "2024-01-01", "amount": 100, "unit": "days"}, "2024-04-10", None),
    ("date_add", {"date": "2024-03-15", "amount": 0}, "2024-03-15", None),
    ("date_add", {"date": "2024-03-01", "amount": -1}, "2024-02-29", None),
    ("date_add", {"date": "2023-03-01", "amount": "-1"}, "2023-02-28", None),
    # weekday and ISO weeks
    ("weekday", {"date": "2024-03-15"}, "Friday", "Friday"),
    ("weekday", {"date": "2000-01-01"}, "Saturday", None),
    ("weekday", {"date": "1970-01-01"}, "Thursday", None),
    ("weekday", {"date": "2024-02-29"}, "Thursday", None),
    ("weekday", {"date": "2023-12-31"}, "Sunday", None),
    ("weekday", {"date": "2024-12-30", "format": "iso"}, "2025-W01-1", "2025-W01-1 (Monday)"),
    ("weekday", {"date": "2021-01-03", "format": "iso"}, "2020-W53-7", None),
    ("weekday", {"date": "2023-01-01", "format": "iso"}, "2022-W52-7", None),
    ("weekday", {"date": "2024-03-15", "format": "iso"}, "2024-W11-5", None),
    ("weekday", {"date": "2026-01-01", "format": "iso"}, "2026-W01-4", None),
    ("weekday", {"date": "2020-12-31", "format": "iso"}, "2020-W53-4", None),
    ("weekday", {"date": "2024-03-17", "format": "number"}, "7", None),
    ("weekday", {"date": "2024-03-11", "format": "number"}, "1", None),
    # business days (numpy busday)
    ("business_days", {"start": "2024-01-01", "end": "2024-01-08"}, "5", None),
    ("business_days", {"start": "2024-01-01", "end": "2024-01-08", "holidays": ["2024-01-01"]}, "4", None),
    ("business_days", {"start": "2024-01-01", "end": "2024-01-05", "inclusive": True}, "5", "5 business days (end date counted)"),
    ("business_days", {"start": "2024-01-06", "end": "2024-01-08"}, "0", None),
    ("business_days", {"start": "2024-01-01", "end": "2025-01-01"}, "262", None),
    ("business_days", {"start": "2024-01-01", "end": "2024-01-08", "weekmask": "1111110"}, "6", None),
    ("business_days", {"start": "2024-01-01", "end": "2024-01-08", "weekmask": "Mon Wed Fri"}, "3", None),
    ("business_days", {"start": "2024-01-08", "end": "2024-01-01"}, "-5", None),
    ("business_days", {"date": "2024-01-05", "days": 1}, "2024-01-08", None),
    ("business_days", {"date": "2024-01-06", "days": 0}, "2024-01-08", None),
    ("business_days", {"date": "2024-01-05", "days": 5}, "2024-01-12", None),
    ("business_days", {"date": "2024-01-05", "days": 1, "holidays": ["2024-01-08"]}, "2024-01-09", None),
    ("business_days", {"date": "2024-01-10", "days": -3}, "2024-01-05", None),
    # strings
    ("str_reverse", {"text": "hello"}, "olleh", "olleh"),
    ("str_reverse", {"text": ""}, "", None),
    ("str_reverse", {"text": "racecar"}, "racecar", None),
    ("str_reverse", {"text": "héllo"}, "olléh", None),
    ("str_reverse", {"text": "ae\u0301b"}, "be\u0301a", None),  # the accent stays on its letter
    ("str_reverse", {"text": "你好世界"}, "界世好你", None),
    ("str_upper", {"text": "hello"}, "HELLO", None),
    ("str_upper", {"text": "straße"}, "STRASSE", None),
    ("str_upper", {"text": "abc123!"}, "ABC123!", None),
    ("str_lower", {"text": "ÀB"}, "àb", None),
    ("str_lower", {"text": "HeLLo"}, "hello", None),
    ("str_lower", {"text": "ΣΑΣ"}, "σας", None),
    ("str_len", {"text": "hello"}, "5", None),
    ("str_len", {"text": "你好"}, "2", None),
    ("str_len", {"text": ""}, "0", None),
    ("str_len", {"text": "e\u0301"}, "2", None),  # code points
    ("str_count", {"text": "strawberry", "sub": "r"}, "3", "3"),
    ("str_count", {"text": "banana", "sub": "ana"}, "1", None),
    ("str_count", {"text": "banana", "sub": "ana", "overlapping": True}, "2", None),
    ("str_count", {"text": "Hello hello", "sub": "hello", "ignore_case": True}, "2", None),
    ("str_count", {"text": "Hello hello", "sub": "hello"}, "1", None),
    ("str_count", {"text": "aaaa", "sub": "aa"}, "2", None),
    ("str_count", {"text": "aaaa", "sub": "aa", "overlapping": "true"}, "3", None),
    ("str_count", {"text": "mississippi", "sub": "ss"}, "2", None),
    ("str_count", {"text": "Mississippi", "sub": "S", "ignore_case": True}, "4", None),
]


@pytest.mark.parametrize("op,args,value,display", TYPED, ids=[f"{c[0]}-{i}" for i, c in enumerate(TYPED)])
def test_typed(op: str, args: dict, value: str, display: str | None) -> None:
    r = run_task(Task(op, args))
    assert r.status == "ok", r.error
    assert r.value == value
    if display is not None:
        assert r.display == display


# --- generated cases against independent references ------------------------------------------

_DATES = [
    ("2020-02-29", "2021-02-28"), ("1999-12-31", "2000-01-01"), ("2024-06-30", "2024-07-31"),
    ("1600-03-01", "1600-02-28"), ("2100-02-28", "2100-03-01"), ("2024-01-01", "2024-12-31"),
    ("2019-07-04", "2026-07-04"), ("1969-07-20", "2024-03-15"),
]  # fmt: skip


@pytest.mark.parametrize("start,end", _DATES)
def test_date_diff_matches_ordinals(start: str, end: str) -> None:
    expected = dt.date.fromisoformat(end).toordinal() - dt.date.fromisoformat(start).toordinal()
    assert run_task(Task("date_diff", {"start": start, "end": end})).value == str(expected)


@pytest.mark.parametrize("start,end", _DATES)
def test_business_days_match_numpy(start: str, end: str) -> None:
    expected = int(np.busday_count(start, end))
    assert run_task(Task("business_days", {"start": start, "end": end})).value == str(expected)


@pytest.mark.parametrize("n", [2, 3, 4, 12, 97, 100, 561, 1105, 7919, 65536, 999983, 1234567, 10**9 + 7, 2**31 - 1])
def test_factorize_multiplies_back(n: int) -> None:
    value = run_task(Task("factorize", {"n": n})).value
    product = 1
    for part in value.split("*"):
        base, _, exp = part.partition("^")
        product *= int(base) ** int(exp or 1)
    assert product == n


@pytest.mark.parametrize("n", range(0, 200, 7))
def test_is_prime_matches_trial_division(n: int) -> None:
    expected = n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))
    assert run_task(Task("is_prime", {"n": n})).value == ("true" if expected else "false")


@pytest.mark.parametrize("a,b", [(12, 24), (99, 101), (-17, 23), (10**20, 10**20 + 1), (0, 5), (123456789, 1000000007)])
def test_integer_products(a: int, b: int) -> None:
    assert run_task(Task("expr", {"expression": f"{a}*{b}"})).value == str(a * b)


# --- traces ---------------------------------------------------------------------------------


def test_trace_has_one_step_per_reduction_with_spans() -> None:
    r = run_task(Task("expr", {"expression": "(1+2)*3/4"}))
    assert [(s.op, s.args, s.result, s.span) for s in r.steps] == [
        ("add", ["1", "2"], "3", (1, 4)),
        ("mul", ["3", "3"], "9", (0, 7)),
        ("div", ["9", "4"], "2.25", (0, 9)),
    ]


def test_trace_spans_point_into_the_original_text() -> None:
    text = "１２×２４ + 50%"
    r = run_task(Task("expr", {"expression": text}))
    assert r.value == "288.5"
    spans = {s.op: s.span for s in r.steps}
    assert text[slice(*spans["mul"])] == "１２×２４"
    assert text[slice(*spans["percent"])] == "50%"
    assert text[slice(*spans["add"])] == text


def test_trace_is_deterministic() -> None:
    task = Task("factorize", {"n": "18446743979220271189"})
    assert run_task(task).steps == run_task(task).steps


def test_month_end_clamp_is_traced() -> None:
    r = run_task(Task("date_add", {"date": "2024-01-31", "amount": 1, "unit": "months"}))
    assert [s.op for s in r.steps] == ["add_months", "clamp_month_end"]
    assert r.steps[1].args == ["2024-02-31"] and r.steps[1].result == "2024-02-29"


# --- rejections are answers ---------------------------------------------------------------------

REJECTIONS = [
    ("date_diff", {"start": "2024-03-5", "end": "2024-03-15"}, "INVALID_DATE", "the date 2024-03-5 is not valid; use YYYY-MM-DD"),
    ("date_diff", {"start": "2023-02-29", "end": "2024-03-15"}, "INVALID_DATE", None),
    ("date_diff", {"start": "2024-13-01", "end": "2024-03-15"}, "INVALID_DATE", None),
    ("date_add", {"date": "9999-12-31", "amount": 1}, "DATE_OUT_OF_RANGE", None),
    ("date_add", {"date": "2024-01-01", "amount": 1, "unit": "fortnights"}, "INVALID_ARGUMENT", None),
    ("expr", {"expression": "1/0"}, "DIVISION_BY_ZERO", None),
    ("expr", {"expression": "sqrt(-1)"}, "DOMAIN_ERROR", None),
    ("expr", {"expression": "factorial(2.5)"}, "NOT_AN_INTEGER", None),
    ("expr", {"expression": "factorial(100000)"}, "NUMBER_TOO_LARGE", None),
    ("expr", {"expression": "round(1, 2, 3)"}, "WRONG_ARGUMENT_COUNT", None),
    ("expr", {"expression": ""}, "EMPTY_EXPRESSION", None),
    ("expr", {"expression": "2(3)"}, "SYNTAX_ERROR", None),
    ("expr", {"expression": "1,000 + 1"}, "SYNTAX_ERROR", None),
    ("expr", {"expression": "10 % 3"}, "OPERATOR_NOT_ALLOWED", None),
    ("nope", {}, "UNKNOWN_OP", None),
    ("percent_of", {"percent": "15"}, "MISSING_ARGUMENT", None),
    ("percent_of", {"percent": "15", "of": "200", "off": "1"}, "UNKNOWN_ARGUMENT", None),
    ("percent_of", {"percent": "15 apples", "of": "200"}, "INVALID_NUMBER", None),
    ("percent_of", {"percent": True, "of": "200"}, "INVALID_NUMBER", None),
    ("growth_rate", {"old": "0", "new": "5"}, "DIVISION_BY_ZERO", None),
    ("factorize", {"n": "1.5"}, "NOT_AN_INTEGER", None),
    ("factorize", {"n": "0"}, "DOMAIN_ERROR", None),
    ("factorize", {"n": str(10**21)}, "NUMBER_TOO_LARGE", None),
    ("sqrt", {"x": "-4"}, "DOMAIN_ERROR", None),
    ("sqrt", {"x": "2", "places": 1000}, "INVALID_ARGUMENT", None),
    ("str_count", {"text": "abc", "sub": ""}, "INVALID_ARGUMENT", None),
    ("str_len", {"text": "x" * 10_001}, "TEXT_TOO_LONG", None),
    ("str_upper", {"text": 5}, "INVALID_ARGUMENT", None),
    ("business_days", {"start": "2024-01-01"}, "MISSING_ARGUMENT", None),
    ("business_days", {"start": "2024-01-01", "end": "2024-02-01", "weekmask": "0000000"}, "INVALID_ARGUMENT", None),
]


@pytest.mark.parametrize("op,args,code,hint", REJECTIONS, ids=[f"{c[0]}-{c[2]}-{i}" for i, c in enumerate(REJECTIONS)])
def test_rejections(op: str, args: dict, code: str, hint: str | None) -> None:
    r = run_task(Task(op, args))
    assert r.status == "rejected"
    assert r.error is not None and r.error.code == code
    assert r.error.message and r.error.hint
    assert r.value is None
    if hint is not None:
        assert r.error.hint == hint


def test_case_count() -> None:
    assert len(EXPR) + len(TYPED) >= 200
