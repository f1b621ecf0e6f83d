"""The sum of the whole numbers of a range, both ends counted (reader/range_sums.py), and what it leaves
to the slow path: another kind of number summed, "between" (are the ends in?), ends not whole or reversed."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1到10的和是多少", "55"),
        ("从1加到100等于多少", "5050"),
        ("what is the sum of 1 to 100", "5050"),
        ("add up all the numbers from 1 to 50", "1275"),
        ("1到100所有整数的和", "5050"),
    ],
)
def test_a_range_is_summed_with_both_ends(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "1到100所有偶数的和",
        "sum of the even numbers from 1 to 100",
        "sum of the numbers between 1 and 100",
        "1到10.5的和",
        "100到1的和",
        "1到10的积",
    ],
)
def test_what_a_range_leaves_open_goes_slow(text: str) -> None:
    assert read(text) is None, text
