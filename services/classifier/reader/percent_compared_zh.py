"""An amount said more or less than another by a percentage of it, in Chinese, the amount asked: "某厂原计划生产500台，实际
比原计划多生产了20%，实际生产多少台" → 500*(1+20/100) = 600; "某村去年产粮800吨，今年比去年增产了15%，今年产粮多少吨" →
800*(1+15/100); 少生产了20% → 500*(1-20/100).

The base is named twice, once with its amount (原计划 … 500台) and once after 比 (比原计划); the other amount's name (实际,
今年) says the comparison and is asked, in the base's unit. The percentage is of the base (比 X 多 p%: p% of X): that is
what the words state. Not read (slow): the change asked (多生产多少台), a total of both (一共), a base not told, another
name asked, another doing (生产 … 多卖了), no direction or two, a number more, a count that does not come out whole.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_PERCENT = r"<p\d+>"
_UNIT = rf"(?:{UNIT_ZH}|人|名)"
_WHEN = r"(?:原计划|计划|原来|去年|前年|今年|明年|上月|上个月|本月|这个月|下个月|上半年|下半年|实际|实际上|上周|本周|这周)"
_UP, _DOWN = re.compile("增长|增加|提高|超过|多|增|超"), re.compile("减少|降低|下降|节约|节省|少|减|降")
_BASE = re.compile(rf"(?:[^<>0-9，比]{{1,4}}?)?(?P<base>{_WHEN})(?P<verb>[^<>0-9，比多少]{{1,4}}?)(?P<w>{N})(?P<u>{_UNIT})"
                   rf"(?P<thing>[^<>0-9，]{{0,4}})")
_COMPARED = re.compile(rf"(?P<now>{_WHEN})比(?P<base>{_WHEN})(?P<change>[^<>0-9，]{{1,5}}?)了?(?P<p>{_PERCENT})")
_ASKED = re.compile(rf"(?P<now>{_WHEN})(?P<verb>[^<>0-9，比多少增减一共总]{{0,4}}?)(?:了)?多少(?P<u>{_UNIT})"
                    rf"(?P<thing>[^<>0-9，]{{0,4}})")


def _same(when: str) -> str:
    return when.removeprefix("原") if when == "原计划" else when  # 原计划 … 比计划: one plan


@triggered_by(text=("比",))
def read_percent_compared_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    text = slots.text.replace(" ", "")
    clauses = clauses_zh(text)
    if len(clauses) != 3 or len(re.findall(rf"{N}|{_PERCENT}", text)) != 2:
        return None
    base, compared, asked = _BASE.fullmatch(clauses[0]), _COMPARED.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if base is None or compared is None or asked is None or _same(compared["base"]) != _same(base["base"]) \
            or asked["now"] != compared["now"] or compared["now"] == base["base"] or asked["u"] != base["u"]:
        return None
    doing = _DOWN.sub("", _UP.sub("", compared["change"]))
    if doing and doing not in base["verb"] or not base["verb"].startswith(asked["verb"]) \
            or asked["thing"] not in ("", base["thing"]):
        return None  # 生产 … 多卖了 20%, 今年卖了多少台: another doing than the base's
    up, down = bool(_UP.search(compared["change"])), bool(_DOWN.search(compared["change"]))
    p, w = slots.number(compared["p"]), slots.number(base["w"])
    if up == down or not p.percent or w.percent or down and p.value >= 100:
        return None
    sign = "+" if up else "-"
    value = number(slots, base["w"]) * (1 + (1 if up else -1) * number(slots, compared["p"]) / 100)
    return exact_task(value, base["u"], f"{w.plain()}*(1{sign}{p.plain()}/100)")
