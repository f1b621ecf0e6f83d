"""A Chinese question for how many times one amount is another (for role_operations.py): "苹果有24个，梨有8个，苹果的个数是梨
的几倍" (24/8), "妈妈今年36岁，小明今年9岁，妈妈的年龄是小明的几倍" (36/9).

Read only over two amounts told alike (有, 今年, one verb) by two holders the question names, of one thing,
where the answer is a whole number of times, two or more: 几倍 asked of the smaller ("苹果的个数是梨的几倍" with
fewer apples) or a quotient not whole is another question (几分之几), and goes slow; so does 多几倍 (N or N+1?).
"""

from __future__ import annotations

import re
from fractions import Fraction

from .role_words import Ask, Quantity, Unclear, counted_alike

# "苹果的个数是梨的几倍", "鸡的只数是鸭的几倍", "妈妈的年龄是小明的几倍": the holder asked, and the one it is measured by;
# 多少倍 asks as 几倍 does
RATIO_ASKED_ZH = re.compile(r"(?P<a>[^的是比]{1,6}?)(?:的(?P<ma>[个只本朵棵条支张辆人]数|年龄|价钱|岁数|重量|长度))?是"
                            r"(?P<b>[^的是比]{1,6}?)(?:的(?P<mb>[个只本朵棵条支张辆人]数|年龄|价钱|岁数|重量|长度))?的(?:几|多少)倍[？?]?")
# What a measure asked is told in: 重量 in a weight, 价钱 in money, 长度 in a length, 年龄 in 岁; 个数 in 个.
_MEASURED_IN = {"重量": "克斤吨两", "价钱": "元块角", "长度": "米里尺寸", "年龄": "岁", "岁数": "岁"}


def measure_told(ratio: re.Match, story: str) -> bool:
    """"苹果有24个，梨有8个，苹果的重量是梨的几倍": 24 apples weigh what 8 pears do not say; the measure asked must be
    the one the story's amounts are told in."""
    for measure in (ratio["ma"], ratio["mb"]):
        if measure and not any(ch in story for ch in _MEASURED_IN.get(measure, measure[0])):
            return False
    return True
RATIO = "ratio"


def ratio_asked_zh(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    if len(qs) != 2 or not all(q.role == "has" for q in qs) and not (qs[0].verb == qs[1].verb and qs[0].role != "loss"):
        raise Unclear("two amounts told alike")
    if not counted_alike(*qs) or any(q.role in ("rate", "count", "among") for q in qs):
        raise Unclear("amounts of two things")
    by_holder = {q.actor: q for q in qs}
    first, second = by_holder.get(ask.actor), by_holder.get(ask.other)
    if not ask.actor or not ask.other or first is None or second is None or first is second:
        raise Unclear("the question names the two holders")
    if second.value == 0:
        raise Unclear("times none")
    value = first.value / second.value
    if value.denominator != 1 or value < 2:
        raise Unclear("几倍 of a smaller amount, or not a whole number of times")
    return f"{first.text}/{second.text}", value
