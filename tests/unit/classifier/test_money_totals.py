"""A total of amounts of money, and the change given back, read by their values; what one had is
not spent, and a third number or step is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("午饭 ¥28，晚饭 ¥45，奶茶 ¥16，今天吃饭一共花了多少", "89"),
        ("Groceries: $23.49, $12.01, $4.50 — what's the total?", "40"),
        ("I spent $12 on lunch and $8 on coffee, how much in total?", "20"),
    ],
)
def test_the_total(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "I had $50 and spent $12 on lunch. How much did I spend in total?",  # had is not spent
        "I had $50 and spent $12 on lunch, how much is left in total",
        "买了3斤苹果，每斤6.5元，一共多少钱",  # a count and a price: a product, not a total
        "午饭28元，晚饭45美元，一共多少",  # two currencies
        "lunch $12, 2 coffees $8, total?",  # a count among the amounts
    ],
)
def test_what_is_not_a_plain_total_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("付了 100 元，花了 63.8 元，应找回多少？", "36.2"),
        ("My bill is $37.60 and I pay with a $50 note. Change?", "12.4"),
        ("I paid with a $50 bill for items costing $32.75. How much change?", "17.25"),
        ("买东西花了63.5元，给了100元，找回多少钱", "36.5"),
    ],
)
def test_the_change_given_back(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "买 5 本书每本 32 元，给了 200 元，找零多少",  # a count and a unit price: two steps
        "付了 20 元，花了 63.8 元，应找回多少？",  # paid less than it cost
        "付了100元，花了30元，又花了20元，找回多少",  # a third amount
        "I paid $50 and my friend paid $30, change?",  # two payments, nothing spent
        "付了100美元，花了63.8元，找回多少",  # two currencies
    ],
)
def test_a_change_that_is_not_one_subtraction_is_not_read(text: str) -> None:
    assert parse(text) is None
