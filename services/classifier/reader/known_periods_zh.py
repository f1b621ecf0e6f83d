"""Periods whose length everyone knows, in Chinese (for per_period_zh.py): a rate per day, hour or minute beside a longer
period asked: "小华每天跑步2千米，一个星期跑多少千米" → 2*7; "一个水龙头每小时漏水3升，一天漏多少升" → 3*24; "我每个月存1500块，一年能存多少" →
1500*12; "打字员每分钟打80个字，半小时能打多少个字" → 80*30.

A week is 7 days, a day 24 hours, an hour 60 minutes, a minute 60 seconds, a year 12 months. Not read (slow): a month of
days or weeks (28 to 31 days), a year of days or weeks (365 or 366 days), half a day (半天: half the hours, or a morning?),
a working doing over a day or a week (上班, 上学, 工作, 生产, 工人 …: 8 hours a day? 5 days a week?), and hours over days
but for what goes on day and night (漏, 滴, 流): 一小时开60公里，4天开多少公里 is no 24-hour drive.
"""

from __future__ import annotations

import re

from ..slots import NUMBER_SLOT as N

PERIOD_ZH = r"(?:小时|分钟|秒钟|秒|天|周|星期|个月|月|年)"
# 一个星期跑多少千米, 半小时能打多少个字, 两个星期: the longer periods, then the question
KNOWN_SPAN_ASKED = re.compile(rf"(?P<t>{N}|一|半)个?(?P<per>{PERIOD_ZH})(?:一共|总共|共)?(?:能|可以|要|会)?(?P<doing>"
                              r"[^<>0-9，的是比多少几每了]{0,4}?)了?(?:多少|几)")
# 每天练字30分钟: a time spent per period (the rate's amount a time, which per_period_zh.py's rates are not)
TIMES_SPENT = r"(?:小时|分钟|秒钟|秒)"
_IN = {("天", "周"): 7, ("小时", "天"): 24, ("小时", "周"): 168, ("分钟", "小时"): 60, ("秒", "分钟"): 60,
       ("秒", "小时"): 3600, ("分钟", "天"): 1440, ("月", "年"): 12}
# A day of hours only for what goes on day and night (a tap leaking, water flowing): a loom, a driver or a worker "6天"
# works some hours of each day (test_rates.py, zh_word_28.jsonl keep those slow)
_DAY_AND_NIGHT = re.compile("漏|滴|流")
_SAME = {"星期": "周", "个月": "月", "秒钟": "秒"}
# Doings done in working hours or on school days: a day of them is not 24 hours, nor a week 7 days
_WORKING = re.compile("上班|上学|上课|课|工作|干活|加班|生产|加工|零件|工人|师傅|员工|工厂|车间|机|营业|值班|挣|赚|工资|打工|兼职|开门|刷")


def periods_in(shorter: str, longer: str, half: bool, story: str) -> int | None:
    """How many of the rate's periods (`shorter`) one `longer` period holds (half of it where `half`), or None where
    its length is not one everyone knows or the doing is a working one."""
    shorter, longer = _SAME.get(shorter, shorter), _SAME.get(longer, longer)
    count = _IN.get((shorter, longer))
    if count is None or half and (longer == "天" or count % 2) or longer in ("天", "周") and _WORKING.search(story) \
            or shorter in ("小时", "分钟") and longer in ("天", "周") and not _DAY_AND_NIGHT.search(story):
        return None
    return count // 2 if half else count
