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

_WORDS = "[^<>0-9，一二两三四五六七八九十]"  # a thing's name: no number in it (两棵树 is two)
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
                            rf"(?:的?{_SIDE}?(?P<verb>{_VERB})(?P<item>{_WORDS}{{1,2}}))?")  # 一条长120米的小路
# 每隔5米种一棵树; 在路的两旁每隔3米栽一棵树; 沿着池塘每隔4米种一棵树; 在公路的一侧每隔6米装一盏路灯
_GAPS = re.compile(rf"(?:(?:在|沿着?)(?P<along>[^<>0-9，每]{{1,4}}?)?(?:的)?{_SIDE}?)?"
                   rf"每(?:相?隔)?(?P<n><n\d+>)(?P<unit>{_LENGTH_UNIT})(?P<verb>{_VERB})(?:上)?(?P<one>{_ONE})"
                   rf"(?P<m>{_ITEM_MEASURE})(?P<item>{_WORDS}{{0,3}})")
_ENDS_OF = r"(?:[^<>0-9，一二两三四五六七八九十]{1,4}的)?"  # 路的两端
_ENDS = "(?:两端|两头|首尾)"
_BOTH_ENDS = re.compile(rf"{_ENDS_OF}{_ENDS}都(?:要)?(?P<verb>{_VERB})(?:上)?(?P<item>{_WORDS}{{0,2}})")
_NO_END = re.compile(rf"{_ENDS_OF}{_ENDS}都?不(?P<verb>{_VERB})(?P<item>{_WORDS}{{0,2}})")
_ONE_END = re.compile(rf"(?:只有|只在|只){_ENDS_OF}一端(?P<verb>{_VERB})(?P<item>{_WORDS}{{0,2}})"
                      rf"|{_ENDS_OF}一端(?P<verb2>{_VERB})(?:另)?一端不(?P=verb2)")  # 一端种一端不种
_ASKED = re.compile(rf"(?:一共|总共|共)?(?:要|需要|可以|能|需)?(?:(?P<verb>{_VERB})了?(?P<item0>树)?)?(?:多少|几)"
                    rf"(?P<m>{_ITEM_MEASURE})"
                    rf"(?P<item>{_WORDS}{{0,3}})")
# A log sawn: 把一根木头锯成5段 (and its time: 锯成4段要9分钟), 一根绳子剪了4次, 每锯一次要3分钟, 锯一根钢管
_LOG = r"(?:木头|木料|钢管|铁管|钢筋|铁丝|绳子|竹竿)"
_CUT_WORD = "(?P<cut>锯|截|剪)"
_TIME_UNIT = "(?:秒|分钟|小时)"
_TAKES = "(?:要|需要|用了?)"
_SAWN = re.compile(rf"把?(?:{_ONE}?根{_LOG})?{_CUT_WORD}成了?(?P<n><n\d+>)段"
                   rf"(?:{_TAKES}(?P<t><n\d+>)(?P<unit>{_TIME_UNIT}))?")
_CUT = re.compile(rf"{_ONE}?根{_LOG}(?:要)?{_CUT_WORD}了?(?P<n><n\d+>)次")
_CUT_TIME = re.compile(rf"每?{_CUT_WORD}(?P<one>{_ONE})次{_TAKES}?(?P<t><n\d+>)(?P<unit>{_TIME_UNIT})")
_LOG_NAMED = re.compile(rf"{_CUT_WORD}{_ONE}根{_LOG}")  # 锯一根钢管: the log, no number
_CUTS_ASKED = re.compile(rf"(?:一共|共|总共)?(?:要|需要)?{_CUT_WORD}(?:几|多少)次")
_PIECES_ASKED = re.compile(rf"{_CUT_WORD}成了?(?:几|多少)段")
_TIME_ASKED = re.compile(rf"(?:把?(?:{_ONE}?根{_LOG})?{_CUT_WORD}成(?P<n><n\d+>)段)?(?:一共|共|总共)?{_TAKES}?(?:多少|几)"
                         rf"(?P<unit>{_TIME_UNIT})")
_SIDES = {"两旁": 2, "两侧": 2, "两边": 2, "一侧": 1, "一旁": 1, "一边": 1, None: 1}
_LINES = ("路", "道", "街", "廊", "边", "堤", "桥", "岸", "线", "河")
_SLOT = re.compile(r"<n\d+>")


@triggered_by(text=("端", "两头", "首尾", "周长", "环形", "圆形", "锯", "截成", "剪成", "剪了", "截了"))  # an end rule or a ring
def read_tree_planting_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_zh(slots.text.replace(" ", ""))  # 长 100 米: spaces around the numbers say nothing
    if not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    if len(clauses) in (2, 3) and (task := _sawn(clauses, slots)) is not None:  # 锯木头
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
            or asked["item"] not in ("", item, item + "苗") and item or asked["item0"] and item not in ("", "树"):
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


_SAWING_SHAPES = (("sawn", _SAWN), ("cut", _CUT), ("each", _CUT_TIME), ("log", _LOG_NAMED))


def _sawn(clauses: list[str], slots: Slots) -> Task | None:
    """A log sawn into pieces, one cut fewer than the pieces: "把一根木头锯成5段，要锯几次" (5-1), "一根绳子剪了4次，剪成了几段"
    (4+1), "每锯一次要3分钟" (3*(5-1)), "锯成4段要9分钟，锯成7段要多少分钟" (9/(4-1)*(7-1), a cut's time whole)."""
    said: dict[str, re.Match] = {}
    for clause in clauses[:-1]:
        shape = next(((name, m) for name, rule in _SAWING_SHAPES if (m := rule.fullmatch(clause))), None)
        if shape is None or shape[0] in said:
            return None
        said[shape[0]] = shape[1]
    question = clauses[-1]
    asked = next(((name, m) for name, rule in (("cuts", _CUTS_ASKED), ("pieces", _PIECES_ASKED), ("time", _TIME_ASKED))
                  if (m := rule.fullmatch(question))), None)
    if asked is None or len({m["cut"] for m in [*said.values(), asked[1]] if m.groupdict().get("cut")}) != 1:
        return None  # 锯 told, 剪 asked
    if len({log for clause in clauses for log in re.findall(_LOG, clause)}) > 1:
        return None  # 木头 told, 钢管 asked: another thing sawn, at another pace
    matches = [*said.values(), asked[1]]
    amounts = {m.groupdict().get(key) for m in matches for key in ("n", "t")}
    used = [slot for m in matches for slot in _SLOT.findall(m.group())]
    if sorted(used) != sorted(f"<n{i}>" for i in range(len(slots.items))) \
            or any(slots.number(slot).value != 1 for slot in used if slot not in amounts):
        return None  # another number; 一根, 一次 are ones
    return _sawn_answer(said, asked, slots)


def _sawn_answer(said: dict[str, re.Match], asked: tuple[str, re.Match], slots: Slots) -> Task | None:
    name, question = asked
    sawn, cut, each = said.get("sawn"), said.get("cut"), said.get("each")
    pieces = _amount(slots, sawn["n"], "") if sawn is not None else None
    if name == "cuts" and sawn is not None and not sawn["t"] and cut is None and each is None and pieces:
        return _task(f"{pieces}-1") if pieces >= 2 else None
    if name == "pieces" and cut is not None and sawn is None and each is None:
        cuts = _amount(slots, cut["n"], "次")
        return None if cuts is None else _task(f"{cuts}+1")
    if name != "time" or cut is not None:
        return None
    if each is not None and (sawn is None) != (question["n"] is None) and (sawn is None or not sawn["t"]) \
            and question["unit"] == each["unit"]:  # 每锯一次要3分钟 … 锯成5段 (told or asked)
        per_cut = _amount(slots, each["t"], each["unit"])
        pieces = pieces or _amount(slots, question["n"], "")
        return None if per_cut is None or pieces is None or pieces < 2 else _task(f"{per_cut}*({pieces}-1)")
    if each is None and sawn is not None and sawn["t"] and question["n"] and question["unit"] == sawn["unit"]:
        took, wanted = _amount(slots, sawn["t"], sawn["unit"]), _amount(slots, question["n"], "")
        if took is None or wanted is None or pieces is None or min(pieces, wanted) < 2 \
                or (took / (pieces - 1)).denominator != 1:
            return None  # 锯成4段要10分钟: no whole minutes a cut
        return _task(f"{took}/({pieces}-1)*({wanted}-1)")
    return None


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")


def _amount(slots: Slots, slot: str, unit: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if not n.percent and value.denominator == 1 and value > 0 and n.unit in (unit, "") else None
