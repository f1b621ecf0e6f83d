"""An amount added or taken off by its name alone: 买3个杯子每个12元，再加运费，总共多少; 工资8000，扣掉社保，
到手多少; "3 tickets at $25 each plus parking". The reading counts only the numbers written, so the charge named
without one would be left out of the answer; the request goes slow, whichever reader read it (a check of every
reading, guards.py, and the bill reader's before it totals, bills.py). "再加上8元运费", "加运费8元", "plus $5 parking",
加收10%的税 say their amount in the same clause and are not this. In a story of money, so are a thing counted without
its price (再加一碗汤) and a piece before or after 和/"and" without its own amount of money (再加运费和包装费4元,
"plus $3 shipping and a bookmark").
"""

from __future__ import annotations

from ..slots import Slots
from .bill_amounts import money_of
from .bill_people import SENTENCE_ENDS
from .tokens import Tok

_AMOUNTS = frozenset({"NUM", "PCT"})
_THINGS = frozenset({"WORD", "MEASURE"})  # what names a thing added: not a date (2024年3月15日减去2024年3月1日)
_CLAUSE_ENDS = frozenset({"COMMA", "ASK", "DUOSHAO_QIAN", "HOW_MANY"})
_PARTICLES = frozenset({"了", "掉", "掉了", "去", "去了"})  # 减了多少钱: the operation asked, not an operand


def amount_added_unsaid(tokens: list[Tok], slots: Slots) -> bool:
    """Whether an operation word (加, 加上, 扣掉, "plus", "+") takes a thing without its own amount."""
    money_told = None  # whether the story counts money, looked at once, where an operand holds a number
    for i, t in enumerate(tokens):
        if t.type != "PLUS" and not (t.type == "MINUS" and not t.value.isascii()):  # "3.5 km -> m", "8 less": no 减
            continue
        end = next((k for k in range(i + 1, len(tokens)) if tokens[k].type in _CLAUSE_ENDS
                    or tokens[k].value in SENTENCE_ENDS), len(tokens))
        operand = tokens[i + 1:end]
        if not operand or operand[0].value in _PARTICLES:
            continue
        if not any(x.type in _AMOUNTS for x in operand):
            if any(x.type in _THINGS for x in operand):
                return True
            continue
        if money_told is None:
            money_told = any(x.type == "NUM" and money_of(tokens, k, slots) for k, x in enumerate(tokens))
        if money_told and _a_piece_unpriced(tokens, i + 1, end, slots):
            return True
    return False


def _a_piece_unpriced(tokens: list[Tok], start: int, end: int, slots: Slots) -> bool:
    """A thing counted with no money among tokens[start:end] ("一碗汤"), or, cut at 和/"and", a piece of them without
    an amount of money of its own ("运费" in 运费和包装费4元, "a bookmark" in "$3 shipping and a bookmark")."""
    def priced(a: int, b: int) -> bool:
        return any(tokens[k].type == "PCT" or tokens[k].type == "NUM" and money_of(tokens, k, slots) for k in range(a, b))
    if any(tokens[k].type == "NUM" and tokens[k + 1].type == "MEASURE" for k in range(start, end - 1)) \
            and not priced(start, end):
        return True
    cuts = [start - 1, *(k for k in range(start, end) if tokens[k].type == "AND"), end]
    return len(cuts) > 2 and any(not priced(a + 1, b) for a, b in zip(cuts, cuts[1:]))
