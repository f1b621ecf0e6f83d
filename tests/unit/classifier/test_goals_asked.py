"""A goal and the question about it (reader/goals_asked_en.py, the roles reader): a need or a want asked where the
story tells no goal has no answer in the story's amounts and goes slow; a goal told and asked as its rest is read."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize("text, value", [
    ("Tom has 80 pens. 30 are red and the rest are blue. How many blue pens does Tom need?", None),
    ("Tom has 80 pens and gives away 30. How many pens does Tom need?", None),
    ("Tom has 80 pens. 30 are red and the rest are blue. How many blue pens does Tom have?", "50"),
    ("Tom needs 12 apples. He has 5 apples. How many more apples does he need?", "7"),
    ("Lisa wants to read 300 pages. She has read 120 pages. How many more pages does she need to read?", "180"),
])
def test_a_need_is_answered_only_where_the_story_tells_a_goal(text: str, value: str | None) -> None:
    assert value_of(text) == value
