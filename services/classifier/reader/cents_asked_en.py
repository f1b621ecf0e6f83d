"""Money asked of a story told in cents (for kinds_en.py): "Mrs. Hilt had 15 cents. She bought a pencil for 11 cents.
How much money did she have left?" — the money is the cents, and the answer is in cents (4), as every amount is.

The readers take "cents" for a noun of things (the unit words know dollars, not cents), so "how much money" asked
of them names another thing. Here the money asked counts the cents only where every amount of the story is one of
cents, with no unit (no dollar, "$", or another measure beside them) and no sort of the money asked ("how much
birthday money"); a story of cents and dollars, or one asking dollars, is left as it was (slow)."""

from __future__ import annotations

from dataclasses import replace

from .role_words import Ask, Quantity

_CENT = "cent"


def money_asked_of_cents(qs: list[Quantity], ask: Ask) -> Ask:
    """The question as one of cents where it asks money of a story whose every amount is in cents."""
    if ask.noun != "money" or ask.unit or ask.sort or not qs:
        return ask
    if any(q.unit or q.noun != _CENT for q in qs):
        return ask
    return replace(ask, noun=_CENT)
