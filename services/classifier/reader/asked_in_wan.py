"""A sum or a difference asked in 万 where every amount was written in 万 ("今年收入15万元，支出9.6万元，结余多少万元",
"房子首付八十万，贷款一百二十万，总价是多少万"): the request is read without the 万 asked, and the reading, in yuan, is
given in 万 (÷ 10000). Only where the reading adds and subtracts the amounts: a product or a share of two amounts in 万
is no amount in 万 (2万 × 3万). signed_changes.py reads its own ("全年盈亏多少万").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok

_ASKS = frozenset({"HOW_MANY", "ASK", "DUOSHAO_QIAN"})
_SUM_OF_SLOTS = re.compile(r"\(?[\d.]+(?:\)?[+-]\(?[\d.]+)+\)?")


def read_in_wan(tokens: list[Tok], slots: Slots, read: Callable[[list[Tok]], Task | None]) -> Task | None:
    at = next((i + 1 for i, t in enumerate(tokens[:-1]) if t.type in _ASKS and tokens[i + 1].type == "WORD"
               and tokens[i + 1].value == "万"), None)
    if at is None or tokens[at + 1:] and [t.type for t in tokens[at + 1:]] != ["UNIT"] \
            or tokens[at + 1:] and tokens[at + 1].value != "元":
        return None  # 多少万, 多少万元 at the very end only
    amounts = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(amounts) < 2 or not all(n.raw.endswith("万") and not n.percent for n in amounts):
        return None  # "15万元 … 9600元": not every amount in 万
    task = read([*tokens[:at], *tokens[at + 1:]])
    if task is None or task.op != "expr" or set(task.args) != {"expression"} \
            or not _SUM_OF_SLOTS.fullmatch(task.args["expression"]):
        return None
    return Task("expr", {"expression": f"({task.args['expression']})/10000"}, source=task.source)
