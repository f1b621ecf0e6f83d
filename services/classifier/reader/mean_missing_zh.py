"""The one missing item of an average, in Chinese, read by its values: "三次考试平均分90分，前两次是85分和92分，第三次考了
多少分" (90×3 − 85 − 92 = 93), "计划5天平均每天读30页，前4天共读了110页，第5天要读多少页才能完成" (30×5 − 110 = 40).

Three clauses exactly: the count of items and their average (三次 … 平均 … 90分; 一周 平均每天: seven days), the items before the last (前两次, all
of them listed, or their total after 共), and the last one asked by its ordinal (第三次). The count, the items listed
and the ordinal must agree, every amount in the average's unit; a count not said (平均分90分，前两次 …), a bound
(至少, 超过, 不低于: a bound may not be the exact value), a hedge, another number or a missing item below nothing leaves
the request unread, so it goes slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_PIECE = "次|天|场|科|门|周|个月|轮|局"
_UNIT = r"[^<>0-9，,、和；;?？的是]{1,3}"
_MEAN = re.compile(rf"(?P<who>[^<>0-9，,]{{0,6}}?)(?P<count><n\d+>)(?P<piece>{_PIECE})(?P<what>[^<>0-9，,]{{0,6}}?)"
                   rf"平均(?:每(?P<per>{_PIECE}))?(?P<verb>[^<>0-9，,]{{0,5}}?)(?P<mean><n\d+>)(?P<unit>{_UNIT})")
_BEFORE = re.compile(rf"前(?P<before><n\d+>)(?P<piece>{_PIECE})(?P<total>一共|共|总共)?(?P<verb>[^<>0-9，,]{{0,5}}?)"
                     rf"(?P<items><n\d+>{_UNIT}(?:[、和,]<n\d+>{_UNIT})*)")
_ASKED = re.compile(rf"第(?P<last><[on]\d+>)(?P<piece>{_PIECE})(?P<verb>[^<>0-9，,]{{0,5}}?)(?:多少|几)(?P<unit>{_UNIT})"
                    r"(?:才能[^<>0-9，,]{0,6})?")
_ITEM = re.compile(rf"(?P<slot><n\d+>)(?P<unit>{_UNIT})")
_VERB_LEAD = re.compile("^(?:分别|都)?(?:还要|还需要|需要|应该|要|得|能)?")
_VERB_TAIL = re.compile("(?:了|是)$")
_BOUNDS_OR_HEDGES = re.compile("至少|最少|至多|最多|超过|不低于|不少于|不超过|以上|以下|高于|低于|大约|约|左右|比|如果|假如|没|不")


@triggered_by(text=("平均",))
def read_mean_missing_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    text = slots.text
    clauses = clauses_zh(text)
    if len(clauses) != 3 or _BOUNDS_OR_HEDGES.search(text) or not all(isinstance(i, NumberMention) for i in slots.items):
        return None
    mean, before, asked = _MEAN.fullmatch(clauses[0]), _BEFORE.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[2])
    if mean is None or before is None or asked is None:
        return None
    count, piece = _whole(slots, mean["count"]), mean["piece"]
    if (count, piece, mean["per"]) == (1, "周", "天"):
        count, piece = 7, "天"  # 一周平均每天: seven days
    if not piece == before["piece"] == asked["piece"] or mean["per"] not in (None, piece):
        return None
    told, last = _whole(slots, before["before"]), _whole(slots, asked["last"])
    items = [(m["slot"], m["unit"]) for m in _ITEM.finditer(before["items"])]
    unit = mean["unit"]
    if count is None or told is None or last is None or count < 2 or told != count - 1 or last != count \
            or any(u != unit for _, u in items) or asked["unit"] != unit:
        return None
    if not _said(before["verb"], clauses[0]) or not _said(asked["verb"], clauses[0] + clauses[1]):
        return None  # 前两次小红考了, 第三次小红考了, 第三次的名次: someone else's, or something else
    if len(items) != (1 if before["total"] else told) or len(slots.items) != 4 + len(items):
        return None  # 前两次是85分: each, or both together? Only a list of each, or their total after 共
    values = [slots.number(s) for s, _ in items] + [slots.number(mean["mean"])]
    if any(n.percent or n.ordinal or n.value < 0 for n in values):
        return None
    missing = Fraction(values[-1].value) * count - sum(Fraction(n.value) for n in values[:-1])
    if missing <= 0:
        return None
    expression = f"{values[-1].plain()}*{count}" + "".join(f"-{n.plain()}" for n in values[:-1])
    return Task("expr", {"expression": expression}, source="parser")


def _said(verb: str, story: str) -> bool:
    """The words before an amount or the question say nothing new: no verb (是, 分别是) or one the story said (考了 after
    考试, 要读 after 读)."""
    stem = _VERB_TAIL.sub("", _VERB_LEAD.sub("", verb))
    return not stem or stem in story


def _whole(slots: Slots, slot: str) -> int | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return int(value) if not n.percent and value.denominator == 1 and value > 0 else None
