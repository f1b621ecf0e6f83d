"""The one asking counts when they ask to split or share "with" people (reader/speaker_counts.py, issue 15).

"Split a $90 bill with 2 friends" asks for the asker's share among three people: the imperative's
subject is the one asking. Read as 90 ÷ 2 it was a wrong fast answer (45); such a request goes slow
like "I'm sharing the $90 taxi with 2 friends". A count the words give as the whole ("among 3
friends", "between 3 people", "8 of us") is read as before.
"""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    "text",
    [
        "Split a $90 bill with 2 friends. How much does each pay?",
        "split a $100 bill with 8 friends, how much each?",
        "Please split $60 with 3 coworkers evenly, how much per person?",
        "Can you split a $75 check with my 4 roommates? How much does each of us owe?",
        "Share 24 cookies with 5 friends equally. How many does each get?",
        "Divide $120 with 3 colleagues, how much each?",
    ],
)
def test_a_split_asked_with_people_leaves_the_asker_out_and_goes_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Split a $90 bill among 3 friends. How much does each pay?", "30"),
        ("Split $90 between 3 people", "30"),
        ("We split 96 stickers equally among 8 children. How many stickers does each child get?", "12"),
        ("We won $1,000 in the office pool and there are 8 of us. How much each?", "125"),
    ],
)
def test_a_count_given_as_the_whole_is_still_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
