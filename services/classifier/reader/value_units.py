"""The periods and units of values: which period names come before which (上个月 before 这个月), how many
of one time or metric unit make another, two amounts in two units summed in the smaller one, and
whether a value is a proper fraction.

Kept apart from the rules because other readers (rates, growth, conversion, stats) use the same
factors and period orders.
"""

from __future__ import annotations

import re

from .units import canonical_unit, money_unit
from .values import PRODUCT, Refuse, SUM, V


def unit_key(word: str) -> str:
    return canonical_unit(word) or money_unit(word) or word


# Periods in time order, so a growth between two named periods knows which came first.
# the week before, this week and the next: 上周 8000 次，这周 6000 次
WEEKS = ("上周", "上个星期", "上星期", "上个礼拜", "这周", "本周", "这个星期", "这星期", "这个礼拜", "下周", "下个星期", "下星期")
_PERIODS = (("前年", "去年", "今年", "明年"), ("上个月", "上月", "这个月", "本月", "下个月"),
            ("上季度", "上个季度", "本季度", "这季度", "这个季度", "下季度", "下个季度"), WEEKS, ("第一季度", "一季度", "q1"), ("第二季度", "二季度", "q2"),
            ("第三季度", "三季度", "q3"), ("第四季度", "四季度", "q4"))
PERIOD_RANK = {"前年": 0, "去年": 1, "今年": 2, "明年": 3, "上个月": 0, "上月": 0, "这个月": 1, "本月": 1,
               "下个月": 2, "上季度": 0, "上个季度": 0, "本季度": 1, "这季度": 1, "这个季度": 1,
               "下季度": 2, "下个季度": 2, "第一季度": 1, "一季度": 1, "q1": 1, "第二季度": 2,
               "二季度": 2, "q2": 2, "第三季度": 3, "三季度": 3, "q3": 3, "第四季度": 4, "四季度": 4, "q4": 4,
               **{w: 0 if w.startswith("上") else 2 if w.startswith("下") else 1 for w in WEEKS}}
_PERIOD_FAMILY = {w: i for i, family in enumerate(_PERIODS) for w in family}


_YEAR_NAME = re.compile(r"(\d{4})年")


def period_rank(name: str) -> tuple[int, int]:
    """(family, rank) of the period a name starts with; a name with no period word refuses."""
    year = _YEAR_NAME.match(name)
    if year:
        return 9, int(year.group(1))
    for word in sorted(PERIOD_RANK, key=len, reverse=True):
        if name.startswith(word):
            family = min(_PERIOD_FAMILY[word], 4)  # the quarters Q1 … Q4 are one family
            return family, PERIOD_RANK[word]
    raise Refuse(f"'{name}' names no period, so which value is older is not known")


_NEXT_PERIOD = ("over-", "qoq", "mom", "yoy", "环比", "同比")  # quarter-over-quarter, 环比: one period to the next


def periods_fit(words: list[str], old_rank: int, new_rank: int) -> bool:
    """A growth asked period over period (环比, QoQ, YoY) compares one period with the one before it:
    Q1 and Q3 are not quarter-over-quarter."""
    return not any(w in word.lower() for word in words for w in _NEXT_PERIOD) or new_rank - old_rank == 1


# The calendar's units: a day of work or of the calendar, a month or a year of no fixed length; a rate per hour is
# never spread over them, nor a conversion into hours guessed from them
CALENDAR_KEYS = frozenset({"day", "week", "month", "year"})
# Exact steps between time units, for amounts written in two units ("2小时15分钟").
TIME_STEP = {("h", "min"): 60, ("min", "s"): 60, ("day", "h"): 24, ("week", "day"): 7}


def time_factor(source: str, target: str) -> int | None:
    """How many `target` make one `source` (h → s: 3600), through the steps above; None if none."""
    factor, unit = 1, source
    while unit != target:
        step = next(((b, n) for (a, b), n in TIME_STEP.items() if a == unit), None)
        if step is None:
            return None
        unit, factor = step[0], factor * step[1]
    return factor if source != target else None


# Exact metric steps, for amounts in two units added up and asked in a third ("3 km plus 450 m in metres").
_METRIC_STEP = {("km", "m"): 1000, ("m", "dm"): 10, ("dm", "cm"): 10, ("cm", "mm"): 10, ("kg", "g"): 1000,
                ("L", "mL"): 1000}


def exact_factor(source: str, target: str) -> int | None:
    """How many `target` make one `source`, for time units and the metric ones above; None if none."""
    factor, unit = 1, source
    while unit != target:
        step = next(((b, n) for (a, b), n in {**TIME_STEP, **_METRIC_STEP}.items() if a == unit), None)
        if step is None:
            return None
        unit, factor = step[0], factor * step[1]
    return factor if source != target else None


def in_smaller_unit(op: str, a: V, b: V) -> V | None:
    """"3 km plus 450 m": two amounts of one kind in two units, summed in the smaller one; None where no
    exact step joins them. The answer's unit is not said, so the Builder reads it only with one asked."""
    if not a.unit or not b.unit or a.unit == b.unit or a.percent or b.percent:
        return None
    if (factor := exact_factor(a.unit, b.unit)) is not None:
        return V(f"{a.at(PRODUCT)}*{factor}{op}{b.at(SUM + 1)}", SUM, b.unit)
    if (factor := exact_factor(b.unit, a.unit)) is not None:
        return V(f"{a.at(SUM)}{op}{b.at(PRODUCT)}*{factor}", SUM, a.unit)
    return None


def bare_number_in_a_smaller_unit(a: V, b: V) -> None:
    """"3 km plus 450", "2小时加30": a bare number ten times the amount or more, beside a unit that has
    a smaller one, may be in the smaller unit (450 m, 30 minutes): two readings. "12米加34" reads as 46 米."""
    amount, bare = (a, b) if a.unit else (b, a)
    if amount.number is None or bare.number is None or amount.number.value <= 0:
        return
    if any(big == amount.unit for big, _ in {**TIME_STEP, **_METRIC_STEP}) and \
            abs(bare.number.value) >= 10 * amount.number.value:
        raise Refuse("a bare number beside an amount may be in a smaller unit: two readings")


_FRACTION = re.compile(r"\(?(\d+)/(\d+)\)?")


def proper_fraction(v: V) -> bool:
    """A fraction below one written as such ("三分之一", "1/4"): a share when it changes an amount."""
    m = _FRACTION.fullmatch(v.text) if v.number is None and not v.percent and not v.unit else None
    return bool(m) and 0 < int(m.group(1)) < int(m.group(2))


def story_unit(v: V) -> str:
    return v.unit or (v.number.unit if v.number is not None else "")
