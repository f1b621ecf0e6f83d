"""An area said with "square" ("square feet", "sq m") reaches the unit check as a length squared: the slow path
shows a right area and does not fail on the words (the check's reading of "square" called a function by an
old name, so any such request ended as an error answer)."""

from __future__ import annotations

import pytest

from fakes.harness import assert_shown_ok_or_uncertain

ROOM = "A room has 240 square feet of floor. Carpet covers 150 square feet. How many square feet are not covered?"
GARDEN = "A garden of 96 sq m is split into 4 equal beds. How many sq m is each bed?"

TWINS = [
    ("an area less an area", ROOM, "240 - 150 = 90 square feet.", "ok"),
    ("an area shared in beds", GARDEN, "96 ÷ 4 = 24 sq m.", "ok"),
]


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), TWINS, ids=[t[0] for t in TWINS])
async def test_an_area_said_with_square_is_read_and_shown(slow_path, name, request_text, draft, expected) -> None:
    await assert_shown_ok_or_uncertain(slow_path, name, request_text, draft, expected)
