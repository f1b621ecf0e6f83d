"""An item asked by its place ("the 2nd coffee", "the second highest", 第二杯) is one item, not the list or all of them:
slow, whether the place is written as a word or slotted as an ordinal; a missing item asked by its place ("What is the
fourth number?" after an average) is the mean-missing reading's own question and stays read."""

from __future__ import annotations

import pytest

from .reading import value_of

PLACED = [
    "3 coffees at $4.75 each. What does the 2nd coffee cost?",
    "3 coffees at $4.75 each. What does the second coffee cost?",
    "Tickets are $12 each and we bought 4. How much was the third ticket?",
    "Scores were 80, 90 and 70. What is the 2nd highest score?",
    "Scores were 80, 90 and 70. What is the second highest score?",
    "3杯咖啡每杯12元，第二杯多少钱？",
    "80，90，70这三个数中第二高的是多少",
    "满200减30，第二件实付多少钱",
]


@pytest.mark.parametrize("text", PLACED)
def test_an_item_asked_by_its_place_goes_slow(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(("text", "gold"), [
    ("The average of 4 numbers is 12. Three of them are 10, 14 and 9. What is the fourth number?", "15"),
    ("3 coffees at $4.75 each. What do the coffees cost in all?", "14.25"),
])
def test_the_list_or_the_missing_item_is_still_read(text: str, gold: str) -> None:
    assert value_of(text) == gold
