"""A conversion asked about the one amount of a short story, read by its values ("跑完一个全马
42.195 公里，合多少米", "The recipe says bake at 350°F. What's that in °C, to the nearest degree?").

One amount with a unit of length, mass, time, volume, speed or temperature; a question that points
back at it (that, this, 合多少, 折合, 换算成) and names one other unit of the same kind; at most one
rounding instruction. A second amount (except a leading 一个, 一次: one item), an operator, a
word that could multiply the amount (twice, each, round trip, 往返, 每, 一半, 两遍 …), or a
temperature that is a change or a difference (温差 10 度 is 18 °F, not 50) makes the request
unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok
from .units import DIMENSION, canonical_unit
from .values import _PLACE_WORDS

_REFERS = ("that", "this", "it", "合多少", "折合", "换算成", "换算为", "合", "相当于")
_REFER_TYPES = frozenset({"CONVERT_TO"})
_MULTIPLIES = ("twice", "double", "triple", "half", "each", "every", "per", "both", "round trip", "there and back",
               "times", "again", "more", "less", "total", "altogether", "laps", "lap", "both ways", "and back",
               "两次", "往返", "来回", "每", "各", "一半", "倍", "再", "又", "共", "总", "圈", "加", "减", "多了", "遍", "趟", "两", "俩")
# A temperature that is a change or a difference converts by the ratio alone (10 °C warmer is
# 18 °F warmer, not 50 °F): such an amount is not read as a temperature.
_TEMPERATURE_CHANGE = ("温差", "差", "升", "降", "高了", "低了", "变化", "涨", "跌", "rose", "risen", "rise", "rises", "fell",
                       "fall", "falls", "drop", "dropped", "drops", "increase", "increased", "decrease", "decreased",
                       "difference", "warmer", "colder", "hotter", "cooler", "change", "changed", "by", "up", "down",
                       "swing", "range", "apart", "between")
_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE", "MEI", "POW", "PCT", "DATE", "QUOTE", "LPAR", "RPAR",
                        "HALF_OF", "HALF_ZH", "DOUBLE_PRE", "TRIPLE_PRE", "TIMES_ZH_BEI", "TOGETHER", "ZH_SUM"})


def read_conversion(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type in _OPERATORS for t in tokens) or Said(tokens).any(_MULTIPLIES):
        return None
    places, rest = _rounding(tokens, slots)
    if rest is None:
        return None
    amounts = [i for i, t in enumerate(rest) if t.type == "NUM" and not _one_item(rest, i, slots)]
    if len(amounts) != 1:
        return None
    at = amounts[0]
    n = slots.number(rest[at].value)
    following = rest[at + 1] if at + 1 < len(rest) else None
    unit_token = following is not None and following.type == "UNIT"
    source = canonical_unit(following.value) if unit_token else canonical_unit(n.unit or "")  # type: ignore[union-attr]
    question = rest[at + (2 if unit_token else 1):]
    targets = [canonical_unit(t.value) for t in question if t.type == "UNIT"]
    if n.percent or not source or len(targets) != 1 or not targets[0] or targets[0] == source \
            or DIMENSION.get(source) is None or DIMENSION.get(source) != DIMENSION.get(targets[0]):
        return None
    if DIMENSION[source] == "temperature" and Said(tokens).any(_TEMPERATURE_CHANGE):
        return None
    if not any(t.type in _REFER_TYPES or t.value in _REFERS for t in question):
        return None  # the question must point back at the amount
    if any(t.type == "UNIT" for t in rest[:at]):
        return None
    args: dict = {"value": n.plain(), "from": source, "to": targets[0]}
    if places is not None:
        args["places"] = places
    return Task("convert", args, source="parser")


def _one_item(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一个全马": one item named before the amount, not an amount."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and following.type == "MEASURE" and slots.number(tokens[i].value).value == 1


def _rounding(tokens: list[Tok], slots: Slots) -> tuple[int | None, list[Tok] | None]:
    """The places of one rounding instruction at the end ("to the nearest degree", "保留一位小数"),
    and the tokens before it; (None, tokens) without one, (None, None) when it is not read."""
    shapes = ((("TO", "NEAREST", "PLACE_WORD"), 2), (("ROUND_EN", "NEAREST", "PLACE_WORD"), 2),
              (("TO", "PLACE_WORD"), 1), (("ROUND_EN", "PLACE_WORD"), 1), (("TO", "NUM", "DECIMAL_PLACES"), 1),
              (("ROUND_EN", "NUM", "DECIMAL_PLACES"), 1), (("ROUND_ZH", "NUM", "DECIMAL_PLACES_ZH"), 1),
              (("ROUND_ZH", "PLACE_WORD"), 1))
    for shape, at in shapes:
        tail = tokens[-len(shape):]
        if len(tokens) > len(shape) and tuple(t.type for t in tail) == shape:
            word = tail[at]
            if word.type == "NUM":
                n = slots.number(word.value).value
                places = int(n) if n == n.to_integral_value() and 0 <= n <= 20 else None
            else:
                places = _PLACE_WORDS.get(word.value)
                if shape[0] == "TO" and len(shape) == 2 and "decimal" not in word.value and word.value != "degree":
                    places = None  # "to ten": a rounding only with "round" or "nearest"
            if places is None or places < 0:
                return None, None
            rest = tokens[:-len(shape)]
            while rest and rest[-1].type == "COMMA":
                rest = rest[:-1]
            return places, rest
    return None, tokens
