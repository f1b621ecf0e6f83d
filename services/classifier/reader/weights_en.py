"""Pounds weighed (for roles.py): "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than
Douglas?" — "pounds" alone may be money (£) and is not read as a unit; where every amount of the story is weighed
("weighs", "weighed"), its pounds are a weight (lb), where the question asks a weight too ("how much do they weigh",
"how much heavier"), never money or what is had ("how much money", "how many pounds do they have"). A story that has,
spends or pays pounds is not read here."""

from __future__ import annotations

from dataclasses import replace

from .role_words import Ask, Quantity, Unclear, lemma

_WEIGHT_WORDS = {"pound": "lb"}


def weighed_in_pounds(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    """`qs` with their pounds a weight, where every amount is weighed in pounds and the question asks a weight."""
    if not qs or any(q.verb != "weigh" or q.unit or q.noun not in _WEIGHT_WORDS or q.sort for q in qs):
        return qs
    if ask.noun not in ("", "pound") or ask.unit or ask.kind not in ("more", "fewer") \
            and "weigh" not in {lemma(w, "VERB") for w in ask.words}:
        raise Unclear("pounds weighed, asked as money or as had")  # "how many pounds do they have together"
    return [replace(q, unit=_WEIGHT_WORDS[q.noun], noun="") for q in qs]
