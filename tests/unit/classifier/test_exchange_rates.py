"""An amount exchanged at a rate the request states (reader/exchange_rates.py): the amount in the
currency the rate is per, the other currency asked. The other way round, a fee, today's rate or a
second amount is not read."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The exchange desk gives 0.92 euros per dollar. How many euros do I get for $450?", "414"),
        ("At 1.27 dollars to the pound, what's £800 in dollars?", "1016"),
        ("欧元兑人民币我就按7.8来算，一件标价€129的外套合人民币多少钱？", "1006.2"),
        ("1 USD = 7.2 CNY. How much is $50 in yuan?", "360"),
    ],
)
def test_an_amount_exchanged(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "The exchange desk gives 0.92 euros per dollar. How many dollars do I get for €450?",  # the other way
        "At 1.27 dollars to the pound, what's $800 in pounds?",
        "The desk gives 0.92 euros per dollar with a $5 fee. How many euros for $450?",
        "0.92 euros per dollar. How many euros for $450 in cents?",
        "At today's rate of 0.92 euros per dollar, how many euros for $450?",
        "0.92 euros per dollar. How many euros for $450 and $50?",
        "At 1.27 dollars to the pound, what's 800 pounds of rice in dollars?",
    ],
)
def test_what_the_rate_does_not_settle_is_not_read(text: str) -> None:
    assert read(text) is None, text
