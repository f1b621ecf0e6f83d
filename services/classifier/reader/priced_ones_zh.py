"""A price told for one of a unit the way people write it in a message, then how many were used (issue 15, the
composition layer): 停车费5块一小时，停了3个小时，要交多少 → 5×3; 水费3.5元一吨，上个月用了12吨，水费是多少 → 3.5×12;
补课200一节，这个月上了6节，补课费多少 → 200×6.

Read only where the request is these three clauses: the price of one (N元一U, N块一U, N一U; 一U N元), the amount used in
the same unit U (3个小时 of 一小时; 12吨 of 一吨), and a question of money (多少, 多少钱 / 元 / 块) that names nothing
the two clauses do not (停车费 after 停车; 押金, 梨, 上个月 after 这个月: slow). One price, one amount, nothing more:
a second price or amount, change given or left (找, 剩), a share (每人, 平摊), a discount, a condition, a negation or an
estimate (3个多小时, 大概) is slow; so is another unit (2.5公斤 of 一斤: a conversion is a second step).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, UNIT, f, names_written_back, shown, value
from .vocab_zh import clauses_zh

_GATE = re.compile("一|<n")
_UNITS = f"{UNIT}|趟|节|晚|方|课时|单|局|场"
_ONE = r"(?:一|<n(?P<one>\d+)>)"
_PRICE = re.compile(rf"(?P<h>[^<>]*?)<n(?P<p>\d+)>(?P<cur>元|块钱|块)?{_ONE}(?:个)?(?P<u>{_UNITS})")
_PRICE_AFTER = re.compile(rf"(?P<h>[^<>]*?){_ONE}(?:个)?(?P<u>{_UNITS})(?:要|是|收|卖)?<n(?P<p>\d+)>(?P<cur>元|块钱|块)")
_AMOUNT = re.compile(rf"(?P<h>[^<>]*?)<n(?P<k>\d+)>(?:个)?(?P<u>{_UNITS})(?P<t>[^<>]{{0,3}})")
_ASKED = re.compile("(?P<q>[^<>]*?)(?:是|要|得|应该|需要)?多少(?P<cur>钱|元|块钱|块)?")
# Words that make it more than one price times one amount: change, a rest, a share, a comparison, a discount.
_NOT_ONE_STEP = re.compile("剩|找|还|平|各|每|比|多花|少花|便宜|贵|折|优惠|省|赚|亏|差|退|押|另|再|又|半价|起步|续|加|减|"
                           "共享|和|与|跟|分|前|首|头|第|起|内|超|满|封顶|最")  # 前一小时5块: the first hour alone
# Words a question of money may say that the clauses need not: paying and function words.
_FREE = re.compile("应该|需要|一共|总共|的|了|是|要|得|共|总|费|钱|元|块|付|交|给|花|这|那|我们|我|请问")
# The amount's own doing, time and buyer: what is left names a thing (这个西瓜8斤), which must be the one priced.
_USING = re.compile("买了|称了|用了|停了|打了|加了|充了|骑了|坐了|上了|干了|交了|住了|点了|去了|洗了|寄了|印了|复印了|请了|租了|"
                    "喝了|吃了|玩了|这个月|上个月|这周|本周|上周|今天|昨天|本月|这个|那个|我们|咱们|我|妈妈|爸爸|一共|总共|共|"
                    "后来|已经|了|的|电|水")
_PRICED_WHEN = re.compile("这个月|上个月|今天|昨天|前天|本月|上周|这周|上次|今年|去年|原来|以前|原价|平时|现在|之前|刚才")
_MONEY_WORDS = re.compile("费|钱|价|元|块|租金|付|花")


def priced_ones_composed_zh(slots: Slots, core: str) -> Task | None:
    """A price of one times the amount used, or None."""
    if "多少" not in core or not _GATE.search(core) or STOPS.search(core):
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text)
    if len(clauses) != 3 or "<" in clauses[2] or any(k != "n" for k in re.findall(r"<([a-z])\d+>", text)):
        return None
    price = _PRICE.fullmatch(clauses[0]) or _PRICE_AFTER.fullmatch(clauses[0])
    amount, ask = _AMOUNT.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if price is None or amount is None or ask is None or _NOT_ONE_STEP.search(text.replace("共享", "")):
        return None
    if _PRICED_WHEN.search(price.group("h")):
        return None  # 车厘子昨天68一斤, 原来68一斤: the price then, maybe not the price paid (as unit_prices_zh.py has it)
    if price.group("one") is not None and getattr(slots.items[int(price.group("one"))], "raw", "") != "一":
        return None  # 68 3斤: no price of one
    if amount.group("u") != price.group("u") or re.search("多|几|半", amount.group("t")):
        return None  # 2.5公斤 of 一斤, 3个多小时
    if not (price.group("cur") or ask.group("cur") or _MONEY_WORDS.search(clauses[0] + ask.group("q"))):
        return None  # a price is money said
    if any(ch not in clauses[0] for ch in _USING.sub("", amount.group("h") + amount.group("t"))):
        return None  # 牛肉45元一斤，羊肉称了3斤: another thing than the one priced (test_hostile_probes_33_zh.py)
    said = _FREE.sub("", ask.group("q"))
    if any(ch not in clauses[0] + clauses[1] for ch in said):
        return None  # 押金, 梨, 上个月 after 这个月
    each, used = value(slots, int(price.group("p"))), value(slots, int(amount.group("k")))
    used_slots = {int(price.group("p")), int(amount.group("k"))} | (
        {int(price.group("one"))} if price.group("one") is not None else set())
    every = {int(k) for k in re.findall(r"<n(\d+)>", text)} - labels
    if each is None or used is None or every - used_slots or not shown(each * used, ""):
        return None
    task = Task("expr", {"expression": f"{f(each)}*{f(used)}"}, source="parser")
    return composition_checked(task, core, slots, "composed_priced_one_zh")
