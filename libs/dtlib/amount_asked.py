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
from functools import lru_cache

from .amount_units import MONEY, Reading, Unit, en_unit_at, en_unit_word, read, resolve, zh_unit_after

_EN_QUESTION = re.compile(r"[^.!?;]*\b(?:how (?:many|much|far|fast)|what (?:is|was) (?:\w+ )?(?:average )?speed)\b[^.!?;]*",
                          re.IGNORECASE)
_EN_PER = re.compile(r"\b(?:each|every|per|average|apiece)\b|\b(?:a|an)\s+(?:day|week|month|year|hour|minute|second)\b",
                     re.IGNORECASE)
_EN_HOW_MANY = re.compile(r"\bhow many\s+((?:square|sq|cubic)\s+)?([a-z]+)(?:\s+(?:per|an?)\s+([a-z]+))?",
                          re.IGNORECASE)
_EN_MONEY = re.compile(r"\bhow much (?:money\b|(?:do|does|did|will|would|should|can|could|is|was|are|were)\b.*"
                       r"\b(?:cost|costs|pay|paid|earn|earns|earned|spend|spent|charge|save|saved)\b)"
                       r"|\bhow many (?:dollars|euros|yuan)\b", re.IGNORECASE)
_EN_SPEED = re.compile(r"\bhow fast\b|\bwhat (?:is|was) (?:\w+ )?(?:average )?speed\b", re.IGNORECASE)
_EN_FAR = re.compile(r"\bhow far\b", re.IGNORECASE)
_ZH_QUESTION = re.compile(r"[^，。；！？,;!?]*(?:多少|几)[^，。；！？,;!?]*")
_ZH_ASK = re.compile(r"(多少|几)")
_SPEED = Counter({"length": 1, "time": -1})


@lru_cache(maxsize=256)
def reading_of(request: str) -> Reading:
    """The request's amounts with their units (amount_units.read) and the unit its question asks, a measure word
    resolved to the noun it counts as the amounts' are."""
    reading = read(request)
    return replace(reading, asked=resolve(asked_unit(request, reading.zh, reading.words), reading.by_measure))


def asked_unit(request: str, zh: bool, words: dict[str, tuple[str, str]]) -> Unit | None:
    return _asked_zh(request, words) if zh else _asked_en(request, words)


def _asked_en(request: str, words: dict[str, tuple[str, str]]) -> Unit | None:
    questions = _EN_QUESTION.findall(request)
    if not questions:
        return None
    question = questions[-1]
    if _EN_FAR.search(question):
        words.setdefault("length", ("distance", "distance"))
        return Counter({"length": 1})
    if _EN_SPEED.search(question):
        if m := _EN_HOW_MANY.search(question):  # "what is her average speed in km per hour"
            return _per(en_unit_word(m.group(2), words), m.group(3), words)
        return _SPEED if not re.search(r"\b(?:each|every|apiece)\b", question, re.IGNORECASE) else None
    m = _EN_HOW_MANY.search(question)
    if m and m.group(3):  # "how many miles per hour"
        return _per(en_unit_word(m.group(2), words), m.group(3), words)
    if _EN_PER.search(question):
        return None
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
