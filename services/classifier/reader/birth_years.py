"""An age from two told years, read by its values (issue 15, the everyday corpus): "I was born in 1984. How old will I
turn in 2031?", "someone born 1965 turns what age in 2030", "我1990年出生，到2035年满多少岁"; and two people's birth years,
how much older one is: "my mom was born in 1962 and I was born in 1991. how many years older is she", "妈妈1968年出生，
我1995年出生，妈妈比我大几岁".

Exactly two numbers, both years. An age in a year: the first year is a birth's (born, 出生, 生), the question asks the age
turned in the second ("turn", "turns", 满 … 岁: the birthday is then passed, so the age is the years' difference; "how
old will I be in 2031" is before or after the birthday, and 多少岁 alone may be a 虚岁: both slow), of the one born, and
the second year is later. Two births: both years are births, each of its own person, and the question asks how many
years one is older or younger than the other, of the one it fits (the older one's "older", 大; "相差几岁" either way); the
answer is the years' difference, as people count it. Not read (slow): a hedge, a condition, a negation, an alternative,
today or this year needed (now, 今年, 现在), a month or a day beside a year, another person asked, or a third number.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by

_BORN = frozenset({"born", "出生", "生"})
_TURN_EN = frozenset({"turn", "turns", "turning"})
_NOT_READ = ("about", "around", "roughly", "approximately", "approx", "maybe", "probably", "or", "either", "if", "when",
             "not", "n't", "never", "now", "today", "currently", "this year", "ago", "birthday", "month", "january",
             "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
             "december", "be", "months", "days", "大概", "大约", "约", "左右", "差不多", "可能", "如果", "假如", "还是",
             "或", "不", "没", "今年", "现在", "目前", "虚岁", "生日", "月", "日", "号", "前")
_SPEAKER = frozenset({"i", "me", "我"})
_PRONOUNS = frozenset({"he", "she", "him", "her", "they", "them"})
_AUX = frozenset({"is", "was", "am", "are", "will", "would", "does", "did", "do", "the", "than", "me"})


@triggered_by(text=("born", "出生", "生"))
def read_birth_years(tokens: list[Tok], slots: Slots) -> Task | None:
    if Said(tokens).any(_NOT_READ):
        return None
    numbers = [i for i, t in enumerate(tokens) if t.type in ("NUM", "PCT")]
    if len(numbers) != 2 or not all(_a_year(tokens, i, slots) for i in numbers):
        return None
    first, second = (int(slots.number(tokens[i].value).value) for i in numbers)
    births = [i for i in numbers if _born_at(tokens, i)]
    if births == numbers[:1] and second > first and _turn_asked(tokens, numbers[1]):
        return Task("expr", {"expression": f"{second}-{first}"}, source="parser")
    if births == numbers and first != second and _older_asked(tokens, numbers, (first, second)):
        return Task("expr", {"expression": f"{max(first, second)}-{min(first, second)}"}, source="parser")
    return None


def _a_year(tokens: list[Tok], i: int, slots: Slots) -> bool:
    n = slots.number(tokens[i].value)
    if n.percent or n.ordinal or n.unit not in ("", "年") or n.value != int(n.value) or not 1000 <= n.value <= 2999:
        return False
    return tokens[i - 1].type == "IN" or tokens[i - 1].value in _BORN or i + 1 < len(tokens) \
        and tokens[i + 1].type == "YEAR_UNIT"


def _born_at(tokens: list[Tok], i: int) -> bool:
    """The year at i is a birth's: "born in 1984", "born 1965", "1990年出生", "1968年生"."""
    if tokens[i - 1].value in _BORN or tokens[i - 1].type == "IN" and i >= 2 and tokens[i - 2].value == "born":
        return True
    return i + 2 < len(tokens) and tokens[i + 1].type == "YEAR_UNIT" and tokens[i + 2].value in _BORN


def _subject(tokens: list[Tok], i: int) -> str:
    """Who the birth at i is of: the words of its clause before the year (less "was born in"; 我, 妈妈)."""
    start = i
    while start > 0 and tokens[start - 1].type not in ("COMMA", "AND"):
        start -= 1
    words = [t.value for t in tokens[start:i] if t.type == "WORD" and t.value not in _BORN and t.value not in _AUX]
    return " ".join(words)


def _turn_asked(tokens: list[Tok], y: int) -> bool:
    """The age turned in the year at y asked, of the one born: "how old will I turn in 2031", "turns what age in 2030",
    "到2035年满多少岁"."""
    if tokens[y + 1:y + 2] and tokens[y + 1].type == "YEAR_UNIT":  # 到2035年满多少岁, 2035年满几岁
        rest = [t.value for t in tokens[y + 2:]]
        return "".join(rest) in ("满多少岁", "满几岁", "满多少周岁", "满几周岁") \
            and (y == 0 or tokens[y - 1].type in ("DAO", "COMMA"))
    if y + 1 != len(tokens) or tokens[y - 1].type != "IN":
        return False  # the year asked ends the question: "… turn in 2031"
    words = [t.value for t in tokens[:y - 1]]
    turn = max((k for k, w in enumerate(words) if w in _TURN_EN), default=-1)
    if turn < 0 or not ({"how", "old"} <= set(words[:turn]) or "age" in words[turn:]):
        return False
    people = {w for w in words if w in _SPEAKER | _PRONOUNS | {"you", "someone", "somebody"}}
    return len(people) <= 1 and not any(w in ("my", "your", "his", "her", "their") for w in words[turn - 2:turn])


def _older_asked(tokens: list[Tok], numbers: list[int], years: tuple[int, int]) -> bool:
    """How much older (or younger) one of the two is asked, of the one it fits."""
    subjects = [_subject(tokens, i) for i in numbers]
    if not all(subjects) or subjects[0] == subjects[1] or max(numbers) + 3 > len(tokens):
        return False
    question = tokens[max(numbers) + 3:] if tokens[max(numbers) + 1].type == "YEAR_UNIT" else tokens[max(numbers) + 1:]
    values = [t.value for t in question if t.type != "COMMA"]
    older_first = years[0] < years[1]
    zh = _compared_zh(question, subjects)
    if zh is not None:
        asked, bigger = zh
        return asked == (0 if older_first == bigger else 1)
    return _compared_en(values, subjects, older_first)


def _compared_zh(question: list[Tok], subjects: list[str]) -> tuple[int, bool] | None:
    """妈妈比我大几岁: (who is asked as the one compared, whether 大 is asked), or None."""
    types = [t.type for t in question if t.type != "COMMA"]
    values = [t.value for t in question if t.type != "COMMA"]
    if types[:2] != ["WORD", "BI"] or len(values) < 4 or values[0] not in subjects or values[2] not in subjects \
            or values[0] == values[2]:
        return None
    ask = "".join(values[3:])
    if ask not in ("大几岁", "大多少岁", "小几岁", "小多少岁"):
        return None
    return subjects.index(values[0]), ask.startswith("大")


def _compared_en(values: list[str], subjects: list[str], older_first: bool) -> bool:
    """"how many years older is she", "how much younger am i": the one asked, by the speaker's birth and the other's."""
    if len(values) < 4 or values[0] not in ("how many", "how much"):
        return False
    at = 1
    if values[at] == "years":
        at += 1
    if at + 1 >= len(values) or values[at] not in ("older", "younger") or values[at + 1] not in ("is", "am"):
        return False
    asked = " ".join(values[at + 2:]).removesuffix(" than me")
    speaker = [k for k, s in enumerate(subjects) if s in _SPEAKER]
    if len(speaker) != 1:
        return False
    other = 1 - speaker[0]
    who = speaker[0] if asked == "i" and values[at + 1] == "am" else other \
        if asked in _PRONOUNS or asked == subjects[other] else None
    if who is None:
        return False
    is_older = (who == 0) == older_first
    return is_older == (values[at] == "older")
