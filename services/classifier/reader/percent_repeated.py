"""One percentage change said to repeat a counted number of times, read by its values: "500 grew by 10%
two years in a row. What is it now?", "500连续两年每年增长10%，现在是多少", "the price fell 5% for 3
consecutive months". Each change is taken on the amount the one before left: amount × (1 ± p/100)^n.

One amount, one percentage with one direction word, one count of periods or times said with a word that
says they follow one another (in a row, consecutive, 连续), and a question for the amount after. A
second amount or percentage, a direction said twice or not at all, a count that is not whole or above
ten, an amount asked at another moment (after the first year, before, 原来), a question for the change or the rate (how much did it grow, 增长了多少, 百分之几), or a word of
money lent (interest, 利息, 复利: simple or compound is the lender's rule) makes the request unread.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by

_REPEATED = ("in a row", "in row", "consecutive", "consecutively", "straight", "连续")
_UP = ("增长", "增长了", "上涨", "上涨了", "涨", "涨了", "增加", "增加了", "提高", "提高了", "grew", "grow", "grows",
       "rose", "rise", "rises", "increased", "increases", "went up", "goes up", "up")
_DOWN = ("下降", "下降了", "减少", "减少了", "降低", "降低了", "下跌", "下跌了", "跌", "跌了", "降", "降了", "fell", "fall",
         "falls", "dropped", "drops", "decreased", "decreases", "declined", "went down", "goes down", "down")
_PERIODS = frozenset({"年", "个月", "月", "周", "个季度", "季度", "天", "次", "years", "year", "months", "month", "weeks",
                      "week", "quarters", "quarter", "days", "day", "times"})
_ASKS = ("现在是多少", "现在多少", "是多少", "变成多少", "变为多少", "多少", "what is it now", "what's it now", "now",
         "what is it", "how much is it", "what will it be", "after")
_OTHER = ("interest", "利息", "复利", "单利", "rate", "率", "百分之几", "what percent", "by how much", "增长了多少",
          "下降了多少", "how much did", "how much has", "total", "一共", "总共", "average", "平均", "each time by",
          "then", "再", "又", "and then", "off", "折", "tax", "税", "tip",
          "first", "second", "before", "ago", "originally",
          # an amount asked at another moment: one change more, or none? ("… two years in a row. What will it be next year?")
          "next", "last", "later", "tomorrow", "yesterday", "start", "beginning", "at first", "in a year")
# An amount asked at another moment than after the last change, wherever it stands in a Chinese word.
_OTHER_MOMENT_ZH = ("第", "原来", "最初", "以前", "之前", "前", "头", "明年", "去年", "后年", "明天", "昨天", "上个", "下个",
                    "上一", "下一", "再过")  # 明年是多少: one change more, or two?


def _period_count(tokens: list[Tok], i: int, slots: Slots) -> bool:
    n = slots.number(tokens[i].value)
    after = tokens[i + 1].value.lower() if i + 1 < len(tokens) else ""
    unit = (n.unit or after).lower()
    return not n.percent and unit in _PERIODS


@triggered_by(text=_REPEATED)
def read_repeated_change(tokens: list[Tok], slots: Slots) -> Task | None:
    said = Said(tokens)
    if not said.any(_REPEATED) or said.any(_OTHER) or any(w in said.joined for w in _OTHER_MOMENT_ZH) or said.any(_UP) == said.any(_DOWN) or not said.any(_ASKS):
        return None
    percents = [t for t in tokens if t.type == "PCT"]
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    counts = [i for i in numbers if _period_count(tokens, i, slots)]
    amounts = [i for i in numbers if i not in counts]
    if len(percents) != 1 or len(counts) != 1 or len(amounts) != 1 or amounts[0] > counts[0]:
        return None
    count, amount = (slots.number(tokens[i].value) for i in (counts[0], amounts[0]))
    rate = slots.number(percents[0].value)
    if count.value != count.value.to_integral_value() or not 2 <= count.value <= 10 or amount.percent \
            or not 0 < rate.value < 100:
        return None
    sign = "+" if said.any(_UP) else "-"
    return Task("expr", {"expression": f"{amount.plain()}*(1{sign}{rate.plain()}/100)^{int(count.value)}"},
                source="parser")
