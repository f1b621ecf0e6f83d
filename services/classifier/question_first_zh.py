"""A Chinese question asked before its story, a colon between ("一共花了多少元：早饭花了15元，午饭花了32元。",
"老婆问我还剩多少元：我带了200元，买菜花了65元。"). The reader moves the question's tokens after the story within one
reading (reader._question_before_colon, both languages); where that leaves the request unread, because a check reads
the request as written (another meal asked, a person only asked) or the asker is set aside only from a question with
nothing after it, the whole request is read once more with the question put after the story, where every reader and
check looks for it (the last clause); a time word the question starts with (过年, 春节) says when the
whole story happened, so it goes before the story. Only this one shape is moved: one colon, a head that asks and holds no
value, a story after it that holds the values and asks nothing. A second question, a value in the head ("3个人一共收了
多少元：…"), a condition in the head, or another colon leave the request as written, and it goes slow where it was not
read as written.
"""

from __future__ import annotations

import re

from .slots import Slots

_COLONS = re.compile(r"[:：]")
_ASKS_ZH = re.compile(r"多少|几|啥|多久|多长|多远|多重|多大|哪|什么|吗|呢|[?？]")
# A head that sets a condition or a case is not the question alone: "如果再给100元，一共…：…"
_CONDITION_ZH = re.compile(r"如果|假如|假设|要是|若|万一|的话|[,，;；]")
_STORY_END = "。.！!~～ "


def question_last_zh(slots: Slots) -> str | None:
    """The request as written with its question moved after its story, or None where it is not a question asked
    first. The head holds no value, so it stands at the same place in the request as in its slotted text."""
    colons = list(_COLONS.finditer(slots.text))
    if len(colons) != 1:
        return None
    at = colons[0].start()
    head, tail = slots.text[:at].strip(), slots.text[at + 1:].strip().rstrip(_STORY_END)
    if not head or "<" in head or not any("\u4e00" <= ch <= "\u9fff" for ch in head) or not _ASKS_ZH.search(head) \
            or _CONDITION_ZH.search(head) or "<" not in tail or _ASKS_ZH.search(tail):
        return None
    if slots.original[at:at + 1] not in (":", "："):
        return None
    head, tail = slots.original[:at].strip(), slots.original[at + 1:].strip().rstrip(_STORY_END)
    from .reader.vocab_zh import leading_times_zh  # jieba only for a request of this shape

    times = leading_times_zh(head)  # "过年红包一共收了多少：…": when the story happened, told first
    return f"{times}{tail}，{head[len(times):].rstrip('?？')}"
