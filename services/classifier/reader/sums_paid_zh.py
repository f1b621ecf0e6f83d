"""A sum asked as paid that adds an amount no one paid (red team zh 32, issue 15): the parser reads 一共 as the sum of
the story's money, and 一件外套300元，预算是400元，一共付多少元 came out 700. Where the question asks what is paid,
spent or cost (付, 花, 买, 要), a plain sum is refused when an amount it adds is
- a budget, a wage, an income, a cost price, a balance or money carried (预算, 月薪, 工资, 收入, 成本, 进价, 余额, 带了):
  no price of what was bought;
- of a thing or a place the question leaves out: 买鞋一共付多少元 after 一双鞋400元，一双袜子20元, 在实体店买 after 一双鞋
  400元，实体店卖450元: the thing bought (after 买) or the place (after 在) the question names is said in some summed
  clauses and not in another (今天吃饭一共花了多少 names no buying and passes, 奶茶 beside 午饭 and 晚饭);
- of another occasion than the one asked: 这次一共付多少元 after 上次买的裤子200元, 今天 after 昨天买的 (两次一共 asks both).
月薪8000元，还有奖金500元，一共拿到多少元 asks no payment and passes; 买鞋和袜子一共付多少元 names both.
offer_terms_zh.py refuses the sums that add a threshold, an amount taken off or another time's price.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .vocab_zh import clauses_zh

_PLAIN_SUM = re.compile(r"\d+(?:\.\d+)?(?:\+\d+(?:\.\d+)?)+")
_PAID_ASKED = re.compile("付|花|买|要多少|多少钱|价钱|价格")
# the occasion asked, and a clause's other one
_THIS_TIME = re.compile("这次|这回|本次|今天")
_ANOTHER_TIME = re.compile("上次|上回|之前|以前|昨天|前天|上周|上个月|去年")
_NO_PRICE = re.compile("预算|月薪|年薪|工资|收入|成本|进价|余额|存款|带了|身上有|钱包里")
# the thing bought or the place the question names: 买鞋一共, 在实体店买, 买外套和裤子要
_BOUGHT_OR_WHERE = re.compile(r"(?:买了?|在)(?P<what>[\u4e00-\u9fff]{1,6}?)(?:一共|总共|共|要|付|花|买|多少)")
# counts and measures the named stretch may hold beside the thing
_COUNTS = re.compile("[一二两三四五六七八九十几这那些的和]|[件条个双只本支台份杯瓶盒箱袋包斤张把套次]")


def sum_adds_no_price(task: Task, slots: Slots) -> bool:
    """Whether a plain sum read of a (slotted) Chinese request asked as paid adds an amount told as no price, or of a
    thing or place the question leaves out."""
    expression = str(task.args.get("expression", "")).replace(" ", "")
    clauses = clauses_zh(slots.text)
    if task.op != "expr" or not _PLAIN_SUM.fullmatch(expression) or len(clauses) < 2 \
            or not _PAID_ASKED.search(clauses[-1]):
        return False
    summed = [_clause_of(Decimal(term), clauses[:-1], slots) for term in expression.split("+")]
    summed = [c for c in summed if c is not None]
    if any(_NO_PRICE.search(c) for c in summed):
        return True
    if _THIS_TIME.search(clauses[-1]) and any(_ANOTHER_TIME.search(c) for c in summed):
        return True
    named = _BOUGHT_OR_WHERE.search(clauses[-1])
    asked = _characters(_COUNTS.sub("", named["what"])) if named else set()
    said = [asked & _characters(c) for c in summed]
    return any(said) and not all(said)


def _clause_of(value: Decimal, story: list[str], slots: Slots) -> str | None:
    """The story clause whose slot holds `value` (the last, where several do)."""
    found = None
    for clause in story:
        for k in re.findall(r"<n(\d+)>", clause):
            if getattr(slots.items[int(k)], "value", None) == value:
                found = clause
    return found


def _characters(text: str) -> set[str]:
    """The Chinese characters of a stretch (鞋, 外, 套 …)."""
    return set(re.findall(r"[\u4e00-\u9fff]", text))
