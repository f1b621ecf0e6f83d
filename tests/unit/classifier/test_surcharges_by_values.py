"""A tip, tax or service charge on one amount, read by its values: the total with it, or the
charge itself; a charge already included, a discount, a share or both questions are not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A $60 dinner with a 15% tip, how much in total?", "69"),
        ("What's $45 after tax at 8%?", "48.6"),
        ("$120 with 7% sales tax, total?", "128.4"),
        ("账单 200 元，加 10% 服务费，一共多少", "220"),
        ("Tip of 18% on a $50 bill, how much is the tip?", "9"),
        ("饭钱 300 元，小费给 15%，小费多少钱", "45"),
    ],
)
def test_the_total_or_the_charge(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "The total is $108 including 8% tax. What was it before tax?",  # the charge is in the amount
        "含税价 113 元，税率 13%，不含税价多少",
        "A $60 dinner with a 15% tip, split between 3 people, how much each?",  # a second step
        "A $60 dinner with a 15% tip. What's the tip and the total?",  # both asked
        "A $80 jacket is 25% off with 8% tax, how much is the tax?",  # a discount first
        "A $60 dinner, 15% tip and 8% tax, how much in total?",  # two charges
        "A $60 dinner and a 15% tip",  # nothing asked
    ],
)
def test_what_the_words_leave_open_is_not_read(text: str) -> None:
    assert parse(text) is None
