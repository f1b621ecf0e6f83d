"""A question asked before its story, in either language: "一共花了多少元：早饭花了15元，午饭花了32元。",
"比去年增长了百分之几？去年3000人，今年3600人", "How much is left? I had 50 dollars and spent 18 dollars." The one
way such a request is read: the whole request once more with its question put after its story (parse.py), where every
reader and check looks for the question (the last clause) and reads the story as written. A time word the Chinese
question starts with (过年, 春节) says when the whole story happened, so it goes before the story; a story that ends in
的 awaits the question's noun (百分之几？36是48的 → 36是48的百分之几).

Only this one shape is moved: one colon or question mark in the request, a head before it that asks, holds no value and
sets no condition ("如果再花10元", "if I spend 10 more"), and a story after it that holds the values and asks nothing. A
second colon or question, a value in the head ("3个人一共收了多少元：…"), a condition, or a story that asks leave the
request as written, and it goes slow where it is not read as written.
"""

from __future__ import annotations

import re

from .slots import Slots

_SEPARATORS = re.compile(r"[:：?？]")
_ASKS_ZH = re.compile(r"多少|几|啥|多久|多长|多远|多重|多大|哪|什么|吗|呢|[?？]")
_ASKS_EN = re.compile(r"\b(?:how|what|which)\b")
# A head that sets a condition or a case is not the question alone: "如果再给100元，一共…：…", "if I spend 10 more, …"
_CONDITION_ZH = re.compile(r"如果|假如|假设|要是|若|万一|的话|[,，;；]")
_CONDITION_EN = re.compile(r"\b(?:if|suppose|supposing|assuming|unless)\b|[,;]")
_STORY_END = "。.！!~～ "
_SENTENCE_END = re.compile(r"[。！!~～]|\. ")


def question_last(slots: Slots) -> str | None:
    """The request as written with its question moved after its story, or None where it is not a question asked
    first. The head holds no value, so it stands at the same place in the request as in its slotted text."""
    separators = list(_SEPARATORS.finditer(slots.text))
    if len(separators) != 1 or slots.original[separators[0].start():separators[0].start() + 1] not in ":：?？":
        return None
    at = separators[0].start()
    if "<" in slots.text[:at] or "<" not in slots.text[at + 1:]:
        return None
    chinese = any("\u4e00" <= ch <= "\u9fff" for ch in slots.text[:at])
    asks, condition = (_ASKS_ZH, _CONDITION_ZH) if chinese else (_ASKS_EN, _CONDITION_EN)
    # the question is the last sentence before the separator that asks ("Hi, quick one. How much is left? …"; not
    # "… than Mrs. Garrett?"): a greeting before it stays first
    ends = sorted({m.end() for m in _SENTENCE_END.finditer(slots.text, 0, at)} | {0}, reverse=True)
    opening = next((k for k in ends if asks.search(slots.text[k:at])), 0)
    head, tail = slots.text[opening:at].strip(), slots.text[at + 1:].strip().rstrip(_STORY_END)
    if not head or not asks.search(head) or condition.search(head) or asks.search(tail):
        return None
    lead = slots.original[:opening]  # a greeting before the question stays first
    head, tail = slots.original[opening:at].strip(), slots.original[at + 1:].strip().rstrip(_STORY_END)
    if not chinese:
        return f"{lead}{tail}, {head}"
    from .reader.vocab_zh import leading_times_zh  # jieba only for a request of this shape

    times = leading_times_zh(head)  # "过年红包一共收了多少：…": when the story happened, told first
    if times and times in tail:  # "今年比去年增长了百分之几？去年80，今年100": a time the story tells apart
        times = ""
    return f"{lead}{times}{tail}{'' if tail.endswith('的') else '，'}{head[len(times):]}"
