"""Money typed without 元 in Chinese (issue 15: "奶茶18一杯，买了9杯，一共多少钱", "买了3个充电宝，每个89，总共要付多少"):
unsaid_money.py's English rule in Chinese. People leave 元 out where the price is plain from where the number stands; the
readers take an amount as money only by its currency word.

When a Chinese request is not read as written, `yuan_written` writes 元 after each such number and the request is read
once more, as strictly as ever. A number is a price here only where all of these hold:
- the question asks money (多少钱, 几块钱, 多少元, 付 / 花 / 交 多少 at the end) and no amount of the request is written in
  money or another currency (a 元 said elsewhere makes a bare number beside it a count: 每箱24，每瓶3元);
- it is a plain number (no unit, percent or ordinal of its own), and it stands as a price stands: before 一 and a measure
  (18一杯, 12一斤, 0.56一度), or after 每 and a measure (每个89, 每斤12, 每份要25) or after 卖 / 售价 / 单价 (一提6包卖19.8),
  then the clause ends.
What the rewritten request does not read still goes slow: a hedge, another unit asked (多少毫升), a count untold.
"""

from __future__ import annotations

import re

from dtlib.amount_units_zh import MEASURE_WORDS
from dtlib.perception import NumberMention

from .slots import Slots

_MEASURE = rf"(?:[{''.join(sorted(MEASURE_WORDS))}]|斤|公斤|千克|升|度|吨|米|小时|天|晚|次|人)"
_MONEY_ASKED = re.compile(r"(?:多少钱|几块钱|多少元|(?:付|花|交)了?多少)[呢啊呀吧]?[?？。!！]?$")
# a currency said anywhere: the bare numbers are then not this request's money
_CURRENCY = re.compile(r"元|块|毛|角|美元|美金|欧元|日元|英镑|港币|韩元|刀|[$€£¥￥]")
_CLAUSE_END = r"(?=$|[，。？！,.?!；;\s])"
_PRICE_BEFORE = re.compile(rf"一{_MEASURE}{_CLAUSE_END}")
_PRICE_AFTER = re.compile(rf"(?:每{_MEASURE}(?:是|要|卖)?|卖|售价|单价|单价是)$")
_PLAIN = re.compile(r"\d+(?:\.\d+)?|[零一二两三四五六七八九十百千]+(?:点[零一二三四五六七八九]+)?")


def yuan_written(slots: Slots) -> str | None:
    """The request as written with 元 after each number its place says is a price, or None where there is none."""
    folded, original = slots.folded, slots.original
    asked = _MONEY_ASKED.search(folded)
    if len(folded) != len(original) or asked is None or _CURRENCY.search(folded[:asked.start()]):
        return None
    numbers = [n for n in slots.items if isinstance(n, NumberMention)]
    at = [n.end for n in numbers if _a_price(n, folded)]
    if not at:
        return None
    out = original
    for end in sorted(at, reverse=True):
        out = out[:end] + "元" + out[end:]
    return out


def _a_price(n: NumberMention, folded: str) -> bool:
    if n.unit or n.percent or n.ordinal or not _PLAIN.fullmatch(n.raw or ""):
        return False
    if _PRICE_BEFORE.match(folded, n.end):
        return True  # 18一杯, 12一斤
    return _PRICE_AFTER.search(folded[max(0, n.start - 6):n.start]) is not None \
        and re.match(_CLAUSE_END, folded[n.end:]) is not None  # 每个89, 卖19.8 … then the clause ends
