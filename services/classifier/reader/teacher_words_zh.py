"""What the readers of a primary-school 应用题 share (unit_rates_zh.py 归一, fixed_totals_zh.py 归总, work_together_zh.py
工程, ratio_splits_zh.py 按比分配): the request's clauses with "一" put back where it names one thing (一台织布机, 修一条
路: not an amount), the numbers the clauses use, and whether an answer is one a reader may give in its unit.

A count of things (个, 支, 页, 人) must come out whole, money to the 分, a measure (米, 吨, 小时) as a decimal that ends:
"3小时做了40个零件，8小时做多少个" is 106又2/3 个, which no teacher asks, so it is not answered.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import NUMBER_SLOT as N, Slots
from .vocab_zh import clauses_zh, words_zh

# Units a measured amount may have that need not be whole; every other unit counts things.
MEASURES_ZH = ("千米", "公里", "厘米", "毫米", "米", "千克", "公斤", "克", "吨", "毫升", "升", "公顷", "平方米", "亩",
               "小时", "分钟", "秒", "天", "周", "元")
TIMES_ZH = r"(?:小时|分钟|秒钟|秒|天|周|星期|个月|年)"
_COUNTED = r"[个支本台辆件只张条块盒瓶袋箱双套把根棵朵颗粒页篇份顶架枝]"
# What an amount is in: a measure but a time or money, or a count.
UNIT_ZH = rf"(?:{'|'.join(MEASURES_ZH[:-6])}|{_COUNTED})"
# Words that make a clause something else than the family's step: a hedge, a negation, a rest, a second step.
STOPS_ZH = re.compile("还|剩|再|又|先|后|另|约|大约|大概|左右|多少倍|几倍|几分之几|百分之|不|没|比原")
_SLOT = re.compile(N)
# A number that names a class or a group (二班, 三年级, 3组) is no amount: its words are put back.
_NAMING = re.compile(rf"{N}(?=班|年级|组)")


def plain_positive(slots: Slots) -> bool:
    """Every number of the request a plain one above zero (no percentage, no ordinal, no zero)."""
    return all(isinstance(item, NumberMention) and not item.percent and not item.ordinal and item.value > 0
               for item in slots.items)


def story_clauses(slots: Slots) -> list[str] | None:
    """The clauses of the request, a "一" said before a measure word put back as the word it is, and so a number naming
    a class (二班); None where a number is not a plain positive one (a percentage, a fraction, a zero). Kept for the last
    request asked (a dozen readers ask it of the same slots, ~16 µs each): each caller gets its own list."""
    known = _LAST_CLAUSES[0]  # (the slots, their text and items as read, the clauses), swapped whole
    if known is not None and known[0] is slots and known[1] is slots.text and known[2] is slots.items:
        return None if known[3] is None else list(known[3])
    clauses = _story_clauses(slots)
    _LAST_CLAUSES[0] = (slots, slots.text, slots.items, None if clauses is None else tuple(clauses))
    return clauses


_LAST_CLAUSES: list[tuple | None] = [None]


def _story_clauses(slots: Slots) -> list[str] | None:
    if any(not isinstance(item, NumberMention) or item.percent or item.value <= 0 for item in slots.items):
        return None
    text = _SLOT.sub(lambda m: "一" if slots.number(m[0]).raw == "一" and not numerator_zh(m) else m[0],
                     slots.text.replace(" ", ""))
    return clauses_zh(_NAMING.sub(lambda m: slots.number(m[0]).raw, text))


def numerator_zh(slot: re.Match) -> bool:
    """The slot matched is the top of a fraction in Chinese numerals (四分之一): a number, never the word 一."""
    return slot.string[max(0, slot.start() - 2):slot.start()] == "分之"


# 两辆车, 一列客车, 两人, 两地, 两个村庄: a count of the movers or of the places, no amount.
_COUNT_WORD = re.compile(rf"(?P<n>{N})(?=辆|列|艘|架|位|名|个|人|车|只|地|城|站|港|村|镇|家)")


def counts_as_words(slots: Slots, text: str) -> str:
    """`text` (slotted) with a 一, 两 or 二 that counts the movers or the places (两辆车, 二人, 两地) put back as the word."""
    return _COUNT_WORD.sub(lambda m: slots.number(m["n"]).raw if slots.number(m["n"]).raw in ("一", "两", "二") else m[0],
                           text)


def clauses_asked_last(slots: Slots) -> list[str] | None:
    """The story's clauses with a question asked first (一年要交多少钱？宽带每个月88元) put last."""
    clauses = story_clauses(slots)
    if clauses is None:
        return None
    parts = [p for clause in clauses for p in re.split("[?？]", clause) if p]
    if len(parts) > 1 and re.search("多少|几", parts[0]) and not any(re.search("多少|几", p) for p in parts[1:]):
        parts = parts[1:] + parts[:1]
    return parts


def uses_every_number(clauses: list[str], used: list[str]) -> bool:
    """The numbers read are every number the clauses hold, each once (a "一" put back in words is none of them)."""
    written = [m for clause in clauses for m in _SLOT.findall(clause)]
    used = [u for u in used if u != "一"]
    return sorted(written) == sorted(used) and len(set(used)) == len(used)


def exact_in(value: Fraction, unit: str) -> bool:
    """Whether `value` is an answer in `unit`: whole for a count, to the 分 for 元, a decimal that ends for a measure."""
    if value <= 0:
        return False
    if unit == "元":
        return (value * 100).denominator == 1
    if unit not in MEASURES_ZH:
        return value.denominator == 1
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def number(slots: Slots, slot: str) -> Fraction:
    return Fraction(slots.number(slot).plain())


def exact_task(value: Fraction, unit: str, expression: str) -> Task | None:
    """The reading `expression`, whose value is `value`, where that is an answer in `unit` (exact_in)."""
    return Task("expr", {"expression": expression}, source="parser") if exact_in(value, unit) else None


def one_thing(word: str | None) -> bool:
    """`word` names one thing, as jieba's dictionary splits it (笔, 练习本, 零件), not a thing and a doing (笔找回, 笔便宜:
    the words after a count that say what happened, not what was priced); no word at all is none."""
    split = words_zh(word) if word else ()
    return len(split) == 1 and split[0].kind not in ("verb", "stop", "pronoun")
