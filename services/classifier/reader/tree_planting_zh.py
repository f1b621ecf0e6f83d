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
from .vocab_zh import clauses_zh, question_opened_zh

_VERB = "(?:安装|栽种|种植|摆放|种|栽|植|插|装|挂|放|摆|立)"
_ITEM_MEASURE = "[棵盏面根盆个]"
_LENGTH_UNIT = "(?:米|千米|厘米)"
_ONE = r"(?:一|<n\d+>)"  # 一条路: the one is a number the slots hold, its value 1
_SIDE = r"(?P<sides>两旁|两侧|两边|一侧|一旁|一边)"
# 一条路长100米; 一个圆形花坛的周长是100米; 一个环形跑道长400米
_LENGTH = re.compile(rf"(?:{_ONE}(?P<m>[条个座段])|[^<>0-9，长]{{1,6}}的)?(?P<ring>环形|圆形)?"
                     rf"(?P<thing>[^<>0-9，是长的周一二两三四五六七八九十]{{1,4}})的?"
                     rf"(?P<round>周长)?(?:全长|长)?(?:是|为)?(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})")
# 在一条长200米的公路一旁种树
_LENGTH_BEFORE = re.compile(rf"在?(?:{_ONE}(?P<m>[条个座段]))?(?:(?:全长|长)(?:是|为)?(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})"
                            rf"|(?P<n2><n\d+>)(?P<unit2>{_LENGTH_UNIT})长)的"
                            rf"(?P<ring>环形|圆形)?(?P<thing>[^<>0-9，是长的周一二两三四五六七八九十]{{1,4}}?)上?"
                            rf"(?:{_SIDE}?(?P<verb>{_VERB})(?P<item>[^<>0-9，]{{1,2}}))?")  # 一条长120米的小路
# 每隔5米种一棵树; 在路的两旁每隔3米栽一棵树; 沿着池塘每隔4米种一棵树; 在公路的一侧每隔6米装一盏路灯
_GAPS = re.compile(rf"(?:(?:在|沿着?)(?P<along>[^<>0-9，每]{{1,4}}?)?(?:的)?{_SIDE}?)?"
                   rf"每(?:相?隔)?(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})(?P<verb>{_VERB})(?:上)?(?P<one>{_ONE})"
                   rf"(?P<m>{_ITEM_MEASURE})(?P<item>[^<>0-9，]{{0,3}})")
_ENDS_OF = r"(?:[^<>0-9，]{1,4}的)?"  # 路的两端
_ENDS = "(?:两端|两头|首尾)"
_BOTH_ENDS = re.compile(rf"{_ENDS_OF}{_ENDS}都(?:要)?(?P<verb>{_VERB})(?:上)?(?P<item>[^<>0-9，]{{0,2}})")
_NO_END = re.compile(rf"{_ENDS_OF}{_ENDS}都?不(?P<verb>{_VERB})(?P<item>[^<>0-9，]{{0,2}})")
_ONE_END = re.compile(rf"(?:只有|只在|只){_ENDS_OF}一端(?P<verb>{_VERB})(?P<item>[^<>0-9，]{{0,2}})"
                      rf"|{_ENDS_OF}一端(?P<verb2>{_VERB})(?:另)?一端不(?P=verb2)")  # 一端种一端不种
_ASKED = re.compile(rf"(?:一共|总共|共)?(?:要|需要|可以|能|需)?(?:(?P<verb>{_VERB})了?)?(?:多少|几)(?P<m>{_ITEM_MEASURE})"
                    r"(?P<item>[^<>0-9，]{0,3})")
# 把一根木头锯成5段, 要锯几次; 一根绳子剪了4次
_SAWN = re.compile(rf"把?{_ONE}?根(?P<thing>木头|木料|钢管|铁管|钢筋|铁丝|绳子|竹竿)(?P<cut>锯|截|剪)成(?:了)?(?P<n><n\d+>)段")
_CUT = re.compile(rf"{_ONE}?根(?P<thing>木头|木料|钢管|铁管|钢筋|铁丝|绳子|竹竿)(?P<cut>锯|截|剪)了(?P<n><n\d+>)次")
_CUTS_ASKED = re.compile(r"(?:一共|共|总共)?(?:要|需要)?(?P<cut>锯|截|剪)(?:几|多少)次")
_PIECES_ASKED = re.compile(r"(?P<cut>锯|截|剪)成了?(?:几|多少)段")
# 每锯一次要3分钟, 一共要多少分钟
_TIME_UNIT = "(?:秒|分钟|小时)"
_CUT_TIME = re.compile(rf"每(?P<cut>锯|截|剪)(?P<one>{_ONE})次(?:要|需要|用)?(?P<n><n\d+>)(?P<unit>{_TIME_UNIT})")
_TIME_ASKED = re.compile(rf"(?:一共|共|总共)?(?:要|需要|用)?(?:多少|几)(?P<unit>{_TIME_UNIT})")
_SIDES = {"两旁": 2, "两侧": 2, "两边": 2, "一侧": 1, "一旁": 1, "一边": 1, None: 1}
_LINES = ("路", "道", "街", "廊", "边", "堤", "桥", "岸", "线", "河")
_SLOT = re.compile(r"<n\d+>")


@triggered_by(text=("端", "两头", "首尾", "周长", "环形", "圆形", "锯", "截成", "剪成", "剪了", "截了"))  # an end rule or a ring
def read_tree_planting_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text.replace(" ", ""))  # 长 100 米: spaces around the numbers say nothing
    if not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    if len(clauses) in (2, 3) and (task := _sawn(clauses, slots)) is not None:
        return task
    if len(clauses) not in (3, 4):
        return None
    length = _LENGTH.fullmatch(clauses[0]) or _LENGTH_BEFORE.fullmatch(clauses[0])
    middle = clauses[1:-1]
    gaps = next((m for clause in middle if (m := _GAPS.fullmatch(clause))), None)
    asked = _ASKED.fullmatch(question_opened_zh(clauses[-1])[1])  # 问一共要种多少棵树
    if length is None or gaps is None or asked is None:
        return None
    rest = [clause for clause in middle if not _GAPS.fullmatch(clause)]
    said = length.groupdict()
    long, unit = said["n"] or said.get("n2"), said["unit"] or said.get("unit2")  # 长100米, 100米长
    item = gaps["item"] or ("item" in length.re.groupindex and length["item"]) or ""
    verb = "verb" in length.re.groupindex and length["verb"]
    if verb and verb != gaps["verb"] or gaps["item"] and verb and length["item"] not in ("", gaps["item"]):
        return None  # 种树 … 每隔10米装一盏灯
    sides = [s for s in (gaps["sides"], "sides" in length.re.groupindex and length["sides"]) if s]
    used = [long, gaps["n"],
            *(slot for slot in _SLOT.findall(clauses[0] + gaps["one"]) if slot not in (long, gaps["n"]))]
    if sorted(used) != sorted(f"<n{i}>" for i in range(len(slots.items))) or len(sides) > 1 \
            or any(slots.number(slot).value != 1 for slot in used[2:]):
        return None  # another number; 种两棵树 at each place; the sides said twice
    if asked["m"] != gaps["m"] or asked["verb"] not in (None, gaps["verb"]) \
            or asked["item"] not in ("", item, item + "苗") and item:
        return None
    along = gaps["along"] and gaps["along"].removesuffix("边").removesuffix("岸")  # 沿河边 of 一条小河
    if along and along not in length["thing"] and length["thing"] not in along:
        return None  # planted along another thing than the one measured
    ring = bool(length["ring"] or "round" in length.re.groupindex and length["round"])
    end = _end_rule(rest[0], gaps["verb"], item) if len(rest) == 1 else None
    if rest and end is None:
        return None  # a clause that says no end rule (树苗由学校提供): not read, so not left out
    if ring == (end is not None) or ring and sides or not ring and not length["thing"].endswith(_LINES):
        return None  # a line with no end rule (two readings); a ring given one
    total, gap = _amount(slots, long, unit), _amount(slots, gaps["n"], gaps["unit"])
    if total is None or gap is None or unit != gaps["unit"] or (total / gap).denominator != 1 \
            or total / gap < 2:
        return None  # 102米 at 5米: no whole number of gaps
    expression = f"{total}/{gap}" + ("" if ring else end)
    times = _SIDES[sides[0] if sides else None]
    return Task("expr", {"expression": f"({expression})*{times}" if times > 1 else expression}, source="parser")


def without_end_rule(tokens: list[Tok]) -> list[Tok]:
    """The tokens without the clause that says the rule of the ends (两端都不种, 首尾都不放, 两头都栽, 一端种一端不种): it is
    the reading's own, neither a negation (guards.py) nor a count in characters (两头)."""
    kept: list[Tok] = []
    clause: list[Tok] = []
    for t in [*tokens, None]:
        if t is not None and t.type != "COMMA":
            clause.append(t)
            continue
        said = "".join(part.value for part in clause)
        if not any(rule.fullmatch(said) for rule in (_BOTH_ENDS, _NO_END, _ONE_END)):
            kept += clause
        kept += [t] if t is not None else []
        clause = []
    return kept


def _end_rule(clause: str, verb: str, item: str) -> str | None:
    """What the ends add to the gaps' count: "+1" both planted, "-1" neither, "" one; None where it is not said so."""
    for rule, added in ((_BOTH_ENDS, "+1"), (_NO_END, "-1"), (_ONE_END, "")):
        said = rule.fullmatch(clause)
        if said is not None:
            said_verb = said["verb"] or said.groupdict().get("verb2")
            return added if said_verb == verb and (said["item"] or "") in ("", item, "树") else None
    return None


def _sawn(clauses: list[str], slots: Slots) -> Task | None:
    """"把一根木头锯成5段，要锯几次": one cut fewer than the pieces; "每锯一次要3分钟，一共要多少分钟": the cuts' time;
    "一根绳子剪了4次，剪成了几段": one piece more than the cuts."""
    sawn, cut = _SAWN.fullmatch(clauses[0]), _CUT.fullmatch(clauses[0])
    told = sawn or cut
    if told is None:
        return None
    asked = (_CUTS_ASKED if sawn else _PIECES_ASKED).fullmatch(clauses[-1])
    timed = _CUT_TIME.fullmatch(clauses[1]) if len(clauses) == 3 and sawn else None
    if timed is not None:
        asked = _TIME_ASKED.fullmatch(clauses[2])
        if asked is None or asked["unit"] != timed["unit"] or timed["cut"] != told["cut"]:
            return None
    elif asked is None or len(clauses) != 2 or asked["cut"] != told["cut"]:
        return None
    ones = [slot for slot in _SLOT.findall(clauses[0] + (timed["one"] if timed else "")) if slot != told["n"]]
    used = 1 + len(ones) + (timed is not None)
    if len(slots.items) != used or any(slots.number(slot).value != 1 for slot in ones):
        return None
    count = _amount(slots, told["n"], "" if sawn else "次")
    if count is None or count < 2 - (cut is not None):
        return None
    if timed is not None:
        each = _amount(slots, timed["n"], timed["unit"])
        return None if each is None else Task("expr", {"expression": f"{each}*({count}-1)"}, source="parser")
    return Task("expr", {"expression": f"{count}-1" if sawn else f"{count}+1"}, source="parser")


def _amount(slots: Slots, slot: str, unit: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if not n.percent and value.denominator == 1 and value > 0 and n.unit in (unit, "") else None
