"""归总, a fixed whole done at two rates, in Chinese: "一批货每天运40吨，15天运完，如果每天运60吨，几天运完" → 40*15/60 = 10,
or the rate asked for another time ("如果要10天运完，每天要运多少吨" → 40*15/10 = 60).

The whole is named (一批货, 一本书, 修一条路) and said done (运完, 看完): its size is the rate times the days, the same
at the other rate. The rate, the time unit and the verb stay the same through the request; each number is read once;
the days asked must come out whole (几天 is a count of days: 8.57 days is 9 to a teacher and 8.57 to a calculator) and
the rate exact in its unit. 运了15天 (not done), 还要几天 (the rest), 比原计划多几天 (the difference), another unit or a
hedge leave it unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .teacher_words_zh import N, STOPS_ZH, TIMES_ZH, UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_VERB = r"[^<>0-9，每多少几要完了还剩再又能可以如果假若的]{1,2}"
_WHOLE = r"(?:[^<>0-9，每]{0,2}一[批项本条堆块片段份篇套部][^<>0-9，每]{1,5})"
_IF = r"(?:如果|要是|假如|若)?"
_RATE = re.compile(rf"(?P<whole>{_WHOLE})?每(?P<per>{TIMES_ZH})(?P<verb>{_VERB})(?P<r>{N})(?P<u>{UNIT_ZH})")
_DONE = re.compile(rf"(?P<t>{N})(?P<per>{TIMES_ZH})(?:可以|能|就能)?(?:全部)?(?P<verb>{_VERB})完")
_OTHER_RATE = re.compile(rf"{_IF}(?:改为)?每(?P<per>{TIMES_ZH})(?:要)?(?P<verb>{_VERB})(?P<r>{N})(?P<u>{UNIT_ZH})")
_OTHER_DONE = re.compile(rf"{_IF}(?:要|想|需要)?(?P<t>{N})(?P<per>{TIMES_ZH})(?P<verb>{_VERB})完")
_TIME_ASKED = re.compile(rf"(?:需要|要|可以|能)?(?:几|多少)(?:个)?(?P<per>{TIMES_ZH})(?:可以|能|才能|就能)?(?:(?P<verb>{_VERB})完)?"
                         rf"|(?:可以|能)(?P<verb2>{_VERB})(?:几|多少)(?P<per2>{TIMES_ZH})")
_RATE_ASKED = re.compile(rf"每(?P<per>{TIMES_ZH})(?:要|需要|应该|得)?(?P<verb>{_VERB})?(?:多少|几)(?P<u>{UNIT_ZH})")


@triggered_by(text=("完",))
def read_fixed_total_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or STOPS_ZH.search("".join(clauses)):
        return None
    if clauses and re.fullmatch(_WHOLE, clauses[0]):
        whole, clauses = clauses[0], clauses[1:]
    else:
        whole = None
    if len(clauses) != 4:
        return None
    rate, done, other, asked = (_RATE.fullmatch(clauses[0]), _DONE.fullmatch(clauses[1]), clauses[2], clauses[3])
    if rate is None or done is None or (whole is None) == (rate["whole"] is None):
        return None  # the whole named once
    other_rate, other_done = _OTHER_RATE.fullmatch(other), _OTHER_DONE.fullmatch(other)
    time_asked, rate_asked = _TIME_ASKED.fullmatch(asked), _RATE_ASKED.fullmatch(asked)
    if other_rate and time_asked:
        said, q = other_rate, time_asked
        pers = {q["per"] or q["per2"]}
        verbs = {other_rate["verb"], q["verb"] or q["verb2"]} - {None}
        units = {other_rate["u"]}
    elif other_done and rate_asked:
        said, q = other_done, rate_asked
        pers, verbs, units = {q["per"]}, {other_done["verb"], q["verb"]} - {None}, {q["u"]}
    else:
        return None
    if {rate["per"], done["per"], said["per"], *pers} != {rate["per"]} \
            or {rate["verb"], done["verb"], *verbs} != {rate["verb"]} \
            or units != {rate["u"]}:
        return None
    second = said["r"] if other_rate else said["t"]
    if not uses_every_number(clauses, [rate["r"], done["t"], second]):
        return None
    value = number(slots, rate["r"]) * number(slots, done["t"]) / number(slots, second)
    r, t, s = (slots.number(x).plain() for x in (rate["r"], done["t"], second))
    return exact_task(value, rate["u"] if other_done else "个", f"{r}*{t}/{s}")  # days asked: a whole count of them
