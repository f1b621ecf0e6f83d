"""A growth rate from a base and the change said against it: "去年收入10万，今年比去年多了2万，增长了百分之几"
(2 ÷ 10), "去年200人，今年比去年少了50人，下降了百分之几" (50 ÷ 200).

The first clause gives the base with its period (去年, 上个月 …, the word may run on: 去年收入); the second
says the change against that same period (比去年多了 / 少了); the question asks the rate that goes the
way of the change (增长了百分之几, 增长率 for 多; 下降了百分之几, 降幅 for 少; a signed rate, 增长率 or 变化率,
of a fall is negative). A change against another period, an amount now given as well, an increase
asked of a fall (or the other way), another unit or any other number makes the request unread.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by
from .units import amount_unit

_PERIODS = ("去年", "今年", "前年", "明年", "上个月", "这个月", "本月", "上月", "下个月", "上季度", "本季度", "上周", "本周",
            "这周", "昨天", "今天", "第一季度", "第二季度", "第三季度", "第四季度")
_ALLOWED = frozenset({"WORD", "NUM", "UNIT", "MEASURE", "COMMA", "BI", "DUO", "SHAO", "GROWTH_ZH", "FALL_ZH", "ASK",
                      "SHI", "WEI", "YOU", "SPEND", "BUY_ZH", "ADD_MORE", "MA", "HOW_MANY", "DE", "YOY"})
_SIGNED = ("增长率", "变化率", "涨跌幅")


@triggered_by(types=("BI", "GROWTH_ZH", "FALL_ZH"))
def read_growth_by_change(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type not in _ALLOWED for t in tokens) or not any(t.type in ("GROWTH_ZH", "FALL_ZH") for t in tokens):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    bi = [i for i, t in enumerate(tokens) if t.type == "BI"]
    if len(amounts) != 2:
        return None
    if not bi:
        way = _changed_by(tokens, amounts)  # "工资 6000，今年涨了 500，涨了百分之几"
        if way is None:
            return None
        return _rate(tokens, slots, amounts, way)
    if len(bi) != 1 or not amounts[0] < bi[0] < amounts[1]:
        return None
    at = bi[0]
    against, way = tokens[at + 1], tokens[at + 2] if at + 2 < len(tokens) else None
    if against.type != "WORD" or against.value not in _PERIODS or way is None or way.type not in ("DUO", "SHAO"):
        return None
    between = [t for t in tokens[at + 3:amounts[1]] if t.value not in ("了", "卖了", "赚了", "挣了", "收入了")]
    if between or not _base_of(tokens[:amounts[0]], against.value):
        return None  # "比去年多了2万": the change right after its way; the base said of the same period
    return _rate(tokens, slots, amounts, way.type)


# "涨了 500": the change by an amount, said by the one word before it (a word of when may run ahead of it)
_BY_UP = ("涨了", "增加了", "多了", "提高了", "上涨了", "增长了")
_BY_DOWN = ("降了", "减少了", "少了", "下降了", "跌了", "降低了")


_THEN_NOW = frozenset({("去年", "今年"), ("前年", "去年"), ("上个月", "这个月"), ("上个月", "本月"), ("上月", "本月"),
                       ("上月", "这个月"), ("上季度", "本季度"), ("上周", "本周"), ("上周", "这周"), ("昨天", "今天")})


def _changed_by(tokens: list[Tok], amounts: list[int]) -> str | None:
    """"工资 6000，（今年）涨了 500": the base in the first clause, then a clause that is only the word of the
    change and its amount; DUO for a rise, SHAO for a fall, None for any other shape."""
    first, second = amounts
    word = tokens[second - 1] if second else None
    if word is None or word.type not in ("WORD", "GROWTH_ZH", "FALL_ZH") or second < 2 or tokens[second - 2].type != "COMMA" \
            or any(t.type == "COMMA" for t in tokens[:first]) or tokens[first + 1:second - 2] \
            and [t.type for t in tokens[first + 1:second - 2]] not in (["UNIT"], ["MEASURE"]):
        return None
    for ways, kind in ((_BY_UP, "DUO"), (_BY_DOWN, "SHAO")):
        way = next((w for w in ways if word.value.endswith(w)), None)
        if way is not None:
            when = word.value[:-len(way)]
            if when and when not in _PERIODS:
                return None  # "物价涨了 500": another thing moved
            named = [p for t in tokens[:first] if t.type == "WORD" for p in _PERIODS if t.value.startswith(p)]
            if when and named and (named[0], when) not in _THEN_NOW:
                return None  # "今年工资 6000，去年涨了 500": the base is not the amount before the change
            return kind
    return None


def _rate(tokens: list[Tok], slots: Slots, amounts: list[int], way: str) -> Task | None:
    question = tokens[amounts[1] + 1:]
    while question and question[0].type in ("UNIT", "MEASURE"):
        question = question[1:]
    if not question or question[0].type != "COMMA" or any(t.type in ("NUM", "BI") for t in question):
        return None
    asked = Said(question)
    up, down = any(t.type == "GROWTH_ZH" for t in question), any(t.type == "FALL_ZH" for t in question)
    if up == down or not asked.any(("百分", "率", "幅")):
        return None  # 增长了多少: an amount or a rate
    base, change = slots.number(tokens[amounts[0]].value), slots.number(tokens[amounts[1]].value)
    if base.percent or change.percent or base.value <= 0 or change.value <= 0 \
            or amount_unit(tokens, amounts[0], slots) != amount_unit(tokens, amounts[1], slots):
        return None
    if way == "DUO" and up or way == "SHAO" and down:
        return Task("expr", {"expression": f"{change.plain()}/{base.plain()}*100"}, source="parser")
    if way == "SHAO" and asked.any(_SIGNED):
        return Task("expr", {"expression": f"-{change.plain()}/{base.plain()}*100"}, source="parser")
    return None  # an increase asked of a fall


def _base_of(clause: list[Tok], period: str) -> bool:
    """The base's clause names the period the change is said against, and no other."""
    named = [p for t in clause if t.type == "WORD" for p in _PERIODS if t.value.startswith(p)]
    return named == [period]
