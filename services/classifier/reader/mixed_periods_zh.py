"""A period said in two units, in Chinese, asked in the smaller one: "3周5天一共是多少天" → 3*7+5, "2周零3天是多少天",
"3年5个月是多少个月" → 3*12+5. A week is 7 days and a year 12 months whether the words say it or not; where they say it
first ("一周有7天，3周5天一共是多少天") that number is the one used, and one that is not 7 (12) is no week (year) here:
slow. (Hours and minutes, 2小时15分钟, are the grammar's compound.) Not read (slow): another unit asked, a month in
days (28 to 31), a hedge or a clause more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

# the larger unit's words → (its key, the smaller unit, how many of those it holds)
_UNITS = {"周": ("week", "天", 7), "星期": ("week", "天", 7), "个星期": ("week", "天", 7), "年": ("year", "个月", 12)}
_BIG = "|".join(sorted(_UNITS, key=len, reverse=True))
_TOLD = re.compile(rf"一(?P<big>{_BIG})(?:有|是)(?P<per>{N})(?P<small>天|个月)")
_ASKED = re.compile(rf"(?P<a>{N})(?P<big>{_BIG})零?(?P<b>{N})(?P<small>天|个月)(?:一共|共|总共|合起来)?(?:是|有|等于)?"
                    rf"(?:多少|几)(?P<asked>天|个月)")


@triggered_by(text=tuple(_UNITS))
def read_mixed_period_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or not 1 <= len(clauses) <= 2:
        return None
    asked = _ASKED.fullmatch(clauses[-1])
    if asked is None:
        return None
    key, small, per = _UNITS[asked["big"]]
    if asked["small"] != small or asked["asked"] != small:
        return None
    used = [asked["a"], asked["b"]]
    step = str(per)
    if len(clauses) == 2:
        told = _TOLD.fullmatch(clauses[0])
        if told is None or _UNITS[told["big"]][0] != key or told["small"] != small \
                or slots.number(told["per"]).value != per:
            return None
        used.append(told["per"])
    if not uses_every_number(clauses, used):
        return None
    a, b = (slots.number(s) for s in (asked["a"], asked["b"]))
    if a.value != int(a.value) or b.value != int(b.value) or not 0 <= b.value < per:
        return None  # 3周10天: not how a period is said
    return Task("expr", {"expression": f"{a.plain()}*{step}+{b.plain()}"}, source="parser")
