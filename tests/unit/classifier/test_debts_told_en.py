"""A balance told as a debt in English ("$30 overdrawn", "$40 in the red", "in debt") is below zero, which no reading
of its number as written carries: "My account is $30 overdrawn and I deposit $50" read 30 + 50 = 80 (the score vetoed
one wording by a hair, not another). Such a story goes slow (nothing_left.py); "the red box" is no debt."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize("text", [
    "My account is $30 overdrawn and I deposit $50. What is my balance?",
    "My account is $30 overdrawn and I deposit $50. What is my balance now?",
    "I am $40 in the red. I deposit $100. What is my balance?",
    "My card is overdrawn by $25 and I put in $60. How much is in it now?",
    "I'm $200 in debt and I pay in $75. How much do I have?",
    "The account was $15 in the red by Friday; then $40 came in. What is the balance?",
])
def test_a_debt_told_as_an_amount_gets_no_value(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(("text", "value"), [
    ("My account has $30 and I deposit $50. What is my balance?", "80"),
    ("There are 24 pens in the red box and 7 pens in the blue box. How many pens are there in all?", "31"),
])
def test_a_balance_or_a_colour_is_read_as_before(text: str, value: str) -> None:
    assert value_of(text) == value
