"""Yes/no questions about the weekday of one written date: the answer is yes or no, with the
weekday; two days asked, a working day, a statement or a relative date is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "answer", "weekday"),
    [
        ("Is 2024-03-15 a Friday?", "true", "Friday"),
        ("Is 2024-03-15 a Saturday?", "false", "Friday"),
        ("Was Jan 1, 2023 a Sunday?", "true", "Sunday"),
        ("Will Oct 31 2025 be a Friday?", "true", "Friday"),
        ("Does 2024-03-15 fall on a Friday?", "true", "Friday"),
        ("Is 2024-03-15 a Friday or not?", "true", "Friday"),
        ("Is December 25, 2027 on a weekend?", "true", "Saturday"),
        ("Is 2024-03-16 a weekday?", "false", "Saturday"),  # a weekday is Monday to Friday
        ("2024年3月15日是星期五吗？", "true", "Friday"),
        ("2024年3月15日是不是周六", "false", "Friday"),
        ("请问2024年3月15日是礼拜天吗", "false", "Friday"),
        ("2024年3月15日是否是星期五", "true", "Friday"),
        ("2027年12月25日是周末吗？", "true", "Saturday"),
    ],
)
def test_a_yes_no_weekday_question_is_answered_yes_or_no(text: str, answer: str, weekday: str) -> None:
    task = parse(text)
    assert task is not None and task.op == "weekday" and "asked" in task.args, text
    result = run_task(task)
    assert (result.value, result.display) == (answer, weekday)


@pytest.mark.parametrize(
    "text",
    [
        "2024年3月15日是星期五",  # a statement, not a question
        "2024年3月15日是星期五还是星期六",  # two days asked
        "2024年3月15日是工作日吗",  # holidays decide a working day
        "Is 2024-03-15 a business day?",
        "Is 2024-03-15 a Friday or a Saturday?",
        "Is 2024-03-15 a holiday?",
        "Is 2024-03-15 the third Friday of March?",
        "Is 2024-03-15 a Friday and 2024-03-16 a Saturday?",
        "Is March 15 a Friday?",  # which year?
        "Is tomorrow a Friday?",  # no date in the context
    ],
)
def test_what_is_not_one_yes_no_weekday_question_is_not_read(text: str) -> None:
    assert parse(text) is None


def test_a_weekday_or_weekend_asked_with_which_day_is_the_weekday() -> None:
    task = parse("Was 28 February 1998 a weekday or weekend, which day exactly?")
    assert task is not None and run_task(task).value == "Saturday"
