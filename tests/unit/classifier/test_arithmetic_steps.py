"""Arithmetic in the order people say it: a chain of steps from a first number ("Take 500, subtract
137, then double it"), a whole sum divided ("20 plus 30 all divided by 5"), "48 over 6", 从100里减去45,
an unknown operand (45加上多少等于100, "45 plus what equals 100"), twice a word list; and the near-misses."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Take 500, subtract 137, then double it.", "726"),
        ("3, add 4, then triple it", "21"),
        ("If I multiply 19 by 21 and then add 1, what do I get?", "400"),
        ("20 plus 30 all divided by 5", "10"),
        ("48 over 6", "8"),
        ("twice the sum of 4 and 5", "18"),
        ("从100里减去45", "55"),
        ("从100中减去45是多少", "55"),
        ("45加上多少等于100", "55"),
        ("多少加上45等于100", "55"),
        ("3加5加多少等于10", "2"),
        ("6乘以多少等于42", "7"),
        ("100减去多少等于55", "45"),
        ("45 plus what equals 100", "55"),
    ],
)
def test_the_steps_areread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "twice the sum of 4 and 5 plus 1",  # twice the sum, then plus 1, or twice (sum + 1)?
        "multiply 3 by 4 plus 2",
        "Take 500, subtract 137, then double the price",  # doubles what?
        "0乘以多少等于5",  # no such number
        "how many are over 6",
        "the product of 6 and 7 plus 3",
    ],
)
def test_steps_that_read_two_ways_are_notread(text: str) -> None:
    assert read(text) is None
