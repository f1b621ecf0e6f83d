"""Checks that the question asks what a reading computes, for every reader (guards.py calls them):
a reading that answers another question than the one asked goes slow.

- two questions in one request ("合多少升？喝完要几口？", "How many are left and how many did he eat?"): a
  reading answers one of them;
- a negative half rounded in English ("Round -2.5 to a whole number"): half up or away from zero?
- one item asked by its place ("What does the second coffee cost?"): not all of them;
- an amount said the colloquial way with its tail after the unit ("一米八" is 1.8 m, not 1 m);
- powers written as superscripts one after another ("2³²" is 2^32, not (2³)²);
- a repeating decimal ("0.999...", "0.3…"): the digits written are not the number meant;
- a yes/no question about money ("余额还够吗", "is that enough?"): not an amount;
- "in Python" around a caret (XOR there), a rounding (half to even there) or a decimal (a float);
- amounts in two currencies ("$200M … €250M"), a percentage asked as a decimal ("in decimal");
- a unit asked that is not the one the amounts are in ("150 cm, 160 cm … the median in meters");
- an item bought whose price is not given ("3 coffees at $4 and a muffin", "还有一杯奶茶");
- a fraction with a unit after it where a fraction of the whole is asked ("用去了1/4米，还剩几分之几");
- a number of tenths (三成, 七成) that only the discount reader reads: read as a count it is 3, not 30 %;
- a percentage or a discount that is a bound ("up to 30% off", "at least 20% off", 低至七折, 七折起, 七到八折):
  the price it gives is a bound, not the price;
- two neighbouring numerals said together (七八个人, 三四天: 7 or 8, not 78), an approximate count;
- a Chinese question that buys another thing than the one priced (苹果每千克6元，买3千克梨多少钱);
- an instruction around the computation that is not a question ("Ignore the numbers.", "Write a poem about
  this:", 先别告诉我答案, "reply in Roman numerals", 如果用八进制): the request is not for the value;
- a sentence or a step after the question that a value reader leaves unread ("…? Then double it."):
  the value readers read by values, so words they skip there would change the answer;
- a capital M after a number ("2M / 4", "$200M"): millions to most readers, metres to the units reader;
- a discount said of another item than the one priced or asked ("The jacket is $80. The shoes are 25% off.
  What do I pay for the jacket?", 衣服80元，鞋子打七五折, 网上打七五折，实体店卖多少钱, "the original price of
  the hat", "taken off the jacket"), or of a second one ("What does the second shirt cost?");
- a day count or a shifted date around a time of day (下午, 9am), a repetition or a position
  ("every 3 days … the 5th pill"), days of something (a vacation counts both ends), or a date before
  the Gregorian calendar was in use (1582 and earlier: which calendar?);
- a sum then a product asked "altogether" ("6 plus 7 times 2 altogether", 6加7乘2一共是多少): the whole
  sum first, or the product first?
- money asked of things counted, with no money in the story (30块糖分给6个人，每人几块钱);
- 块 counting pieces in a request about money (买了3块蛋糕，每块2块; 32块饼干，花了5块): a 块 said alone, or
  asked, may be pieces or yuan;
- a calendar year computed with as a count of years (一年有365天，2024年有多少天: 2024 is a year).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import a_piece
from .tokens import Said, Tok, last_clause_start, search_for_any
from .rate_clauses import MONEY_VERBS, VERBS
from .units import DIMENSION, amount_unit, canonical_unit, money_sign, money_unit

# Token types that ask; a clause holding one is a question.
_ASKING = frozenset({"HOW_MANY", "WHAT", "ASK", "DUOSHAO_QIAN", "CONVERT_TO", "HOW_FAR", "HOW_LONG", "LEFT_ASK",
                     "WHICH_DATE", "DAYS_BETWEEN_ZH", "HOW_MANY_DAYS", "PAY_EN", "HOW_MANY_MORE"})
_QUESTION_MARKS = frozenset({"?", "？"})
_NUMERAL_TAIL = frozenset("一二三四五六七八九零")
_POWERS = frozenset({"SQUARED", "CUBED"})
_MILLIONS_OR_METRES = re.compile(r"\d\s?M\b")  # case-sensitive: "2 m" stays metres
_REPEATING = re.compile(r"\d\s*(?:\.{2,}|…|⋯|。{2,})")
_ENOUGH_EN = ("enough",)
_PYTHON_ROUNDING = ("round", "四舍五入", "取整", "保留")


def mismatched(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """Whether the reading answers another question than the words ask (see the module doc)."""
    return _two_questions(tokens) or _unit_then_numeral(tokens) or _stacked_powers(tokens) \
        or bool(_REPEATING.search(slots.original)) or _enough_asked(tokens) or _python_semantics(task, slots) \
        or _other_unit_asked(task, tokens, slots, reader) or _unpriced_item(tokens, reader) \
        or _fraction_with_unit(tokens, slots) or _date_refused(task, tokens, slots) \
        or reader != "read_exchange" and _two_currencies(tokens, slots) \
        or _decimal_asked(task, slots) or _tenths_unread(tokens, reader) or _percentage_bound(tokens) \
        or _approximate_numerals(slots) or _another_thing_bought_zh(tokens, reader) or _another_doing_asked_zh(tokens) \
        or _instruction_around(tokens, slots) or _words_after_the_question(tokens, reader) \
        or task.op != "growth_rate" and bool(_MILLIONS_OR_METRES.search(slots.original)) \
        or _discount_of_another_item(tokens, reader) or _sum_then_product_in_all(tokens) \
        or _money_asked_of_things(tokens, slots) or _calendar_year_counted(task, tokens, slots) \
        or _pieces_and_yuan_zh(tokens) or _negative_half_rounded_en(tokens, slots) or _ordinal_item_asked(tokens)


def _two_questions(tokens: list[Tok]) -> bool:
    """"一瓶水500毫升，合多少升？喝完要几口": two sentences that ask; "How many are left and how many did he
    eat?": a question asked again after "and"."""
    asking, current = 0, False
    for i, t in enumerate(tokens):
        if t.type == "COMMA" and t.value in _QUESTION_MARKS:
            asking += current
            current = False
        elif t.type in _ASKING:
            if current and i and tokens[i - 1].type == "AND":
                return True
            current = True
    return asking + current > 1


_ORDINALS_EN = frozenset({"second", "third", "2nd", "3rd"})


def _ordinal_item_asked(tokens: list[Tok]) -> bool:
    """"3 coffees at $4.75 each. What does the second coffee cost?": one item asked by its place, not all."""
    question = tokens[last_clause_start(tokens):]
    return any(t.value in _ORDINALS_EN and u.type == "WORD" for t, u in zip(question, question[1:]))


_ROUNDED_EN = frozenset({"ROUND_EN", "NEAREST"})
_NEGATED = frozenset({"minus", "negative", "-", "−"})


def _negative_half_rounded_en(tokens: list[Tok], slots: Slots) -> bool:
    """"Round -2.5 to a whole number": half up gives -2, half away from zero -3; English does not say which.
    (四舍五入 rounds the digits, sign aside: read.)"""
    if _ROUNDED_EN.isdisjoint(t.type for t in tokens):
        return False
    for i, t in enumerate(tokens):
        if t.type != "NUM":
            continue
        value = slots.number(t.value).value
        negative = value < 0 or i > 0 and tokens[i - 1].value in _NEGATED
        digits = str(abs(value))
        if negative and "." in digits and digits.endswith("5"):
            return True
    return False


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
    said = Said(tokens)
    return "够" in said.joined.replace("能够", "") or said.any(_ENOUGH_EN)


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
_MORE_ZH = ("还有", "还买了", "又买了", "又买", "再买了", "再买", "另外", "加上", "半价")  # another item, or one at half price
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
            if priced and Said(clause).any(_MORE_ZH) and not any(t.type == "UNIT" and money_unit(t.value) for t in clause):
                return True  # "…，又买了1支笔，给了200元": another thing counted, its price not told
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


# A word starting with 成 after a number that is not tenths ("3成人": three adults).
_CHENG_WORDS = ("成人", "成本", "成绩", "成员", "成年", "成交", "成功", "成品", "成活", "成熟")


def _tenths_unread(tokens: list[Tok], reader: str) -> bool:
    """"涨价三成", "现价是原价的七成": 成 is tenths, which only the discount and change readers read
    (降价三成, 涨了三成); any other reading took 三 for a count and multiplied by it."""
    return reader not in ("read_discount", "read_percent_change") and any(
        t.type == "NUM" and u.value.startswith("成") and not u.value.startswith(_CHENG_WORDS)
        for t, u in zip(tokens, tokens[1:]))


# Words that make a percentage or a discount a bound, before it or after it.
_BOUND_BEFORE = ("as much as", "at least", "at most", "up to", "as little as", "as low as", "as high as", "no more than",
                 "no less than", "more than", "less than", "over", "under", "低至", "最低", "最高", "至少", "最多", "高达",
                 "多达", "不低于", "不超过", "不少于", "超过")
_BOUND_AFTER = ("or more", "or less", "or over", "and up", "and more", "起", "以上", "以下", "以内", "之内")
_PERCENT_MARKS = frozenset({"ZHE"})


def _percentage_bound(tokens: list[Tok]) -> bool:
    """"up to 30% off", "at least 20% off", "低至七折", "三折起", "七到八折": the percentage is a bound
    or a range, so the price computed from it is not the price."""
    for i, t in enumerate(tokens):
        is_rate = t.type == "PCT" or t.type == "NUM" and i + 1 < len(tokens) and (
            tokens[i + 1].type in _PERCENT_MARKS or tokens[i + 1].value == "成")
        if not is_rate:
            continue
        before, end = tokens[max(0, i - 3):i], i + 2 if t.type == "NUM" else i + 1
        after = Said(tokens[end:end + 3])
        if any(b.type in ("DAO", "TO") for b in before[-1:]) and len(before) > 1 \
                and (before[-2].type == "NUM" or before[-2].value[-1:] in _NUMERAL_CHARS):
            return True  # "七到八折", "20 to 30% off"
        said_before = Said(before)
        if said_before.any(_BOUND_BEFORE) or after.any(_BOUND_AFTER):
            return True
    return False


_NUMERAL_CHARS = frozenset("一二三四五六七八九十两")
# Two neighbouring numerals said together: "七八个人" is seven or eight people (perception reads 78).
_APPROXIMATE = re.compile("(?<![一二三四五六七八九〇零两百千万亿])(?:一二|二三|两三|三四|四五|五六|六七|七八|八九)"
                          "(?![一二三四五六七八九〇零十百千万亿年点])")


def _approximate_numerals(slots: Slots) -> bool:
    """"七八个人", "三四天", "十七八岁": an approximate count, not the number 78 or 34."""
    return bool(_APPROXIMATE.search(slots.original))


_BOUGHT_ZH = frozenset({"买", "买了", "称", "称了", "要", "来"})


# "注满 500 升的水池": a vessel of that size, filled, not another thing bought
_VESSELS_ZH = ("池", "箱", "桶", "缸", "罐", "壶", "杯", "瓶")


def _another_thing_bought_zh(tokens: list[Tok], reader: str) -> bool:
    """"苹果每千克6元，买3千克梨多少钱": the question counts a thing the story never priced (the
    English form is checked in asked_guards.py); "2.5小时走多少公里": a verb after the count is no thing."""
    if reader not in ("read_rate", "read_price", "read_bill"):
        return False
    start = last_clause_start(tokens)
    before = [t.value for t in tokens[:start] if t.type == "WORD" and not t.value.isascii()]
    if not before:
        return False
    for i, t in enumerate(tokens[start:-3], start=start):  # "买3千克梨多少钱": a count, its unit, the thing, the question
        thing = tokens[i + 2]
        if t.type == "NUM" and tokens[i + 1].type in ("UNIT", "MEASURE") and not money_unit(tokens[i + 1].value) \
                and thing.type == "WORD" and (tokens[i + 3].type in _ASKING or tokens[i + 3].type == "YAO") \
                and not thing.value.isascii() and thing.value not in _BOUGHT_ZH \
                and not (thing.value in VERBS and _the_story_s_doing(thing.value, tokens[:start])) \
                and not (thing.value.startswith("的") and thing.value.endswith(_VESSELS_ZH)) \
                and not any(thing.value in b or b in thing.value for b in before):
            return True
    return False


def _another_doing_asked_zh(tokens: list[Tok]) -> bool:
    """"每小时走5公里，3小时跑多少公里", "每天读30页，5天写多少页": the doing asked after the count is not the story's,
    whichever reader read it (a rate told of walking says nothing of running); a verb is known by its first character
    too (骑车 is 骑)."""
    start = last_clause_start(tokens)
    told = {v for t in tokens[:start] if t.type == "WORD" and not t.value.isascii()
            for v in (t.value.removesuffix("了"), t.value[:1]) if v in VERBS}
    for i in range(start, len(tokens) - 3):
        verb = tokens[i + 2].value.removesuffix("了")
        if told and tokens[i].type == "NUM" and tokens[i + 1].type in _COUNTED_TIME \
                and tokens[i + 2].type == "WORD" and tokens[i + 3].type in _ASKING and not verb.isascii() \
                and (verb in VERBS or verb[:1] in VERBS) and verb not in told and verb[:1] not in told \
                and verb not in MONEY_VERBS:  # 挣, 赚: the pay of whatever doing the story tells
            return True
    return False


_COUNTED_TIME = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})


def _the_story_s_doing(verb: str, story: list[Tok]) -> bool:
    """"每小时300公里，2.5小时走多少公里": a verb asked where the story says none, or the same one ("每小时走5公里，
    3小时跑多少公里" asks another doing)."""
    told = {t.value for t in story if t.type == "WORD" and t.value in VERBS} | {t.value for t in story if t.type == "TRAVEL"}
    return not told or verb in told


# Words that tell the answerer what to do with the computation instead of asking for its value.
_INSTRUCTIONS = ("ignore", "poem", "essay", "translate", "pretend", "on purpose", "wrong", "roman",
                 "binary", "octal", "hexadecimal", "in hex", "don't tell", "do not tell", "without telling",
                 "hypothetically", "忽略", "别告诉", "不要告诉", "不告诉", "翻译", "一首", "写诗", "罗马数字", "进制", "故意",
                 "答错", "假装")


_INSTRUCTION_ZH_IN = search_for_any(tuple(w for w in _INSTRUCTIONS if not w.isascii()))


def _instruction_around(tokens: list[Tok], slots: Slots) -> bool:
    """"Ignore the numbers. A $80 jacket …", "Write a poem about this: …", "用罗马数字写出：…": what
    is asked is not the value (the value readers skip words they do not know; a lead-in is gone
    from the tokens, so the Chinese words are looked for in the text)."""
    return Said(tokens).any(_INSTRUCTIONS) or _INSTRUCTION_ZH_IN(slots.folded) is not None


_STEP_AFTER_THEN = frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "HALVE_PRE", "ADD_VERB", "MULTIPLY_VERB", "SUBTRACT_VERB",
                              "DIVIDE_VERB"})
_VALUE_TYPES = frozenset({"NUM", "PCT", "DATE"})
_ARITHMETIC = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE"})
_FORMAT_VERBS = frozenset({"answer", "give", "reply", "respond", "write", "express", "state", "provide"})


def _words_after_the_question(tokens: list[Tok], reader: str) -> bool:
    """"How many days from … to …? Then double it." / "…? Reply in Roman numerals.": a value reader
    reads the values and skips the rest, so a step or a sentence after the question (with no amount
    of its own, which a story told after its question has) would be lost."""
    if reader == "grammar":
        return False
    if any(t.type == "THEN" and u.type in _STEP_AFTER_THEN for t, u in zip(tokens, tokens[1:])):
        return True
    # "…是几月几号，再加上我哥哥那份": a step after the question, with or without its question mark
    asked = max((i for i, t in enumerate(tokens) if t.type in _ASKING and t.type != "WHAT"), default=len(tokens))
    if any(t.type == "THEN" and u.type in _ARITHMETIC for t, u in zip(tokens[asked:], tokens[asked + 1:])):
        return True
    ends = [i for i, t in enumerate(tokens[:-1]) if t.type == "COMMA" and t.value in _QUESTION_MARKS]
    after = tokens[ends[-1] + 1:] if ends else []  # "3.5 km = ? m" ends on the unit asked: no words
    if after and after[0].value in _FORMAT_VERBS:  # "Answer in D days.": how to write it (words that
        return False  # change the answer, "in Roman numerals", are refused as instructions)
    return any(t.type == "WORD" for t in after) and not any(t.type in _VALUE_TYPES for t in after)


_NOT_AN_ITEM = frozenset({"it", "it's", "its", "everything", "all", "that", "this", "one", "money", "total", "i", "we", "you",
                          "me", "us", "they", "them", "store", "shop", "site", "website", "钱", "的", "全场", "所有", "东西",
                          "商品", "全部", "一共", "总共", "我", "我们", "你", "他", "她", "现在", "最后", "实际", "应该", "需要",
                          "先", "再", "又", "还", "都", "也", "就", "最", "了", "已经", "然后", "首先"})  # adverbs, particles
_PLACES_ZH = frozenset("店场市商网家")  # 店里打七折, 商场打七五折: where, not what


def _items(words: list[Tok]) -> set[str]:
    return {w for w in (t.value.removeprefix("的") for t in words if t.type == "WORD") if w and w not in _NOT_AN_ITEM
            and not (not w.isascii() and any(ch in _PLACES_ZH for ch in w))}


_AMOUNTS_TO = frozenset({"相当于", "等于", "算是", "就是", "也就是", "相当"})  # "相当于打了几折": no item


def _discount_of_another_item(tokens: list[Tok], reader: str) -> bool:
    """"The jacket is $80. The shoes are 25% off. What do I pay for the jacket?", "衣服80元，鞋子打七五折":
    the discount is said of an item ("the shoes are", "鞋子打"), and the price or the question names
    another ("pay for the jacket", "实体店卖多少钱")."""
    if reader not in ("read_discount", "read_percent_change"):
        return False
    clauses: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type == "COMMA":
            clauses.append([])
        else:
            clauses[-1].append(t)
    rated = next((c for c in clauses if any(t.type in ("PCT", "ZHE") for t in c)), None)
    priced = next((c for c in clauses if any(t.type == "NUM" and not _rate_at(c, i) for i, t in enumerate(c))), None)
    if rated is None or priced is None or len(clauses) < 2:
        return False
    named = _items([t for t, u in zip(rated, rated[1:]) if u.type in ("DA", "IS")
                    and t.value not in _AMOUNTS_TO][:1])  # "鞋子打", "the shoes are"; not "相当于打"
    question = clauses[-1]
    if any(t.value in _ANOTHER_ONE for t in question):
        return True  # "What does the second shirt cost?": a second item may be priced otherwise (2 for 1)
    after_for = [i for i, t in enumerate(question) if t.type == "FOR" or t.type == "OFF"
                 or t.type == "OF" and i and question[i - 1].type == "PRICE_EN"]  # "the original price of the hat"
    asked = _items(question[after_for[0] + 1:]) if after_for else \
        _items(question[:1]) if len(question) > 1 and question[1].type == "YAO" else set()  # "衣服要付多少钱"
    price_items = _items(priced)
    return bool(named and price_items and rated is not priced and not _meet(named, price_items)
                or named and asked and not _meet(named, asked) or asked and price_items and not _meet(asked, price_items))


_ANOTHER_ONE = frozenset({"second", "third", "2nd", "3rd", "another", "next"})


def _rate_at(clause: list[Tok], i: int) -> bool:
    return i + 1 < len(clause) and clause[i + 1].type == "ZHE"


def _meet(a: set[str], b: set[str]) -> bool:
    """Whether two sets of item words name one item ("一件衣服" and "衣服", "jacket" and "jackets")."""
    return any(x in y or y in x for x in a for y in b)


_SUMS = frozenset({"PLUS", "MINUS"})
_PRODUCTS = frozenset({"TIMES", "DIVIDE"})
_IN_ALL = ("一共", "总共", "合计")


def _sum_then_product_in_all(tokens: list[Tok]) -> bool:
    """"What is 6 plus 7 times 2 altogether?": "altogether" may ask the whole sum first ((6+7)×2),
    where the signs alone say the product first (6+7×2); brackets settle it."""
    first_sum = next((i for i, t in enumerate(tokens) if t.type in _SUMS), None)
    if first_sum is None or not any(t.type in _PRODUCTS for t in tokens[first_sum + 1:]) \
            or any(t.type == "LPAR" for t in tokens):
        return False
    return any(t.type == "TOGETHER" or t.type in ("ASK", "DUOSHAO_QIAN") and t.value.startswith(_IN_ALL)
               for t in tokens)


def _money_asked_of_things(tokens: list[Tok], slots: Slots) -> bool:
    """"30块糖分给6个人，每人几块钱": money asked (钱, 元), the story's amounts counting things (块糖, 个人)
    and none of them money."""
    if not any(t.type == "DUOSHAO_QIAN" and ("钱" in t.value or "元" in t.value) for t in tokens):
        return False
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    shared = any(t.type == "PER_EACH" for t in tokens)
    things = {i for i in amounts if _counts_things(tokens, i, shared)}
    return bool(things) and not any(money_unit(amount_unit(tokens, i, slots))
                                    or money_sign(slots, slots.number(tokens[i].value).start)
                                    for i in amounts if i not in things)


def _counts_things(tokens: list[Tok], i: int, shared: bool) -> bool:
    """"30块糖", "6个人": a measure word of things after the number; "24块饼干" where each one's part is
    asked (a word after 块 may be a verb as well: "1020 块买到的" is money)."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and following.type == "MEASURE" \
        and not (following.value.startswith("块") and following.value[1:] in ("", "钱")) or shared and a_piece(tokens, i)


_MONEY_WORDS_ZH = ("钱", "元", "花", "付", "卖", "价", "买")


def _pieces_and_yuan_zh(tokens: list[Tok]) -> bool:
    """"我有32块饼干，花了5块", "一盒巧克力有24块，我买了5盒，一共花了多少块", "我有18块，买了5块糖", "买了3块蛋糕，
    每块2块": where 块 counts pieces and the request speaks of money, another 块 said alone may be either: any
    one where money is spent or priced (花, 钱, 元 …), one had (有) or each (每) where things are only bought.
    "32块饼干，吃了5块，还剩几块" (no money), "25块钱，花了5块" (no pieces) and "买了3块蛋糕，吃了1块" are one each."""
    kuai = [i for i, t in enumerate(tokens[:-1]) if t.type == "NUM" and tokens[i + 1].value.startswith("块")]
    pieces = {i for i in kuai if _kuai_counts_pieces(tokens, i)}
    if not pieces or not any(w in t.value for t in tokens for w in _MONEY_WORDS_ZH):
        return False
    alone = [i for i in kuai if i not in pieces and tokens[i + 1].value == "块"]
    if any(w in t.value for t in tokens for w in _MONEY_WORDS_ZH if w != "买"):  # spent or priced
        return bool(alone) or any(
            t.type == "DUOSHAO_QIAN" and t.value.endswith("块") or t.type in ("HOW_MANY", "ASK") and k + 1 < len(tokens)
            and tokens[k + 1].value == "块" and (k + 2 == len(tokens) or tokens[k + 2].type == "COMMA")
            for k, t in enumerate(tokens))
    return any(i > 0 and (tokens[i - 1].value == "有" or tokens[i - 1].type == "MEI"
                          or i > 1 and tokens[i - 2].type == "MEI") for i in alone)


def _kuai_counts_pieces(tokens: list[Tok], i: int) -> bool:
    """N块 counting pieces: before a noun (3块蛋糕, 5块糖), before a price of one (一块2元), bought (买了4块), or
    held by one container (一盒巧克力有24块)."""
    measure = tokens[i + 1].value
    after = tokens[i + 2:i + 4]
    if measure != "块":
        return measure != "块钱"  # the lexicon's 块糖
    if a_piece(tokens, i) or len(after) == 2 and after[0].type == "NUM" and money_unit(after[1].value):
        return True
    bought = i > 0 and tokens[i - 1].type == "BUY_ZH" and not (after and after[0].value.startswith("钱"))
    start = max((k for k in range(i) if tokens[k].type == "COMMA"), default=-1) + 1
    held_by_one = i > 0 and tokens[i - 1].value == "有" and tokens[start].value == "一" \
        and start + 1 < i and tokens[start + 1].type == "MEASURE"
    return bought or held_by_one


_WHOLE_NUMBER = re.compile(r"(?<![\d.])(\d+)(?![\d.])")


def _calendar_year_counted(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"2024年有多少天": a number of four digits before 年 is a calendar year; a reading that computes
    with it counts 2024 years."""
    computed = {m[1] for v in task.args.values() for m in _WHOLE_NUMBER.finditer(str(v))}
    for i, t in enumerate(tokens[:-1]):
        if t.type == "NUM" and tokens[i + 1].type == "YEAR_UNIT" and tokens[i + 1].value == "年":
            n = slots.number(t.value)
            if not n.percent and n.value == n.value.to_integral_value() and 1000 <= n.value <= 2999 \
                    and n.plain() in computed:
                return True
    return False
