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

from dtlib.unit_factors import LINEAR_BY_NAME

from ..slots import Slots
from .vocab_zh import clauses_zh, has_cjk

# Each Chinese unit's dimension and size in its base, by the sandbox's exact table (dtlib.unit_factors), with what it
# has no entry for: 吨, which a Chinese story means as 1000 kg (the table's 公吨), the old 里 (500 m), the market's 尺, 寸
# and 丈 (a third of a metre, its tenth, ten of it), the ounce, and the square and the cube of each length (平方米, 立方厘米)
_LENGTHS = {name: size for name, (dimension, size) in LINEAR_BY_NAME.items() if dimension == "length" and has_cjk(name)}
_SIZES = {**{name: kind_and_size for name, kind_and_size in LINEAR_BY_NAME.items() if has_cjk(name)},
          "吨": ("mass", Fraction(1000)), "里": ("length", Fraction(500)),
          "尺": ("length", Fraction(1, 3)), "寸": ("length", Fraction(1, 30)), "丈": ("length", Fraction(10, 3)),
          "盎司": ("mass", Fraction(28349523125, 10**12)),
          **{"平方" + name: ("area", size**2) for name, size in _LENGTHS.items()},
          **{"立方" + name: ("volume", size**3) for name, size in _LENGTHS.items()}}
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
        return {_SIZES[a][1] / _SIZES[b][1]}
    return None


def _last_clause(text: str) -> str:
    clauses = clauses_zh(text)
    return clauses[-1] if clauses else ""
