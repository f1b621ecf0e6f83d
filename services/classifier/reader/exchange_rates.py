"""An amount of money exchanged at a rate the request states, read by its values: "The exchange desk
gives 0.92 euros per dollar. How many euros do I get for $450?", "At 1.27 dollars to the pound,
what's £800 in dollars?", "欧元兑人民币我就按7.8来算，一件标价€129的外套合人民币多少钱？", "1 USD = 7.2 CNY.
How much is $50 in yuan?".

One rate (R of currency A per one of currency B: "R A per B", "R A to the B", "B兑A 按 R", "1 B = R
A"), one amount in B and the question asking A (how many A, in A, 合A, 换A): the amount times R.
An amount in A (the other way round), a second amount or rate, a fee or commission, a rate of today
or now (a fact the request does not give), a percentage or a round trip make the request unread, so
it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import TYPE_OF, Said, Tok, last_clause_start
from .triggers import triggered_by
from .units import money_unit

_OTHER = ("fee", "fees", "commission", "charge", "手续费", "佣金", "today", "today's", "current", "now", "现在", "今天",
          "目前", "实时", "back", "换回", "%", "percent", "each", "every", "每", "total", "一共", "总共", "plus", "minus",
          "more", "less", "比", "tip", "tax", "税", "cents", "cent", "pence", "penny", "角", "分钱")
_ASKING = ("how many", "how much", "what's", "what is", "多少", "几")


_PCT_OR_DIVIDE = frozenset({"PCT", "DIVIDE"})


@triggered_by(types=("MEI", "TO", "EQUALS"), text=("兑",))
def read_exchange(tokens: list[Tok], slots: Slots) -> Task | None:
    if not _PCT_OR_DIVIDE.isdisjoint(map(TYPE_OF, tokens)) or Said(tokens).any(_OTHER):
        return None
    found = _rate(tokens, slots)
    if found is None:
        return None
    rate_at, target, source, used = found
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and i not in used and not _one_item(tokens, i, slots)]
    if len(amounts) != 1:
        return None
    at = amounts[0]
    if money_of(tokens, at, slots) != source or not _asks(tokens, target, at):
        return None
    rate, amount = slots.number(tokens[rate_at].value), slots.number(tokens[at].value)
    if any(n.percent or n.ordinal or n.value <= 0 for n in (rate, amount)):
        return None
    return Task("expr", {"expression": f"{amount.plain()}*{rate.plain()}"}, source="parser")


def _rate(tokens: list[Tok], slots: Slots) -> tuple[int, str, str, set[int]] | None:
    """(where R is, A, B, the tokens the rate uses) for the one rate said; None for none or two."""
    found = []
    for i, t in enumerate(tokens):
        if t.type != "NUM":
            continue
        shape = [x.type for x in tokens[i + 1:i + 4]]
        a = _currency(tokens, i + 1)
        if a and shape[1:3] == ["MEI", "UNIT"]:  # "0.92 euros per dollar"
            b = _currency(tokens, i + 3)
            found.append((i, a, b, {i}))
        elif a and shape[1:2] == ["TO"] and i + 3 < len(tokens):
            word = tokens[i + 3].value
            b = "GBP" if word == "pound" else money_unit(word)  # "to the pound": the currency, by the £ asked
            found.append((i, a, b, {i}))
        elif i + 4 < len(tokens) and slots.number(t.value).value == 1 and shape[1:2] == ["EQUALS"] \
                and tokens[i + 3].type == "NUM":  # "1 USD = 7.2 CNY"
            b, a = _currency(tokens, i + 1), _currency(tokens, i + 4)
            found.append((i + 3, a, b, {i, i + 3}))
    said = [k for k, t in enumerate(tokens) if t.type == "WORD" and t.value == "兑"]
    if len(said) == 1 and 0 < said[0] < len(tokens) - 1:  # "欧元兑人民币我就按7.8来算"
        k = said[0]
        b, a = _currency(tokens, k - 1), _currency(tokens, k + 1)
        numbers = [i for i in range(k + 2, len(tokens)) if tokens[i].type == "NUM"]
        if numbers and not any(x.type == "COMMA" for x in tokens[k:numbers[0]]) \
                and not _currency(tokens, numbers[0] + 1):
            found.append((numbers[0], a, b, {numbers[0]}))
    if len(found) != 1:
        return None
    rate_at, a, b, used = found[0]
    return (rate_at, a, b, used) if a and b and a != b else None


def _currency(tokens: list[Tok], i: int) -> str:
    return money_unit(tokens[i].value) if 0 <= i < len(tokens) and tokens[i].type == "UNIT" else ""


def _asks(tokens: list[Tok], target: str, at: int) -> bool:
    """The question (the last clause) asks the amount in A and nothing else is asked."""
    start = last_clause_start(tokens)
    if at < start and not any(t.type == "UNIT" and money_unit(t.value) == target for t in tokens[at + 1:]):
        return False
    question = tokens[start:]
    asked = [t for t in question if t.type == "UNIT" and money_unit(t.value) == target]
    others = [t for t in question if t.type == "UNIT" and money_unit(t.value) not in (target, "")]
    return bool(asked) and not others and Said(question).any(_ASKING)


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" and slots.number(tokens[i].value).value == 1
