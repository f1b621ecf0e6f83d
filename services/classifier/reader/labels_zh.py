"""What the newer Chinese compositions (named_parts_zh.py, whole_shares_zh.py, two_numbers_zh.py, group_prices_zh.py)
share: numbers that name rather than count written back as words (第一天, 三年级, 二月份, 一车间), a count of the parts
said beside them (三门功课, 两天, <n>个车间), the units an amount is told in, and the words no such story may hold.

A number that names is one the perception layer marks an ordinal (第<o>天), or a numeral in words right before
年级 / 月份 / 班 / 车间 / 组 / 号 (三年级一班): it is no amount, so the reading need not use it, and a question naming
another one (五年级 after 四年级) names someone the story never told.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..slots import Slots
from .quantities_zh import COUNTED as QUANTITIES_COUNTED

# Units of an amount told, longest first (分 a score, but not 分钟 or 分之).
UNIT = ("平方千米|平方分米|平方厘米|平方米|千克|公斤|千米|公里|分米|厘米|毫米|毫升|公顷|小时|分钟|个月|块钱|元钱|元|块|"
        "克|斤|米|升|吨|度|步|下|次|岁|天|年|周|页|本|只|个|人|名|棵|朵|张|支|条|辆|台|件|袋|箱|杯|瓶|份|盒|双|套|道|"
        "题|头|匹|集|根|颗|片|粒|篇|场|亩|分(?![钟之])")
COUNTED = QUANTITIES_COUNTED | {"场"}  # the composition layer's counted things, and matches played
_NAMING = re.compile(r"<[no](\d+)>(?=年级|月份|班|车间|组|号|队)|<o(\d+)>")
_WORD_NUMERALS = frozenset("一二三四五六七八九十两")
# A count of the parts: 三门功课, 三科, 两天, <n3>个车间 (两 is left unslotted)
COUNT_OF = re.compile(r"(?:<n(?P<k>\d+)>|(?P<two>两)|(?<![第<])(?P<word>[二三四五六七八九十]))(?P<what>个车间|个组|个班|门|科|次|天|周|块|人|组|项|位|个月|个|条)")
# Words no such story holds: a condition, a negation, an estimate, a bound, a further change.
STOPS = re.compile("如果|假如|要是|假设|万一|倘若|的话|大约|大概|约|左右|估计|可能|差不多|不|没|至少|最多|以上|以下|超过|"
                   "将近|接近|几乎|打算|计划|预计|吗|呢|说|觉得|以为|听说|据|零下|负|还要|还需|还差|还得|有时|偶尔|"
                   "或|算上|除了|除去|之外|以外|去掉|减去|加上|扣|另外|其余|其他|别的")


def names_written_back(text: str, slots: Slots) -> tuple[str, frozenset[int]]:
    """`text` with each number that names written back in its words, and their slots (none an amount): an ordinal, a
    numeral before 年级 / 月份 / 班 …, a one before a measure word and its noun (ones_set_aside)."""
    text, ones = ones_set_aside(text, slots)
    labels: set[int] = set(ones)

    def back(m: re.Match) -> str:
        k = int(m.group(1) or m.group(2))
        raw = getattr(slots.items[k], "raw", "")
        if not raw or any(ch not in _WORD_NUMERALS for ch in raw):
            return m.group()  # 3年级: digits name too, but are left as they are (slow)
        labels.add(k)
        return raw
    return _NAMING.sub(back, text), frozenset(labels)


_ONE_OF = re.compile(r"<n(\d+)>(?=[个支台件本瓶辆条张只位把双套盒袋箱桶部架家块批根片篇首份堆筐车捆群][\u4e00-\u9fff])")


def ones_set_aside(text: str, slots: Slots) -> tuple[str, frozenset[int]]:
    """一块地, 一本书, 一批货物: a one and its measure before a noun names one thing, no amount; written back as 一."""
    labels: set[int] = set()

    def back(m: re.Match) -> str:
        k = int(m.group(1))
        item = slots.items[k]
        if getattr(item, "raw", "") != "一" or getattr(item, "percent", True):
            return m.group()
        labels.add(k)
        return "一"
    return _ONE_OF.sub(back, text), frozenset(labels)


def value(slots: Slots, k: int) -> Fraction | None:
    """The slot's value, where it is a plain amount (no percentage, no ordinal)."""
    item = slots.items[k]
    if getattr(item, "percent", None) is None or item.percent or getattr(item, "ordinal", False):
        return None
    return Fraction(str(item.value))


def counted(m: re.Match, slots: Slots) -> tuple[int, frozenset[int]] | None:
    """A COUNT_OF match: how many, and its slot (none for 两)."""
    if m.group("two"):
        return 2, frozenset()
    if m.group("word"):
        return "二三四五六七八九十".index(m.group("word")) + 2, frozenset()
    v = value(slots, int(m.group("k")))
    if v is None or v.denominator != 1:
        return None
    return int(v), frozenset({int(m.group("k"))})


def shown(v: Fraction, unit: str) -> bool:
    """A value the answer may show in `unit`: positive, whole where things are counted, a decimal that ends."""
    if v <= 0 or unit in COUNTED and v.denominator != 1:
        return False
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def f(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"({v.numerator}/{v.denominator})"
