"""An amount off for spending enough (满减): read only where the one purchase meets the one rule."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("满200减30，买了一件250元的衣服，实付多少", "220"),
        ("满 300 减 50，我买了 350 元的东西，要付多少钱", "300"),
        ("满200减30，买了一件200元的衣服，实付多少", "170"),  # 满: at least the amount
        ("Spend $100, get $20 off. My cart is $135. What do I pay?", "115"),
        ("$20 off orders over $100. My order is $150. What do I pay?", "130"),
        ("每满200减30，买了450元，实付多少", "390"),  # per so much spent: once for each whole 200 (hostile_probes_10_zh)
    ],
)
def test_the_price_paid_when_the_rule_is_met(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "满200减30，买了一件180元的衣服，实付多少",  # the rule is not met
        "$20 off orders over $100. My order is $100. What do I pay?",  # over: more than $100
        "Spend $100, get $20 off. My cart is $80. What do I pay?",
        "满200减30，满400减80，买了450元，实付多少",  # which rule applies?
        "满200送50，买了250元，实付多少",  # a gift, not money off
        "满200减30，会员再减10，买了250元，实付多少",
        "满200减30，买了一件250元的衣服和一条100元的裤子，实付多少",  # two purchases
        "满200减30，买了一件250元的衣服，打九折后实付多少",
        "Spend $100, get $20 off. I bought 2 shirts at $60 each. What do I pay?",
    ],
)
def test_what_the_rule_leaves_open_is_not_read(text: str) -> None:
    assert read(text) is None, text
