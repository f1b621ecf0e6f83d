"""相遇 and 追及, two movers on one road, in Chinese (distances_zh.py reads one mover; its clauses are read here).

相遇: two movers set out 同时 from two places toward each other (相对开出, 相向而行), each at its own speed; the distance
between the places over the sum of the speeds is the time they meet: "甲乙两地相距360千米，两辆车同时从两地相对开出，甲车
每小时行70千米，乙车每小时行50千米，几小时后相遇" → 360/(70+50) = 3; the distance one mover has gone then (相遇时甲车行了多少千米
→ 360/(70+50)*70), or the distance from the time they met (经过4小时相遇，两地相距多少千米 → (60+40)*4).

追及: one mover starts ahead by a distance (弟弟先走200米), the faster one behind gains the difference of the speeds each
unit of time: "哥哥每分钟走80米，弟弟每分钟走60米，弟弟先走200米，哥哥几分钟追上弟弟" → 200/(80-60) = 10; or the distance the
chaser has gone then (哥哥追上弟弟时走了多少米 → 200/(80-60)*80). One start said without an amount (小明和爸爸从家出发去公园) may come
before; the time is asked of the chaser (哥哥几分钟追上弟弟, 经过几分钟姐姐追上妹妹).

Not read (slow): 同时 or the direction not said (同向 / 相向 unsaid), one starting earlier, a third mover, a speed in
another unit, a chaser no faster, a head start in time (先走5分钟: two steps), another doer asked, a distance apart asked
(几小时后相距60千米: before and after they meet), a number more, and an answer that is no finite decimal in its unit.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .distances_zh import DISTANCE_ZH, DOER_ZH, GO_ZH, LENGTH_ZH, PLACES_ZH, SPEED_TIME_ZH, same_length
from .teacher_words_zh import counts_as_words, exact_in, number, plain_positive
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_TOWARD = re.compile(r"相对|相向")
# Words that make the start something else: one first, a stop, the same way, a return, a negation, a third mover.
_NOT_TOGETHER = re.compile(r"先|后出发|同向|背向|相背|往返|返回|休息|停|不|没|丙|第三|三")
_WHO = rf"{DOER_ZH}{{1,6}}?"
_BOTH = r"(?:两[车人船辆列艘]|他们|她们)"
_MEET_TIME_ASKED = re.compile(rf"{_BOTH}?(?:经过|过)?(?:几|多少)(?P<qu>{SPEED_TIME_ZH})(?:后)?{_BOTH}?(?:就|才|可以|能)?相遇")
_MEET_TIME_SAID = re.compile(rf"{_BOTH}?(?:经过|过)?(?P<t>{N})(?P<tu>{SPEED_TIME_ZH})(?:后)?{_BOTH}?相遇")
_DISTANCE_ASKED = re.compile(rf"(?P<places>{PLACES_ZH})(?:之间)?(?:相距|的距离是|的距离有|的路程是|距离是)多少(?P<qu>{LENGTH_ZH})")
_GONE_AT_MEETING = re.compile(rf"相遇时(?P<who>{_WHO}){GO_ZH}了?多少(?P<qu>{LENGTH_ZH})")
_HEAD_START = re.compile(rf"(?P<who>{_WHO})先{GO_ZH}了?(?P<d>{N})(?P<du>{LENGTH_ZH})")
_CATCH_TIME_ASKED = re.compile(rf"(?P<who>{_WHO})(?:需要|要)?(?:几|多少)(?P<qu>{SPEED_TIME_ZH})(?:后)?(?:就|才|可以|能)?追上"
                               rf"(?P<target>{_WHO})|(?:经过|过)(?:几|多少)(?P<qu2>{SPEED_TIME_ZH})(?:后)?(?P<who2>{_WHO})"
                               rf"(?:就|才|可以|能)?追上(?P<target2>{_WHO})")
_CATCH_TIME_ASKED_AFTER = re.compile(rf"(?P<who>{_WHO})追上(?P<target>{_WHO})(?:需要|要|用|需)了?(?:几|多少)"
                                     rf"(?P<qu>{SPEED_TIME_ZH})")
_GONE_AT_CATCH = re.compile(rf"(?P<who>{_WHO})追上(?P<target>{_WHO})时(?:一共)?{GO_ZH}了?多少"
                            rf"(?P<qu>{LENGTH_ZH})")
# 甲车每小时行70千米, 甲车的速度是每小时70千米, 甲车每小时70千米: one mover's speed
_SPEED = re.compile(rf"(?P<who>{DOER_ZH}{{1,6}}?)(?:的速度是|的速度为|速度是|速度为)?(?:平均)?每(?P<per>{SPEED_TIME_ZH})"
                    rf"{GO_ZH}?(?P<v>{N})(?P<vu>{LENGTH_ZH})")
# one start of both (小明和爸爸从家出发): not 分别从家和学校出发, two places
_SAME_START = re.compile(r"[^<>0-9，分各]{1,8}?从[^<>0-9，和与跟、及]{1,4}?出发(?:去[^<>0-9，]{1,4})?")


@triggered_by(text=("相遇", "追上"))
def read_meeting_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if not plain_positive(slots):
        return None
    text = counts_as_words(slots, slots.text.replace(" ", ""))
    clauses = clauses_zh(text)
    if len(clauses) < 3:
        return None
    *told, question = clauses
    speeds = [m for c in told if (m := _SPEED.fullmatch(c))]
    rest = [c for c in told if not _SPEED.fullmatch(c)]
    if len(speeds) != 2 or not all(m["who"] for m in speeds) or speeds[0]["who"] == speeds[1]["who"] \
            or {m["per"] for m in speeds} != {speeds[0]["per"]} or len({same_length(m["vu"]) for m in speeds}) != 1:
        return None
    per, length = speeds[0]["per"], same_length(speeds[0]["vu"])
    values = [number(slots, m["v"]) for m in speeds]
    who = [m["who"] for m in speeds]
    used = [m["v"] for m in speeds]
    if "追上" in question:
        task = _catching_up(rest, question, who, values, per, length, slots, used)
    else:
        task = _meeting(rest, question, who, values, per, length, slots, used)
    if task is None or sorted(re.findall(N, text)) != sorted(used):
        return None  # a number no step uses
    return task


def _meeting(rest: list[str], question: str, who: list[str], speeds: list[Fraction], per: str, length: str,
             slots: Slots, used: list[str]) -> Task | None:
    distances = [m for c in rest if (m := DISTANCE_ZH.fullmatch(c))]
    times = [m for c in rest if (m := _MEET_TIME_SAID.fullmatch(c))]
    starts = [c for c in rest if not DISTANCE_ZH.fullmatch(c) and not _MEET_TIME_SAID.fullmatch(c)]
    start = "".join(starts)
    if len(starts) > 2 or re.search(N, start) or "同时" not in start or not _TOWARD.search(start) \
            or _NOT_TOGETHER.search(start) or "相遇" in start:
        return None
    a, b = (slots.number(u).plain() for u in used)
    if len(distances) == 1 and not times:
        d = distances[0]
        if same_length(d["du"]) != length:
            return None
        used.append(d["d"])
        meet = number(slots, d["d"]) / sum(speeds)
        asked_time, asked_gone = _MEET_TIME_ASKED.fullmatch(question), _GONE_AT_MEETING.fullmatch(question)
        if asked_time is not None and asked_time["qu"] == per:
            return _exact(meet, per, f"{slots.number(d['d']).plain()}/({a}+{b})")
        if asked_gone is not None and asked_gone["who"] in who and same_length(asked_gone["qu"]) == length:
            i = who.index(asked_gone["who"])
            return _exact(meet * speeds[i], length, f"{slots.number(d['d']).plain()}/({a}+{b})*{(a, b)[i]}")
        return None
    if len(times) == 1 and not distances:
        t = times[0]
        asked = _DISTANCE_ASKED.fullmatch(question)
        if t["tu"] != per or asked is None or same_length(asked["qu"]) != length \
                or "从" + asked["places"] not in start:
            return None  # the distance of the places they set out from (not 快车和慢车的距离)
        used.append(t["t"])
        return _exact(sum(speeds) * number(slots, t["t"]), length, f"({a}+{b})*{slots.number(t['t']).plain()}")
    return None


def _catching_up(rest: list[str], question: str, who: list[str], speeds: list[Fraction], per: str, length: str,
                 slots: Slots, used: list[str]) -> Task | None:
    setting = [c for c in rest if _SAME_START.fullmatch(c) and not _NOT_TOGETHER.search(c)]
    rest = [c for c in rest if c not in setting]  # 小明和爸爸从家出发去公园: one start, no amount
    head = _HEAD_START.fullmatch(rest[0]) if len(rest) == 1 and len(setting) <= 1 else None
    asked_time = _CATCH_TIME_ASKED.fullmatch(question) or _CATCH_TIME_ASKED_AFTER.fullmatch(question)
    asked_gone = _GONE_AT_CATCH.fullmatch(question)
    asked = asked_time or asked_gone
    if asked_time is not None and asked_time.groupdict().get("who2"):  # 经过几分钟姐姐追上妹妹
        asked = {"who": asked_time["who2"], "target": asked_time["target2"], "qu": asked_time["qu2"]}
    if head is None or asked is None or head["who"] not in who or same_length(head["du"]) != length \
            or asked["target"] != head["who"] or asked["who"] not in who or asked["who"] == head["who"]:
        return None
    chaser, ahead = who.index(asked["who"]), who.index(head["who"])
    if speeds[chaser] <= speeds[ahead]:
        return None  # never caught up
    used.append(head["d"])
    d = slots.number(head["d"]).plain()
    fast, slow = (slots.number(u).plain() for u in (used[chaser], used[ahead]))
    caught = number(slots, head["d"]) / (speeds[chaser] - speeds[ahead])
    if asked_time is not None:
        return _exact(caught, per, f"{d}/({fast}-{slow})") if asked["qu"] == per else None
    return _exact(caught * speeds[chaser], length, f"{d}/({fast}-{slow})*{fast}") \
        if same_length(asked_gone["qu"]) == length else None


def _exact(value: Fraction, unit: str, expression: str) -> Task | None:
    return Task("expr", {"expression": expression}, source="parser") if exact_in(value, unit) else None
