"""Pounds weighed (for roles.py): "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than
Douglas?" — "pounds" alone may be money (£) and is not read as a unit; where every amount of the story is weighed
("weighs", "weighed"), its pounds are a weight (lb). A story that has, spends or pays pounds is not read here."""

from __future__ import annotations

from dataclasses import replace

from .role_words import Quantity

_WEIGHT_WORDS = {"pound": "lb"}


def weighed_in_pounds(qs: list[Quantity]) -> list[Quantity]:
    """`qs` with their pounds a weight, where every amount is weighed in pounds."""
    if not qs or any(q.verb != "weigh" or q.unit or q.noun not in _WEIGHT_WORDS or q.sort for q in qs):
        return qs
    return [replace(q, unit=_WEIGHT_WORDS[q.noun], noun="") for q in qs]
