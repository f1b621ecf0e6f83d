"""A rate told of a machine or a vehicle against a doing that does not use it: "Tom's car gets 30 miles per
gallon of gas. He biked 150 miles. How many gallons of gas did he use?" — biking burns no gas, so the
car's rate says nothing of it; 汽车每升油行12千米 against 小明骑自行车行了36千米 alike. A request that tells
both goes slow; the twins that use the machine (drove, went, traveled, 开车, 汽车行了) read as before.
"""

from __future__ import annotations

import re

from .tokens import WORD_RUN

MACHINES_EN = frozenset({"car", "cars", "truck", "trucks", "van", "bus", "buses", "scooter", "motorcycle",
                         "motorbike", "boat", "ship", "plane", "airplane", "jet", "train", "tractor", "vehicle",
                         "printer", "machine", "machines", "computer", "pump", "robot", "engine", "copier"})
MACHINES_ZH = ("汽车", "卡车", "货车", "客车", "轿车", "摩托车", "电动车", "公交车", "拖拉机", "火车", "飞机", "轮船", "船",
               "打印机", "复印机", "机器", "电脑", "抽水机", "水泵", "机器人", "发动机")
# Done by a person without a machine: after a person's pronoun or name ("She walked 100 miles"; a machine
# "runs" too, so the doer is looked at), or anywhere in Chinese (步行, 骑自行车, 手抄)
_OWN_DOING_EN = re.compile(r"\b(?:he|she|i|we|they|[A-Z][a-z]+)\s+(?:walk|walks|walked|walking|ran|runs|run|running|"
                           r"jog|jogs|jogged|jogging|swam|swim|swims|swimming|bike|bikes|biked|biking|cycle|cycles|"
                           r"cycled|cycling|hike|hikes|hiked|hiking|skate|skates|skated|skating)\b")
_BY_HAND_EN = re.compile(r"\bby hand\b|\bon foot\b")
_OWN_DOING_ZH = re.compile("步行|走路|徒步|跑步|游泳|自行车|手抄|手写|用手|跳绳|看书")
_MACHINE_EN = re.compile(r"\b(?:" + "|".join(sorted(MACHINES_EN)) + r")\b", re.IGNORECASE)
_MACHINE_ZH = re.compile("|".join(MACHINES_ZH))


def names_a_machine(text: str) -> bool:
    if text.isascii():  # no Chinese word, and a machine's word is a whole run: one scan of the runs, not the pattern's
        return not MACHINES_EN.isdisjoint(WORD_RUN.findall(text.lower()))
    return bool(_MACHINE_EN.search(text) or _MACHINE_ZH.search(text))


def doing_without_the_machine(text: str) -> bool:
    """Whether `text` tells a machine's or a vehicle's rate and a doing done without it (see the module)."""
    if not names_a_machine(text):
        return False
    return bool(_OWN_DOING_EN.search(text) or _BY_HAND_EN.search(text.lower()) or _OWN_DOING_ZH.search(text))
