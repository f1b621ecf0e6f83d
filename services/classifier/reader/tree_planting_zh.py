"""植树问题 in Chinese, read by their values: a length planted at equal gaps, the count of trees (lamps, flags) asked
by the rule its ends are said to follow ("一条路长100米，每隔5米种一棵树，两端都种，一共种多少棵" → 100÷5+1 = 21; 两端都
不种 100÷5-1; 一端种 100÷5; a ring, 环形 / 圆形 / 周长, 100÷5; both sides of the road, 两旁 / 两侧, twice), and a log
sawn into pieces ("把一根木头锯成5段，要锯几次" → 5-1 = 4).

A line with no end rule said is read two ways and goes slow; so does a ring given an end rule, a length that is no
whole number of gaps (102米 at 5米), two things planted at each place, the length and the gap in two units, another
number, another thing asked (还要种, 多少米) or another measure word than the one planted.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh

_VERB = "(?:种|栽|植|插|装|挂|放|摆|立)"
_ITEM_MEASURE = "[棵盏面根盆个]"
_LENGTH_UNIT = "(?:米|千米|厘米)"
_ONE = r"(?:一|<n\d+>)"  # 一条路: the one is a number the slots hold, its value 1
_RING_WORDS = ("环形", "圆形")
# 一条路长100米; 一个圆形花坛的周长是100米; 一个环形跑道长400米
_LENGTH = re.compile(rf"(?:{_ONE}(?P<m>[条个座段]))?(?P<ring>环形|圆形)?(?P<thing>[^<>0-9，是长的周]{{1,4}})的?"
                     rf"(?P<round>周长)?(?:全长|长)?(?:是|为)?(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})")
# 每隔5米种一棵树; 在路的两旁每隔3米栽一棵树; 沿着池塘每隔4米种一棵树; 在公路的一侧每隔6米装一盏路灯
_GAPS = re.compile(rf"(?:(?:在|沿着?)(?P<along>[^<>0-9，每]{{1,4}}?)?(?:的)?(?P<sides>两旁|两侧|两边|一侧|一旁|一边)?)?"
                   rf"每隔(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})(?P<verb>{_VERB})(?:上)?(?P<one>{_ONE})"
                   rf"(?P<m>{_ITEM_MEASURE})(?P<item>[^<>0-9，]{{0,3}})")
_BOTH_ENDS = re.compile(rf"(?:两端|首尾)都(?:要)?(?P<verb>{_VERB})(?:上)?")
_NO_END = re.compile(rf"(?:两端|首尾)都?不(?P<verb>{_VERB})")
_ONE_END = re.compile(rf"(?:只有|只在|只)一端(?P<verb>{_VERB})")
_ASKED = re.compile(rf"(?:一共|总共|共)?(?:要|需要|可以|能)?(?P<verb>{_VERB})?(?:多少|几)(?P<m>{_ITEM_MEASURE})"
                    r"(?P<item>[^<>0-9，]{0,3})")
# 把一根木头锯成5段, 要锯几次
_SAWN = re.compile(rf"把?{_ONE}?根(?P<thing>木头|木料|钢管|铁管|钢筋|铁丝|绳子|竹竿)(?:锯|截|剪)成(?:了)?(?P<n><n\d+>)段")
_CUTS_ASKED = re.compile(r"(?:一共|共|总共)?(?:要|需要)?(?:锯|截|剪)(?:几|多少)次")
_SIDES = {"两旁": 2, "两侧": 2, "两边": 2, "一侧": 1, "一旁": 1, "一边": 1, None: 1}
_LINES = ("路", "道", "街", "廊", "边", "堤", "桥", "岸", "线")


@triggered_by(text=("每隔", "锯成", "截成", "剪成"))
def read_tree_planting_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text)
    if not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    if len(clauses) == 2:
        return _sawn(clauses, slots)
    if len(clauses) not in (3, 4):
        return None
    length, gaps, asked = _LENGTH.fullmatch(clauses[0]), _GAPS.fullmatch(clauses[1]), _ASKED.fullmatch(clauses[-1])
    if length is None or gaps is None or asked is None:
        return None
    used = [length["n"], gaps["n"], *(slot for slot in re.findall(r"<n\d+>", clauses[0] + gaps["one"])
                                      if slot not in (length["n"], gaps["n"]))]
    if sorted(used) != sorted(f"<n{i}>" for i in range(len(slots.items))) \
            or any(slots.number(slot).value != 1 for slot in used[2:]):
        return None  # another number; 种两棵树 at each place
    if asked["m"] != gaps["m"] or asked["verb"] not in (None, gaps["verb"]) or asked["item"] not in ("", gaps["item"]):
        return None
    if gaps["along"] and gaps["along"] not in length["thing"] and length["thing"] not in gaps["along"]:
        return None  # planted along another thing than the one measured
    ring = bool(length["ring"] or length["round"])
    end = _end_rule(clauses[2], gaps["verb"]) if len(clauses) == 4 else None
    if ring == (end is not None) or ring and gaps["sides"] or not ring and not length["thing"].endswith(_LINES):
        return None  # a line with no end rule (two readings); a ring given one
    total, gap = _amount(slots, length["n"], length["unit"]), _amount(slots, gaps["n"], gaps["unit"])
    if total is None or gap is None or length["unit"] != gaps["unit"] or (total / gap).denominator != 1 \
            or total / gap < 2:
        return None  # 102米 at 5米: no whole number of gaps
    expression = f"{total}/{gap}" + ("" if ring else end)
    sides = _SIDES[gaps["sides"]]
    return Task("expr", {"expression": f"({expression})*{sides}" if sides > 1 else expression}, source="parser")


def without_end_rule(tokens: list[Tok]) -> list[Tok]:
    """The tokens without a "两端都不种" said as one word: the end rule is the reading's own (guards.py's negation check)."""
    return [t for t in tokens if not (t.type == "WORD" and _NO_END.fullmatch(t.value))]


def _end_rule(clause: str, verb: str) -> str | None:
    """What the ends add to the gaps' count: "+1" both planted, "-1" neither, "" one; None where it is not said so."""
    for rule, added in ((_BOTH_ENDS, "+1"), (_NO_END, "-1"), (_ONE_END, "")):
        said = rule.fullmatch(clause)
        if said is not None:
            return added if said["verb"] == verb else None
    return None


def _sawn(clauses: list[str], slots: Slots) -> Task | None:
    """"把一根木头锯成5段，要锯几次": one cut fewer than the pieces."""
    sawn, asked = _SAWN.fullmatch(clauses[0]), _CUTS_ASKED.fullmatch(clauses[1])
    if sawn is None or asked is None:
        return None
    ones = [slot for slot in re.findall(r"<n\d+>", clauses[0]) if slot != sawn["n"]]
    if len(slots.items) != 1 + len(ones) or any(slots.number(slot).value != 1 for slot in ones):
        return None
    pieces = _amount(slots, sawn["n"], "")
    return None if pieces is None or pieces < 2 else Task("expr", {"expression": f"{pieces}-1"}, source="parser")


def _amount(slots: Slots, slot: str, unit: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if not n.percent and value.denominator == 1 and value > 0 and n.unit in (unit, "") else None
