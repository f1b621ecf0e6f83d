"""The change given back, read by its values: two amounts of money in one currency, one paid (付了,
给了, "pay with a $50 note") and one spent or costing (花了, 买了 …元的, "costing $32.75", "my bill
is"), and a question for the change (找回, 找零, "change?").

A third number (a count, a unit price), a word that adds a step (每, each, tip, 再, then) or a
payment smaller than the cost makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok
from .units import MONEY_NAMES, amount_unit

_CHANGE_ASKED = ("找回", "找零", "找我", "应找", "找多少", "change")
_PAID = ("付了", "付", "给了", "给收银员", "给", "交了", "pay with", "paid with", "paying with", "hand over", "gave")
_SPENT = ("花了", "花掉", "买了", "消费", "costing", "costs", "cost", "bill is", "total is", "comes to", "spent")
_OTHER = ("每", "各", "再", "又", "then", "each", "per", "tip", "小费", "tax", "税", "discount", "off", "折", "%",
          "percent", "split", "share", "平分", "两人", "each of", "how many", "多少个", "几个", "剩", "left")


def read_change(tokens: list[Tok], slots: Slots) -> Task | None:
    said = Said(tokens)
    if not said.any(_CHANGE_ASKED) or said.any(_OTHER):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2 or any(t.type in ("PCT", "DATE") for t in tokens):
        return None
    roles: dict[str, int] = {}
    currencies = set()
    for i in amounts:
        n, unit = slots.number(tokens[i].value), amount_unit(tokens, i, slots)
        if unit not in MONEY_NAMES or n.percent or n.value <= 0:
            return None
        currencies.add(unit)
        role = _role(tokens, i)
        if role is None or role in roles:
            return None  # each amount says what it is, and they say different things
        roles[role] = i
    if len(currencies) != 1:
        return None
    paid, spent = (slots.number(tokens[roles[r]].value) for r in ("paid", "spent"))
    if paid.value < spent.value:
        return None
    return Task("expr", {"expression": f"{paid.plain()}-{spent.plain()}"}, source="parser")


def _role(tokens: list[Tok], i: int) -> str | None:
    """What the words just before the amount (up to three tokens, within its clause) say it is."""
    words = []
    for t in reversed(tokens[max(0, i - 3):i]):
        if t.type == "COMMA":
            break
        words.insert(0, t.value)
    before = Said([Tok("WORD", w, 0) for w in words])
    paid, spent = before.any(_PAID), before.any(_SPENT)
    if paid == spent:
        return None
    return "paid" if paid else "spent"
