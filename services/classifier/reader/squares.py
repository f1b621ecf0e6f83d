"""A power or root stated by its values: a square's side from its area or its area from its side
("正方形面积是 64 平方米，边长是多少", "A square room has an area of 196 square feet. How long is one side?"),
a cube's edge from its volume or its volume from its edge (正方体, 棱长, 体积), and a sheet folded n
times in half (对折 5 次，多少层: 2⁵).

One amount, one shape, the measure given named before the amount and the other asked after it, in one
unit of length. A perimeter, a surface, a rectangle, a price, another amount or a unit asked in
another length makes the request unread.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok

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


_HINTS = ("正方", "立方体", "square", "cube", "对折", "fold")


def read_square(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(hint in slots.folded for hint in _HINTS):
        return None  # the cheap test first: most requests name no square
    said = Said(tokens)
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
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
    lengths = {_length(t.value) for t in tokens if _length(t.value)}
    return Task("expr", {"expression": expression}, source="parser") if len(lengths) <= 1 else None


def _length(word: str) -> str:
    """The unit of length in a unit word: 平方米 and 米 are both metres, "cm²" and "cm" centimetres."""
    word = word.removeprefix("平方").removeprefix("立方").removesuffix("²").removesuffix("³")
    return word if word in _LENGTHS else ""


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
