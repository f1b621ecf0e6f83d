"""A growth rate read by its values: two amounts, each with its own period, and a rate asked."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Revenue was 200 in 2022 and 250 in 2023. What was the growth rate?", "25"),
        ("In 2021 we sold 300 units; in 2022 we sold 360 units. What's the growth rate?", "20"),
        ("March revenue was 4000 and April revenue was 5000, what is the percent increase", "25"),
        ("Q1 sales 120, Q2 sales 150, what is the percentage increase?", "25"),
        ("上个月用户数1200，这个月1500，环比增长率多少", "25"),
        ("1月份收入3000元，2月份收入3600元，增长了百分之多少", "20"),
        ("三月份的销量是400，四月份是500，增幅是多少", "25"),
        ("2023年营收250亿，2022年营收200亿，增长率是多少", "25"),  # years say the base in any order
        ("用户数从 1.2 万增长到 1.5 万，增长了百分之多少", "25"),  # 从 … 到 …, and a spaced 万
        ("the price went from 80 to 100, what's the percentage increase", "25"),
    ],
)
def test_the_earlier_period_is_the_base(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and task.op == "growth_rate", text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "2022年营收200亿，今年营收250亿，增长率是多少",  # a year and 今年: which is later is not said
        "12月收入3000元，1月收入3600元，增长率",  # December of which year?
        "3月份收入3000元，3月份收入3600元，增长率",  # one period twice
        "1月份收入3000元，2月份收入3600美元，增长率",  # two currencies
        "1月份收入3000元，2月份收入3600元，增长了多少",  # an amount or a rate?
        "2022年营收200亿，2023年营收250亿，年均增长率是多少",  # an average rate
        "去年200，今年250，明年300，增长率",  # three amounts
        "3年前收入200，现在250，增长率",  # a duration, not a period
        "从100到150，再到200，增长率",  # three amounts
        "Revenue was 200 in 2022 and 250 in 2023. If it keeps this growth rate what will it be in 2024?",
    ],
)
def test_periods_that_do_not_say_the_base_are_not_read(text: str) -> None:
    assert parse(text) is None
