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
        ("What's a 15% tip on $84?", "12.6"),  # the question opens on the charge
        ("How much is a 20% tip on a $45 bill?", "9"),
        ("$84 plus 15% tip", "96.6"),  # plus: the amount with the charge
        ("A $45 item plus 8% sales tax. Total cost?", "48.6"),
        ("商品 100 元，税率 13%，含税价多少", "113"),  # 含税价 asked: the price with the tax
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
        "What's a 15% tip on $84 plus tax?",  # a tip on the amount with a tax not given
        "$84 plus 15% tip plus 8% tax",
        "$84 minus 15% tip",
        "商品 113 元，含税价多少",  # no tax rate
        "含税价 113 元，税率 13%，含税价多少",  # the price with the tax is given
    ],
)
def test_what_the_words_leave_open_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My $65 dinner plus a 20% tip comes to how much?", "78"),  # "comes to": the total
        ("A $65 dinner with a 20% tip comes to how much?", "78"),
    ],
)
def test_what_the_amount_comes_to_with_the_charge(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "How much does the tip come to on a $65 dinner at 20%?",  # the tip, or the total?
        "A $65 dinner with a 20% tip and 8% tax comes to how much?",
        "My $65 dinner plus a 20% tip comes to how much, including the $5 parking?",
    ],
)
def test_what_it_comes_to_near_misses_are_not_read(text: str) -> None:
    assert parse(text) is None
