"""The time between two clock times of one day, read by its values: "电影 19:30 开始，21:05 结束，一共放了
多少分钟", "开会从 10:05 开到 11:50，开了多久（分钟）", "I worked from 9:15 to 17:45. How many hours did I
work?", "The movie starts at 7:30 pm and ends at 9:05 pm. How many minutes is it?".

Two clock times, the first the start and the second the end, and a question that names the unit
asked (minutes or hours; "多久" or "how long" alone could want "1 小时 35 分" as well as 95, so the
unit must be said). The answer is the end less the start in that unit. Any other number (a break, a
delay: two steps), an end not after the start (past midnight, or the next day?), a 12-hour time
without am/pm beside a 24-hour one, a part of the day said in Chinese before a time the reader
cannot place (下午 3:00 is 15:00; 晚上 12:00 is not read), or a word that makes it another question
(每, each, break, 休息, 晚点, late) or a journey with a place named (its times may be local times of two
places) makes the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .units import canonical_unit

_CLOCK = re.compile(r"(\d{1,2})[:：](\d{2})")
OTHER_QUESTIONS = ("每", "各", "休息", "午休", "晚点", "延误", "推迟", "提前", "早到", "迟到", "除了", "不算", "不含", "第二天", "次日",
          "明天", "each", "every", "per", "break", "lunch", "late", "delay", "delayed", "early", "except", "excluding",
          "not counting", "next day", "tomorrow", "overnight", "times", "twice", "total of", "both", "and then",
          "ago", "left", "remain", "remaining", "还剩", "还有", "还要", "还差", "still", "until now",
          # another clock than the one of the start: a time zone
          "time", "local", "timezone", "time zone", "gmt", "utc", "当地", "时区", "时差", "北京时间", "出发地", "目的地")
_PM = ("pm", "p.m.", "p.m")
_AM = ("am", "a.m.", "a.m")
_AFTERNOON_ZH = ("下午", "晚上", "傍晚", "夜里", "晚")
_MORNING_ZH = ("上午", "早上", "早晨", "清晨", "凌晨", "早")
_MINUTES = frozenset({"minute", "min"})
_HOURS = frozenset({"hour", "h"})


@triggered_by(types=("TIME",))
def read_clock_span(tokens: list[Tok], slots: Slots) -> Task | None:
    times = [i for i, t in enumerate(tokens) if t.type == "TIME"]
    if len(times) != 2 or any(t.type in ("NUM", "PCT", "DATE", "ORD") for t in tokens) or Said(tokens).any(OTHER_QUESTIONS):
        return None
    if _between_places(tokens):
        return None
    minutes = [_minutes(tokens, i, slots) for i in times]
    if None in minutes:
        return None
    start, end = minutes
    if end <= start:
        return None  # past midnight, or an end before its start: which day is not said
    unit = unit_asked(tokens[last_clause_start(tokens):])
    if unit is None:
        return None
    span = end - start
    return Task("expr", {"expression": f"{span}" if unit == "minute" else f"{span}/60"}, source="parser")


# A journey's words: a time said at each end of it may be the local time of another place.
_TRAVEL_VERBS_EN = frozenset({"depart", "departs", "departed", "leave", "leaves", "land", "lands", "landed", "arrive",
                              "arrives", "arrived", "reach", "reaches", "reached", "fly", "flies", "flew"})
_TRAVEL_EN = _TRAVEL_VERBS_EN | {"flight", "plane"}
_NO_PLACE = frozenset({"the", "a", "an", "all", "total"})
_TRAVEL_ZH = ("起飞", "降落", "落地", "出发", "到达", "抵达", "飞")
_TOWARDS_EN = frozenset({"IN", "FROM", "TO", "FOR"})
_TOWARDS_ZH = frozenset({"CONG", "DAO"})


def _between_places(tokens: list[Tok]) -> bool:
    """"Flight CA981 departs Beijing at 13:05 and lands in New York at 14:50", 航班从北京 13:05 起飞，
    到纽约 14:50 降落: a journey with a place named (two places, perhaps two time zones)."""
    joined = "".join(t.value for t in tokens)
    travel_en = any(t.value in _TRAVEL_EN for t in tokens)
    for i, t in enumerate(tokens[:-1]):
        following = tokens[i + 1]
        place = following.type == "WORD" and following.value not in _NO_PLACE and following.value not in _TRAVEL_EN
        if travel_en and place and (t.value in _TRAVEL_VERBS_EN or t.type in _TOWARDS_EN):
            return True  # "departs Beijing", "lands in New York", "leaves at 9:00 from Tokyo"
        if t.type in _TOWARDS_ZH and place and any(w in joined for w in _TRAVEL_ZH):
            return True  # 从北京 … 起飞, 到纽约
    return False


def _minutes(tokens: list[Tok], i: int, slots: Slots) -> int | None:
    """The minutes after midnight of the clock time at tokens[i], with am/pm or a Chinese part of the
    day beside it; None where the part of the day is not placed for sure."""
    start, end = slots.items[int(tokens[i].value[2:-1])]  # a time's slot is its span in the folded text
    found = _CLOCK.fullmatch(slots.folded[start:end].strip())
    if found is None:
        return None
    hour, minute = int(found[1]), int(found[2])
    if hour > 23 or minute > 59:
        return None
    after = tokens[i + 1].value if i + 1 < len(tokens) else ""
    before = tokens[i - 1].value if i else ""
    if after in _PM or after in _AM:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if after in _PM else 0)
    elif before.endswith(_AFTERNOON_ZH):
        if not 1 <= hour <= 11 and not 13 <= hour <= 23:
            return None  # 晚上 12:00: noon or midnight?
        hour = hour + 12 if hour < 12 else hour
    elif before.endswith(_MORNING_ZH):
        if not 0 <= hour <= 11:
            return None
    elif _twelve_hour_elsewhere(tokens):
        return None  # "from 9:30 to 2:15 pm": am or pm for the one not marked?
    return hour * 60 + minute


def _twelve_hour_elsewhere(tokens: list[Tok]) -> bool:
    return any(t.value in _PM or t.value in _AM or t.value.endswith(_AFTERNOON_ZH + _MORNING_ZH) for t in tokens)


def unit_asked(question: list[Tok]) -> str | None:
    """minute or hour: the one time unit the question names; None for none or two, or for minutes of something
    ("how many minutes of ads": a part of the span, not the span)."""
    if any(t.type == "UNIT" and nxt.type == "OF" for t, nxt in zip(question, question[1:])):
        return None
    units = {canonical_unit(t.value) for t in question if t.type == "UNIT"}
    units = {"minute" if u in _MINUTES else "hour" if u in _HOURS else u for u in units}
    return units.pop() if len(units) == 1 and units <= {"minute", "hour"} else None
