"""A conversion told wrong in a Chinese story (red team zh 31, issue 15): a guard every reading passes (guard_checks.py).

1小时有100分钟，2小时是多少分钟; 一公里等于100米; 一周有6天; 一年有10个月; 1米=1000厘米: a unit said to hold another of its
own kind in another number than it does is a slip or a trick, and a reading that multiplies by it answers wrong.
told_apart_zh.py holds 每两100克 and 1千克是100克 (a copula, units of weight, length, volume and clock time); here any
copula (有, 等于, 相当于, 合, =) and the calendar too: a day is 24 hours, a week 7 days, a month 28 to 31 days (or 4
weeks, the loose count), a year 12 months, 365 or 366 days, 52 weeks. The units of the market (市斤, 尺, 寸, 丈, 公分)
are known exactly; the imperial ones (英寸, 英尺, 英里, 磅, 盎司) within 2 %, a rounded factor told (1英里等于1.6公里)
being the user's own convention. A conversion told as approximate (1公里大约等于2里，3公里是多少里) is a hedge: a value
computed from it would be shown as exact (red team zh 32); asked approximately too (5英里约等于多少千米, 大约是多少) it is
read (hostile round 8).
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..slots import Slots

_DAY = 86400
# Each unit's size in its kind's smallest (seconds, millimetres, grams, millilitres, square centimetres)
_SIZES = {
    "秒": ("s", 1), "分钟": ("s", 60), "小时": ("s", 3600), "钟头": ("s", 3600), "天": ("s", _DAY), "日": ("s", _DAY),
    "星期": ("s", 7 * _DAY), "周": ("s", 7 * _DAY), "礼拜": ("s", 7 * _DAY),
    "毫米": ("mm", 1), "厘米": ("mm", 10), "分米": ("mm", 100), "米": ("mm", 1000), "千米": ("mm", 10**6),
    "公里": ("mm", 10**6), "里": ("mm", 500000),
    "克": ("g", 1), "两": ("g", 50), "斤": ("g", 500), "公斤": ("g", 1000), "千克": ("g", 1000), "吨": ("g", 10**6),
    "毫升": ("ml", 1), "升": ("ml", 1000), "立方厘米": ("ml", 1), "立方分米": ("ml", 1000), "立方米": ("ml", 10**6),
    "平方厘米": ("cm2", 1), "平方分米": ("cm2", 100), "平方米": ("cm2", 10**4), "公顷": ("cm2", 10**8),
    "平方千米": ("cm2", 10**10), "平方公里": ("cm2", 10**10), "亩": ("cm2", Fraction(10**8, 15)),
    "市斤": ("g", 500), "市两": ("g", 50), "毫克": ("g", Fraction(1, 1000)), "公分": ("mm", 10),
    "尺": ("mm", Fraction(1000, 3)), "寸": ("mm", Fraction(100, 3)), "丈": ("mm", Fraction(10000, 3)),
    "英寸": ("mm", Fraction(254, 10)), "英尺": ("mm", Fraction(3048, 10)), "英里": ("mm", 1609344),
    "磅": ("g", Fraction(45359237, 10**5)), "盎司": ("g", Fraction(28349523125, 10**9)),
}
# Units whose factor is told rounded (1英里等于1.6公里, 1磅等于0.45千克): a told factor within 2 % of the true one passes
_IMPERIAL = frozenset({"英寸", "英尺", "英里", "磅", "盎司"})
_ROUNDED = Fraction(2, 100)
_ASKED_ROUGHLY = re.compile("约|大概|左右")
# The calendar's units whose size in another is one of several (a month of 28 to 31 days) or not a fixed multiple
_CALENDAR = {("年", "月"): {12}, ("年", "季度"): {4}, ("季度", "月"): {3}, ("年", "天"): {365, 366}, ("年", "日"): {365, 366},
             ("年", "周"): {52}, ("年", "星期"): {52}, ("月", "天"): {28, 29, 30, 31}, ("月", "日"): {28, 29, 30, 31},
             ("月", "周"): {4}, ("月", "星期"): {4}}
_UNITS = "|".join(sorted({*_SIZES, "年", "月", "季度"}, key=len, reverse=True))
_TOLD = re.compile(rf"(?:^|(?<=[，,。；;：:]))(?:(?P<count><n\d+>|一)(?P<ge>个)?)?(?P<a>{_UNITS})"
                   rf"(?P<hedge>约|大约|大概|差不多|近似)?(?:有|是|等于|相当于|合|折合|就是|=)"
                   rf"(?P<k><n\d+>)个?(?P<b>{_UNITS})(?=[，,。；;？?！!]|$)")


def conversion_told_wrong_zh(slots: Slots) -> bool:
    """Whether a clause tells a unit in another of its kind in a number it does not hold, or only about (see the
    module's docstring)."""
    for m in _TOLD.finditer(slots.text):
        value = getattr(slots.items[int(m["k"][2:-1])], "value", None)
        count = 1 if m["count"] in (None, "一") else getattr(slots.items[int(m["count"][2:-1])], "value", None)
        if value is None or not count or _a_name(m["a"], count, m["ge"]):
            continue
        told = Fraction(str(value)) / Fraction(str(count))
        allowed = _allowed(m["a"], m["b"])
        if allowed is None:
            continue
        rounded = {m["a"], m["b"]} & _IMPERIAL and any(abs(told / a - 1) <= _ROUNDED for a in allowed)
        if m["hedge"] and not _ASKED_ROUGHLY.search(_last_clause(slots.text)) or not m["hedge"] and not rounded \
                and told not in allowed:
            return True
    return False


def _a_name(unit: str, count: object, ge: str | None) -> bool:
    """2月有28天 (February, not two months), 2024年有366天 (a calendar year): a count that names."""
    return unit == "月" and ge is None and count != 1 or unit == "年" and Fraction(str(count)) >= 1000


def _allowed(a: str, b: str) -> set[Fraction] | None:
    """How many of `b` one `a` may hold, or None where the two are not of one kind (or the pair is not known)."""
    if (a, b) in _CALENDAR:
        return {Fraction(n) for n in _CALENDAR[a, b]}
    if a in _SIZES and b in _SIZES and _SIZES[a][0] == _SIZES[b][0]:
        return {Fraction(_SIZES[a][1]) / Fraction(_SIZES[b][1])}
    return None


def _last_clause(text: str) -> str:
    return re.split("[，,。；;！!？?]", text.rstrip("，,。；;！!？? "))[-1]
