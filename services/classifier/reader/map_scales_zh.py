"""比例尺, a map's scale, in Chinese: the distance on the map from the distance on the ground, or back. "在比例尺是1:500000
的地图上，量得两地距离是6厘米，两地实际距离是多少千米" → 6 × 500000 厘米 = 30 千米, written 6*500000/100000; "在比例尺是
1:3000000的地图上，两地实际距离是240千米，图上距离是多少厘米" → 240 千米 = 24000000 厘米, over 3000000: 240*100000/3000000 = 8.

The scale is 1:N (a map that shrinks: N:1, an enlarged drawing, is not read), said once with the map; one distance told,
on the map (量得 …距离是, 教室的长是) or on the ground (实际距离是), the other asked, of the same measure (长 asked of 长)
and of the same places where the question names them (乙丙两地 asked after 甲乙两地: slow).
Units are metric lengths, converted exactly (毫米 … 千米); any other unit (英里, 里, 尺), a number more (a speed, a second
distance), the same distance asked again, or an answer that is no finite decimal leaves it slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import counts_as_words, exact_in, number, plain_positive, uses_every_number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

# 厘米 in each metric length: the one exact step between them.
_IN_CM = {"毫米": Fraction(1, 10), "厘米": Fraction(1), "分米": Fraction(10), "米": Fraction(100),
          "千米": Fraction(100000), "公里": Fraction(100000)}
_LENGTH = r"(?:毫米|厘米|分米|千米|公里|米)"
_MAP = r"(?:地图|图纸|平面图|图)"
_SCALE = re.compile(rf"(?:在)?(?:一幅|一张|这幅|这张)?(?:{_MAP}的)?比例尺(?:是|为)(?P<one>{N})[:：∶](?P<n>{N})(?:的{_MAP}上?)?")
_PLACES = r"[^<>0-9，多少几每约长宽高]{1,10}?"
# What is measured: a distance, or a length or width (教室的长); the same word is asked.
_MEASURED = r"(?P<what>距离|长度|长|宽|高)"
_ON_MAP = re.compile(rf"(?:在(?:这幅|这张)?{_MAP}上)?(?:量得|测得|量出)?(?P<where>{_PLACES})?(?:的)?(?:图上)?{_MEASURED}(?:是|为)"
                     rf"(?P<d>{N})(?P<u>{_LENGTH})")
_ON_GROUND = re.compile(rf"(?P<where>{_PLACES})?(?:的)?实际{_MEASURED}(?:是|为|有)(?P<d>{N})(?P<u>{_LENGTH})")
_GROUND_ASKED = re.compile(rf"(?P<where>{_PLACES})?(?:的)?实际(?:{_MEASURED}|相距)(?:是|有)?多少(?P<u>{_LENGTH})")
_MAP_ASKED = re.compile(rf"(?:在(?:这幅|这张)?{_MAP}上)?(?:的)?(?:图上{_MEASURED}(?:是|应是|应该是|应画|应为)?|应画|应该画|要画)"
                        rf"多少(?P<u>{_LENGTH})")


def _place(m: re.Match) -> str:
    """Where a distance is told or asked (甲乙两地, 学校到家), or "" where it is not said; asked the same places or
    fewer words of them (两城 after 甲乙两城)."""
    return (m.groupdict().get("where") or "").removesuffix("的")


@triggered_by(text=("比例尺",))
def read_map_scale_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if not plain_positive(slots):
        return None
    text = counts_as_words(slots, slots.text.replace(" ", ""))
    clauses = clauses_zh(re.sub(rf"^{N}(?=幅|张)", "一", text))
    if len(clauses) != 3:
        return None
    scale, told, question = _SCALE.fullmatch(clauses[0]), clauses[1], clauses[2]
    if scale is None or number(slots, scale["one"]) != 1:
        return None
    on_ground, on_map = _ON_GROUND.fullmatch(told), _ON_MAP.fullmatch(told) if "实际" not in told else None
    given = on_ground or on_map
    asked = (_MAP_ASKED if on_ground else _GROUND_ASKED).fullmatch(question) if given else None
    if asked is None or (asked["what"] or "距离") != given["what"] or not _place(given).endswith(_place(asked)) \
            or not uses_every_number(clauses, [scale["one"], scale["n"], given["d"]]):
        return None
    times = number(slots, scale["n"])
    step = _IN_CM[given["u"]] / _IN_CM[asked["u"]]  # the told unit in the asked one
    value = number(slots, given["d"]) * step * (1 / times if on_ground else times)
    d, k = slots.number(given["d"]).plain(), slots.number(scale["n"]).plain()
    by = f"*{step}" if step.denominator == 1 and step != 1 else f"/{1 / step}" if step != 1 else ""
    expression = f"{d}{by}/{k}" if on_ground else f"{d}*{k}{by}"
    return Task("expr", {"expression": expression}, source="parser") if exact_in(value, asked["u"]) else None
