"""A power or root stated by its values: a square's side from its area or its area from its side
("正方形面积是 64 平方米，边长是多少", "A square room has an area of 196 square feet. How long is one side?"),
a cube's edge from its volume or its volume from its edge (正方体, 棱长, 体积), a sheet folded n
times in half (对折 5 次，多少层: 2⁵), and an amount that doubles or triples every period, from a start,
after a number of those periods ("triples every hour. Starting from 1 cell, … after 5 hours": 1×3⁵).

One amount, one shape, the measure given named before the amount and the other asked after it, in one
unit of length. A perimeter, a surface, a rectangle, a price, another amount or a unit asked in
another length makes the request unread.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .units import DIMENSION, canonical_unit

_SHAPES = {"square": ("正方形", "square"), "cube": ("正方体", "立方体", "cube")}
_GIVEN_ASKED = {"square": (("面积", "area"), ("边长", "side", "sides", "how long")),
                "cube": (("体积", "volume"), ("棱长", "edge", "edges", "side", "sides", "how long"))}
_POWER = {"square": "2", "cube": "3"}
_OTHER = ("周长", "表面积", "perimeter", "surface", "对角线", "diagonal", "长方", "rectangle", "圆", "circle", "每", "per",
          "each side costs", "元", "cost", "price", "%", "倍", "twice", "half", "一半", "times", "total", "一共", "总",
          "如果", "if", "增加", "increase", "减少", "more", "less")
_LENGTHS = ("厘米", "毫米", "分米", "千米", "公里", "米", "feet", "foot", "ft", "inches", "inch", "meters", "metres", "meter",
            "metre", "cm", "mm", "km", "m", "yards", "yard", "miles", "mile")
_FOLDED = ("对折", "folded in half", "fold it in half", "fold a sheet in half", "fold in half", "folded")
_LAYERS = ("层", "layers", "layer", "thick")


_HINTS = ("正方", "立方体", "square", "cube", "对折", "fold", "doubl", "tripl", "翻一番", "翻倍", "翻了一番")
_FACTORS = (("triples", "3"), ("triple", "3"), ("tripling", "3"), ("doubles", "2"), ("double", "2"), ("doubling", "2"),
            ("翻一番", "2"), ("翻倍", "2"), ("翻了一番", "2"))
FACTOR_WORDS = frozenset(word for word, _ in _FACTORS)  # read here: word_quantities.py lets them through
_STARTS = ("start", "starts", "starting", "started", "开始", "起初", "最初", "原来", "初始", "本来")
_PERIODS = {"hour": "h", "hours": "h", "小时": "h", "个小时": "h", "day": "d", "days": "d", "天": "d", "日": "d",
            "week": "w", "weeks": "w", "周": "w", "星期": "w", "个星期": "w", "month": "mo", "months": "mo", "月": "mo",
            "个月": "mo", "year": "y", "years": "y", "年": "y", "minute": "min", "minutes": "min", "分钟": "min"}
_NOT_GROWTH = ("%", "half", "一半", "减", "die", "dies", "died", "死", "lose", "loses", "total", "一共", "总共", "合计",
               "each time", "minus", "less", "fewer", "per cent", "percent", "times as", "倍数",
               # "how many more cells after 5 hours": the increase, not the amount after (issue 15, h/red35en)
               "more", "additional", "extra", "增加了多少", "多了多少", "多出")


def read_square(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(map(slots.folded.__contains__, _HINTS)):
        return None  # the cheap test first: most requests name no square
    said = Said(tokens)
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    factor = next((k for word, k in _FACTORS if said.has(word)), None)
    if factor is not None and any(t.type == "MEI" for t in tokens):
        return _repeated_growth(tokens, numbers, slots, said, factor)
    if said.any(_FOLDED):
        return _folded(tokens, numbers, slots, said)
    shape = next((name for name, words in _SHAPES.items() if said.any(words)), None)
    if shape is None or said.any(_OTHER) or any(t.type in ("PCT", "DATE") for t in tokens):
        return None  # the cheap tests first
    numbers = [i for i in numbers if not (slots.number(tokens[i].value).value == 1 and i + 1 < len(tokens)
                                          and tokens[i + 1].type == "MEASURE")]  # "一个正方形"
    if len(numbers) != 1:
        return None
    at = numbers[0]
    n = slots.number(tokens[at].value)
    if n.percent or n.value <= 0:
        return None
    area_words, side_words = _GIVEN_ASKED[shape]
    before, after = Said(tokens[:at]), Said(tokens[at + 1:])
    if before.any(area_words) and after.any(side_words) and not after.any(area_words):
        expression = f"{n.plain()}^(1/{_POWER[shape]})" if shape == "cube" else f"sqrt({n.plain()})"
    elif before.any(side_words) and after.any(area_words) and not after.any(side_words) and not before.any(area_words):
        expression = f"{n.plain()}^{_POWER[shape]}"
    else:
        return None
    lengths = {_length(t.value) for t in tokens if _length(t.value)} | _lengths_written_zh(slots.folded)
    return Task("expr", {"expression": expression}, source="parser") if len(lengths) <= 1 else None


# 分米 may reach the tokens as 分 and 米 (分 a minute, a point): the lengths are found in the text as well, so
# "边长6分米 … 面积是多少平方米" is two units, not one (issue 15, h/redteam_zh29)
_LENGTHS_ZH = re.compile("(?:平方|立方)?(厘米|毫米|分米|千米|公里|(?<![厘毫分千])米)")


def _lengths_written_zh(folded: str) -> set[str]:
    return {canonical_unit(m.group(1)) or m.group(1) for m in _LENGTHS_ZH.finditer(folded)}


def _length(word: str) -> str:
    """The unit of length in a unit word: 平方米 and 米 are both metres, "cm²" and "cm" centimetres."""
    word = word.removeprefix("平方").removeprefix("立方").removesuffix("²").removesuffix("³")
    unit = canonical_unit(word)  # "centimeters" beside "meters" is a second unit, not the one
    if DIMENSION.get(unit) == "length":
        return unit
    return word if word in _LENGTHS or word.endswith(("meter", "metre", "meters", "metres")) else ""


def _folded(tokens: list[Tok], numbers: list[int], slots: Slots, said: Said) -> Task | None:
    """"一张纸对折 5 次，会有多少层": each fold doubles the layers."""
    numbers = [i for i in numbers if not (slots.number(tokens[i].value).value == 1 and i + 1 < len(tokens)
                                          and tokens[i + 1].type == "MEASURE")]
    if len(numbers) != 1 or not said.any(_LAYERS) or said.any(_OTHER):
        return None
    n = slots.number(tokens[numbers[0]].value)
    if n.percent or n.value != int(n.value) or not 0 < n.value <= 60:
        return None
    return Task("expr", {"expression": f"2^{n.plain()}"}, source="parser")


def _repeated_growth(tokens: list[Tok], numbers: list[int], slots: Slots, said: Said, factor: str) -> Task | None:
    """"A population doubles every year. If it starts at 100, what is it after 3 years?": 100×2³."""
    every = [i for i, t in enumerate(tokens) if t.type == "MEI"]
    if len(every) != 1 or len(numbers) != 2 or said.any(_NOT_GROWTH) or any(t.type == "PCT" for t in tokens):
        return None
    period = _PERIODS.get(tokens[every[0] + 1].value, "") if every[0] + 1 < len(tokens) else ""
    start_at, after_at = numbers
    elapsed = _PERIODS.get(tokens[after_at + 1].value, "") if after_at + 1 < len(tokens) else ""
    if not period or elapsed != period or not Said(tokens[max(0, start_at - 3):start_at]).any(_STARTS + ("from", "at", "with")):
        return None
    start, n = slots.number(tokens[start_at].value), slots.number(tokens[after_at].value)
    if start.percent or n.percent or start.value <= 0 or n.value != int(n.value) or not 1 <= n.value <= 60:
        return None
    return Task("expr", {"expression": f"{start.plain()}*{factor}^{n.plain()}"}, source="parser")
