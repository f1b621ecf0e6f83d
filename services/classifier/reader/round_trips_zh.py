"""One way against there and back, in Chinese, read by its values: "我上班单程40分钟，往返一共多少分钟" (twice),
"往返一趟要90分钟，单程多少分钟" (half), "去超市单程800米，走个来回是多少米".

Two clauses: the story tells one amount of time or length for one of the trips (单程, or 往返 / 来回 / 一个来回), after at
most a few words of where to (上班, 去超市); the question asks the other trip in the same unit. A fare or a price (往返票
is not always two single tickets), another number (来回三次, 一周往返), 每, another person or route, a hedge, or a unit
asked otherwise (单程40分钟，往返多少小时: two steps) leave the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_ONE_WAY = "单程"
_BOTH_WAYS = "(?:往返|来回|走个来回|跑个来回|一个来回)"
_UNITS = "(?P<unit>分钟|小时|个小时|公里|千米|米)"
# Where to, told before the trip: a few words that are no number, person, hedge, period or 每.
_WHERE = r"(?P<where>[^，,。；;：:？?<>0-9每他她们约大概左右多不没]{0,8}?)"
_TIMES = r"(?:一趟|一次)?"
_LINK = r"(?:是|要|需要|得|用|花|走|为)?"
_STORY_ONE_WAY = re.compile(rf"{_WHERE}{_ONE_WAY}{_LINK}(?P<n><n\d+>){_UNITS}")
_STORY_BOTH = re.compile(rf"{_WHERE}{_BOTH_WAYS}{_TIMES}{_LINK}(?P<n><n\d+>){_UNITS}")
_ASKED_BOTH = re.compile(rf"{_BOTH_WAYS}{_TIMES}(?:一共|总共|共)?{_LINK}(?:多少|几)(?P<unit>分钟|小时|个小时|公里|千米|米)")
_ASKED_ONE_WAY = re.compile(rf"{_ONE_WAY}{_LINK}(?:多少|几)(?P<unit>分钟|小时|个小时|公里|千米|米)")


@triggered_by(text=("单程", "往返", "来回"))
def read_round_trip_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text)
    if len(clauses) != 2 or len(slots.items) != 1 or not isinstance(slots.items[0], NumberMention):
        return None
    story, question = clauses
    for told, asked, factor in ((_STORY_ONE_WAY, _ASKED_BOTH, "*2"), (_STORY_BOTH, _ASKED_ONE_WAY, "/2")):
        said, ask = told.fullmatch(story), asked.fullmatch(question)
        if said is None or ask is None:
            continue
        if said["unit"].removeprefix("个") != ask["unit"].removeprefix("个") or _ONE_WAY in said["where"]:
            return None  # another unit asked: a conversion too
        n = slots.number(said["n"])
        if n.percent or n.value <= 0:
            return None
        return Task("expr", {"expression": f"{n.plain()}{factor}"}, source="parser")
    return None
