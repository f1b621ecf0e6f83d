"""归一, a teacher's proportion in Chinese: one amount for a count or a time told, the same rate asked of another count or
time ("3支笔6元，5支笔多少元" → 6/3*5 = 10; "王师傅3小时做了45个零件，照这样计算，8小时做多少个" → 45/3*8 = 120), or back
("照这样计算，做120个零件要几小时" → 120/(45/3) = 8; "3支笔6元，10元能买几支笔" → 10/(6/3) = 5).

What licenses the proportion: a price of a count of one named thing is its price each (单价, a property of the thing:
"3支笔6元" prices the pen, the same pen asked again); a doer's amount in a time is not always proportional (a person
tires, a machine stops), so a time needs the words that say it is: 照这样计算, 照这样的速度, 用同样的速度, 按这样的效率.
The thing priced or made is one word naming a thing (笔, 零件; "3支笔找回6元" is no price of 笔找回). The question keeps
the told words: the same time unit, the same measure word and thing, the same verb, no other doer
(李师傅), nothing left or more (还要, 比 … 多), no hedge; every number read once; the answer exact in its unit (a count
whole, money to the 分). Otherwise the request is not read here, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .teacher_words_zh import (N, STOPS_ZH, TIMES_ZH, UNIT_ZH, exact_task, number, one_thing, story_clauses,
                               uses_every_number)
from .tokens import Tok
from .triggers import triggered_by

_UNIT = UNIT_ZH
_ITEM = r"[^<>0-9，每多少几共要用花买还剩再又约了能可的]{1,5}?"
_VERB = r"[^<>0-9，每多少几共要用花买还剩再又约了能可的照按同]{1,3}"
_WHO = r"[^<>0-9，每多少几共还剩再又约照按同第]{1,6}"  # not 第3天: a day, no time taken
_PRICE = re.compile(rf"(?:买了?)?(?P<a>{N})(?P<m>{_UNIT})(?P<item>{_ITEM})?(?:用了|花了|共|一共|共要|一共要|要|需要|是)?"
                    rf"(?P<b>{N})元")
_RATE = re.compile(rf"(?P<who>{_WHO})?(?P<a>{N}|一)(?P<t>{TIMES_ZH})(?P<verb>{_VERB})了?(?P<b>{N})(?P<u>{_UNIT})"
                   rf"(?P<item>{_ITEM})?")
_PRICE_ASKED = re.compile(rf"(?:买了?)?(?P<c>{N})(?P<m>{_UNIT})(?P<item>{_ITEM})?"
                          r"(?:要|需要|共|一共|共要|一共要|需要花|要花|要用|要付)?(?:(?:多少|几)元(?:钱)?|多少钱)")  # 多少钱: in 元, told
_PRICE_BACK = re.compile(rf"(?P<c>{N})元(?:钱)?(?:能|可以|可)买(?:几|多少)(?P<m>{_UNIT})(?P<item>{_ITEM})?")
_RATE_ASKED = re.compile(rf"(?P<c>{N})(?P<t>{TIMES_ZH})(?:一共|共|能|可以|能够)?(?P<verb>{_VERB})?(?:多少|几)(?P<u>{_UNIT})"
                         rf"(?P<item>{_ITEM})?")
_RATE_BACK = re.compile(rf"(?P<verb>{_VERB})?(?P<c>{N})(?P<u>{_UNIT})(?P<item>{_ITEM})?(?:要|需要|得)(?:用)?(?:几|多少)(?:个)?"
                        rf"(?P<t>{TIMES_ZH})")
# The words that say a rate stays as it was; and, for a price, that things priced are alike.
_SAME_RATE = re.compile(r"(?:照|按|按照)(?:这样|这种)(?:的)?(?:速度|效率)?(?:计算|算)?|(?:用|以|按|照)?(?:同样|一样)的(?:速度|效率)"
                        r"(?:计算)?")
_SAME_PRICE = re.compile(rf"同样的(?P<item>{_ITEM})|(?:每(?P<m>{_UNIT})|一种|这种|同一种|同种)(?P<item2>{_ITEM})?的(?:价钱|价格|单价)"
                         r"(?:都)?(?:相同|一样|同样)")


@triggered_by(text=("元", "照这样", "按照这样", "按这样", "同样的", "一样的"))
def read_unit_rate_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or not 2 <= len(clauses) <= 3 or STOPS_ZH.search("".join(clauses)):
        return None
    *story, asked = clauses
    said = [c for c in story if _PRICE.fullmatch(c) or _RATE.fullmatch(c)]
    if len(said) != 1:
        return None
    others = [c for c in story if c is not said[0]]
    told = _PRICE.fullmatch(said[0]) or _RATE.fullmatch(said[0])
    if "t" not in told.groupdict():  # a price: the thing priced is the thing asked
        if not all(_SAME_PRICE.fullmatch(c) or _SAME_RATE.fullmatch(c) for c in others):
            return None
        alike = [m for m in map(_SAME_PRICE.fullmatch, others) if m]
        named = {told["item"], *(m["item"] or m["item2"] for m in alike)} - {None}
        if len(named) != 1 or not one_thing(next(iter(named))) or any(m["m"] not in (None, told["m"]) for m in alike):
            return None
        return _priced(told, asked, named.pop(), clauses, slots)
    if len(others) != 1 or not _SAME_RATE.fullmatch(others[0]):
        return None  # a doer's time: only the words say the rate stays
    return _timed(told, asked, clauses, slots)


def _priced(told: re.Match, asked: str, item: str, clauses: list[str], slots: Slots) -> Task | None:
    forward, back = _PRICE_ASKED.fullmatch(asked), _PRICE_BACK.fullmatch(asked)
    q = forward or back
    if q is None or q["m"] != told["m"] or q["item"] not in (None, item) \
            or not uses_every_number(clauses, [told["a"], told["b"], q["c"]]):
        return None
    return _proportion(slots, told["a"], told["b"], q["c"], "元" if forward else told["m"], back=back is not None)


def _timed(told: re.Match, asked: str, clauses: list[str], slots: Slots) -> Task | None:
    forward, back = _RATE_ASKED.fullmatch(asked), _RATE_BACK.fullmatch(asked)
    q = forward or back
    if q is None or q["t"] != told["t"] or q["u"] != told["u"] or q["item"] not in (None, told["item"]) \
            or told["item"] is not None and not one_thing(told["item"]) \
            or q["verb"] not in (None, told["verb"]) or not uses_every_number(clauses, [told["a"], told["b"], q["c"]]):
        return None
    return _proportion(slots, told["a"], told["b"], q["c"], told["u"] if forward else told["t"], back=back is not None)


def _proportion(slots: Slots, a: str, b: str, c: str, unit: str, *, back: bool) -> Task | None:
    """b for a, asked of c: b/a*c forward, c/(b/a) back, where the answer is exact in the unit it is asked in."""
    a_, b_, c_ = (1 if s == "一" else number(slots, s) for s in (a, b, c))  # 一小时 said in words
    value = c_ / (b_ / a_) if back else b_ / a_ * c_
    a, b, c = ("1" if s == "一" else slots.number(s).plain() for s in (a, b, c))
    expression = f"{c}/({b}/{a})" if back else f"{b}/{a}*{c}"
    return exact_task(value, unit, expression)
