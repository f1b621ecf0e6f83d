"""The unit a request's question asks: "how many students" ({n:student: 1}), "how much money" and
多少元 (money), "how far" and 多少公里 (a length), "how fast" and "平均每小时行驶多少千米" (a length per
time), "how many square cm" (a length squared). None whenever the question could ask for something
per thing ("how many cookies does each kid get", 每人分到多少块), an average, or anything this does not
read: no unit, no judgement (dtlib.unit_check).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from decimal import Decimal
from functools import lru_cache

from .amount_units import COUNTED, MONEY, Reading, Unit, en_unit_at, en_unit_word, read, resolve, zh_unit_after

_EN_QUESTION = re.compile(r"[^.!?;]*\b(?:how (?:many|much|far|fast|long)|what (?:is|was) (?:\w+ )?(?:average )?speed)\b[^.!?;]*",
                          re.IGNORECASE)
_EN_PER = re.compile(r"\b(?:each|every|per|average|apiece)\b|\b(?:a|an)\s+(?:day|week|month|year|hour|minute|second)\b",
                     re.IGNORECASE)
_EN_HOW_MANY = re.compile(r"\bhow many\s+((?:square|sq|cubic)\s+)?([a-z]+)(?:\s+(?:per|an?)\s+([a-z]+))?",
                          re.IGNORECASE)
_EN_MONEY = re.compile(r"\bhow much (?:money\b|(?:do|does|did|will|would|should|can|could|is|was|are|were)\b.*"
                       r"\b(?:cost|costs|pay|paid|earn|earns|earned|spend|spent|charge|save|saved)\b)"
                       r"|\bhow many (?:dollars|euros|yuan)\b", re.IGNORECASE)
_EN_SPEED = re.compile(r"\bhow fast\b|\bwhat (?:is|was) (?:\w+ )?(?:average )?speed\b", re.IGNORECASE)
_EN_ASKING = re.compile(r"\b(?:how|what)\b", re.IGNORECASE)
_EN_FAR = re.compile(r"\bhow far\b", re.IGNORECASE)
# "how long would it take", "how long did Jose wander": a time (not "how long is the rope", "how long was Tom's ribbon")
_EN_LONG_TIME = re.compile(r"\b(?i:how long) (?i:would|will|does|did|do|should|could|can) (?:it|this|that) take\b"
                           r"|\b(?i:how long) (?i:did|does|do|will|would) (?:(?i:he|she|they|you|we)|[A-Z][a-z]+) (?!measure|stretch|grow|last)[a-z]+\b"
                           # "how long was Charles travelling", "how long were they walking": a time
                           r"|\b(?i:how long) (?i:was|were|is|are) (?:(?i:he|she|they|you|we)|[A-Z][a-z]+) [a-z]+ing\b")
# "how much farther did Craig ride than walk", "how much taller was …": a length, as "how far" is
_EN_FARTHER = re.compile(r"\bhow much (?:farther|further|taller|deeper|wider)\b", re.IGNORECASE)
# "how much longer is Oscar's bus ride than Charlie's": the one measured kind every amount of the request has
_EN_MUCH_LONGER = re.compile(r"\bhow much (?:longer|shorter)\b", re.IGNORECASE)
_MEASURED = (Counter({"length": 1}), Counter({"time": 1}))
_EN_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)
_ZH_QUESTION = re.compile(r"[^，。；！？,;!?]*(?:多少|几)[^，。；！？,;!?]*")
_ZH_ASK = re.compile(r"(多少|几)")
_SPEED = Counter({"length": 1, "time": -1})


@lru_cache(maxsize=256)
def reading_of(request: str) -> Reading:
    """The request's amounts with their units (amount_units.read) and the unit its question asks, a measure word
    resolved to the noun it counts as the amounts' are."""
    zh = bool(re.search(r"[\u4e00-\u9fff]", request))
    counted = asked_unit(request, zh, {}) or Counter()
    reading = read(request, frozenset(k for k, v in counted.items() if v > 0 and k.startswith(COUNTED)))
    asked = resolve(asked_unit(request, reading.zh, reading.words), reading.by_measure)
    return replace(reading, asked=asked if asked is not None else _longer_asked(request, reading),
                   asked_per=asked_per(request, reading))


def _longer_asked(request: str, reading: Reading) -> Unit | None:
    """"How much longer is Oscar's bus ride than Charlie's" asks a length or a time: the one every amount says."""
    questions = [] if reading.zh else _EN_QUESTION.findall(request)
    if not questions or not _EN_MUCH_LONGER.search(questions[-1]) or not reading.amounts:
        return None
    units = [Counter({k: v for k, v in a.unit.items() if v}) if a.unit is not None else None for a in reading.amounts]
    return units[0] if units[0] in _MEASURED and all(u == units[0] for u in units) else None


def asked_unit(request: str, zh: bool, words: dict[str, tuple[str, str]]) -> Unit | None:
    return _asked_zh(request, words) if zh else _asked_en(request, words)


def _asked_en(request: str, words: dict[str, tuple[str, str]]) -> Unit | None:
    questions = _EN_QUESTION.findall(request)
    if not questions:
        return None
    question = questions[-1]
    if _EN_FAR.search(question) or _EN_FARTHER.search(question):
        words.setdefault("length", ("distance", "distance"))
        return Counter({"length": 1})
    if _EN_LONG.search(question):
        if not _EN_LONG_TIME.search(question):
            return None
        words.setdefault("time", ("time", "time"))
        return Counter({"time": 1})
    if _EN_SPEED.search(question):
        if m := _EN_HOW_MANY.search(question):  # "what is her average speed in km per hour"
            return _per(en_unit_word(m.group(2), words), m.group(3), words)
        return _SPEED if not re.search(r"\b(?:each|every|apiece)\b", question, re.IGNORECASE) else None
    m = _EN_HOW_MANY.search(question)
    if m and m.group(3):  # "how many miles per hour"
        return _per(en_unit_word(m.group(2), words), m.group(3), words)
    if _EN_PER.search(question[_EN_ASKING.search(question).start():]):  # "if each player had 6 lives, how many
        return None  # lives …": a condition before the question word is not what it asks per
    if m:
        unit, _ = en_unit_at(question, m.start(2), words)  # "how many good eggs", "how many soccer games"
        if unit is not None and m.group(1):
            unit = Counter({k: (3 if m.group(1).lower().startswith("cubic") else 2) * v for k, v in unit.items()})
        return unit
    if _EN_MONEY.search(question):
        return Counter({MONEY: 1})
    return None


def _per(unit: Unit | None, per_word: str | None, words: dict[str, tuple[str, str]]) -> Unit | None:
    per = en_unit_word(per_word, words) if per_word else Counter()
    if unit is None or per is None:
        return None
    out = Counter(unit)
    for k, v in per.items():
        out[k] -= v
    return out


def _asked_zh(request: str, words: dict[str, tuple[str, str]]) -> Unit | None:
    questions = _ZH_QUESTION.findall(request)
    if not questions:
        return None
    question = questions[-1]
    m = _ZH_ASK.search(question)
    before, after = question[:m.start()], question[m.end():]
    if "钱" in after[:2]:
        return Counter({MONEY: 1})
    unit, _ = zh_unit_after(question, m.end(), words)
    if unit is None:
        return None
    if "每" in before:
        per, _ = zh_unit_after(before, before.rfind("每") + 1, words)
        if per != Counter({"time": 1}):
            return None  # 每人分到多少块: something per thing is not read
        unit = Counter(unit)
        unit["time"] -= 1
        return unit
    if "平均" in before or "各" in before:
        return None
    return unit


_EN_HOW = re.compile(r"\bhow (?:many|much)\b(.*)", re.IGNORECASE)
_EN_EACH = re.compile(r"\b(?:each|every|per)\s+([a-z]+)", re.IGNORECASE)
# "How many would each get", "how many will each receive": per the ones shared among ("to her 6 cousins")
_EN_EACH_GETS = re.compile(r"\beach\s+(?:get|gets|receive|receives|have)\b", re.IGNORECASE)
_EN_SHARED_AMONG = re.compile(r"\b(?:among|between|to|for|with)\s+(?:(?:his|her|their|your|my|our|the|all|total|best)\s+){0,2}"
                              r"(\d+)\s", re.IGNORECASE)
_EN_EACH_OF_THE = re.compile(r"(?<=\bof)\s+the\s+", re.IGNORECASE)
_EN_CONDITION = re.compile(r"\b(?:if|when|after|before)\b", re.IGNORECASE)


def asked_per(request: str, reading: Reading) -> frozenset[str]:
    """The counted thing the question asks per: "how many oranges must go in each box" (box), "how much does each
    pen cost" (pen), 每个小朋友分到几个苹果 (小朋友, and its measure word 个); empty when it asks per nothing or per a
    time ("each day", 每小时). A condition after the question word ("if each tray holds 12") is not what it asks."""
    words: dict[str, tuple[str, str]] = {}
    if reading.zh:
        questions = _ZH_QUESTION.findall(request)
        before = questions[-1][:_ZH_ASK.search(questions[-1]).start()] if questions else ""
        if "每" not in before:
            return frozenset()
        unit, measure = zh_unit_after(before, before.rfind("每") + 1, words)
        # 每个小朋友: 小朋友; 每支笔: 笔, and 支 where an amount's 支 counts no noun the request names (买3支笔花了)
        keys = {k for k in (unit or ()) if k.startswith(COUNTED)} | ({f"m:{measure}"} if measure else set())
        keys |= {k for k in (resolve(unit, reading.by_measure) or ()) if k.startswith(COUNTED)}
        return frozenset(keys) if unit is not None and len(unit) == 1 and keys else frozenset()
    questions = _EN_QUESTION.findall(request)
    m = _EN_HOW.search(questions[-1]) if questions else None
    if m is None:
        return frozenset()
    asked = _EN_CONDITION.split(m.group(1))[0]
    if _EN_EACH_GETS.search(asked):
        return _shared_among(request, reading)
    each = _EN_EACH.search(asked)
    unit = en_unit_word(each.group(1), words) if each and each.group(1).lower() not in ("one", "of") else None
    if each and (of := _EN_EACH_OF_THE.match(asked, each.end(1))):  # "in each of the (small) albums": per album
        unit, _ = en_unit_at(asked, of.end(), words)
    if unit is None or len(unit) != 1 or not next(iter(unit)).startswith(COUNTED):
        return frozenset()
    return frozenset(unit)


def _shared_among(request: str, reading: Reading) -> frozenset[str]:
    """"give them to her 6 cousins … how many will each get": the one count said after among, to, for or with."""
    values = {Decimal(m.group(1)) for m in _EN_SHARED_AMONG.finditer(request)}
    kinds = {frozenset(a.unit) for a in reading.amounts if a.values & values and a.unit is not None and len(a.unit) == 1
             and next(iter(a.unit)).startswith(COUNTED) and next(iter(a.unit.values())) == 1}
    return next(iter(kinds)) if len(values) == 1 and len(kinds) == 1 else frozenset()

