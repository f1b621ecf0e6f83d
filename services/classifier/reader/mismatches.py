"""Checks that the question asks what a reading computes, for every reader (guards.py calls them):
a reading that answers another question than the one asked goes slow.

- two questions in one request ("合多少升？喝完要几口？"): a reading answers one of them;
- an amount said the colloquial way with its tail after the unit ("一米八" is 1.8 m, not 1 m);
- powers written as superscripts one after another ("2³²" is 2^32, not (2³)²);
- a repeating decimal ("0.999...", "0.3…"): the digits written are not the number meant;
- a yes/no question about money ("余额还够吗", "is that enough?"): not an amount;
- "in Python" around a caret (XOR there), a rounding (half to even there) or a decimal (a float);
- amounts in two currencies ("$200M … €250M"), a percentage asked as a decimal ("in decimal");
- a unit asked that is not the one the amounts are in ("150 cm, 160 cm … the median in meters");
- an item bought whose price is not given ("3 coffees at $4 and a muffin", "还有一杯奶茶");
- a fraction with a unit after it where a fraction of the whole is asked ("用去了1/4米，还剩几分之几");
- a day count or a shifted date around a time of day (下午, 9am), a repetition or a position
  ("every 3 days … the 5th pill"), days of something (a vacation counts both ends), or a date before
  the Gregorian calendar was in use (1582 and earlier: which calendar?).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok, last_clause_start
from .units import DIMENSION, amount_unit, canonical_unit, money_sign, money_unit

# Token types that ask; a clause holding one is a question.
_ASKING = frozenset({"HOW_MANY", "WHAT", "ASK", "DUOSHAO_QIAN", "CONVERT_TO", "HOW_FAR", "HOW_LONG", "LEFT_ASK",
                     "WHICH_DATE", "DAYS_BETWEEN_ZH", "HOW_MANY_DAYS", "PAY_EN", "HOW_MANY_MORE"})
_QUESTION_MARKS = frozenset({"?", "？"})
_NUMERAL_TAIL = frozenset("一二三四五六七八九零")
_POWERS = frozenset({"SQUARED", "CUBED"})
_REPEATING = re.compile(r"\d\s*(?:\.{2,}|…|⋯|。{2,})")
_ENOUGH_EN = ("enough",)
_PYTHON_ROUNDING = ("round", "四舍五入", "取整", "保留")


def mismatched(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """Whether the reading answers another question than the words ask (see the module doc)."""
    return _two_questions(tokens) or _unit_then_numeral(tokens) or _stacked_powers(tokens) \
        or bool(_REPEATING.search(slots.original)) or _enough_asked(tokens) or _python_semantics(task, slots) \
        or _other_unit_asked(task, tokens, slots, reader) or _unpriced_item(tokens, reader) \
        or _fraction_with_unit(tokens, slots) or _date_refused(task, tokens, slots) or _two_currencies(tokens, slots) \
        or _decimal_asked(task, slots)


def _two_questions(tokens: list[Tok]) -> bool:
    """"一瓶水500毫升，合多少升？喝完要几口": two sentences that ask."""
    asking, current = 0, False
    for t in tokens:
        if t.type == "COMMA" and t.value in _QUESTION_MARKS:
            asking += current
            current = False
        elif t.type in _ASKING:
            current = True
    return asking + current > 1


def _unit_then_numeral(tokens: list[Tok]) -> bool:
    """"身高一米八": the tail after the unit (八) is the first decimal, so the amount is 1.8 m."""
    return any(t.type == "NUM" and tokens[i + 1].type == "UNIT" and canonical_unit(tokens[i + 1].value) in DIMENSION
               and tokens[i + 2].type == "WORD" and tokens[i + 2].value[0] in _NUMERAL_TAIL
               and (i + 3 == len(tokens) or tokens[i + 3].type != "MEASURE")  # "2 元一支": one each
               for i, t in enumerate(tokens[:-2]))


def _stacked_powers(tokens: list[Tok]) -> bool:
    """"2³²": the superscripts together are one exponent (32), not a square of a cube."""
    return any(t.type in _POWERS and u.type in _POWERS and len(t.value) == len(u.value) == 1  # not "2³ squared"
               for t, u in zip(tokens, tokens[1:]))


def _enough_asked(tokens: list[Tok]) -> bool:
    """"余额还够吗" (the 吗 is gone before reading), "is $50 enough": yes or no, not an amount."""
    joined = "".join(t.value for t in tokens)
    return "够" in joined.replace("能够", "") or Said(tokens).any(_ENOUGH_EN)


def _python_semantics(task: Task, slots: Slots) -> bool:
    """"2^10 in Python" is 8 (XOR), round(2.5) is 2 and 0.1+0.2 is a float there: only integer
    arithmetic whose operators mean the same in Python is read."""
    if "python" not in slots.folded:
        return False
    decimals = any(getattr(item, "percent", None) is not None and item.value != item.value.to_integral_value()
                   for item in slots.items)
    return "^" in slots.original or decimals or any(w in slots.folded for w in _PYTHON_ROUNDING) \
        or task.op == "round"


_LIST_RESULT = re.compile(r"^(?:mean|median|max|min|sum|range)\(")


def _other_unit_asked(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """"Heights 150 cm, 160 cm, 170 cm. What's the median in meters?": the unit asked is of the same
    kind as the amounts' but another one: a statistic of a list is not converted. (Conversions, rates
    and durations read their units themselves.)"""
    if task.op != "expr" or not (reader == "read_statistic" or _LIST_RESULT.match(str(task.args.get("expression")))):
        return False
    start = last_clause_start(tokens)
    asked = {canonical_unit(t.value) for i, t in enumerate(tokens) if i >= start and t.type == "UNIT"
             and (not i or tokens[i - 1].type != "NUM")} - {""}
    given = {amount_unit(tokens, i, slots) for i, t in enumerate(tokens) if t.type == "NUM"}
    kinds = {DIMENSION.get(u) for u in given} - {None}
    return any(u not in given and DIMENSION.get(u) in kinds for u in asked)


_BILL_WORDS = frozenset({"WORD", "MEASURE"})
_NOT_ITEMS = frozenset({"i", "we", "me", "my", "our", "you", "he", "she", "they", "it", "also", "too", "the", "a", "an",
                        "我", "我们", "他", "她", "他们", "也", "都", "还", "共", "一共", "总共"})
_MORE_ZH = ("还有", "还买了", "另外", "加上", "半价")  # another item, or one at half price
_ITEM_COUNT_ZH = re.compile("^[一两二三四五六七八九十几][杯个瓶份碗盒包件本支张只串]")  # "一杯奶茶"; not "两桌"


def _unpriced_item(tokens: list[Tok], reader: str) -> bool:
    """"3 coffees at $4 and a muffin. Total?", "午饭28元，晚饭45元，还有一杯奶茶，一共多少": after the
    first price, a clause (before the question) that names another thing bought without its amount."""
    if reader not in ("read_bill", "read_price"):
        return False
    clauses: list[tuple[str, list[Tok]]] = [("", [])]
    for t in tokens:
        if t.type in ("COMMA", "AND"):
            clauses.append((t.type, []))
        else:
            clauses[-1][1].append(t)
    priced = False
    for joined_by, clause in clauses[:-1]:
        if any(t.type == "NUM" for t in clause):
            priced = True
            continue
        words = [t.value for t in clause if t.type in _BILL_WORDS and t.value not in _NOT_ITEMS]
        if not priced or not words or any(t.type in _ASKING and t.value != "还有" for t in clause):
            continue
        if all(w.isascii() for w in words):
            if joined_by == "AND":  # "… and a muffin"; not "Split evenly, how much each"
                return True
        elif Said(clause).any(_MORE_ZH) or any(_ITEM_COUNT_ZH.match(w) for w in words):
            return True
    return False


def _fraction_with_unit(tokens: list[Tok], slots: Slots) -> bool:
    """"一根绳子用去了1/4米，还剩几分之几": 1/4 米 is a length, not a quarter of the rope."""
    asks_fraction = "几分之几" in slots.folded or "what fraction" in slots.folded
    return asks_fraction and any(t.type == "NUM" and tokens[i + 1].type == "DIVIDE" and tokens[i + 2].type == "NUM"
                                 and i + 3 < len(tokens) and tokens[i + 3].type == "UNIT"
                                 for i, t in enumerate(tokens[:-2]))


def _two_currencies(tokens: list[Tok], slots: Slots) -> bool:
    """"$200M in 2022 and €250M in 2023": amounts in two currencies do not compare (a rate changes)."""
    found = set()
    for i, t in enumerate(tokens):
        if t.type == "NUM":
            n = slots.number(t.value)
            after = tokens[i + 1].value if i + 1 < len(tokens) and tokens[i + 1].type == "UNIT" else ""
            found.add(money_unit(n.unit) or money_unit(after) or money_sign(slots, n.start))
    return len(found - {""}) > 1


_DECIMAL_ASKED = ("in decimal", "as a decimal", "in decimals", "decimal form", "用小数表示", "化成小数", "小数形式",
                  "写成小数")


def _decimal_asked(task: Task, slots: Slots) -> bool:
    """"What's the pass rate in decimal?": a rate read as a percentage (85) is asked as 0.85 (the
    words may be gone from the tokens as an answer format)."""
    percent = task.op == "growth_rate" or "*100" in str(task.args.get("expression", ""))
    return percent and any(w in slots.folded for w in _DECIMAL_ASKED)


_DATE_OPS = frozenset({"date_diff", "date_add", "weekday", "business_days"})
_TIMES_OF_DAY = ("上午", "下午", "早上", "晚上", "中午", "凌晨", "傍晚", "夜里", "半夜", "点", "am", "pm", "a.m.", "p.m.",
                 "noon", "midnight", "morning", "afternoon", "evening", "night", "o'clock")
# Days of something asked (a vacation, a leave): the first and the last day both count.
_DAYS_OF_SOMETHING = ("days of vacation", "vacation days", "days on vacation", "days of holiday", "holiday days",
                      "days off", "days of leave", "假期", "放假", "休假", "请假", "出差", "住院", "天假")
_REPEATS = frozenset({"MEI"})
_GREGORIAN_FROM = 1583  # the first whole year of the Gregorian calendar: before it, which calendar is meant?


def _date_refused(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """A day count or a date shifted around a time of day ("3月15日下午到4月15日上午": not whole
    days), a repetition or a position ("every 3 days … the 5th pill"), days of a vacation (both
    ends count), or a date before the Gregorian calendar was in use."""
    if task.op not in _DATE_OPS:
        return False
    said = Said(tokens)
    if any(getattr(item, "year", None) is not None and item.year < _GREGORIAN_FROM for item in slots.items):
        return True
    if any(t.type in ("TIME", "ORD") or t.type in _REPEATS for t in tokens) or said.any(_TIMES_OF_DAY):
        return True
    question = tokens[last_clause_start(tokens):]
    return task.op == "date_diff" and Said(question).any(_DAYS_OF_SOMETHING)
