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
- a percentage asked as a decimal ("in decimal");
- a unit asked that is not the one the amounts are in ("150 cm, 160 cm … the median in meters");
- a fraction with a unit after it where a fraction of the whole is asked ("用去了1/4米，还剩几分之几");
- a number of tenths (三成, 七成) that only the discount reader reads: read as a count it is 3, not 30 %;
- a percentage or a discount that is a bound ("up to 30% off", "at least 20% off", 低至七折, 七折起, 七到八折):
  the price it gives is a bound, not the price;
- two neighbouring numerals said together (七八个人, 三四天: 7 or 8, not 78), an approximate count;
- an instruction around the computation that is not a question ("Ignore the numbers.", "Write a poem about
  this:", 先别告诉我答案, "reply in Roman numerals", 如果用八进制): the request is not for the value;
- a sentence or a step after the question (or inside the story) that a value reader leaves unread ("…? Then
  double it.", "spent 12, then squared it"):
  the value readers read by values, so words they skip there would change the answer;
- a capital M after a number ("2M / 4", "$200M"): millions to most readers, metres to the units reader;
- a day count or a shifted date around a time of day (下午, 9am), a repetition or a position
  ("every 3 days … the 5th pill"), days of something (a vacation counts both ends), or a date before
  the Gregorian calendar was in use (1582 and earlier: which calendar?);
- a sum then a product asked "altogether" ("6 plus 7 times 2 altogether", 6加7乘2一共是多少): the whole
  sum first, or the product first?
- a calendar year computed with as a count of years (一年有365天，2024年有多少天: 2024 is a year).

The checks of the things a story buys and prices (an item unpriced, two currencies, another thing bought, a
discount of another item, money asked of things counted and the other way round, 块 as pieces) are in
mismatched_purchases.py.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import TYPE_OF, VALUE_OF, Said, Tok, last_clause_start, placed_by_order, search_for_any
from .units import DIMENSION, amount_unit, canonical_unit
from .dates import next_of_every_asked
from .rate_totals_en import whole_by_count_en
from .mismatched_purchases import (ASKING, another_doing_asked_zh, another_thing_bought_zh, another_thing_labelled_en,
                                   another_thing_told_zh, discount_of_another_item, money_asked_of_things,
                                   pieces_and_yuan_zh, things_asked_of_money, two_currencies, unpriced_item)

_QUESTION_MARKS = frozenset({"?", "？"})
_NUMERAL_TAIL = frozenset("一二三四五六七八九零")
_POWERS = frozenset({"SQUARED", "CUBED"})
_MILLIONS_OR_METRES = re.compile(r"\d\s?M\b")  # case-sensitive: "2 m" stays metres
_REPEATING = re.compile(r"\d\s*(?:\.{2,}|…|⋯|。{2,})")
_ENOUGH_EN = ("enough",)
_PYTHON_ROUNDING = ("round", "四舍五入", "取整", "保留")


def mismatched(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """Whether the reading answers another question than the words ask (see the module doc); the checks that
    need Chinese words are `mismatched_zh`'s."""
    # read_duration's frames hold one question and the clock format asked after it ("Answer in HH:MM:SS.mmm.")
    return reader != "read_duration" and _two_questions(tokens) or _stacked_powers(tokens) \
        or bool(_REPEATING.search(slots.original)) or _enough_asked(tokens) or _python_semantics(task, slots) \
        or _other_unit_asked(task, tokens, slots, reader) or unpriced_item(tokens, reader) \
        or _fraction_with_unit(tokens, slots) or _date_refused(task, tokens, slots) \
        or reader != "read_exchange" and two_currencies(tokens, slots) \
        or _decimal_asked(task, slots) or _tenths_unread(tokens, reader) or _percentage_bound(tokens) \
        or another_thing_labelled_en(slots.original) \
        or _instruction_around(tokens, slots) or reader != "read_duration" and _words_after_the_question(tokens, reader) \
        or task.op != "growth_rate" and bool(_MILLIONS_OR_METRES.search(slots.original)) \
        or discount_of_another_item(tokens, reader) or _sum_then_product_in_all(tokens) \
        or money_asked_of_things(tokens, slots) or things_asked_of_money(tokens, slots, reader) \
        or task.op not in ("is_leap_year", "nth_weekday") and reader != "read_birth_years" \
        and _calendar_year_counted(task, tokens, slots) \
        or _negative_half_rounded_en(tokens, slots) or reader != "read_mean_missing" and _ordinal_item_asked(tokens)  # its question is the item by place


def mismatched_zh(tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """The checks of `mismatched` that find nothing without a Chinese word in the tokens or the text (一米八, 七八个,
    a thing the story never priced …)."""
    return _unit_then_numeral(tokens) or _approximate_numerals(slots) or another_thing_bought_zh(tokens, reader) \
        or another_doing_asked_zh(tokens) or another_thing_told_zh(tokens) or pieces_and_yuan_zh(tokens)


def _two_questions(tokens: list[Tok]) -> bool:
    """"一瓶水500毫升，合多少升？喝完要几口": two sentences that ask; "How many are left and how many did he
    eat?": a question asked again after "and"."""
    if sum(map(ASKING.__contains__, map(TYPE_OF, tokens))) < 2:
        return False  # the cheap count first: either needs two asking words
    asking, current = 0, False
    for i, t in enumerate(tokens):
        if t.type == "COMMA" and t.value in _QUESTION_MARKS:
            asking += current
            current = False
        elif t.type in ASKING:
            if current and i and tokens[i - 1].type == "AND":
                return True
            current = True
    return asking + current > 1


def _ordinal_item_asked(tokens: list[Tok]) -> bool:
    """"3 coffees at $4.75 each. What does the second coffee cost?": one item asked by its place, not all."""
    question = tokens[last_clause_start(tokens):]
    return any(placed_by_order(t) and u.type == "WORD" for t, u in zip(question, question[1:]))


_ROUNDED_EN = frozenset({"ROUND_EN", "NEAREST"})
_NEGATED = frozenset({"minus", "negative", "-", "−"})


def _negative_half_rounded_en(tokens: list[Tok], slots: Slots) -> bool:
    """"Round -2.5 to a whole number": half up gives -2, half away from zero -3; English does not say which.
    (四舍五入 rounds the digits, sign aside: read.)"""
    if _ROUNDED_EN.isdisjoint(map(TYPE_OF, tokens)):
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
    return not _POWERS.isdisjoint(map(TYPE_OF, tokens)) \
        and any(t.type in _POWERS and u.type in _POWERS and len(t.value) == len(u.value) == 1  # not "2³ squared"
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


def _fraction_with_unit(tokens: list[Tok], slots: Slots) -> bool:
    """"一根绳子用去了1/4米，还剩几分之几": 1/4 米 is a length, not a quarter of the rope."""
    asks_fraction = "几分之几" in slots.folded or "what fraction" in slots.folded
    return asks_fraction and any(t.type == "NUM" and tokens[i + 1].type == "DIVIDE" and tokens[i + 2].type == "NUM"
                                 and i + 3 < len(tokens) and tokens[i + 3].type == "UNIT"
                                 for i, t in enumerate(tokens[:-2]))


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
    if any(t.type in ("TIME", "ORD") for t in tokens) or said.any(_TIMES_OF_DAY):
        return True
    if any(t.type in _REPEATS for t in tokens) and not (task.op == "date_add" and next_of_every_asked(tokens)):
        return True  # "every 3 days … the 5th pill"; not "renews every 45 days … last … next renewal date?"
    question = tokens[last_clause_start(tokens):]
    return task.op == "date_diff" and Said(question).any(_DAYS_OF_SOMETHING)


# A word starting with 成 after a number that is not tenths ("3成人": three adults).
_CHENG_WORDS = ("成人", "成本", "成绩", "成员", "成年", "成交", "成功", "成品", "成活", "成熟")


def _tenths_unread(tokens: list[Tok], reader: str) -> bool:
    """"涨价三成", "现价是原价的七成": 成 is tenths, which only the discount and change readers read
    (降价三成, 涨了三成); any other reading took 三 for a count and multiplied by it."""
    return reader not in ("read_discount", "read_percent_change") and "成" in "".join(map(VALUE_OF, tokens)) \
        and any(t.type == "NUM" and u.value.startswith("成") and not u.value.startswith(_CHENG_WORDS)
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
_APPROXIMATE = re.compile("(?<![一二三四五六七八九〇零两百千万亿])(?:一二|二三|两三|三四|四五|五六|六七|七八|八九|三五|三两(?=个))"
                          "(?![一二三四五六七八九〇零十百千万亿年点])")


def _approximate_numerals(slots: Slots) -> bool:
    """"七八个人", "三四天", "十七八岁", "三五个", "三两个": an approximate count, not the number 78 or 34."""
    return bool(_APPROXIMATE.search(slots.original))


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
    # "a 1,300-word essay" beside "65 words a minute": a whole counted in the rate's things, no essay asked for
    return Said(whole_by_count_en(tokens, article_dropped=True)).any(_INSTRUCTIONS) or _INSTRUCTION_ZH_IN(slots.folded) is not None


# "then double it", "…, then squared it", "再开平方", "then doubled", "then took the square root": a step of the
# grammar's own in the clause a THEN opens
_STEP_AFTER_THEN = frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "HALVE_PRE", "ADD_VERB", "MULTIPLY_VERB", "SUBTRACT_VERB",
                              "DIVIDE_VERB", "SQUARED", "CUBED", "SQRT_POST", "CBRT_POST", "KAI", "SCALED_POST",
                              "SQUARE_OF", "CUBE_OF", "SQRT_PRE", "CBRT_PRE", "ROOT_OF"})
_VALUE_TYPES = frozenset({"NUM", "PCT", "DATE"})
_ARITHMETIC = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE"})
_FORMAT_VERBS = frozenset({"answer", "give", "reply", "respond", "write", "express", "state", "provide"})


def _words_after_the_question(tokens: list[Tok], reader: str) -> bool:
    """"How many days from … to …? Then double it." / "…? Reply in Roman numerals.": a value reader
    reads the values and skips the rest, so a step or a sentence after the question (with no amount
    of its own, which a story told after its question has) would be lost; so would a step inside the
    story ("He had 50 dollars, spent 12, then squared it", "花了75元，再开平方": of what?)."""
    if reader == "grammar":
        return False
    if "THEN" in map(TYPE_OF, tokens):  # the cheap test first: both steps start with a THEN
        if any(t.type == "THEN" and _STEP_AFTER_THEN.intersection(map(TYPE_OF, _up_to_comma(tokens[i + 1:])))
               for i, t in enumerate(tokens)):
            return True  # "then double it", "then took the square root"
        # "…是几月几号，再加上我哥哥那份": a step after the question, with or without its question mark
        asked = max((i for i, t in enumerate(tokens) if t.type in ASKING and t.type != "WHAT"), default=len(tokens))
        if any(t.type == "THEN" and u.type in _ARITHMETIC for t, u in zip(tokens[asked:], tokens[asked + 1:])):
            return True
    ends = [i for i, t in enumerate(tokens[:-1]) if t.type == "COMMA" and t.value in _QUESTION_MARKS]
    after = tokens[ends[-1] + 1:] if ends else []  # "3.5 km = ? m" ends on the unit asked: no words
    if after and after[0].value in _FORMAT_VERBS:  # "Answer in D days.": how to write it (words that
        return False  # change the answer, "in Roman numerals", are refused as instructions)
    return any(t.type == "WORD" for t in after) and not any(t.type in _VALUE_TYPES for t in after)


def _up_to_comma(tokens: list[Tok]) -> list[Tok]:
    return tokens[:next((i for i, t in enumerate(tokens) if t.type in ("COMMA", "THEN")), len(tokens))]


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


_WHOLE_NUMBER = re.compile(r"(?<![\d.])(\d+)(?![\d.])")


def _calendar_year_counted(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"2024年有多少天": a number of four digits before 年 is a calendar year; a reading that computes
    with it counts 2024 years."""
    if "年" not in map(VALUE_OF, tokens):
        return False  # the cheap test first, in C
    computed = {m[1] for v in task.args.values() for m in _WHOLE_NUMBER.finditer(str(v))}
    for i, t in enumerate(tokens[:-1]):
        if t.type == "NUM" and tokens[i + 1].type == "YEAR_UNIT" and tokens[i + 1].value == "年":
            n = slots.number(t.value)
            if not n.percent and n.value == n.value.to_integral_value() and 1000 <= n.value <= 2999 \
                    and n.plain() in computed:
                return True
    return False
