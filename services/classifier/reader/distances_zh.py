"""The distance between two places, a speed along it and the time to cover it, in Chinese: any two told, the third
asked (路程 = 速度 × 时间). "两地相距240千米，汽车每小时行60千米，几小时能到达" (240 ÷ 60), "每小时行80千米，5小时到达，
两地相距多少千米" (80 × 5), "两地相距150千米，汽车3小时行完，平均每小时行多少千米" (150 ÷ 3).

The distance is told with 相距 between two places named (两地, 甲乙两城, 学校和公园); the speed as 每小时 / 每分钟 and one
verb of going; the time as so many hours or minutes to arrive (到达, 行完, 走到). Exactly two numbers, the time unit the
speed's own and one length unit (千米 and 公里 are one): a conversion is a second step. One setting clause without
a number may come before the question (一辆汽车从甲地开往乙地). The question asks only the third amount, with no other doer, no
bound or hedge (至少, 大约), no clock time (几点), no second trip (往返, 来回) and nothing left (还剩): any other word, and the
request goes slow. A time that is no finite decimal (250 ÷ 60) is not written here either.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import NUMBER_SLOT as _N, Slots
from .rates import terminates
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

LENGTH_ZH = r"(?:千米|公里|米)"
SPEED_TIME_ZH = r"(?:小时|分钟)"
GO_ZH = r"(?:行驶|行|走|跑|骑|开|飞|航行)"
_ARRIVE = r"(?:到达|行完|走完|跑完|开完|骑完|走到|跑到|开到|骑到|到)"
# A doer or a place: a few characters that are no number, 每, person pronoun, hedge or bound (最快, 限速, 不到), plan
# (计划, 打算, 如果), negation or clause mark.
DOER_ZH = r"[^，,。；;：:？?<>0-9每他她们约大概左右多至少最限超不没未计划打算准备想要如果假若还剩往返来回相遇向几]"
# 两地, 甲、乙两城, 两个港口; 学校和少年宫 (少 is kept out of a doer, as 至少 is a hedge, but a place may hold it)
_PLACE = rf"(?:{DOER_ZH}|少)"
PLACES_ZH = rf"(?:(?:甲、?乙|[a-z]、?[a-z])?两个?(?:地|城市|城|港口|港|站|村庄|村|镇)|{_PLACE}{{1,6}}(?:和|与|跟){_PLACE}{{1,6}})"
DISTANCE_ZH = re.compile(rf"{PLACES_ZH}(?:之间)?相距(?P<d>{_N})(?P<du>{LENGTH_ZH})")
SPEED_ZH = re.compile(rf"(?P<who>{DOER_ZH}{{1,6}})?(?:平均)?每(?P<per>{SPEED_TIME_ZH}){GO_ZH}(?P<v>{_N})"
                      rf"(?P<vu>{LENGTH_ZH})")
_TIME_TAKEN = re.compile(rf"(?P<who>{DOER_ZH}{{1,6}})?(?P<t>{_N})(?P<tu>{SPEED_TIME_ZH}){_ARRIVE}")
_SETTING = re.compile(rf"{DOER_ZH}{{1,6}}从{DOER_ZH}{{1,4}}(?:开往|驶向|驶往|前往|去){DOER_ZH}{{1,4}}")
_ASK_TIME = re.compile(rf"{_ARRIVE}?(?:需要|要|能|可以)?(?:几|多少)(?P<qu>{SPEED_TIME_ZH})(?:能|可以|就能|才能)?{_ARRIVE}?")
_ASK_DISTANCE = re.compile(rf"{PLACES_ZH}(?:之间)?相距多少(?P<qu>{LENGTH_ZH})")
_ASK_SPEED = re.compile(rf"(?:平均)?每(?P<per>{SPEED_TIME_ZH}){GO_ZH}多少(?P<qu>{LENGTH_ZH})")
# "一辆汽车", "一艘轮船": the one doer a clause starts with, no amount
_ONE_DOER = re.compile(rf"(?:^|(?<=[，,；;]))(?P<n>{_N})(?P<measure>辆|列|艘|架|位|名|个)")
# "两站相距": the two places (perception counts 两 before 站), no amount
_TWO_PLACES = re.compile(rf"(?P<n>{_N})(?P<place>地|城|港|站|村|镇)(?=(?:之间)?相距)")
_SAME_LENGTH = {"公里": "千米"}
_GROUP = {"distance": "d", "speed": "v", "time": "t"}


def same_length(unit: str) -> str:
    """公里 and 千米 are one unit."""
    return _SAME_LENGTH.get(unit, unit)


@triggered_by(text=("相距",))
def read_distance_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    text = _ONE_DOER.sub(lambda m: "一" + m["measure"] if slots.number(m["n"]).raw == "一" else m[0], slots.text)
    text = _TWO_PLACES.sub(lambda m: "两" + m["place"] if slots.number(m["n"]).raw == "两" else m[0], text)
    if len(re.findall(_N, text)) != 2:
        return None
    clauses = clauses_zh(text.strip())
    settings = [c for c in clauses[:-1] if _SETTING.fullmatch(c)]
    if len(clauses) == 4 and len(settings) == 1:
        clauses.remove(settings[0])  # "一辆汽车从甲地开往乙地": where the trip goes, no amount, before the question
    if len(clauses) != 3:
        return None
    first, second, question = clauses
    said = {}
    for clause in (first, second):
        for name, shape in (("distance", DISTANCE_ZH), ("speed", SPEED_ZH), ("time", _TIME_TAKEN)):
            m = shape.fullmatch(clause)
            if m is not None and name not in said:
                said[name] = m
                break
        else:
            return None
    doers = {m["who"].removeprefix("一").lstrip("辆列艘架位名个") for m in said.values() if "who" in m.groupdict() and m["who"]}
    if len(doers) > 1:
        return None  # 甲车每小时行80千米，乙车5小时到达: two doers, two trips
    values = {k: slots.number(m[_GROUP[k]]) for k, m in said.items()}
    if any(n.percent or n.ordinal or n.value <= 0 for n in values.values()):
        return None
    plain = {k: n.plain() for k, n in values.items()}
    speed = said.get("speed")
    if set(said) == {"distance", "speed"}:
        ask = _ASK_TIME.fullmatch(question)
        if ask is None or ask["qu"] != speed["per"] or same_length(said["distance"]["du"]) != same_length(speed["vu"]):
            return None
        if not terminates(Fraction(values["distance"].value) / Fraction(values["speed"].value)):
            return None  # 250 ÷ 60 hours: said as hours and minutes, which this reader does not write
        return Task("expr", {"expression": f"{plain['distance']}/{plain['speed']}"}, source="parser")
    if set(said) == {"speed", "time"}:
        ask = _ASK_DISTANCE.fullmatch(question)
        if ask is None or said["time"]["tu"] != speed["per"] or same_length(ask["qu"]) != same_length(speed["vu"]):
            return None
        return Task("expr", {"expression": f"{plain['speed']}*{plain['time']}"}, source="parser")
    if set(said) == {"distance", "time"}:
        ask = _ASK_SPEED.fullmatch(question)
        if ask is None or ask["per"] != said["time"]["tu"] \
                or same_length(ask["qu"]) != same_length(said["distance"]["du"]):
            return None
        return Task("expr", {"expression": f"{plain['distance']}/{plain['time']}"}, source="parser")
    return None
