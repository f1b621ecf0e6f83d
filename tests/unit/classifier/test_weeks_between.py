"""A date difference asked in weeks ("how many weeks between A and B", "A到B有几周") when the days
are whole weeks, the end date not counted unless asked; days left over (8 weeks? 8 full weeks and 4
days? 8.57?) or a word that changes which weeks are counted ("full weeks", 中间) go slow."""

from __future__ import annotations

from fractions import Fraction

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(("text", "value"), [
    ("how many weeks between 2024-01-01 and 2024-03-04", "9"),
    ("How many weeks are there from March 1, 2024 to May 10, 2024?", "10"),
    ("from 2024-01-01 to 2024-01-29, how many weeks", "4"),
    ("how many weeks between 2024-01-01 and 2024-01-07 inclusive", "1"),
    ("2024年1月1日到2024年3月4日有几周", "9"),
    ("2024年1月1日到2024年3月4日之间有多少个星期", "9"),
    ("2024年1月1日和2024年3月4日相差几周", "9"),
    ("从2024年1月1日到2024年3月4日一共多少周", "9"),
    ("2024年1月1日到2024年3月4日相隔几个星期", "9"),
])
def test_the_weeks_between_two_dates(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    result = run_task(task)
    assert result.value is not None
    assert Fraction(result.value).limit_denominator(1000) == Fraction(value), text


def test_the_answer_says_the_days_it_counted() -> None:
    assert run_task(read("2024年1月1日到2024年1月29日有几周")).display == "4 weeks (28 days, end date not counted)"


@pytest.mark.parametrize("text", [
    "2024年1月1日到2024年1月31日有几周",             # 30 days: 4 weeks and 2 days
    "How many weeks from Jan 1, 2024 to Mar 1, 2024?",
    "2024年1月1日到2024年3月4日中间有几周",           # strictly between
    "how many full weeks between 2024-01-01 and 2024-03-04",
    "how many weeks and days between 2024-01-01 and 2024-03-04",
    "how many weeks between 2024-01-01 and 2024-03-04 excluding holidays",
])
def test_the_near_miss_is_not_read(text: str) -> None:
    assert read(text) is None, text
