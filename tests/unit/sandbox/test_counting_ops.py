"""Counting ops the reader sends: primes after, before and between numbers, the mode of a list,
and a date difference in weeks. Exact answers, and refusals (with a reason) where a size limit or
the question itself leaves no one answer."""

from __future__ import annotations

import time

import pytest

from dtlib.envelope import Task
from services.sandbox.ops import run_task
from services.sandbox.primes import is_prime


def run(op: str, **args):
    return run_task(Task(op, args))


@pytest.mark.parametrize("n, after, before", [
    (100, "101", "97"), (13, "17", "11"), (1, "2", None), (3, "5", "2"), (-7, "2", None), (0, "2", None),
    (10**12, "1000000000039", "999999999989"), (2**61 - 2, str(2**61 - 1), "2305843009213693921"),
])
def test_the_next_and_previous_prime(n: int, after: str, before: str | None) -> None:
    assert run("next_prime", n=n).value == after
    result = run("prev_prime", n=n)
    if before is None:
        assert result.status == "rejected" and result.error.code == "DOMAIN_ERROR"
    else:
        assert result.value == before


def test_next_prime_refuses_numbers_past_its_limit_at_once() -> None:
    started = time.perf_counter()
    result = run("next_prime", n=10**40)
    assert result.status == "rejected" and result.error.code == "NUMBER_TOO_LARGE"
    assert time.perf_counter() - started < 0.05  # refused before any search


@pytest.mark.parametrize("start, end, count", [
    (1, 100, 25), (2, 100, 25), (0, 1, 0), (10, 20, 4), (11, 19, 4), (97, 97, 1), (24, 28, 0), (-50, 10, 4),
    (1, 1000, 168), (1, 10**6, 78498), (100, 50, 0),
])
def test_primes_between_counts_both_ends(start: int, end: int, count: int) -> None:
    assert run("primes_between", start=start, end=end).value == str(count)


def test_a_segment_far_from_zero_agrees_with_the_primality_test() -> None:
    start, end = 10**10 - 2000, 10**10
    expected = [n for n in range(start, end + 1) if is_prime(n)]
    assert run("primes_between", start=start, end=end).value == str(len(expected))
    assert run("primes_between", start=start, end=end, list=True).value == ", ".join(map(str, expected))


def test_primes_listed_and_shown() -> None:
    listed = run("primes_between", start=10, end=30, list=True)
    assert listed.value == "11, 13, 17, 19, 23, 29"
    assert run("primes_between", start=24, end=28, list=True).value == "none"
    assert run("primes_between", start=1, end=100).display == "25 primes: 2, 3, 5, …, 97"


@pytest.mark.parametrize("args, code", [
    ({"start": 1, "end": 10**12}, "NUMBER_TOO_LARGE"),        # "primes up to 10^12": refused, not sieved
    ({"start": 1, "end": 2 * 10**6}, "NUMBER_TOO_LARGE"),      # a range of more than 10^6 numbers
    ({"start": 1, "end": 10**6, "list": True}, "RESULT_TOO_LONG"),  # 78 498 primes are not a list to show
])
def test_primes_between_refuses_sizes_quickly(args: dict, code: str) -> None:
    started = time.perf_counter()
    result = run("primes_between", **args)
    assert result.status == "rejected" and result.error.code == code
    if code == "NUMBER_TOO_LARGE":
        assert time.perf_counter() - started < 0.05


@pytest.mark.parametrize("expression, value", [
    ("mode(3, 5, 5, 7)", "5"), ("mode(2, 2, 2, 9, 9)", "2"), ("mode(1/2, 0.5, 2)", "0.5"), ("mode(4)", "4"),
])
def test_the_mode_of_a_list(expression: str, value: str) -> None:
    assert run("expr", expression=expression).value == value


@pytest.mark.parametrize("expression", ["mode(3, 5, 7)", "mode(3, 3, 5, 5)"])
def test_a_list_without_one_mode_is_refused(expression: str) -> None:
    result = run("expr", expression=expression)
    assert result.status == "rejected" and result.error.code == "DOMAIN_ERROR"


@pytest.mark.parametrize("start, end, inclusive, value, display", [
    ("2024-01-01", "2024-01-29", False, "4", "4 weeks (28 days, end date not counted)"),
    ("2024-01-01", "2024-03-01", False, "8.5714285714285714285714285714285714285714285714286",
     "60/7 ≈ 8.5714 weeks = 8 weeks 4 days (60 days, end date not counted)"),
    ("2024-01-01", "2024-01-07", True, "1", "1 week (7 days, end date counted)"),
    ("2024-01-29", "2024-01-01", False, "-4", "-4 weeks (-28 days, end date not counted)"),
])
def test_a_date_difference_in_weeks(start: str, end: str, inclusive: bool, value: str, display: str) -> None:
    result = run("date_diff", start=start, end=end, inclusive=inclusive, unit="weeks")
    assert (result.value, result.display) == (value, display)


def test_date_diff_takes_only_days_or_weeks() -> None:
    assert run("date_diff", start="2024-01-01", end="2024-03-01", unit="months").error.code == "INVALID_ARGUMENT"
