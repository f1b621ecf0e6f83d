"""A rate said over one period: "一分钟打 30 页", "一天做 120 个零件", "一小时能装配 14 件" say what is done
每分钟, 每天, 每小时, and read as those words do; so does what one container holds ("一箱有 24 罐": 每箱).

Only "一" written in Chinese, right before a time unit, and followed by a verb and then its amount in
the same clause: "1分钟是多少秒", "一小时等于多少分钟" (a conversion), "3小时1分钟" and "一天半" keep their
reading, and so does "一周工作 5 天" (the amount is itself a time: how long, not a rate).
"""

from __future__ import annotations

from ..slots import Slots
from .tokens import Tok
from .units import DIMENSION, canonical_unit
from .vocab_en import periods_said_as_rates
from .periods_asked_per_en import a_period_asked_per

_PERIOD_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_BEFORE = frozenset({"WORD", "DA", "MEASURE", "COMMA"})  # "工人一天", "打印机一分钟", "，一小时"
# Words that make "一天" something else than one period of a rate: every other day, the first day, after a day.
_NOT_ONE_PERIOD_AFTER = ("隔", "每", "第", "前", "后", "过", "再", "等", "晚", "早", "提", "延", "推", "多", "近", "这", "那", "头")
_VERB = frozenset({"WORD", "DA"})  # "做", "打", "能装配", "走了"


# "一箱有 24 罐", "一盒装 12 支": what one container holds, said at a clause's start, is what each holds.
_HOLDS = frozenset({"有", "装", "装了", "装有", "放", "放了"})


def per_one_period(tokens: list[Tok], slots: Slots) -> list[Tok]:
    out = a_period_asked_per(periods_said_as_rates(tokens, slots))  # "<n0> monthly", "… earn a month?": English's
    for i in range(len(out) - 3):
        if out[i].type == "WORD" and out[i].value == "一" and out[i + 1].type == "MEASURE" \
                and out[i + 2].value in _HOLDS and out[i + 3].type == "NUM" and (not i or out[i - 1].type == "COMMA"):
            out[i] = Tok("MEI", "每", out[i].pos)
    for i in range(len(out) - 3):
        t, period = out[i], out[i + 1]
        if t.type != "NUM" or period.type not in _PERIOD_TYPES or i and out[i - 1].type not in _BEFORE:
            continue
        if i and out[i - 1].value.endswith(_NOT_ONE_PERIOD_AFTER):
            continue  # "每隔一天跑 5 公里" (every other day), "第一天", "再过一天"
        if period.type == "UNIT" and DIMENSION.get(canonical_unit(period.value) or "") != "time":
            continue
        n = slots.number(t.value)
        if n.raw != "一" or n.unit not in ("", period.value) or n.percent or out[i + 2].type not in _VERB:
            continue
        if out[i + 3].type == "NUM" and not _a_time(out, i + 4):  # "一周工作 5 天": how long, not a rate
            out[i] = Tok("MEI", "每", t.pos)
    return out


def _a_time(tokens: list[Tok], i: int) -> bool:
    if i >= len(tokens) or tokens[i].type not in _PERIOD_TYPES:
        return False
    return tokens[i].type != "UNIT" or DIMENSION.get(canonical_unit(tokens[i].value) or "") == "time"
