"""A rectangle's area, a square's perimeter or its side from the perimeter, in Chinese, as a 小学 textbook asks it: "一个长方形
长8米，宽5米，面积是多少平方米" → 8*5; "正方形花坛边长8米，它的周长是多少米" → 8*4; "正方形的周长是24厘米，边长是多少厘米" →
24/4. (A square's area from its side, or back, and a cube's volume are squares.py's, not read here.)

The words state the one reading: one shape named, each of the sides its formula needs told once (长 and 宽; 边长; or a
square's 周长), every number of the request one of them, in one unit of length, and the last clause asks the measure
(面积, 周长, 边长) of that shape (它的, 这块玻璃的, or no holder) in the unit that length gives (平方米 for 米; none said is
that unit too). Not read (slow): a side missing or one more (高 of a rectangle), two units (8米 and 50厘米: a step of
conversion), another unit or quantity asked (立方米 of an area, 对角线, 表面积), a hedge, a negation, a condition or a
change (如果, 增加), a price or a rate (每, 元), and any clause the story does not need. A rectangle's perimeter, (长+宽)×2,
and a cuboid's volume, 长×宽×高, are two steps: the chats corpus (dev) and blind_stories.jsonl label the perimeter slow
(two_ops), and reading it answered a chats dev row fast against its label; neither is read.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_SHAPES = ("长方形", "正方形", "长方体")  # 长方体 named only to tell it from 长方形
_LENGTH = r"(?:千米|公里|分米|厘米|毫米|米)"
# a side told: 长8米, 长是15厘米, 宽为5米, 边长8米 (长 alone is not the 长 of 边长, 周长 or 棱长)
_SIDE = re.compile(rf"(?P<side>边长|周长|(?<![边周棱])长|宽|高)(?:是|为|有)?(?P<n>{N})(?P<u>{_LENGTH})")
_ASKED = re.compile(rf"(?P<ask>问|求)?(?:(?P<holder>[^<>0-9，的]{{1,5}})的)?(?P<what>面积|周长|体积|边长)"
                    rf"(?P<how>(?:是|有|为)?(?:多少|几)(?P<u>(?:平方|立方)?{_LENGTH})?)?")
# what the sides are: (the sides needed, the measure asked) → its expression over the sides' values
_FORMULAS = {("长方形", "面积"): (("长", "宽"), "{长}*{宽}"),
             ("正方形", "周长"): (("边长",), "{边长}*4"),
             ("正方形", "边长"): (("周长",), "{周长}/4")}
_POWER = {"面积": "平方", "体积": "立方", "周长": "", "边长": ""}
_OTHERWISE = re.compile("约|大概|左右|不|没|如果|假如|要是|增加|减少|扩大|缩小|延长|缩短|每|元|倍|一半|剩|剪|围|圆|三角|梯形|"
                        "平行四边形|对角线|表面积|底面|侧面|至少|最多|分别|和|或")


@triggered_by(text=_SHAPES)
def read_shape_measure_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) < 2:
        return None
    text = "，".join(clauses)
    shapes = [shape for shape in _SHAPES if shape in text]
    if len(shapes) != 1 or text.count(shapes[0]) - clauses[-1].count(shapes[0]) != 1 or _OTHERWISE.search(text):
        return None
    asked = _ASKED.fullmatch(clauses[-1])
    formula = None if asked is None else _FORMULAS.get((shapes[0], asked["what"]))
    if formula is None or not (asked["ask"] or asked["how"]) or not _holder_told(asked["holder"], text[:-len(clauses[-1])]):
        return None
    needed, expression = formula
    sides = [m for clause in clauses[:-1] for m in _SIDE.finditer(clause)]
    told = {m["side"]: m for m in sides}
    if len(told) != len(sides) or set(told) != set(needed) or len({m["u"] for m in sides}) != 1:
        return None  # a side told twice, one missing or more, or two units
    if not uses_every_number(clauses, [m["n"] for m in sides]):
        return None
    unit = sides[0]["u"]
    if asked["u"] and asked["u"] != _POWER[asked["what"]] + unit:
        return None  # 立方米 of an area, 平方厘米 of sides in 米: another unit asked
    return Task("expr", {"expression": expression.format(**{s: slots.number(m["n"]).plain() for s, m in told.items()})},
                source="parser")


def _holder_told(holder: str | None, story: str) -> bool:
    """The measure asked is the shape's: of no holder, of 它, or of a thing the story named (这块玻璃 of 长方形的玻璃,
    菜地 of 长方形菜地); 教室的面积 beside a rectangle the story did not say is the classroom's is another thing."""
    if not holder or holder == "它" or holder in _SHAPES:
        return True
    thing = re.sub(r"^这[个块张条间片座根]?", "", holder)
    return bool(thing) and thing in story
