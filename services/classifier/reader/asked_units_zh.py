"""A measure asked that the story never tells a number in (issue 15): 工资9000，房租占三分之一，房租多少斤 asks 斤 of
money, and 一共有60本书，借出了三分之一，借出了多少米 asks 米 of books; the reading's 3000 and 20 answer no such question. Where
the Chinese question asks 多少 (几) of a measure of weight, length, area or volume and no number of the story before it
carries a measure of that kind, any reading goes slow. Time is left out: 每天, 一周 count periods without a number."""

from __future__ import annotations

import re

from dtlib.unit_names import DIMENSION, UNITS

from .vocab_zh import has_cjk


def _lexicons_words(dimension: str) -> tuple[str, ...]:
    return tuple(w for name, words in UNITS.items() if DIMENSION.get(name) == dimension for w in words if has_cjk(w))


_LENGTHS = _lexicons_words("length")
# the lexicon's words of each kind, with what it leaves out on purpose that a question still asks of: the measures of
# no one standard (吨, 盎司, 加仑, 品脱: dtlib.conventions), the old 尺 and 寸, the sea's 海里; an area or a volume is
# also said of a length (平方米, 立方厘米)
_KINDS = {"weight": (*_lexicons_words("mass"), "吨", "盎司"), "length": (*_LENGTHS, "海里", "尺", "寸"),
          "area": (*_lexicons_words("area"), *("平方" + w for w in _LENGTHS)),
          "volume": (*_lexicons_words("volume"), "加仑", "品脱", *("立方" + w for w in _LENGTHS))}
# an area or a volume is measured from lengths too (长12米，宽8米，面积是多少平方米)
_MEASURED_FROM = {"weight": ("weight",), "length": ("length",), "area": ("area", "length"),
                  "volume": ("volume", "length", "area")}
_UNIT_KIND = {u: k for k, units in _KINDS.items() for u in units}
_ALTERNATION = "|".join(sorted(_UNIT_KIND, key=len, reverse=True))
_ASKED = re.compile(rf"(?:多少|几)({_ALTERNATION})")
_TOLD = re.compile(rf"(?:\d|[零一二两三四五六七八九十百千万半])\s*(?:多)?({_ALTERNATION})")
_SYMBOL_TOLD = re.compile(r"\d\s*[A-Za-z]")
TRIGGER_UNITS_ZH = tuple(_UNIT_KIND)


def unit_asked_untold(text: str) -> bool:
    """Whether the (original) Chinese request asks of a measure no number before the question carries."""
    asked = _ASKED.search(text)
    if asked is None:
        return False
    kinds = _MEASURED_FROM[_UNIT_KIND[asked.group(1)]]
    story = text[:asked.start()]
    if _SYMBOL_TOLD.search(story):  # 5 km, 3kg: a unit written as a symbol is left to the conversion readers
        return False
    return not any(_UNIT_KIND[m.group(1)] in kinds for m in _TOLD.finditer(story)) \
        and not any(unit in story for kind in kinds for unit in _KINDS[kind])
