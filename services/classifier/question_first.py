"""A question asked before its story, in either language: "一共花了多少元：早饭花了15元，午饭花了32元。",
"比去年增长了百分之几？去年3000人，今年3600人", "How much is left? I had 50 dollars and spent 18 dollars." The one
way such a request is read (parse.py): the whole request once more with its question put after its story, where every
reader and check looks for the question (the last clause) and reads the story as written; where that reads nothing,
the request as written ("What's the sum: 12, 15 and 20"). A time word the Chinese question starts with (过年, 春节)
says when the whole story happened, so it goes before the story (not where the story names it: 今年比去年…？去年80，今年
100); a story that ends in 的 awaits the question's noun (百分之几？36是48的 → 36是48的百分之几).

The shape is read on the request's core (parse.core_of: no trailing "?" or format instruction): one colon or question
mark, after at most a label before a colon that neither asks nor holds a value (Question:, 请问：); before it a question
that asks, holds no value and sets no condition ("如果再花10元", "if I spend 10 more"), after a greeting that stays
first ("Hi, quick one."); after it a story that holds the values and asks nothing. A second colon or question, a value
in the head ("3个人一共收了多少元：…"), a condition, or a story that asks leave the request as written, and it goes slow
where it is not read as written.
"""

from __future__ import annotations

import re

from dtlib.date_mentions import DateMention
from dtlib.perception import NumberMention

from .reader.vocab_zh import has_cjk
from .slots import SLOT, Slots

_SEPARATORS = re.compile(r"[:：?？]")
_ASKS_ZH = re.compile(r"多少|几|啥|多久|多长|多远|多重|多大|哪|什么|吗|呢|[?？]")
_ASKS_EN = re.compile(r"\b(?:how|what|which)\b")
# A head that sets a condition or a case is not the question alone: "如果再给100元，一共…：…", "if I spend 10 more, …"
_CONDITION_ZH = re.compile(r"如果|假如|假设|要是|若|万一|的话|[,，;；]")
_CONDITION_EN = re.compile(r"\b(?:if|suppose|supposing|assuming|unless)\b|[,;]")
_STORY_END = "。.！!~～ "
_SENTENCE_END = re.compile(r"[。！!~～]|\. ")


def question_last(slots: Slots, core: str) -> str | None:
    """The request's core (slots.text without lead-ins and trailing format words) with its question moved after its
    story and its values written back, or None where it is not a question asked first."""
    if any(not isinstance(item, NumberMention | DateMention) for item in slots.items):
        return None  # a quoted string keeps its own words
    chinese = has_cjk(core)
    asks, condition = (_ASKS_ZH, _CONDITION_ZH) if chinese else (_ASKS_EN, _CONDITION_EN)
    separators = list(_SEPARATORS.finditer(core))
    label = 0
    if len(separators) == 2 and core[separators[0].start()] == ":" and "<" not in core[:separators[0].start()] \
            and not asks.search(core[:separators[0].start()]):
        label, separators = separators[0].end(), separators[1:]  # "Question: how much is left? …", "请问：…？…"
    if len(separators) != 1:
        return None
    at = separators[0].start()
    if "<" in core[:at] or "<" not in core[at + 1:]:
        return None
    # the question is the last sentence before the separator that asks ("Hi, quick one. How much is left? …"; not
    # "… than Mrs. Garrett?"): a greeting before it stays first
    ends = sorted({m.end() for m in _SENTENCE_END.finditer(core, label, at)} | {label}, reverse=True)
    opening = next((k for k in ends if asks.search(core[k:at])), label)
    lead, head, tail = core[:opening], core[opening:at].strip(), core[at + 1:].strip().rstrip(_STORY_END)
    if not head or not asks.search(head) or condition.search(head) or asks.search(tail):
        return None
    tail = SLOT.sub(lambda m: _written(slots, int(m[2])), tail)
    if not chinese:  # names keep their capitals ("Mrs. Sheridan has 23 fish"): the words as written where found
        lead, head, tail = (_as_written(slots.original, part) for part in (lead, head, tail))
        return f"{lead}{tail}, {head}"
    from .reader.vocab_zh import leading_times_zh  # jieba only for a request of this shape

    times = leading_times_zh(head)  # "过年红包一共收了多少：…": when the story happened, told first
    if times and times in tail:  # "今年比去年增长了百分之几？去年80，今年100": a time the story tells apart
        times = ""
    return f"{lead}{times}{tail}{'' if tail.endswith('的') else '，'}{head[len(times):]}"


def _written(slots: Slots, k: int) -> str:
    item = slots.items[k]
    return slots.original[item.start:item.end]


def _as_written(original: str, part: str) -> str:
    """`part` of the core (folded to lower case) as the request writes it, where it is found there once."""
    at = original.lower().find(part)
    return original[at:at + len(part)] if part and at >= 0 and original.lower().find(part, at + 1) < 0 else part
