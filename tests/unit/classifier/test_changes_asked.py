"""A question for the change itself ("How much is taken off?", 打掉了多少钱, 涨了多少钱) gets the change,
in the direction the story gives; a question that names a change in words not read, the other way,
in percent, or with a bound, goes slow rather than showing the amount after the change."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A $240 bike is 15% off. How much money is taken off?", "36"),
        ("A $240 bike is 15% off. How much comes off?", "36"),
        ("A $240 bike is 15% off. How much does that knock off?", "36"),
        ("A $240 bike is 15% off. How much is the price cut?", "36"),
        ("A $240 bike is 15% off. How much does it go down by?", "36"),
        ("A $240 bike is 15% off. How much did the price drop?", "36"),
        ("A $240 bike is 15% off. How much was deducted?", "36"),
        ("A $240 bike is 15% off. How much less do I pay?", "36"),
        ("A $240 bike is 15% off. What's my saving?", "36"),
        ("240 元的自行车打八五折，打掉了多少钱", "36"),
        ("240 元的自行车打八五折，省下了多少", "36"),
        ("240 元的自行车打八五折，降价多少元", "36"),
        ("原价240元，八五折，少付多少", "36"),
        ("自行车 240 元，降价 15%，降了多少钱", "36"),
    ],
)
def test_the_saving_asked_in_other_words(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("自行车 240 元，涨价 15%，涨了多少钱", "36"),
        ("The price of a $240 bike goes up 15%. How much more do I pay?", "36"),
        ("A $240 bike's price goes up 15%. How much did the price go up?", "36"),
        ("My $4,000 salary goes up by 5%. How much is the raise?", "200"),
    ],
)
def test_the_rise_asked(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "A $240 bike is 15% off. How much money do I get back?",  # cash back, or change from a payment?
        "A $240 bike is 15% off. How much more is it?",  # a rise asked of a discount
        "240 元的自行车打八五折，贵了多少",
        "自行车 240 元，涨价 15%，便宜了多少",
        "The price of a $240 bike goes up 15%. How much less do I pay?",
        "工资 4000 元，涨了 5%，涨了多少个百分点",  # in points, not money
        "自行车 240 元，打八五折，至少多少钱",  # a bound, not a change
        "自行车 240 元，打八五折，最多便宜多少",
        "A $240 bike is 15% off. How much was it before?",  # the amount before
        "A $240 bike is 15% off for members. How much is taken off?",  # a condition
        "A $240 bike was 15% off last week. How much is taken off?",  # another time
        "A $240 bike is 15% off and a $100 helmet is 10% off. How much is taken off?",  # two items
        "A $240 bike is 15% off. How much less than $250 is that?",  # another amount in the question
        "My rent of $1,500 goes up 4%. How much extra is that a month?",
    ],
)
def test_a_change_asked_otherwise_is_not_read(text: str) -> None:
    assert read(text) is None
