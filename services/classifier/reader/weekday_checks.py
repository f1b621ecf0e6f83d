"""A yes/no question about the weekday of one written date: "Is 2024-03-15 a Friday?", "Was Jan 1,
2023 a Sunday?", "Is December 25, 2027 on a weekend?", "Will Oct 31 2025 be a Friday?",
"2024年3月15日是星期五吗？", "2024年3月15日是不是周末", "…是否是礼拜天". The answer is yes or no, shown
with the weekday (the sandbox's weekday op with `asked`).

Only the whole question is read: the date, one day asked (a weekday's name, weekend / 周末, or the
English "weekday", Monday to Friday) and the words of a yes/no question. Two days asked ("星期五还是
星期六"), a working or business day (holidays decide those), a relative date, another number or any
other word makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by

_EN_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_DAYS = {"一": "monday", "二": "tuesday", "三": "wednesday", "四": "thursday", "五": "friday", "六": "saturday",
            "日": "sunday", "天": "sunday", "末": "weekend"}
_ZH_WEEK = frozenset({"星期", "周", "礼拜"})
_EN_ASK = frozenset({"is", "was", "will", "does", "did"})  # the verbs that open an English yes/no question
_ZH_ASK = ("吗", "么", "?", "？", "吧")


@triggered_by(types=("DATE", "IS"))
def read_weekday_check(tokens: list[Tok], slots: Slots) -> Task | None:
    if tokens and tokens[0].type == "WHAT" and tokens[0].value == "请问":
        tokens = tokens[1:]
    if len(tokens) < 3 or tokens[0].type not in ("DATE", "IS"):
        return None  # cheap gate: the question starts with its date, or with "is/was/will …"
    if tokens[0].type == "IS":
        asked = _english(tokens)
    else:
        asked = _chinese(tokens, slots)
    if asked is None:
        return None
    date = next(t for t in tokens if t.type == "DATE")
    mention = slots.date(date.value)
    if mention.problem or mention.iso is None:
        return None
    return Task("weekday", {"date": mention.iso, "asked": asked}, source="parser")


def _english(tokens: list[Tok]) -> str | None:
    """is <date> (on)? (be | fall on)? <day> (or not)?"""
    if tokens[0].value not in _EN_ASK or tokens[1].type != "DATE":
        return None
    rest = tokens[2:]
    if rest and rest[-1].type == "COMPOSITE" and rest[-1].value == "or not":
        rest = rest[:-1]
    if rest and rest[0].type == "IS" and rest[0].value == "be":
        rest = rest[1:]
    if rest and rest[0].type == "FALL_ON" and rest[0].value in ("fall on", "land on"):
        rest = rest[1:]
    if rest and rest[0].type == "ON":
        rest = rest[1:]
    if len(rest) != 1:
        return None
    day = rest[0]
    if day.type == "WEEKDAY_NAME" and day.value in _EN_DAYS or day.type == "WORD" and day.value == "weekend" \
            or day.type == "WEEKDAY_EN" and day.value == "weekday":
        return day.value
    return None


def _chinese(tokens: list[Tok], slots: Slots) -> str | None:
    """<date> (是 | 是不是 | 是否 | 是否是)? 星期五/周末 (吗)?: the 吗 was cut from the core, so the
    question is checked in the whole text."""
    rest = tokens[1:]
    asks = bool(rest) and rest[0].type == "SHIFOU"
    if rest and rest[0].type in ("SHI", "SHIFOU"):
        rest = rest[1:]
    if len(rest) != 2 or rest[0].type != "WEEK_UNIT" or rest[0].value not in _ZH_WEEK:
        return None
    asked = _ZH_DAYS.get(rest[1].value)
    if asked is None or rest[1].type not in ("WORD", "DAY_UNIT"):
        return None
    if asked == "weekend" and rest[0].value != "周":
        return None  # 周末 only
    if not asks and not any(mark in slots.text for mark in _ZH_ASK):
        return None  # "2024年3月15日是星期五": a statement, not a question
    return asked
