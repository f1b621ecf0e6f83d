"""A growth rate read by its values: two amounts, each named with its own period, and a question
for the rate ("2022年营收200亿，2023年营收250亿，增长率是多少", "Revenue was 200 in 2022 and 250 in
2023. What was the growth rate?", "上个月1200，这个月1500，环比增长率多少").

Without periods, 从/from and 到/to before the amounts say it ("用户数从 1.2 万增长到 1.5 万"). The
periods say which amount is the base: the earlier one (years and 去年/今年 in either order;
months and quarters, which may cross a year, only when written in order).
Periods of different kinds (a year and a month), a clause with two amounts, a third amount, a
question that does not ask a rate (增长了多少: an amount or a rate?), or a word that changes the
question (average, annual, 年均, 如果 …) make the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Tok
from .units import amount_unit
from .values import _PERIOD_RANK

_ALLOWED = frozenset({"NUM", "WORD", "COMMA", "AND", "IN", "IS", "WHAT", "SHI", "DE", "YEAR_UNIT", "MONTH_UNIT",
                      "MEASURE", "UNIT", "GROWTH_ZH", "GROWTH_EN", "YOY", "HOW_MANY", "ASK", "MA", "BY",
                      "WHAT_PERCENT", "RISE_EN", "GROW_VERB", "PRICE_EN", "SPEND", "FROM", "TO", "CONG", "DAO",
                      "RISE_ZH"})
_RATE_MARKS = ("率", "幅", "百分", "rate", "percent")
# Words that ask something else than the rate between the two amounts, or make it hypothetical.
_OTHER_QUESTION = ("average", "mean", "annual", "yearly", "compound", "cagr", "per year", "each year", "every year",
                   "total", "sum", "difference", "more than", "less than", "if", "would", "predict", "forecast",
                   "expect", "target", "fall", "drop", "declin", "decreas", "lower", "loss",
                   "平均", "年均", "均", "每年", "复合", "总", "合计", "一共", "差", "多了", "少了", "下降", "减少", "降", "跌",
                   "如果", "假如", "假设", "预计", "预测", "目标", "需要", "亏")
# English month names ("may" is left out: a verb too).
_MONTHS_EN = {"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
              "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9,
              "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12}
_QUARTERS = {"q1": 1, "q2": 2, "q3": 3, "q4": 4}


def read_growth(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type not in _ALLOWED for t in tokens) or not _asks_rate(tokens):
        return None
    if any(t.type == "WORD" and (any(w in t.value for w in _OTHER_QUESTION)
                                 or t.value not in _QUARTERS and any(ch.isdigit() for ch in t.value))
           for t in tokens):
        return None
    if any(t.type == "MEASURE" and t.value != "份" for t in tokens):
        return None
    if any(t.type in ("YEAR_UNIT", "MONTH_UNIT") and (not i or tokens[i - 1].type != "NUM") for i, t in enumerate(tokens)):
        return None  # "年均": a 年 that names no year
    periods, amounts = _periods_and_amounts(tokens, slots)
    if periods is None or len(amounts) != 2:
        return None
    if not periods:
        marked = _from_to(tokens, amounts)
        if marked is None:
            return None
        old_i, new_i = marked
        return _rate(tokens, slots, old_i, new_i)
    named = []
    for clause in _clauses(len(tokens), tokens):
        here_amounts = [i for i in amounts if i in clause]
        here_periods = [p for i, p in periods.items() if i in clause]
        if len(here_amounts) > 1 or len(here_periods) > 1 or len(here_periods) != len(here_amounts):
            return None
        if here_amounts:
            named.append((here_periods[0], here_amounts[0]))
    if len(named) != 2 or named[0][0][0] != named[1][0][0] or named[0][0][1] == named[1][0][1]:
        return None  # two periods of one kind, different
    if named[0][0][0] in ("month", "quarter") and named[0][0][1] > named[1][0][1]:
        return None  # "12月 … 1月 …": December of the year before, or of the same year?
    (_, old_i), (_, new_i) = sorted(named)
    return _rate(tokens, slots, old_i, new_i)


def _from_to(tokens: list[Tok], amounts: list[int]) -> tuple[int, int] | None:
    """"从 1.2 万增长到 1.5 万", "goes from 64 to 88": the word before each amount says which is which."""
    before = {i: tokens[i - 1].type if i else "" for i in amounts}
    olds = [i for i in amounts if before[i] in ("FROM", "CONG")]
    news = [i for i in amounts if before[i] in ("TO", "DAO", "RISE_ZH")]
    if len(olds) != 1 or len(news) != 1 or olds[0] > news[0]:
        return None
    return olds[0], news[0]


def _rate(tokens: list[Tok], slots: Slots, old_i: int, new_i: int) -> Task | None:
    old, new = slots.number(tokens[old_i].value), slots.number(tokens[new_i].value)
    if old.percent or new.percent or old.value <= 0 or amount_unit(tokens, old_i, slots) != amount_unit(tokens, new_i, slots):
        return None
    return Task("growth_rate", {"old": old.plain(), "new": new.plain()}, source="parser")


def _asks_rate(tokens: list[Tok]) -> bool:
    growth = [t.value for t in tokens if t.type in ("GROWTH_ZH", "GROWTH_EN")]
    if len(growth) != 1:
        return False
    if any(mark in growth[0] for mark in _RATE_MARKS):
        return True
    return growth[0] in ("increase", "growth", "grow") and any(t.type == "WHAT_PERCENT" for t in tokens)


def _periods_and_amounts(tokens: list[Tok], slots: Slots) -> tuple[dict[int, tuple[str, int]] | None, list[int]]:
    """The period each marker names (index → (kind, rank)) and the indices of the other numbers."""
    periods: dict[int, tuple[str, int]] = {}
    amounts: list[int] = []
    for i, t in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        previous = tokens[i - 1] if i else None
        if t.type == "WORD":
            period = _period_word(t.value)
            if period is not None:
                periods[i] = period
            continue
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        whole = n.value == n.value.to_integral_value() and not n.percent
        if following is not None and following.type == "YEAR_UNIT":
            if not (whole and 1900 <= n.value <= 2100):
                return None, []  # "3年": a duration
            periods[i] = ("year", int(n.value))
        elif following is not None and following.type == "MONTH_UNIT":
            if following.value != "月" or not (whole and 1 <= n.value <= 12):
                return None, []  # "3个月": a duration
            periods[i] = ("month", int(n.value))
        elif previous is not None and previous.type == "IN" and whole and not n.unit and 1900 <= n.value <= 2100 \
                and (following is None or following.type != "UNIT"):
            periods[i] = ("year", int(n.value))
        else:
            amounts.append(i)
    return periods, amounts


def _period_word(word: str) -> tuple[str, int] | None:
    if word in _MONTHS_EN:
        return "month", _MONTHS_EN[word]
    if word in _QUARTERS:
        return "quarter", _QUARTERS[word]
    for name in sorted(_PERIOD_RANK, key=len, reverse=True):
        if word.startswith(name):
            kind = "year" if name.endswith("年") else "month" if "月" in name else "quarter"
            return ("relative " + kind if name in ("前年", "去年", "今年", "明年", "上个月", "上月", "这个月", "本月",
                                                   "下个月", "上季度", "本季度") else kind), _PERIOD_RANK[name]
    return None


def _clauses(size: int, tokens: list[Tok]) -> list[range]:
    cuts = [i for i, t in enumerate(tokens) if t.type in ("COMMA", "AND")]
    bounds = [-1, *cuts, size]
    return [range(a + 1, b) for a, b in zip(bounds, bounds[1:])]
