"""按比分配, an amount shared in a ratio, in Chinese: "把100元按2:3分给甲乙两人，甲分得多少元" → 100*2/(2+3) = 40; "某班男生和
女生共45人，男生和女生人数的比是4:5，男生有多少人" → 45*4/(4+5) = 20; with the difference told instead of the total:
"甲乙的钱数比是2:3，乙比甲多10元，甲有多少元" → 10/(3-2)*2 = 20; the ratio said apart: "把120本书分给甲乙丙三个班，按3∶2∶1
分配，乙班分得多少本" → 120*2/(3+2+1) = 40.

The ratio names its sharers, one part each (甲乙, 男生和女生, 甲乙丙三个班: as many as the parts, and as the count said
beside them); the total or the difference is said of the same sharers in one unit; the question asks one of them in
that unit. 比 as a ratio is "的比是 p:q" or "按 p:q"; "乙比甲多10元" is a comparison and is read only as the
difference beside a ratio. A sharer the ratio does not name (丙, 丁), a count of sharers other than the parts, 按人数
with no counts, another unit (角 for 元), a rest asked (还剩), or a share that does not come out whole for a count
(46 人 in 4:5) leave it unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .teacher_words_zh import N, STOPS_ZH, UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_UNIT = rf"(?:{UNIT_ZH}|人|元)"
_THING = r"[^<>0-9，每多少几共还剩的]{1,4}"
_RATIO = rf"(?P<p1>{N})(?:[:：∶]|比)(?P<p2>{N})(?:(?:[:：∶]|比)(?P<p3>{N}))?"
_COUNT = rf"(?:(?:(?P<k>{N})|(?P<said>两|二|三|四))(?P<m>个班|个组|个人|人|班|组|队|家|个村|村)?)?"
_SAID_COUNTS = {"两": 2, "二": 2, "三": 3, "四": 4}
_NAMES = r"[^<>0-9，]{1,10}?"
_WHO_GIVES = r"[^<>0-9，]{0,4}?"  # 学校把…
_GIVEN = re.compile(rf"{_WHO_GIVES}把(?P<total>{N})(?P<u>{_UNIT})(?P<thing>{_THING})?按(?:照)?{_RATIO}(?:的比)?"
                    rf"(?:分给|分配给)(?P<names>{_NAMES})(?<![和与、跟]){_COUNT}")  # not 一班和 | 二班
# The same said in two clauses: "把120本书分给甲乙丙三个班，按3∶2∶1分配".
_HANDED = re.compile(rf"(?P<by>{_WHO_GIVES}把{N}{_UNIT}(?:{_THING})?)(?:分给|分配给)"
                     rf"(?P<to>[^<>0-9，]+?(?:{N}[^<>0-9，]{{1,2}})?)")
_SPLIT_BY = re.compile(rf"按(?:照)?(?P<ratio>{_RATIO})(?:的比)?(?:分配|来分|分)")
_RATIO_SAID = re.compile(rf"(?P<before>[^<>0-9，]+?)(?:比|比例)(?:是|为){_RATIO}")
# What the ratio compares, said after the sharers ("男生和女生人数的比", "小明和小刚的邮票张数比"): a thing (邮票) and a kind of
# amount, which must be the kind the total or the difference is told in (人数 in 人, 钱数 in 元, 张数 in 张).
_COMPARED = re.compile(r"的?(?P<object>[^<>0-9，的和与、]{0,3}?)(?P<kind>人数|钱数|钱|存款|重量|面积|长度|[^<>0-9，的和与、]?数|数量)?的?")
_KIND_UNITS = {"人数": ("人",), "钱数": ("元",), "钱": ("元",), "存款": ("元",), "重量": ("千克", "克", "吨", "公斤"),
               "面积": ("公顷", "平方米", "亩"), "长度": ("米", "千米", "厘米")}
_DIFFERENCE = re.compile(rf"(?P<x>[^<>0-9，]{{1,4}}?)比(?P<y>[^<>0-9，]{{1,4}}?)(?P<dir>多|少)(?P<d>{N})(?P<u>{_UNIT})")
_ASKED = re.compile(rf"(?P<who>[^<>0-9，]{{1,5}}?)(?:有|是|分得|分到|得到|能分到|可以分到|应分得|分)(?:了)?(?:(?:多少|几)(?P<u>{_UNIT})|多少钱)"
                    rf"(?P<thing>{_THING})?")
_PAIRED = "甲乙丙丁"
_NUMERALS = "一二三四五六七八九十"


@triggered_by(text=("比", "按"))
def read_ratio_split_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or not 2 <= len(clauses) <= 3 or STOPS_ZH.search("".join(clauses)):
        return None
    asked = _ASKED.fullmatch(clauses[-1])
    if asked is None:
        return None
    if len(clauses) == 2:
        return _given(_GIVEN.fullmatch(clauses[0]), asked, clauses, slots)
    handed, split_by = _HANDED.fullmatch(clauses[0]), _SPLIT_BY.fullmatch(clauses[1])
    if handed and split_by:  # read as the one clause it says: 把…按3∶2∶1分给…
        said = f"{handed['by']}按{split_by['ratio']}分给{handed['to']}"
        return _given(_GIVEN.fullmatch(said), asked, [said, clauses[2]], slots)
    said = [_RATIO_SAID.fullmatch(c) for c in clauses[:2]]
    if sum(m is not None for m in said) != 1:
        return None
    ratio = said[0] or said[1]
    other = clauses[1] if said[0] else clauses[0]
    parts = [p for p in (ratio["p1"], ratio["p2"], ratio["p3"]) if p]
    before = ratio["before"]
    for end in range(2, len(before) + 1):  # the sharers as short as the rest of the request allows (男生和女 生人数: no)
        task = _by_sharers(before[:end], before[end:], parts, other, asked, clauses, slots)
        if task is not None:
            return task
    return None


def _by_sharers(said: str, compared_said: str, parts: list[str], other: str, asked: re.Match, clauses: list[str],
                slots: Slots) -> Task | None:
    """The reading with the sharers said as `said` and what the ratio compares as `compared_said`, or None."""
    names, compared_what = _names(said), _COMPARED.fullmatch(compared_said)
    if names is None or compared_what is None or len(names) != len(parts) or asked["who"] not in names:
        return None
    part = dict(zip(names, parts))
    compared = _DIFFERENCE.fullmatch(other)
    if compared is not None:  # 乙比甲多10元
        x, y = compared["x"], compared["y"]
        if x not in part or y not in part or x == y or compared["u"] != _unit_asked(asked) \
                or not _kind_fits(compared_what, "", _unit_asked(asked)) \
                or not uses_every_number(clauses, [*parts, compared["d"]]):
            return None
        more, less = (x, y) if compared["dir"] == "多" else (y, x)
        gap = number(slots, part[more]) - number(slots, part[less])
        if gap <= 0:
            return None
        value = number(slots, compared["d"]) / gap * number(slots, part[asked["who"]])
        d, pm, pl, pa = (slots.number(s).plain() for s in (compared["d"], part[more], part[less], part[asked["who"]]))
        return exact_task(value, _unit_asked(asked), f"{d}/({pm}-{pl})*{pa}")
    total = re.fullmatch(rf"(?P<where>[^<>0-9，]{{0,4}}?){re.escape(said)}{_COUNT}(?:一共|共|总共|合计)(?:有)?"
                         rf"(?P<object>[^<>0-9，]{{0,3}}?)(?P<total>{N})(?P<u>{_UNIT})", other)
    if total is None or total["u"] != _unit_asked(asked) or asked["thing"] \
            or not _count_fits(total, len(names), slots) \
            or not _kind_fits(compared_what, total["object"], _unit_asked(asked)) \
            or not uses_every_number(clauses, [*parts, total["total"], *([total["k"]] if total["k"] else [])]):
        return None
    return _share(slots, total["total"], parts, part[asked["who"]], _unit_asked(asked))


def _kind_fits(compared: re.Match, thing: str, unit: str) -> bool:
    """What the ratio compares is what the total counts: the same thing (邮票), and a kind of amount in the total's unit
    (张数 of 张, 人数 of 人), or none said."""
    kind = compared["kind"]
    if compared["object"] and compared["object"] != thing and (thing or kind is None):
        return False  # 年龄 compared, a total of 张 told: only a kind of amount in the total's unit names it
    if kind is None or kind in ("数", "数量"):
        return True
    if kind in _KIND_UNITS:
        return unit in _KIND_UNITS[kind]
    return kind == unit + "数"  # 张数, 本数, 个数


def _given(given: re.Match | None, asked: re.Match, clauses: list[str], slots: Slots) -> Task | None:
    """"把100元按2:3分给甲乙两人，甲分得多少元": the total, the ratio and the sharers in one clause."""
    if given is None or given["u"] != _unit_asked(asked) or asked["thing"] not in (None, given["thing"]):
        return None
    names = _names(given["names"])
    parts = [p for p in (given["p1"], given["p2"], given["p3"]) if p]
    who = asked["who"]
    if given["m"] and who not in (names or []) and who[-1:] == given["m"][-1:]:
        who = who[:-1]  # 乙班 of 甲乙丙三个班
    if names is None or len(names) != len(parts) or who not in names or not _count_fits(given, len(names), slots) \
            or not uses_every_number(clauses, [given["total"], *parts, *([given["k"]] if given["k"] else [])]):
        return None
    return _share(slots, given["total"], parts, parts[names.index(who)], _unit_asked(asked))


def _names(said: str) -> list[str] | None:
    """The sharers named: 甲乙 / 甲乙丙 one character each, or words joined by 和, 与, 、 (一、二、三班: 一班, 二班, 三班);
    None where that is not so."""
    names = re.split("[和与、跟]", said)
    if len(names) == 1:
        names = list(said) if 2 <= len(said) <= 4 and all(c in _PAIRED for c in said) else []
    elif all(len(n) == 1 for n in names[:-1]) and len(names[-1]) > 1 \
            and any({*"".join(names[:-1]), names[-1][0]} <= set(kind) for kind in (_PAIRED, _NUMERALS)):
        names = [n + names[-1][1:] for n in names[:-1]] + [names[-1]]  # 一、二、三班: the word they share said once
    return names if len(names) >= 2 and all(names) and len(set(names)) == len(names) else None


def _count_fits(said: re.Match, sharers: int, slots: Slots) -> bool:
    """A count said beside the sharers (两人, 三个班) is their number."""
    if said["k"]:
        return slots.number(said["k"]).value == sharers
    return said["said"] is None or _SAID_COUNTS[said["said"]] == sharers


def _share(slots: Slots, total: str, parts: list[str], own: str, unit: str) -> Task | None:
    value = number(slots, total) * number(slots, own) / sum(number(slots, p) for p in parts)
    t, o = slots.number(total).plain(), slots.number(own).plain()
    return exact_task(value, unit, f"{t}*{o}/({'+'.join(slots.number(p).plain() for p in parts)})")



def _unit_asked(asked: re.Match) -> str:
    """The unit the question asks in: 多少钱 asks money, in the 元 the total or the difference must be told in."""
    return asked["u"] or "元"
