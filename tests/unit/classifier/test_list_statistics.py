"""One statistic of one list, read by its values; a condition, a second step or another statistic
is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我记了这周每天喝水的杯数：6、8、5、7、9、8、6，平均一天喝几杯？", "7"),
        ("五次考试成绩 88、76、95、69、82，最高分和最低分差多少？", "26"),
        ("找出最大值：47，93，12，88，65", "93"),
        ("最小值是哪个？3.5、2.8、4.1、2.75", "2.75"),
        ("Test scores 72, 85, 90, 85, 68 — what's the median?", "85"),
        ("Difference between the largest and smallest of 3.2, 8.9, 5.1, 0.4", "8.5"),
        ("小明四个月花费分别为 1200 元、1500 元、1300 元、1800 元，月均花费多少？", "1450"),
        ("Monthly bills: $120, $95, $130, $105. I just want the average per month.", "112.5"),
    ],
)
def test_the_statistic_of_the_list(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "成绩 88、76、95、69、82，去掉一个最高分和一个最低分，平均分多少",  # a condition
        "88、76、95、69、82中大于80的有几个",  # a count above a threshold
        "88、76、95、69、82的平均数和中位数",  # two statistics
        "三个数 2.5、3.5、6 的平均值再乘以 2 是多少？",  # a second step
        "这组数的平均值是多少：80、90、85、95的一半",
        "1200元、1500美元、1300元的平均值",  # two currencies
    ],
)
def test_a_condition_a_second_step_or_another_statistic_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Five quotes came in for the roof repair: $4,200, $3,850, $4,975, $3,990 and $4,400. "
         "What's the gap between the cheapest and the priciest?", "1125"),
        ("Three quotes: $420, $385 and $497. Which is the cheapest?", "385"),
        ("Tom scored 90, 85 and 95 on three tests. What is his average score?", "90"),
    ],
)
def test_cheapest_priciest_and_a_list_on_its_tests_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


def test_the_smallest_number_divisible_by_a_list_is_their_multiple_not_their_minimum() -> None:
    task = parse("What is the smallest number divisible by 3, 4 and 5?")
    assert task is not None and run_task(task).value == "60"
