"""What is left of an income after its expenses: one income, the amounts spent, one period."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("月薪 12000，房租 3500，其他开销 4200，每月能存多少？", "4300"),
        ("I earn $3,000 a month and spend $1,200 on rent and $800 on food. How much is left?", "1000"),
        ("工资 8000 元，花了 3000 元，还剩多少", "5000"),
        ("My salary is $4,500 a month. Rent is $1,500 and groceries are $600. How much can I save each month?", "2400"),
        ("月收入 9000 元，每月房贷 4000 元，生活费 2500 元，每月还剩多少", "2500"),
    ],
)
def test_what_is_left_of_an_income(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "I earn $3,000 a month. Rent is $1,200 a year. How much is left?",  # two periods
        "月薪 12000，房租 3500，3 个月能存多少",  # a count of months: a second step
        "月薪 12000，年终奖 20000，房租 3500，还剩多少",  # a second income
        "月薪 12000，房租 13500，每月能存多少",  # spends more than it earns
        "月薪 12000 元，房租 500 美元，每月能存多少",  # two currencies
        "I earn $3,000 a month and spend $1,200 on rent. My wife earns $2,000. How much is left?",
        "月薪 12000，房租 3500，其他开销 4200，每月比上月多存多少",
        "月薪 12000，税后还剩多少，房租 3500",
    ],
)
def test_what_is_not_one_income_less_its_expenses_is_not_read(text: str) -> None:
    assert read(text) is None, text
