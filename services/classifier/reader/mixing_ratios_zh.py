"""Two things mixed in a ratio, one amount of one of them told, the other asked, in Chinese: "米和水的比例是1:1.2，我放了
300克米，要加多少克水" (300 × 1.2), "咖啡和牛奶的比例是2:3，用了80毫升咖啡，牛奶要多少毫升", "包子馅里肉和菜的比例是 3:2，我
准备了 600 克肉，菜要多少克".

Three clauses: A和B的比例是 p:q (a place before A may say where: 包子馅里); one amount of A or of B told with its verb
(放了, 用了, 准备了, 倒了, 加了); the other thing asked in the same unit (B要多少克, 要加多少克B). The answer is the amount
times the other's part over its own. Another unit asked, the total asked (一共), the same thing asked as told, a thing
the ratio does not name, another number, a hedge or someone else leave the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_THING = r"[^\s，,。？?<>0-9和与跟的比要需加放用倒多少几一共总他她们大概约左右]{1,6}"
_RATIO = re.compile(rf"(?P<first>[^，,<>]{{1,10}}?)(?:和|与|跟)(?P<second>{_THING})的?比(?:例)?(?:是|为)?"
                    r"(?P<p><n\d+>)[:：比](?P<q><n\d+>)")
_TOLD = re.compile(rf"我?(?:放了|用了|准备了|倒了|加了|称了|买了)(?P<n><n\d+>)(?P<unit>克|千克|公斤|毫升|升|杯|勺|袋)"
                   rf"(?P<thing>{_THING})")
_UNITS = "克|千克|公斤|毫升|升|杯|勺|袋"
_ASKED = re.compile(rf"(?P<before>{_THING})?(?:应该|需要|要|该)?(?:放|加|用|倒|准备)?(?:多少|几)(?P<unit>{_UNITS})"
                    rf"(?P<after>{_THING})?")


@triggered_by(text=("比例", "比"))
def read_mixing_ratio_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text.replace(" ", ""))
    if len(clauses) != 3 or len(slots.items) != 3:
        return None
    ratio, told, asked = _RATIO.fullmatch(clauses[0]), _TOLD.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if ratio is None or told is None or asked is None or told["unit"] != asked["unit"] \
            or bool(asked["before"]) == bool(asked["after"]):
        return None  # the thing asked named once, before or after its unit
    thing, other = told["thing"], asked["before"] or asked["after"]
    if thing == other or clauses[0].count(thing) != 1 or clauses[0].count(other) != 1:
        return None  # 猪肉和牛肉的比例 … 600克肉: which meat?
    if ratio["first"].endswith(thing) and ratio["second"] == other:
        own, others = ratio["p"], ratio["q"]
    elif ratio["first"].endswith(other) and ratio["second"] == thing:
        own, others = ratio["q"], ratio["p"]
    else:
        return None  # a thing the ratio does not name
    n, own_part, other_part = (slots.number(x) for x in (told["n"], own, others))
    if any(x.percent or x.value <= 0 for x in (n, own_part, other_part)):
        return None
    return Task("expr", {"expression": f"{n.plain()}*{other_part.plain()}/{own_part.plain()}"}, source="parser")
