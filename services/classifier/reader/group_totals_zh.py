"""Totals over a group or a year (issue 15, the composition layer):
- a price of one thing each person has, times the people of a group: 一张电影票45元，全班38人去看电影，一共要花多少元 →
  45×38; 一套校服180元，我们班有45人，全班买校服一共要多少元 → 180×45;
- a share of a monthly pay set aside each month, over a year of 12 months: 爸爸月工资6000元，每月存下百分之三十，一年能存下
  多少元 → 6000×30%×12.

The group's price is read only where the thing is one a person has one of (a ticket, a meal, a uniform: 票, 餐, 服) or
the story's doing or question names it (买校服, 去看电影 of 电影票), the people are counted in 人 (名, 位), and the question
asks money the story's words name; every number used. The saving is read only where it is each month's (每月, or no
period said), the question asks a year's of the same doing (存下 … 存下; 花掉 is the rest: slow), in 元. A condition,
a half price, a discount, people left out, an estimate: slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, f, names_written_back, shown, value
from .vocab_zh import clauses_zh

_GATE = re.compile("人|月")
_PRICE = re.compile(r"(?:一|每)(?P<m>[张套份个本支件瓶盒双条顶])(?P<thing>[^<>]{1,6}?)(?:是|要|卖|需要|的价格是|售价)?<n(?P<p>\d+)>(?:元|块钱?)")
_PEOPLE = re.compile(r"(?P<g>[^<>]{0,6}?)(?:有|一共有?|共有?)?<n(?P<c>\d+)>(?:人|名同学|名学生|名|位同学|位|个同学|个人)(?P<doing>[^<>]{0,8})")
_MONEY_ASKED = re.compile(r"(?P<q>[^<>]*?)(?:多少元|多少钱|多少块钱?)")
_EACH_HAS = re.compile("票|餐|服")
_NOT_GROUP = re.compile("半|折|优惠|免|每人|其中|各|另|又|再|剩|还|比|倍|平均|分")
_QUESTION_WORDS = re.compile("一共|总共|共|要|需要|得|应该?|花|付|用|交|能|可以|了|的|买|这些|我们|他们|大家|全部")
_PAY = re.compile(r"(?P<h>[^<>]*?)(?:每个?月|月)(?:的)?(?:工资|收入|薪水|薪资|月薪)?(?:是|有)?<n(?P<w>\d+)>元|(?P<h2>[^<>]*?)月薪<n(?P<w2>\d+)>元")
_SAVED = re.compile(r"(?:每个?月)?(?:都)?(?P<v>存下|存|攒下|攒|省下|省|储蓄)了?(?:工资的|收入的|其中的)?"
                    r"(?:<p(?P<p>\d+)>|<n(?P<den>\d+)>分之<n(?P<num>\d+)>)")
_YEAR_SAVED = re.compile(r"(?:一|全)年(?:下来)?(?:能|可以|一共|共|总共)?(?:能|可以)?(?P<v>存下|存|攒下|攒|省下|省|储蓄)了?(?:多少元|多少钱)")


def group_totals_composed_zh(slots: Slots, core: str) -> Task | None:
    """A price times a group's people, or a monthly share over a year, or None."""
    if not _GATE.search(core) or STOPS.search(core) or "多少" not in core:
        return None
    text, labels = names_written_back(core, slots)
    years = {int(k) for k in re.findall(r"<n(\d+)>(?=年)", text) if getattr(slots.items[int(k)], "raw", "") == "一"}
    text = re.sub(r"<n(\d+)>(?=年)", lambda m: "一" if int(m.group(1)) in years else m.group(), text)
    labels = labels | years  # 一年: the period asked, no amount
    clauses = clauses_zh(text)
    if len(clauses) != 3:
        return None
    every = {int(k) for k in re.findall(r"<[nop](\d+)>", text)}
    reader = "composed_group_total_zh"
    expression = _group_price(clauses, slots, every - labels)
    if expression is None:  # a month's share over a year: the layer's conversion of periods (periods_asked.py)
        reader, expression = "composed_period_zh", _year_saved(clauses, slots, every - labels)
    if expression is None:
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, reader)


def _group_price(clauses: list[str], slots: Slots, every: set[int]) -> str | None:
    price, people, asked = _PRICE.fullmatch(clauses[0]), _PEOPLE.fullmatch(clauses[1]), _MONEY_ASKED.fullmatch(clauses[2])
    if price is None or people is None or asked is None or any(_NOT_GROUP.search(c) for c in clauses):
        return None
    if every != {int(price.group("p")), int(people.group("c"))}:
        return None
    thing, story = price.group("thing"), "".join(clauses[:2])
    question = _QUESTION_WORDS.sub("", asked.group("q"))
    if any(ch not in story for ch in question if "\u4e00" <= ch <= "\u9fff"):
        return None  # a group or a thing the story never names
    named = people.group("doing") + asked.group("q")
    if not (_EACH_HAS.search(thing[-1]) or thing[-2:] in named or thing[:2] in named):
        return None  # 一个足球 for a class of 38: each pupil one?
    p, c = value(slots, int(price.group("p"))), value(slots, int(people.group("c")))
    if p is None or c is None or c.denominator != 1:
        return None
    return f"{f(p)}*{f(c)}" if shown(p * c, "元") else None


def _year_saved(clauses: list[str], slots: Slots, every: set[int]) -> str | None:
    pay, saved, asked = _PAY.fullmatch(clauses[0]), _SAVED.fullmatch(clauses[1]), _YEAR_SAVED.fullmatch(clauses[2])
    if pay is None or saved is None or asked is None or saved.group("v")[0] != asked.group("v")[0]:
        return None
    k = pay.group("w") or pay.group("w2")
    w = value(slots, int(k))
    if saved.group("p") is not None:
        item = slots.items[int(saved.group("p"))]
        if not item.percent or not ("%" in item.raw or "百分" in item.raw):
            return None
        share, used = Fraction(str(item.value)) / 100, {int(saved.group("p"))}
    else:
        den, num = value(slots, int(saved.group("den"))), value(slots, int(saved.group("num")))
        if not den or not num or num >= den:
            return None
        share, used = num / den, {int(saved.group("den")), int(saved.group("num"))}
    if w is None or every != {int(k)} | used or not shown(w * share * 12, "元"):
        return None
    return f"{f(w)}*{f(share)}*12"
