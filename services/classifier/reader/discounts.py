"""A Chinese discount read by its values, whatever the word order: one price, one 折 or one
percentage off (降价25%), a question for the price paid ("标价为200元的商品，打八折出售，售价是多少",
"按八折计算，200元的商品多少钱", "降价25%后多少钱，原价80元").

Every other word must be one that cannot change the question: an item noun, 打/按/出售/促销, a lead-in.
A word that asks for something else (便宜了多少, 省, 原价是多少, 打了几折), a second number, a
percentage or a condition (满, 再, 每) makes the request unread, so it goes slow.
"""

from __future__ import annotations

from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Tok
from .units import money_unit, zhe_percent_off

_ALLOWED = frozenset({"NUM", "PCT", "OFF_ZH", "DA", "ZHE", "AFTER_ZH", "COMMA", "ORIGINAL_PRICE", "PRICE_ZH", "DUOSHAO_QIAN", "ASK",
                      "HOW_MANY", "YAO", "NOW", "WHAT", "SHI", "WEI", "DE", "MEASURE", "MA", "WORD", "UNIT"})
_ASKS_PRICE = frozenset({"DUOSHAO_QIAN", "PRICE_ZH"})
# Words that ask for a saving, the original price or the rate, or add a condition.
_OTHER_QUESTION = ("便宜", "省", "差", "少", "几折", "原价是", "原价多少", "满", "再", "又", "每", "送", "返", "第",
                   "优惠了", "降了", "打了")
_FILLER_WORDS = ("按", "出售", "促销", "卖", "计算", "最终", "最后", "售出", "销售", "享受", "的")


def read_discount(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(t.type in ("ZHE", "OFF_ZH") for t in tokens) or any(t.type not in _ALLOWED for t in tokens):
        return None
    if not any(t.type in _ASKS_PRICE or t.type in ("ASK", "HOW_MANY") and _money_after(tokens, i)
               for i, t in enumerate(tokens)):
        return None
    price, rate, off = None, None, None
    for i, t in enumerate(tokens):
        if t.type == "ORIGINAL_PRICE" and (i + 1 >= len(tokens) or tokens[i + 1].type != "NUM"):
            return None  # "原价多少钱" asks for the original price; 原价 must name the price given
        if t.type == "WORD" and (any(w in t.value for w in _OTHER_QUESTION) or not _a_noun(t.value)):
            return None
        if t.type == "UNIT" and not money_unit(t.value):
            return None
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "OFF_ZH" and (following is None or following.type != "PCT"):
            return None  # "便宜了多少钱" asks the saving; only "降价25%" names a rate
        if t.type == "PCT":
            if off is not None or rate is not None or i == 0 or tokens[i - 1].type != "OFF_ZH":
                return None
            off = format(slots.number(t.value).value.normalize(), "f")
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        if following is not None and following.type == "MEASURE" and n.value == 1 and price is None:
            continue  # "一件商品": one item
        if following is not None and following.type == "ZHE":
            if rate is not None or off is not None or n.percent:
                return None
            rate = n.value
        elif money_unit(n.unit) or following is not None and following.type == "UNIT" and money_unit(following.value):
            if price is not None or n.percent or n.value < 0:
                return None
            price = n
        else:
            return None
    if price is None or rate is None and off is None:
        return None
    if rate is not None:
        off = zhe_percent_off(rate)
    elif not 0 < Decimal(off) < 100:
        return None
    return Task("discount", {"price": price.plain(), "percent": off}, source="parser") if off else None


def _money_after(tokens: list[Tok], i: int) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].type == "UNIT" and bool(money_unit(tokens[i + 1].value))


def _a_noun(word: str) -> bool:
    """An item or a filler ("商品", "T恤", "按", "出售"): Chinese characters or Latin letters, no digit."""
    word = word.removeprefix("的")
    return bool(word) and (word in _FILLER_WORDS or all(not ch.isdigit() for ch in word))
