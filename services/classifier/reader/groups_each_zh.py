"""Groups told, then what each holds, in Chinese, the whole asked: "一列火车有16节车厢，每节坐118人，这列火车一共能坐多少人" →
16*118. What is left after some are used (用去了130千克，还剩多少千克) is a second step, which the corpora's stories leave
slow (zh_one_step.jsonl, data/parse/README.md): not read here.

The groups' measure word, or their noun, is said again after 每 (16节 … 每节, 4个班 … 每班), the question asks the unit each holds (人, 千克), of the
holder the story named (一列火车 … 这列火车) or of none, by the doing each was told with (坐 … 能坐) or none. Not read (slow):
another holder asked, a hedge, some groups only (有的), the measure said again as the unit (3块蛋糕，每块2块: pieces or
yuan?), another unit asked, a number or a clause more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_GROUP = r"(?:[个支本台辆件只张条块盒瓶袋箱双套把根棵朵颗包篮筐捆串桶]|排|层|节|行|组|车|桌)"
_UNIT = rf"(?:{UNIT_ZH}|元|人|名|位|户)"
_THING = r"[^<>0-9，的是比多少几每]{0,4}"
_GROUPS = re.compile(rf"(?P<who>[^<>0-9，每]{{0,8}}?)(?:有|买来|买来了|买了|运来|运来了|装了|摆了|准备了|订了)(?P<g>{N})"
                     rf"(?P<m>{_GROUP})(?P<thing>{_THING})")
_EACH = re.compile(rf"每(?P<m>{_GROUP}|[^<>0-9，的]{{1,2}}?)(?P<thing>[^<>0-9，]{{0,3}}?)(?P<verb>有|装|装了|坐|能坐|可以坐|住|住了|放|放了|种|种了|是|重)?"
                   rf"(?P<e>{N})(?P<u>{_UNIT})(?P<thing2>{_THING})")
_ALL_ASKED = re.compile(rf"(?P<holder>[^<>0-9，]{{0,6}}?)(?:一共|总共|共)(?:有|能|可以)?(?P<verb>[^<>0-9，多少几]{{0,2}}?)了?"
                        rf"(?:多少|几)(?P<u>{_UNIT})(?P<thing>{_THING})")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|又|再|另|有的|已经|比|倍|多于|少于|至少|最多")


@triggered_by(text=("每",))
def read_groups_each_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    groups, each = _GROUPS.fullmatch(clauses[0]), _EACH.fullmatch(clauses[1])
    if groups is None or each is None or each["m"] not in (groups["m"], groups["thing"] or groups["m"]) \
            or each["thing"] not in ("", groups["thing"]) \
            or each["u"] == each["m"]:
        return None  # 3块蛋糕，每块2块: the measure said again as the unit (pieces, or yuan?)
    g, e = slots.number(groups["g"]).plain(), slots.number(each["e"]).plain()
    total = number(slots, groups["g"]) * number(slots, each["e"])
    asked = _ALL_ASKED.fullmatch(clauses[2])
    if asked is None or not _same_holder(asked["holder"], groups["who"]) or asked["u"] != each["u"] \
            or asked["verb"] not in ("", each["verb"] or "", (each["verb"] or "").removesuffix("了")) \
            or asked["thing"] not in ("", each["thing2"]) or not uses_every_number(clauses, [groups["g"], each["e"]]):
        return None
    return exact_task(total, each["u"], f"{g}*{e}")


def _same_holder(asked: str, told: str) -> bool:
    """这列火车 asks of 一列火车, 这个班 of 一个班; no holder said asks of the story's; 另一辆大巴 is another."""
    if not asked:
        return True
    if told.startswith("一") and asked.startswith("这"):
        return asked[1:] == told[1:]
    return asked == told
