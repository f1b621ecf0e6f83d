"""Day counts and date shifts read by their values; a word that changes the count is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我 2024 年 3 月 8 日入职，2024 年 6 月 18 日转正，这两个日期相差多少天？", "102"),
        ("Planning a trip: I fly out 2025-03-01 and come back 2025-03-31. How many days between those two dates?", "30"),
        ("What's the difference in days between 2023-03-28 and 2023-04-05", "8"),
        ("从2024年10月1日算起，距离2025年1月1日还有几天？", "92"),
        ("今天是2023年12月25日，100天后是哪一天？", "2024-04-03"),
        ("从 2024/05/10 起算，两周后是几月几号", "2024-05-24"),
        ("My appointment is 3 weeks from November 28, 2024. Which date is that?", "2024-12-19"),
        ("25.12.2023 until 01.04.2024, number of days?", "98"),  # one writer, one day/month order
        ("我生日是 1995年8月17日，想知道那天是星期几？", "Thursday"),
        ("My wedding is on 14 June 2025 — what day of the week is that?", "Saturday"),
    ],
)
def test_the_count_or_the_date(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value.startswith(value)


@pytest.mark.parametrize(
    "text",
    [
        "2024年1月1日到2024年3月1日有多少个工作日",  # working days
        "住3晚，2024年5月1日入住，哪天退房",  # nights
        "2024年2月10日之后的第45天是几月几号",  # does the first day count?
        "Calculate the time difference between 2135-07-19 and 2135-08-26. Express the result in D days.",
        "from 03/04/2024 to 05/06/2024 how many days",  # no date says its day/month order
        "2023年12月31日的后一天是星期几？",  # the weekday of another day
        "the day after 2024-03-01, what day of the week",
    ],
)
def test_a_word_that_changes_the_count_is_not_read(text: str) -> None:
    assert parse(text) is None
