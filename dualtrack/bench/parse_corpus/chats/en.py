"""The chats corpus's English rows: (category, request, gold worked out by hand, expression) for the fast
rows, the request alone for the slow ones. Written by hand, not from the reader; see
data/parse/chats/README.md."""

from __future__ import annotations

from ..stories.golds import F, after, clock, date, day_name, days, decline, growth, minutes, r  # noqa: F401

FAST = [
    ("money", "hey quick one, had 340 in checking, rent autopay took 275, whats left", "65", 340 - 275),
    ("shopping", "3 notebooks at $2.49 each how much is that", "7.47", 3 * F("2.49")),
    ("homework", "A farmer has 56 eggs and puts them into boxes of 8. How many boxes does he fill?", "7", F(56, 8)),
]

SLOW = [
    "my order number is 4471-2290 can you check where it is",
]
