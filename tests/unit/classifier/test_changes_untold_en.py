"""Two English mechanisms of the red team's blind wrong answers (redteam_en_31_blind.jsonl's strict xfails), closed
with these twins (issue 15; interruptions_en.py's `changed_without_an_amount`): a price or rate said to change with no amount ("I pay $900 rent
monthly, and it goes up in March": a year of it is not 12 × 900), and a part of the story said replaced ("the top
floor has offices instead": the floors' rooms are not all rooms). Their plain siblings are still read."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    "text",
    [
        "I pay $900 rent monthly, and it goes up in March. How much is it per year?",
        "I pay $900 rent monthly, and it goes down in March. How much is it per year?",
        "My gym costs $40 a month but the fee is raised in the fall. What do I pay in a year?",
        "Parking is $15 a day, and it went up last week. How much for 20 days?",
        "A motel has 6 floors with 15 rooms on each floor, and the top floor has offices instead. How many rooms?",
        "There are 9 rows of 14 seats, but the front row has tables instead. How many seats are there?",
    ],
)
def test_a_change_or_a_part_replaced_with_no_amount_goes_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I pay $900 rent monthly. How much is it per year?", "10800"),
        ("There are 9 rows of 14 seats. How many seats are there?", "126"),
        ("What is the percent increase from 80 to 100?", "25"),
    ],
)
def test_the_plain_siblings_are_still_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
