"""Money asked where no amount of money is told (issue 15, found by the compose_en_29 twins): "Nora babysat 4 hours
each evening for 6 evenings. How much did she earn?" was read as 4*6 (roles.py multiplies the two counts), but the
story gives her hours and evenings, not her pay. Where "how much" asks a doing of money (earn, pay, cost, spend,
charge, make, save) and every number is followed by a unit or a thing counted that is not money, no reading answers
it (a check of every reading, guards.py). A number followed by nothing of its own ("15 an hour", "12 each", "for 4")
may be the money: this does not refuse it.
"""

from __future__ import annotations

import re

from ..slots import Slots
from .role_words import unit_key
from .units import money_unit
from .tokens import Tok

MONEY_DOINGS = frozenset({"earn", "earns", "earned", "pay", "pays", "paid", "cost", "costs", "spend", "spends", "spent",
                          "charge", "charges", "charged", "make", "makes", "made", "save", "saves", "saved"})
_MONEY_KEYS = frozenset({"USD", "EUR", "GBP", "CNY", "JPY", "cent", "pound", "money", "bill", "coin", "quarter", "dime",
                         "nickel", "penny"})
_RATE_SAID = re.compile(r"<n\d+> ?(?:/|an? |per |each\b|every |apiece\b)")
_NOT_A_THING = frozenset({"a", "an", "each", "per", "every", "for", "at", "on", "in", "to", "and", "apiece", "."})


def pay_asked_untold_en(tokens: list[Tok], slots: Slots) -> bool:
    asked = next((i for i, t in enumerate(tokens) if t.type == "HOW_MANY" and t.value == "how much"), None)
    if asked is None or not any(t.value in MONEY_DOINGS for t in tokens[asked + 1:]):
        return False
    if _RATE_SAID.search(slots.text) or "$" in slots.original or any(
            getattr(item, "percent", False) or money_unit(getattr(item, "unit", "") or "") for item in slots.items):
        return False  # "18.75 an hour": a pay per hour, its money unsaid; "$200", "30%": money told
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    return bool(numbers) and all(_not_money(tokens, i, slots) for i in numbers)


def _not_money(tokens: list[Tok], i: int, slots: Slots) -> bool:
    n = slots.number(tokens[i].value)
    if n.percent or n.unit and unit_key(n.unit.split()[0]) in _MONEY_KEYS:
        return False
    if n.unit:
        return True  # "4 km", "3 hours" as perception reads them
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None or after.type not in ("UNIT", "WORD") or after.value.lower() in _NOT_A_THING:
        return False
    return unit_key(after.value.lower()) not in _MONEY_KEYS and not after.value.lower() in ("bucks", "dollars")
