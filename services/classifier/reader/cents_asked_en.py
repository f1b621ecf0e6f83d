"""Money asked of a story told in cents (for kinds_en.py): "Mrs. Hilt had 15 cents. She bought a pencil for 11 cents.
How much money did she have left?" — the money is the cents, and the answer is in cents (4), as every amount is.

The readers take "cents" for a noun of things (the unit words know dollars, not cents), so "how much money" asked
of them names another thing. Here the money asked counts the cents only where every amount of the story is one of
cents, with no unit (no dollar, "$", or another measure beside them) and no sort of the money asked ("how much
birthday money"); a story of cents and dollars, or one asking dollars, is left as it was (slow).

The rate reader (rates.py) takes the same policy for a price in cents: "Each pencil cost 5 cents. Sam bought 6
pencils. How much did he spend?" asks money of a story whose only money is cents, so the cents (30)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from .role_words import Ask, Quantity
from .tokens import Tok
from .units import MONEY_NAMES, money_unit

_CENT = "cent"


def money_asked_of_cents(qs: list[Quantity], ask: Ask) -> Ask:
    """The question as one of cents where it asks money of a story whose every amount is in cents."""
    if ask.noun != "money" or ask.unit or ask.sort or not qs:
        return ask
    if any(q.unit or q.noun != _CENT for q in qs):
        return ask
    return replace(ask, noun=_CENT)


def rate_money_asked_in_cents(amounts: list, asked, tokens: list[Tok]) -> None:  # noqa: ANN001 - rate Amount, Asked
    """The rate reader's money asked as cents where the story's one money is cents: no amount of another money,
    and no money word or sign anywhere in the request ("paid with a dollar bill", "$2": which unit?)."""
    if not asked.money or asked.dims is not None or asked.per is not None:
        return
    if any(set(a.dims) & MONEY_NAMES for a in amounts) or not any(a.dims.get(_CENT, 0) > 0 for a in amounts):
        return
    if any(t.value == "$" or money_unit(t.value) for t in tokens):
        return
    asked.dims, asked.money = Counter({_CENT: 1}), False
