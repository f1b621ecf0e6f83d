"""Day counts and date shifts read by their values; a word that changes the count is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.classifier.perceive import perceive
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
        "2024年2月10日之后的第45天是几月几号",  # does the first day count?
        "Calculate the time difference between 2135-07-19 and 2135-08-26. Express the result in D days.",
        "from 03/04/2024 to 05/06/2024 how many days",  # no date says its day/month order
    ],
)
def test_a_word_that_changes_the_count_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2023年12月31日的后一天是星期几？", "Monday"),
        ("2024年3月1日的前一天是星期几", "Thursday"),  # 2024-02-29
        ("2024年1月1日再过100天是星期几", "Wednesday"),
        ("2024年1月1日的3周后是星期几", "Monday"),
        ("What day of the week is 100 days after 2024-01-01?", "Wednesday"),
        ("What day of the week is 3 weeks before 2024-03-01?", "Friday"),
        ("What weekday is the day after 2023-12-31?", "Monday"),
        ("the day after 2024-03-01, what day of the week", "Saturday"),
        ("100 days after 2024-01-01 is what day of the week?", "Wednesday"),
    ],
)
def test_the_weekday_of_a_shifted_date_is_one_weekday_op(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and task.op == "weekday", text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "What day of the week is 2 months after 2024-01-01?",  # months: 31 January + 1 month?
        "2024年1月31日1个月后是星期几",
        "What day is 100 days after 2024-01-01?",  # the date, or the weekday?
    ],
)
def test_the_weekday_of_a_date_shifted_by_months_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("今天是2023年12月25日，100天后是哪一天？", "2024-04-03"),
        ("If I start a course on Sept 2, 2024, what date is it 6 weeks later?", "2024-10-14"),
    ],
)
def test_a_date_the_request_names_anchors_its_relative_words(text: str, date: str) -> None:
    assert perceive(text).perception.ambiguities == []
    task = parse(text)
    assert task is not None and run_task(task).value == date


@pytest.mark.parametrize("text", ["What date is it 10 days later?", "今天是星期几", "Today is Monday. What date is it in 10 days?"])
def test_relative_dates_without_a_written_date_stay_ambiguous(text: str) -> None:
    assert perceive(text).perception.ambiguities


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我订的酒店是 2024 年 12 月 29 日入住，住 5 晚，退房是哪天？", "2025-01-03"),
        ("2024年12月29日入住酒店，住3晚，哪天退房？", "2025-01-01"),
        ("住3晚，2024年5月1日入住，哪天退房", "2024-05-04"),
        ("I check in on 2024-12-29 and stay 5 nights. What is my checkout date?", "2025-01-03"),
        ("Checking in on Dec 29, 2024 for 3 nights — what date do I check out?", "2025-01-01"),
    ],
)
def test_the_checkout_date_is_the_check_in_date_plus_the_nights(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "2024年12月29日入住，住5晚，提前一天退房是哪天？",  # a second step
        "我2024年12月29日退房，住了5晚，哪天入住的？",  # the checkout given, the check-in asked
        "2024年12月29日入住，住5晚，第3晚是哪天？",  # another night asked
        "2024年12月29日入住，住5天，退房是哪天？",  # days, not nights: is the last day a night?
        "I check in on 2024-12-29 and stay 5 nights. What time is checkout?",
        "I check in on 2024-12-29 and stay 5 nights, then extend 2 more. Checkout date?",
        "I check in on 2024-12-29 and stay 5 nights. How many days is that?",
    ],
)
def test_another_question_about_the_stay_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm counting down: today is June 3, 2024 and my trip is August 19, 2024. How many days to go?", "77"),
        ("July 4, 2026 falls on which day?", "Saturday"),
        ("What day does July 4, 2026 fall on?", "Saturday"),
        ("Which day did 2001-09-11 fall on?", "Tuesday"),
    ],
)
def test_a_count_down_and_the_day_a_date_falls_on(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "2024年5月1日到2024年5月31日（含首尾）有多少个工作日",  # 劳动节: a calendar decides
        "How many business days from 2024-12-20 to 2025-01-03 inclusive?",  # Christmas, New Year
    ],
)
def test_working_days_without_monday_to_friday_said_are_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2024年10月1日到2024年10月31日有多少个工作日（包含首尾，不考虑节假日）", "23"),
        ("How many business days (Monday-Friday) are there from 2022-06-19 to 2022-08-12, inclusive?", "40"),
        ("How many Fridays are there from 2022-07-11 to 2022-08-27 (inclusive of both dates)?", "7"),
    ],
)
def test_monday_to_friday_said_or_one_weekday_counted_is_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("10天后是星期几", "Monday"),  # 2024-03-25
        ("100天前是星期几", "Wednesday"),  # 2023-12-06
        ("3周后是星期几", "Friday"),
        ("What day of the week will it be in 10 days?", "Monday"),
    ],
)
def test_the_weekday_so_many_days_from_today(text: str, value: str) -> None:
    task = parse(text, None, {"today": "2024-03-15"})
    assert task is not None and task.op == "weekday", text
    assert run_task(task).value == value
    assert parse(text) is None  # no today in the context: nothing to count from


@pytest.mark.parametrize("text", ["2个月后是星期几", "What day of the week will it be in 2 months?"])
def test_the_weekday_months_from_today_is_not_read(text: str) -> None:
    assert parse(text, None, {"today": "2024-01-31"}) is None
