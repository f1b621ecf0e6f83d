"""The time between two clock times said in Chinese with 点, read by its values: "我从上午8点学习到11点半，学习了多少
分钟", "会议9点15分开始，10点50分结束，开了多少分钟", "商场早上9点开门，晚上10点关门，营业多少个小时".

A clock time, read from the request as written in digits or Chinese numerals (八点到十一点半, 七点四十, 五点一刻: perception
reads 七点四 as 7.4), is an hour before 点 (点钟), then 半, 整, a quarter (一刻, 三刻), or its minutes (two digits, or
with 十 or 零, or before 分: 三点五 is 3.5, 3:05 or 3:50?); a part of the day before it (上午,
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

from dtlib.perception import NumberMention
from dtlib.zh_numerals import YI_WORDS, clock_number

from ..slots import Slots
from .clock_spans import OTHER_QUESTIONS, unit_asked
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .vocab_zh import clauses_zh, person_only_asked_zh

_PARTS = {"上午": "am", "早上": "am", "早晨": "am", "清晨": "am", "下午": "pm", "晚上": "pm", "傍晚": "pm",
          "中午": "noon"}
# A clock time in the request as written, in digits or Chinese numerals (八点, 11点半, 七点四十, 五点一刻, 四点零五分):
# its minutes in digits are two, or said before 分; in Chinese numerals they hold 十 or 零, or are said before 分
# (三点五 is 3.5, or 3:05, or 3:50?). 刻 is a quarter.
_QUARTERS = {"一": 15, "三": 45}  # 一刻, 三刻
_NUMERALS_ZH = "零〇一二两三四五六七八九十"
CLOCK_ZH = re.compile(r"(?<![0-9.%s])(?P<part>" % _NUMERALS_ZH + "|".join(_PARTS) + r")?"
                       r"(?P<hour>\d{1,2}|[%s]{1,3})点(?:钟)?" % _NUMERALS_ZH
                       + r"(?:(?P<half>半)|(?P<whole>整)|(?P<quarters>[一三])刻|(?P<minute>\d{1,2}(?=分)|\d{2}(?!\d)"
                       r"|零?[一二三四五六七八九](?=分)|零[一二三四五六七八九]|[二三四五]?十[一二三四五六七八九]?)分?(?!钟))?")
# Words that say another day, another question, or no exact count, beside clock_spans.py's.
_OTHER_ZH = ("周", "星期", "礼拜", "号", "月", "昨天", "前天", "后天", "今晚", "凌晨", "夜", "比", "大概", "大约", "左右",
             "差不多", "多久", "多长", "快了", "慢了", "早了", "晚了",
             # a quarter outside a clock time and minutes to the hour: 差一刻8点, 8点差5分
             "刻", "差")
# What a clock time goes on with that CLOCK_ZH does not read: 8点多, 8点过5分, 8点5 (8.5, or 8:05?), 三点三十两分 (a
# numeral no clock time ends with); 三点五 is one number to perception, wider than its clock time 三点, so the request
# goes slow as well.
_UNREAD_AFTER = re.compile(r"多|过|分|[0-9%s]" % _NUMERALS_ZH)


# 点 may be inside a slot (七点四十: 7.4 to perception, then 十), so the unit asked fires it too
@triggered_by(text=("点", "分钟", "小时", "钟头"))
def read_clock_span_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    text = slots.original
    clocks = list(CLOCK_ZH.finditer(text))
    if len(clocks) != 2 or not all(isinstance(item, NumberMention)
                                   and any(c.start() <= item.start and item.end <= c.end() for c in clocks)
                                   for item in slots.items):
        return None  # exactly two clock times, and no other number
    rest = text[:clocks[0].start()] + " " + text[clocks[0].end():clocks[1].start()] + " " + text[clocks[1].end():]
    if Said(tokens).any(OTHER_QUESTIONS) or any(w in rest for w in _OTHER_ZH) \
            or any(clock_runs_on(text, c) for c in clocks) or _story_beside_the_span(text):
        return None
    start, end = (minutes_zh(c) for c in clocks)
    parts = [c["part"] for c in clocks]
    if start is None or end is None or parts[0] is None and parts[1] is not None:
        return None
    if parts[0] is not None and parts[1] is None:  # "下午2点开始，5点下课": the second in the first's part of the day
        end = minutes_zh(clocks[1], parts[0])
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


def clock_runs_on(text: str, clock: re.Match) -> bool:
    """Whether the clock time goes on with what CLOCK_ZH does not read (8点多, 8点5, 三点三十两分): not read. 一共 after
    it (8点一共) is a word."""
    return _UNREAD_AFTER.match(text, clock.end()) is not None and not text.startswith(YI_WORDS, clock.end())


def part_of_a_clock_time(word: str) -> bool:
    """A word of the reader's tokens that holds a clock time or its end (晚上七点半, 点半收工, 刻写完 after 九点一 read as a
    number): the clock reader reads it from the request as written, so no quantity in it is left unread."""
    return word.startswith(("点半", "刻")) or CLOCK_ZH.search(word) is not None


def _story_beside_the_span(text: str) -> bool:
    """"下午2点到5点，我在睡觉，我醒了几个小时", "8点到11点半，小明走了几个小时，小红走了几个小时": a clause before the
    question without a clock time tells something the span does not read (another doing, another question)."""
    clauses = [c for c in clauses_zh(text) if c.strip()]
    return any(CLOCK_ZH.search(c) is None for c in clauses[:-1])


def minutes_zh(clock: re.Match, part: str | None = None) -> int | None:
    """Minutes after midnight of one clock time, its part of the day its own or `part`; None where it is not a
    clock time for sure (an hour or minute out of range, 晚上12点, 上午12点 said)."""
    hour = clock_number(clock["hour"])
    minute = clock_number(clock["minute"]) if clock["minute"] is not None else 30 if clock["half"] \
        else _QUARTERS[clock["quarters"]] if clock["quarters"] else 0
    if hour is None or minute is None or not 0 <= hour <= 23 or not 0 <= minute <= 59:
        return None
    said = _PARTS.get(clock["part"] or "")
    part = said or (part and _PARTS.get(part))
    if part == "am":  # "上午10点开始，12点包完": noon after a morning; 上午12点 said is not placed
        return hour * 60 + minute if 1 <= hour <= 11 or hour == 12 and not said else None
    if part == "pm":
        return (hour + 12) * 60 + minute if 1 <= hour <= 11 else hour * 60 + minute if 13 <= hour <= 23 else None
    if part == "noon":
        return 12 * 60 + minute if hour == 12 else (hour + 12) * 60 + minute if 1 <= hour <= 2 else None
    return hour * 60 + minute
