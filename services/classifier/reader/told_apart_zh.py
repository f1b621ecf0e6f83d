"""What a Chinese story tells apart that a reading merged (red team zh 30, issue 15): a guard every reading passes.

- a conversion told wrong: 每两100克, 1千克是100克, 每小时50分钟 — a unit said to hold another of its own kind in
  another number than it does (a 两 is 50 克) is a slip or a trick; 每斤面粉加水300克 (something between) is a rate;
- a part told of another group, family or period than the whole before it: 一班有40人，二班男生占了40% (of 二班),
  这个月生活费3000元，上个月房租占了40% (of last month's), 小明家 … 小红家伙食费占了30%;
- a rate of one person with another's time: 王小明每分钟打字60个，小王打了20分钟;
- two amounts compared where one is a doing and the other a having: 苹果24个，梨卖出8个，苹果比梨多几个, 男生28人，女生
  缺席3人 (the pears there, the girls in all, are untold);
- and, in the composition layers' readings (compose_zh.py): an amount asked of another than the story names
  (黑兔比白兔多5只，小黑兔有多少只: the young; 乙桶用去的是甲桶的一半，乙桶有多少升: what was used, not what is held), rates
  of two households chained (我家每个月用电200度，邻居家电费每度0.6元: the neighbour's price).
The clauses are read as compose_zh.py reads them (quantities_zh.py's `told` and `asked`).
"""

from __future__ import annotations

import os
import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .periods_zh import TIMES, holder_core
from .quantities_zh import asked, told
from .vocab_zh import clauses_zh

# Units of one kind and their size in the kind's smallest: a conversion between two of one kind has one factor.
_SIZES = {"克": ("g", 1), "两": ("g", 50), "斤": ("g", 500), "公斤": ("g", 1000), "千克": ("g", 1000),
          "吨": ("g", 1000000), "毫米": ("mm", 1), "厘米": ("mm", 10), "分米": ("mm", 100), "米": ("mm", 1000),
          "千米": ("mm", 1000000), "公里": ("mm", 1000000), "毫升": ("ml", 1), "升": ("ml", 1000),
          "秒": ("s", 1), "分钟": ("s", 60), "小时": ("s", 3600)}
_UNIT = "千克|公斤|千米|公里|厘米|毫米|分米|毫升|分钟|小时|克|两|斤|吨|米|升|秒"
# 每两100克, 每斤是600克: nothing but a copula between the unit and its number
_CONVERSION = re.compile(rf"(?:每|<n(?P<count>\d+)>(?=(?:{_UNIT})(?:是|等于|合|就是|=)))(?P<a>{_UNIT})(?:是|有|等于|合|就是|=)?"
                         rf"<n(?P<k>\d+)>(?P<b>{_UNIT})(?=[，,。；;？?！!]|$)")  # a clause of its own: 45分钟是1小时的几分之几 asks


# Doings that make an amount something other than what is there: sold, lent, given, absent, eaten, used, moved.
_DOINGS = re.compile("卖出|卖了|借出|借走|借了|送人|送了|请假|缺席|缺勤|吃了|用去|用了|运走|运出|运来|拿走|拿了|捐出|捐了|"
                     "丢了|坏了|病了|迟到|走了|来了|离开|转走|转来|摘了|交了|付了|还了|还回|扔了|剩下|少了|多了|减少|增加")
# A verb with 了 right before the count (砍了6棵): a doing, whichever verb; having, being and a share are not.
_DONE_JUST_BEFORE = re.compile(r"([\u4e00-\u9fff])了$")
_NOT_DONE = frozenset("有是占为到共")
# Words a name may carry that change nothing (having, asking, this, the year): 黑兔有, 哥哥今年, 大巴车能坐
_NEUTRAL = re.compile("多少|几|一共|总共|现在|还|能|可以|要|会|了|有|是|的|呢|钱|这|那|个|请问|问|共|呀|啊")
_GROUP = re.compile(r"(?:[一二三四五六七八九十A-Za-z]|<n\d+>)(?:班|组|队|年级|车间|连|排|号楼|校|厂|村|店|仓)|[甲乙丙丁][\u4e00-\u9fff]"
                    r"|[初高][一二三]")  # 初一 against 初二: grades of a middle school
# Parts of a year or a term beside TIMES: 上半年 against 下半年, 第一季度 against 第二季度
_HALVES = re.compile("上半年|下半年|上半月|下半月|上学期|下学期|第[一二三四]季度|[春夏秋冬]季|[上中下]旬")
_PART = re.compile(r"(?P<s>[^，,。；;<>]*?)占了?(?:[^，,。；;<>]*?的)?<[np]\d+>")


def told_apart_zh(task: Task, slots: Slots, reader: str) -> bool:
    """Whether the story tells apart what the reading `task` of `reader` merged (see the module's docstring)."""
    text = slots.text
    if _conversion_told_wrong(text, slots) or _part_of_another_whole(text):
        return True
    if _rate_of_another(text):
        return True
    return _composed_apart(text, slots, composed=reader in ("composed_zh", "composed_period_zh"))


def _conversion_told_wrong(text: str, slots: Slots) -> bool:
    for m in _CONVERSION.finditer(text):
        (kind_a, size_a), (kind_b, size_b) = _SIZES[m["a"]], _SIZES[m["b"]]
        value = getattr(slots.items[int(m["k"])], "value", None)
        count = getattr(slots.items[int(m["count"])], "value", None) if m["count"] is not None else 1
        if kind_a == kind_b and value is not None and count \
                and Fraction(str(value)) / Fraction(str(count)) != Fraction(size_a, size_b):
            return True
    return False


def _part_of_another_whole(text: str) -> bool:
    """一班有40人，二班男生占了40%: the part's group or period is not the whole's just told."""
    clauses = clauses_zh(text)
    for i, clause in enumerate(clauses[1:], 1):
        m = _PART.match(clause)
        whole = clauses[i - 1]
        if m is None or "<" not in whole:
            continue
        part_times, whole_times = (TIMES.findall(x) + _HALVES.findall(x) for x in (m["s"], whole))
        if part_times and whole_times and part_times != whole_times:
            return True
        part_groups, whole_groups = _GROUP.findall(m["s"]), _GROUP.findall(whole)
        if part_groups and whole_groups and set(part_groups) != set(whole_groups):
            return True
        if _owner(m["s"]) and _owner(whole) and _owner(m["s"]) != _owner(whole):
            return True  # 小明家 … 小红家伙食费占了30%
    return False


_RATE_HOLDER = re.compile(rf"^(?P<x>[\u4e00-\u9fff]{{2,4}}?)每(?:{_UNIT}|天|周|个月|年)(?P<verb>[\u4e00-\u9fff])")
_POINTING = re.compile("^(?:他|她|它|我|你|这|那|咱|俩|一共|共|又|再|还|已经|先|后来|然后|今天|昨天|上午|下午)")


def _rate_of_another(text: str) -> bool:
    """王小明每分钟打字60个，小王打了20分钟: the rate is one person's, the time another's (a name neither is in)."""
    clauses = clauses_zh(text)
    m = _RATE_HOLDER.match(clauses[0]) if clauses else None
    if m is None or TIMES.fullmatch(m["x"]):
        return False
    rated = [r["x"] for c in clauses if (r := _RATE_HOLDER.match(c)) is not None]  # 弟弟每分钟走60米: a rate of his own
    for clause in clauses[1:-1]:
        doer = clause[:clause.find(m["verb"])] if m["verb"] in clause else ""
        if doer and "<" not in doer and "每" not in doer and not _POINTING.match(doer) and doer not in m["x"] \
                and m["x"] not in doer and not any(doer.startswith(x) for x in rated):
            return True
    return False


_OWNER = re.compile("^(?:[\u4e00-\u9fff]{1,3}?家|爸爸|妈妈|爷爷|奶奶|外公|外婆|哥哥|姐姐|弟弟|妹妹|叔叔|阿姨|老师|"
                    "[我你他她]|[小老][\u4e00-\u9fff])")


def _owner(holder: str) -> str:
    """Whose a rate is, where its holder says (我家, 邻居家, 爸爸, 小李), else ""."""
    m = _OWNER.match(holder)
    return m.group() if m else ""


def _name(holder: str) -> str:
    return _NEUTRAL.sub("", holder_core(TIMES.sub("", holder)))  # 这个月 before 这个: the time first


def _doings(holder: str) -> set[str]:
    doings = {d[0] for d in _DOINGS.findall(holder)}  # 卖了 and 卖出: one doing
    if (m := _DONE_JUST_BEFORE.search(holder)) and m[1] not in _NOT_DONE:
        doings.add(m[1])  # 杏树砍了, 黄花剪了: any verb done to the things just before their count
    return doings


def _composed_apart(text: str, slots: Slots, composed: bool) -> bool:
    """The story's clauses, read as compose_zh.py reads them: two amounts compared, one a doing (any reading: the
    grammar reads 女生缺席3人 as 女生 3); the one asked, or the rates' holders (the composition layers' readings)."""
    clauses = clauses_zh(text)
    if len(clauses) < 2:
        return False
    ask = asked(clauses[-1], slots)
    quantities = [q for q in (told(c, slots) for c in clauses[:-1]) if q is not None]
    if ask is None or not quantities:
        return False
    held = [q for q in quantities if q.kind == "held"]
    if ask.kind in ("diff", "times", "fraction", "percent") and len(held) == 2:
        # 苹果24个，梨卖出8个: a doing on one side only
        return _doings(held[0].holder) != _doings(held[1].holder)
    if not composed:
        return False
    owners = {owner for q in quantities if q.kind == "rate" and (owner := _owner(q.holder))}
    if len(owners) >= 2:
        return True  # 我家每个月用电 … 邻居家电费每度0.6元: two households' rates
    others = [q for q in quantities if q.kind in ("compared", "times")]
    if ask.kind == "amount" and len(held) == 1 and len(others) == 1:
        return _another_asked(_name(ask.holder), held[0].holder, others[0])
    return False


def _another_asked(name: str, held: str, other) -> bool:  # noqa: ANN001 - a quantities_zh.Told
    """The amount asked is of no one the story names: a name the question says must be one told (the one compared,
    or the one it is compared with), or begin as one does and say no more than a doing of the held one (下午借出 after
    上午借出) — 另一根长 after 另一根电线 leaves a thing unsaid, 乙桶 after 乙桶用去的 a doing (what was used)."""
    if not name:
        return False
    names = [n for n in (_name(other.holder), _name(other.ref), _name(held)) if n]
    return not any(name == n or _begins_as(name, n, held) for n in names)


def _begins_as(name: str, told: str, held: str) -> bool:
    common = len(os.path.commonprefix([name, told]))
    return common >= 2 and name[common:] in held and not _DOINGS.search(told[common:])
