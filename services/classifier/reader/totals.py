"""A total of amounts of money, read by its values: two or more amounts, all in one currency, each
named by its own item, and a question for the total ("午饭 ¥28，晚饭 ¥45，奶茶 ¥16，一共花了多少",
"Groceries: $23.49, $12.01, $4.50 — what's the total?", "I spent $12 on lunch and $8 on coffee,
how much in total?").

Any other number (a count: 3 斤, 2 tickets), a word that takes away or compares (left, change, 剩,
找, 比, more, each, 每 …), a percentage or a second question makes the request unread, so it goes
slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok
from .units import MONEY_NAMES, amount_unit

_TOTAL_ASKED = ("一共", "总共", "合计", "加起来", "总计", "共计", "in total", "total", "altogether", "combined", "sum")
_NEUTRAL = frozenset({"NUM", "UNIT", "WORD", "COMMA", "AND", "WHAT", "ASK", "HOW_MANY", "IS", "SHI", "DE", "ON", "FOR",
                      "SPEND", "BUY_ZH", "ZH_SUM", "TOGETHER", "DUOSHAO_QIAN", "SUM_OF", "TODAY", "MA", "PAY_EN",
                      "PRICE_EN", "IN"})
_OTHER = ("剩", "找", "差", "比", "多少个", "每", "平均", "均", "减", "退", "借", "欠", "还", "收入", "工资", "赚", "挣",
          "left", "change", "remain", "more", "less", "each", "per", "every", "average", "minus", "back", "owe",
          "earn", "earned", "income", "salary", "save", "saved", "refund", "discount", "off", "tax", "tip", "split",
          "share", "times", "twice", "double", "half", "%", "percent", "had", "have", "has", "带", "有", "付", "给",
          "paid", "gave", "budget", "预算")  # what one had or paid is not spent: "had $50, spent $12"


def read_total(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type not in _NEUTRAL for t in tokens):
        return None
    said = Said(tokens)
    if not said.any(_TOTAL_ASKED) or said.any(_OTHER):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) < 2:
        return None
    currencies = set()
    for i in amounts:
        n, unit = slots.number(tokens[i].value), amount_unit(tokens, i, slots)
        if unit not in MONEY_NAMES or n.percent or n.value < 0:
            return None  # every amount is money, written as such ("¥28", "45元", "$8")
        currencies.add(unit)
    if len(currencies) != 1:
        return None
    return Task("expr", {"expression": "+".join(slots.number(tokens[i].value).plain() for i in amounts)},
                source="parser")
