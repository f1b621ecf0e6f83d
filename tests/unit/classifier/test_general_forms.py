"""Forms that cut across categories: rounding up or down to a whole number (向上取整, "the ceiling of"),
a rounding instruction written before its value ("保留一位小数：5.66"), absolute-value bars, a minus
written 负 with a space, lists spaced without separators, a day's date asked with a possessive
("tomorrow's date"), a date shift counted from a date with 起; and the near-misses of each that
must stay unread."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import read, value_of

TODAY = {"today": "2024-05-15"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # whole numbers up or down
        ("7.2 向上取整", "8"),
        ("7.8向下取整是多少", "7"),
        ("-2.5 向下取整等于几", "-3"),
        ("100除以7，向上取整", "15"),
        ("用进一法取整：4.1", None),  # the method before its value is not a postfix: unread
        ("ceiling of 7.2", "8"),
        ("what is the floor of 7.9", "7"),
        ("round up 7.2", "8"),
        ("round down 7.8", "7"),
        ("100除以7向上取整", "15"),
        ("2的平方根向上取整是多少", "2"),
        ("the ceiling of (10/4)", "3"),
        # the instruction first
        ("保留一位小数：5.66", "5.7"),
        ("保留两位小数，10除以3等于多少", "3.33"),
        ("四舍五入到十位：1234", "1230"),
        ("round to 1 decimal: 5.66", "5.7"),
        ("round to 2 decimal places: 22/7", "3.14"),
        ("to the nearest hundred, 12487", "12500"),
        # one number, named, then rounded
        ("结果是 3.14159，保留两位小数", "3.14"),
        ("平均分是 86.666，保留一位小数", "86.7"),
        ("平均数是 12.345，四舍五入到十分位", "12.3"),
        # absolute value bars
        ("|-9| 等于多少", "9"),
        ("|-9|", "9"),
        ("what is |3 - 10|", "7"),
        ("|-4| × 3", "12"),
        # 负 with a space
        ("负 12 减 7 是多少", "-19"),
        ("负 20 加负 30", "-50"),
        ("负 100 除以负 4", "25"),
        # how much bigger or smaller, in English
        ("how much bigger is 8 than -3", "11"),
        ("how much lower is -5 than 2", "7"),
        ("how much higher is 12.5 than 7", "5.5"),
        # lists spaced without separators, three or more
        ("median of 2 4 6 8 10", "6"),
        ("what is the mean of 10 20 30 40 50", "30"),
        ("max of 3 7 2", "7"),
        ("the sum of 1 2 3 4", "10"),
    ],
)
def test_the_form_reads(text: str, value: str | None) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        # rounded up or down, and to places as well: which one?
        "round up 7.25 to 1 decimal",
        "7.25向上取整保留一位小数",
        "ceiling of 7.2 to the nearest ten",
        # a prefix before an operation: the ceiling of 10, or of the quotient?
        "the ceiling of 10 divided by 4",
        "floor of 7.5 plus 0.7",
        # a floor of a building is not a function
        "floor 12",
        "the floor of the room is 12 square meters",
        # 0 to the power 0
        "0 的 0 次方",
        "what is 0 to the power 0",
        "0^0",
        # 正负 12 is ±12; 胜负 is a result, not a sign
        "正负 12",
        "正负 3 加 5",
        # a spaced list may be thousands grouped by spaces
        "the mean of 1 000 2 000 3 000",
        "mean of 1 500 2 500 3 500",
        "120 135 150的平均数",
        # two numbers spaced are not a list
        "average of 3 5",
        # a rounding to a unit that is not a power of ten, first
        "round to the nearest 5: 12",
        # "how much bigger" of the smaller one
        "how much larger is 3 than 8",
        "how much lower is 9 than 2",
        # a named percentage or a named computation is not one number as written
        "结果是 12.345%，保留一位小数",
        # an open bar
        "|-9 加 3",
    ],
)
def test_the_near_miss_stays_unread(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("what's tomorrow's date", "2024-05-16"),
        ("what was yesterday's date", "2024-05-14"),
        ("today's date plus 10 days", None),
        ("今天起 90 天后是几号", "2024-08-13"),
        # a weekday of this, next or last week (2024-05-15 is a Wednesday; weeks start on Monday)
        ("下周三是几号", "2024-05-22"),
        ("下周五是几月几号", "2024-05-24"),
        ("这周五是几号", "2024-05-17"),
        ("上周一是几号", "2024-05-06"),
        ("下个星期天是几号", "2024-05-26"),
        ("下礼拜二再过3天是几号", "2024-05-24"),
        # a distance between two dates is never below zero
        ("2024年6月1日距离今天还有几天", "17"),
        ("下周三距离今天还有几天", "7"),
        ("2024年5月1日起100天后是哪天", "2024-08-09"),
    ],
)
def test_a_day_from_today_reads(text: str, value: str | None) -> None:
    task = parse(text, None, TODAY)
    assert (None if task is None else run_task(task).value) == value, text


@pytest.mark.parametrize("text", ["what's tomorrow's date", "下周三是几号", "这周五是星期几"])
def test_a_day_named_from_today_without_a_today_is_not_guessed(text: str) -> None:
    assert parse(text) is None
