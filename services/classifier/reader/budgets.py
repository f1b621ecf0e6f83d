"""What is left of an income after its expenses, read by its values: one income ("月薪 12000",
"I earn $3,000 a month"), the amounts spent out of it, all of one period, and what is left or saved
asked:

- "月薪 12000，房租 3500，其他开销 4200，每月能存多少" (4300), "I earn $3,000 a month and spend $1,200 on
  rent and $800 on food. How much is left?" (1000).

A second income (奖金, a bonus, money got), two periods (月薪 … 每年), a count of months or people, a
tax, a percentage, a comparison, amounts in two currencies, or expenses beyond the income make the
request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .bill_people import named_only_in_question_zh, someone_else
from .bills import two_times
from .tokens import TYPE_OF, Said, Tok, last_clause_start
from .triggers import triggered_by

_INCOME = ("月薪", "年薪", "周薪", "日薪", "工资", "收入", "薪水", "salary", "income", "earn", "earns", "make", "makes",
           "take home", "paycheck")
_INCOME_HINTS = ("薪", "工资", "收入", "salary", "income", "earn", "make", "take home", "paycheck")
_LEFT_ASKED = ("能存多少", "存多少", "存下多少", "攒多少", "能攒", "剩多少", "剩下多少", "还剩", "结余多少", "还有多少",
               "left", "left over", "remain", "remains", "remaining", "save", "can i save", "do i save")
_PERIODS = {
    "month": ("月薪", "每月", "每个月", "一个月", "a month", "per month", "monthly", "each month", "every month"),
    "year": ("年薪", "每年", "一年", "a year", "per year", "yearly", "annual", "annually", "each year", "every year"),
    "week": ("周薪", "每周", "一周", "a week", "per week", "weekly", "each week", "every week"),
    "day": ("日薪", "每天", "一天", "a day", "per day", "daily", "each day", "every day"),
}
_PERIOD_TOKENS = {"MONTH_UNIT": "month", "YEAR_UNIT": "year", "WEEK_UNIT": "week", "DAY_UNIT": "day"}
_OTHER = ("奖", "bonus", "兼职", "side", "got", "得到", "收到", "received", "又", "再", "另外", "also", "another", "extra",
          "税", "tax", "社保", "公积金", "五险一金", "扣", "deduct", "比", "than", "more", "less", "倍", "times",
          "%", "percent", "不", "没", "not", "no", "without", "except", "除了", "if", "如果", "假如",
          "借", "欠", "owe", "borrow", "lend", "几个月", "多少个月", "how many", "多久", "how long", "每人", "each of",
          "per person", "平均", "average", "share", "split",
          # money put into savings is kept, not spent: is what is left before or after it?
          "存了", "存入", "存进", "saved", "put aside", "put away")
_ALLOWED = frozenset({"NUM", "UNIT", "WORD", "COMMA", "AND", "YOU", "SPEND", "BUY_ZH", "IS", "ON", "FOR", "IN", "MEI",
                      "HOW_MANY", "DUOSHAO_QIAN", "LEFT_ASK", "WHAT", "ASK", "DE", "TOGETHER", "ZH_SUM", "PAY_EN",
                      "MONTH_UNIT", "YEAR_UNIT", "WEEK_UNIT", "DAY_UNIT", "SHI", "YAO", "KAI"})


@triggered_by(text=_INCOME_HINTS)
def read_budget(tokens: list[Tok], slots: Slots) -> Task | None:
    joined = "".join([t.value for t in tokens])
    if not any(w in joined for w in _INCOME_HINTS):
        return None  # the cheap check first
    said = Said(tokens)
    if not said.any(_INCOME):
        return None
    if any(t.type not in _ALLOWED for t in tokens) or said.any(_OTHER) or someone_else(tokens) \
            or named_only_in_question_zh(tokens) \
            or not Said(tokens[last_clause_start(tokens):]).any(_LEFT_ASKED):
        return None
    named = {p for p, words in _PERIODS.items() if said.any(words)} | {_PERIOD_TOKENS[t.type] for t in tokens
                                                                       if t.type in _PERIOD_TOKENS}
    if len(named) > 1 or two_times(said):
        return None  # a salary a month, rent a year: two periods; 上个月收入 … 这个月支出: two months
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) < 2 or any(slots.number(tokens[i].value).percent
                               or _counts_time(tokens, i) and not money_of(tokens, i, slots) for i in amounts):
        return None
    currencies = {money_of(tokens, i, slots) for i in amounts} - {""}
    if len(currencies) > 1:
        return None
    if income_untold(tokens):
        return None  # "工资卡里有3000元，发了工资，交房租2500元": the pay itself is not told
    earned = [i for i in amounts if Said(_clause_before(tokens, i)).any(_INCOME)]
    if len(earned) != 1 or earned[0] != amounts[0]:
        return None  # the income first, and only one
    values = [slots.number(tokens[i].value).value for i in amounts]
    if any(v <= 0 for v in values) or sum(values[1:]) > values[0]:
        return None
    spent = "+".join(slots.number(tokens[i].value).plain() for i in amounts[1:])
    income = slots.number(tokens[amounts[0]].value).plain()
    return Task("expr", {"expression": f"{income}-({spent})" if len(amounts) > 2 else f"{income}-{spent}"},
                source="parser")


def income_untold(tokens: list[Tok]) -> bool:
    """A clause of the story that names money coming in and no amount ("发了工资", "收入到账了", "got paid")."""
    clauses, start = [], 0
    for k, t in enumerate(tokens[:last_clause_start(tokens)] + [Tok("COMMA", "", -1)]):
        if t.type == "COMMA":
            clauses.append(tokens[start:k])
            start = k + 1
    return any(Said(c).any(_INCOME + _CAME_IN) and "NUM" not in map(TYPE_OF, c) for c in clauses)


_CAME_IN = ("到账", "入账", "got paid")


def _counts_time(tokens: list[Tok], i: int) -> bool:
    """"3 个月", "2 years": a number of periods, not an amount of money ("$3,000 a month" is one)."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and following.type in ("MONTH_UNIT", "YEAR_UNIT", "WEEK_UNIT", "DAY_UNIT")


def _clause_before(tokens: list[Tok], i: int) -> list[Tok]:
    start = i
    while start > 0 and tokens[start - 1].type not in ("COMMA", "AND", "NUM"):
        start -= 1
    return tokens[start:i]

