"""A total of amounts of money in one currency, read by its values; what one had is not spent."""

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
