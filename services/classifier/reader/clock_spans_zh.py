"""The time between two clock times said in Chinese with 点, read by its values: "我从上午8点学习到11点半，学习了多少
分钟", "会议9点15分开始，10点50分结束，开了多少分钟", "商场早上9点开门，晚上10点关门，营业多少个小时".

A clock time is an hour before 点 (点钟), then 半, 整, or its minutes before 分; a part of the day before it (上午,
下午, 晚上 …) places it, and an unmarked second time takes the first's part ("下午2点开始，5点下课"). Unmarked, both
are read as one day's times only where that cannot be wrong: both on a 12-hour clock with the end after the start
(8点到11点半, either half of the day), or one past 12 (9点到13点). As for clock times written 9:15
(clock_spans.py, whose words of another question and whose unit asked are the ones used here): exactly two clock
times and no other number, the unit asked named (minutes or hours; "多久" alone could want "3 小时 30 分"), an end
after its start (8点到2点: past noon, or past midnight?), a first time unmarked before a marked one, 晚上12点 (noon
or midnight), a day said (周一, 明天), a comparison (比), a guess (大概), someone the story does not name, or the
other words of clock_spans.py (每, 休息, 晚点 …) make the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .clock_spans import OTHER_QUESTIONS, unit_asked
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .vocab_zh import person_only_asked_zh

_PARTS = {"上午": "am", "早上": "am", "早晨": "am", "清晨": "am", "下午": "pm", "晚上": "pm", "傍晚": "pm",
          "中午": "noon"}
_CLOCK_ZH = re.compile(r"(?P<part>" + "|".join(_PARTS) + r")?<n(?P<hour>\d+)>点(?:钟)?"
                       r"(?:(?P<half>半)|(?P<whole>整)|<n(?P<minute>\d+)>分(?!钟))?")
_SLOT = re.compile(r"<[a-z]\d+>")
# Words that say another day, another question, or no exact count, beside clock_spans.py's.
_OTHER_ZH = ("周", "星期", "礼拜", "号", "月", "昨天", "前天", "后天", "今晚", "凌晨", "夜", "比", "大概", "大约", "左右",
             "差不多", "多久", "多长", "快了", "慢了", "早了", "晚了",
             # quarters and minutes to the hour _CLOCK_ZH does not read: 8点一刻, 3点三刻, 差一刻8点, 8点差5分
             "刻", "差")
# What a clock time goes on with that _CLOCK_ZH does not read: 8点多, 8点过5分, 8点零5分.
_UNREAD_AFTER = re.compile(r"多|过|零")
_CLAUSES = re.compile(r"[，,。；;]")


@triggered_by(text=("点",))
def read_clock_span_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clocks = list(_CLOCK_ZH.finditer(slots.text))
    if len(clocks) != 2 or len(_SLOT.findall(slots.text)) != sum(1 + (c["minute"] is not None) for c in clocks):
        return None
    if Said(tokens).any(OTHER_QUESTIONS) or any(w in slots.text for w in _OTHER_ZH) \
            or any(_UNREAD_AFTER.match(slots.text, c.end()) for c in clocks) or _story_beside_the_span(slots.text):
        return None
    start, end = (_minutes(c, slots) for c in clocks)
    parts = [c["part"] for c in clocks]
    if start is None or end is None or parts[0] is None and parts[1] is not None:
        return None
    if parts[0] is not None and parts[1] is None:  # "下午2点开始，5点下课": the second in the first's part of the day
        end = _minutes(clocks[1], slots, parts[0])
    if end is None or end <= start:
        return None
    question = tokens[last_clause_start(tokens):]
    if person_only_asked_zh(question, tokens[:last_clause_start(tokens)]):
        return None  # "我从8点学习到11点半，弟弟学习了多少分钟"
    unit = unit_asked(question)
    if unit is None:
        return None
    span = end - start
    return Task("expr", {"expression": f"{span}" if unit == "minute" else f"{span}/60"}, source="parser")


def _story_beside_the_span(text: str) -> bool:
    """"下午2点到5点，我在睡觉，我醒了几个小时", "8点到11点半，小明走了几个小时，小红走了几个小时": a clause before the
    question without a clock time tells something the span does not read (another doing, another question)."""
    clauses = [c for c in _CLAUSES.split(text) if c.strip()]
    return any(_CLOCK_ZH.search(c) is None for c in clauses[:-1])


def _minutes(clock: re.Match, slots: Slots, part: str | None = None) -> int | None:
    """Minutes after midnight of one clock time, its part of the day its own or `part`; None where it is not a
    clock time for sure (an hour or minute not whole or out of range, 晚上12点, 上午12点 said)."""
    hour = slots.number(f"<n{clock['hour']}>").value
    minute = slots.number(f"<n{clock['minute']}>").value if clock["minute"] is not None else 30 if clock["half"] else 0
    if hour != int(hour) or minute != int(minute) or not 0 <= hour <= 23 or not 0 <= minute <= 59:
        return None
    hour, minute = int(hour), int(minute)
    said = _PARTS.get(clock["part"] or "")
    part = said or (part and _PARTS.get(part))
    if part == "am":  # "上午10点开始，12点包完": noon after a morning; 上午12点 said is not placed
        return hour * 60 + minute if 1 <= hour <= 11 or hour == 12 and not said else None
    if part == "pm":
        return (hour + 12) * 60 + minute if 1 <= hour <= 11 else hour * 60 + minute if 13 <= hour <= 23 else None
    if part == "noon":
        return 12 * 60 + minute if hour == 12 else (hour + 12) * 60 + minute if 1 <= hour <= 2 else None
    return hour * 60 + minute
