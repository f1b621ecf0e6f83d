"""Ages in Chinese, read by their values: one age told this year and asked some years on or back ("小明今年9岁，5年后
小明几岁" → 14, "3年前" → the age less 3), an age as a multiple of another ("妈妈的年龄是我的3倍，我今年12岁，妈妈今年几岁"
→ 36; "妈妈今年36岁，是我年龄的3倍，我今年几岁" → 12), and two ages told this year asked as their difference some years on
("哥哥今年14岁，妹妹今年9岁，5年后两人相差几岁" → 5: the difference never changes). 比…大 / 比…小 are roles_zh.py's.

The words must be exactly one of these shapes, clause by clause: the one asked is the one told (or left unsaid after
再过), ages in 岁 and years in 年 (5个月后 is no whole age), no hedge, 虚岁 / 周岁, year of birth or other number; an age
gone below one (小明今年3岁，5年前) or a multiple that is no whole age leaves the request unread, so it goes slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh, kin_out_of_order

# Who: a few characters that are no number, punctuation, hedge, age word, year or pronoun (小明, 妈妈, 爸爸的妈妈).
_WHO = r"[^，,。；;：:？?<>0-9的是比约多少几岁年今虚周出生和与他她它们]{1,5}"
_THIS_YEAR = "(?:今年|现在)"
_AGE_ASKED = r"(?:几岁|多少岁|年龄是多少|的年龄是多少|多大)了?"
_TOLD = re.compile(rf"(?:(?P<who>{_WHO}){_THIS_YEAR}|{_THIS_YEAR}(?P<who2>{_WHO}))(?:是)?(?P<age><n\d+>)岁")
_SHIFT = re.compile(rf"(?:(?P<years><n\d+>)年(?P<way>后|以后|之后|前|以前|之前)|再过(?P<more><n\d+>)年)"
                    rf"(?P<who>{_WHO}|他|她)?(?:就|将)?(?:是)?{_AGE_ASKED}")
_TIMES_OF = re.compile(rf"(?P<who>{_WHO})(?:今年)?的年龄是(?P<base>{_WHO})的(?P<k><n\d+>)倍")
_TIMES_OF_TOLD = re.compile(rf"(?:今年)?(?:正好|恰好|刚好)?是(?P<base>{_WHO})(?:的)?年龄的(?P<k><n\d+>)倍")
_ASKED_NOW = re.compile(rf"(?P<who>{_WHO}){_THIS_YEAR}{_AGE_ASKED}")
_BOTH = re.compile(rf"(?P<years><n\d+>)年(?P<way>后|以后|之后|前|以前|之前)(?:(?P<both><n\d+>人|他们|她们|他俩|她俩)?相差"
                   rf"|(?P<one>{_WHO})比(?P<other>{_WHO})(?P<side>大|小))(?:几岁|多少岁)")


def _told(clause: str) -> tuple[str, str] | None:
    said = _TOLD.fullmatch(clause)
    return None if said is None else (said["who"] or said["who2"], said["age"])


@triggered_by(text=("岁",))
def read_age_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    if not slots.items or not all(isinstance(item, NumberMention) for item in slots.items):
        return None
    clauses = clauses_zh(slots.text)
    if len(clauses) == 2:
        return _shifted(clauses, slots)
    if len(clauses) == 3:
        return _difference(clauses, slots) or _times_of(clauses, slots)
    return None


def _whole(slots: Slots, slot: str, unit: str) -> Fraction | None:
    n = slots.number(slot)
    value = Fraction(n.value)
    return value if n.unit == unit and not n.percent and value.denominator == 1 and value > 0 else None


def _times(slots: Slots, slot: str) -> Fraction | None:
    n = slots.number(slot)
    return Fraction(n.value) if n.unit == "倍" and not n.percent and n.value > 1 else None


def _shifted(clauses: list[str], slots: Slots) -> Task | None:
    """"小明今年9岁，5年后小明几岁": the age told, so many years on or back."""
    told, asked = _told(clauses[0]), _SHIFT.fullmatch(clauses[1])
    if told is None or asked is None or len(slots.items) != 2 or asked["who"] not in (None, told[0], "他", "她"):
        return None  # 他 / 她: the one person told
    age, years = _whole(slots, told[1], "岁"), _whole(slots, asked["years"] or asked["more"], "年")
    if age is None or years is None:
        return None
    back = asked["way"] is not None and asked["way"].endswith("前")
    if back and years >= age:
        return None  # 小明今年3岁，5年前: not born yet
    return Task("expr", {"expression": f"{age}{'-' if back else '+'}{years}"}, source="parser")


def _times_of(clauses: list[str], slots: Slots) -> Task | None:
    """"妈妈的年龄是我的3倍，我今年12岁，妈妈今年几岁" (× ; the age told first too), "妈妈今年36岁，是我年龄的3倍，我今年
    几岁" (÷)."""
    asked = _ASKED_NOW.fullmatch(clauses[2])
    if len(slots.items) != 2 or asked is None:
        return None
    times, told = _TIMES_OF.fullmatch(clauses[0]), _told(clauses[1])
    if times is None and _TIMES_OF.fullmatch(clauses[1]) is not None:
        times, told = _TIMES_OF.fullmatch(clauses[1]), _told(clauses[0])  # "我今年12岁，妈妈的年龄是我的3倍"
    if times is not None and told is not None:  # the multiple first, then the base's age
        if told[0] != times["base"] or asked["who"] != times["who"] or times["who"] == times["base"] \
                or kin_out_of_order(times["who"], times["base"], older=True):
            return None
        age, k = _whole(slots, told[1], "岁"), _times(slots, times["k"])
        if age is None or k is None or (age * k).denominator != 1:
            return None  # 3.5倍 of 10 is 35; of 9 no whole age
        return Task("expr", {"expression": f"{age}*{slots.number(times['k']).plain()}"}, source="parser")
    told, times = _told(clauses[0]), _TIMES_OF_TOLD.fullmatch(clauses[1])
    return None if told is None or times is None else _divided(told, times, asked, slots)


def _divided(told: tuple[str, str], times: re.Match, asked: re.Match, slots: Slots) -> Task | None:
    if asked["who"] != times["base"] or told[0] == times["base"] \
            or kin_out_of_order(told[0], times["base"], older=True):
        return None  # "弟弟今年8岁，是哥哥年龄的2倍": the younger one said the older
    age, k = _whole(slots, told[1], "岁"), _times(slots, times["k"])
    if age is None or k is None or (age / k).denominator != 1:
        return None
    return Task("expr", {"expression": f"{age}/{slots.number(times['k']).plain()}"}, source="parser")


def _difference(clauses: list[str], slots: Slots) -> Task | None:
    """"哥哥今年14岁，妹妹今年9岁，5年后两人相差几岁": two ages of one year; their difference never changes."""
    first, second, asked = _told(clauses[0]), _told(clauses[1]), _BOTH.fullmatch(clauses[2])
    if first is None or second is None or asked is None or first[0] == second[0]:
        return None
    ages = {first[0]: first[1], second[0]: second[1]}
    if asked["side"] is not None:  # "5年后爸爸比小明大几岁": the two told, the older one said older
        if {asked["one"], asked["other"]} != set(ages):
            return None
        one, other = _whole(slots, ages[asked["one"]], "岁"), _whole(slots, ages[asked["other"]], "岁")
        if one is None or other is None or (one > other) != (asked["side"] == "大"):
            return None
    if len(slots.items) != 3 + (asked["both"] is not None and asked["both"].startswith("<")):
        return None
    if asked["both"] is not None and asked["both"].startswith("<") and slots.number(asked["both"][:-1]).value != 2:
        return None
    a, b = _whole(slots, first[1], "岁"), _whole(slots, second[1], "岁")
    years = _whole(slots, asked["years"], "年")
    if a is None or b is None or years is None or a == b or asked["way"].endswith("前") and years >= min(a, b) \
            or kin_out_of_order(first[0], second[0], older=a > b):
        return None  # 10年前 of one 9 years old: not born yet; 哥哥8岁 beside 弟弟12岁
    return Task("expr", {"expression": f"{max(a, b)}-{min(a, b)}"}, source="parser")


# Kin whose word says who is older: an elder said younger (哥哥比他小3岁) or a younger one said older (妹妹比我大2岁)
# contradicts the words, whoever is whose kin; the request is not read.
_ELDER_KIN = "哥哥|姐姐|爸爸|妈妈|爷爷|奶奶|外公|外婆|叔叔|阿姨|伯伯"
_YOUNGER_KIN = "弟弟|妹妹"
# The kin's own clause may come first, its comparison after with the kin unsaid (爸爸今年40岁，比我小28岁); or the other
# one compared against the kin (我比哥哥大3岁: the elder brother is then the younger; not 爷爷比爸爸大, kin beside kin).
_THEN_UNSAID = r"(?:今年)?(?:[^，,。；;？?比]{0,8}[，,])?"
_KIN_AGAINST_AGE = re.compile(
    rf"(?:{_ELDER_KIN}){_THEN_UNSAID}比[^，,。；;？?]{{1,6}}?小|(?:{_YOUNGER_KIN}){_THEN_UNSAID}比[^，,。；;？?]{{1,6}}?大"
    rf"|(?<!{_ELDER_KIN}|{_YOUNGER_KIN})比(?:他的?|她的?|我的?|你的?)?(?:{_ELDER_KIN})大"
    rf"|(?<!{_ELDER_KIN}|{_YOUNGER_KIN})比(?:他的?|她的?|我的?|你的?)?(?:{_YOUNGER_KIN})小")


def kin_said_against_age_zh(text: str) -> bool:
    """An age compared against what the kin word says (哥哥比他小3岁, 弟弟比我大2岁, 爸爸今年40岁，比我小28岁, 我比哥哥大3岁)."""
    return "岁" in text and _KIN_AGAINST_AGE.search(text) is not None

