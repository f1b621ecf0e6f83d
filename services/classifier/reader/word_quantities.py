"""A quantity stated in words that the reading did not consume ("I had $500, spent a third on groceries
and $75 on gas" read as 500 − 75): one check for every reading, so no reader needs its own list of
such words.

The words, both languages: fractions (half, two thirds, a quarter, "a third", which the number
words make "a 3rd": an ordinal after "a" or "one"; 一半, 半; 三分之一 is a number, which every
reading must use anyway), multiples (twice, double, triple, thrice, "3 times as"; 倍, 翻番, 翻一番),
counts (a dozen, a pair, a couple, both; 一打, 一双, 一对, 俩, 仨), cardinal words the number words
leave as words ("one more", a scale word; 两, 三 … 亿 inside a word before what they count; two …
ninety become digits before the reader, and a reader that reads "for four" reads them itself) and
tenths (三成, 两成半).

Consumed means: the grammar gave the word a meaning (any token type but WORD, which only names and
item nouns are), or a value reader declares here that it reads that token type (`_READ_BY`). Any
other such word sends the request slow, except the closed list of uses that are plainly no quantity
or ask for one ("one of my friends", "a couple of questions", "the third quarter", "half past",
一下, 一起, 半径, 成绩, 几倍, 多少倍 …).
"""

from __future__ import annotations

import re

from .counts_zh import counted_in_words
from .tokens import WORD_RUN, Tok
from .squares import FACTOR_WORDS
from .clock_spans_zh import part_of_a_clock_time
from .duration_words_zh import duration_word_at

_EN = (r"half|halves|halved|halving|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?"
       r"|twelfths?|hundredths?|thousandths?|twice|thrice|double[sd]?|doubling|triple[sd]?|tripling|quadruple[sd]?"
       r"|twofold|threefold|times|dozens?|pairs?|couple|both|one|hundred|thousand|million|billion")
_ZH = "一半|半|倍|翻番|翻一番|翻了一番|翻两番|一打|一双|一对|俩|仨|成|[两二三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]"
# One compiled search: the gate over the whole request, and the word found in each token.
# "a 3rd" is what the number words become of "a third" (an ordinal slot after "a"/"one"): a fraction.
_QUANTITY = re.compile(rf"\b(?:a|an|one)\s+(?P<ord><o\d+>)|\b(?:{_EN})\b|{_ZH}")
# The English words of `_EN`, each a whole word: on an ASCII text with no ordinal slot, the pattern finds one of them
# or nothing (the gate then scans the text's word runs once instead of trying every alternative at every place)
EN_WORDS = frozenset(word for alternative in _EN.split("|") for word in (
    (alternative[:-5], alternative[:-5] + "s", alternative[:-5] + "d") if alternative.endswith("[sd]?")
    else (alternative[:-2], alternative[:-1]) if alternative.endswith("s?") else (alternative,)))

# Closed list: uses that are no quantity.
_NOT_A_QUANTITY_ZH = re.compile("上半|下半|半径|半夜|半岛|半导体|半路|半球|多半|半天没|成功|成绩|成为|成本|成人|成都|完成|变成|组成|"
                                "成交|成员|成年|赞成|一成不变|万一|千万|十分|百分之|百货|千克|千米|万达|张三|李四|王五|"
                                "三明治|三角形|[四五六八]边形|星期[一二三四五六日天]|周[一二三四五六日]|礼拜[一二三四五六天]")
_NOT_A_QUANTITY_EN = {
    "one": ("of", "each", "which", "no", "any", "every", "some", "this", "that", "the", "another", "someone"),
}
# "one" is a quantity only before these ("one more", "one extra"): otherwise it names one item.
_ONE_COUNTS = frozenset({"more", "less", "fewer", "extra", "additional", "hundred", "thousand", "million", "billion",
                         "and"})
# "times" is a multiple only before a comparison ("3 times as many", "four times more").
_TIMES_COMPARE = frozenset({"as", "more", "less", "bigger", "larger", "smaller", "longer", "higher", "the", "that",
                            "what", "faster", "slower", "cheaper", "heavier", "older"})
# A period, not a fraction: "the third quarter", "last quarter", "per quarter".
_PERIOD_BEFORE = frozenset({"the", "last", "this", "next", "per", "each", "every", "first", "second", "third",
                            "fourth", "q1", "q2", "q3", "q4"})
_CLOCK_AFTER = frozenset({"past", "to", "after", "before", "hour", "hours"})  # "a quarter past", "half an hour"

# Token types (or words) a value reader reads with their meaning (a reader not named reads none).
_READ_BY: dict[str, frozenset[str]] = {
    "read_discount": frozenset({"HALF_OF", "OFF", "HALF_PRICE", "ZHE", "ORD", "成", "半价"}),  # "a third off", 降价两成, 半价
    "read_percent_change": frozenset({"成"}),
    "read_rate": frozenset({"百", "AND_A_HALF_ZH"}),  # 每百公里 7 升: a rate per a hundred; 三个半小时
    "composed_zh": frozenset({"TIMES_ZH_BEI", "HALF_ZH"}),  # 是她的3倍, 是成人票的一半 (compose_zh.py)
    "composed_en": frozenset({"TIMES", "HALF_OF", "HOW_MANY_TIMES", "twice", "half"}),  # "twice as many" (compose_en.py)
    "read_square": frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "SCALED_POST"}) | FACTOR_WORDS,  # "triples every hour"
    "read_recipe": frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "HALVE_PRE", "HALF_OF", "doubling", "tripling", "halving"}),
    # "triple a recipe …", "making half the recipe", "doubling a recipe that calls for …" (recipes.py)
    "read_dates": frozenset({"INCLUSIVE"}),  # "…, counting both ends": read only as the question's last words
    "read_roles": frozenset({"TIMES", "TIMES_ZH_BEI"}),  # "4 times as many", 是灰兔的4倍: a comparison's role
    "read_age_zh": frozenset({"TIMES_ZH_BEI"}),
    "read_nth_weekday": frozenset({"ORD", "first", "second", "third", "fourth", "fifth", "last"}),  # the nth weekday
    "read_sum_difference_zh": frozenset({"TIMES_ZH_BEI"}),  # 甲的本数是乙的2倍 (sum_difference_zh.py)
    "read_tree_planting_zh": frozenset({"两"}),  # 两头都种, 两旁: the ends and sides it reads (tree_planting_zh.py)
    "read_doubling_zh": frozenset({"SCALED_POST", "TIMES_ZH_BEI"}),  # 翻了一番, 增加了一倍 (doublings_zh.py)  # 妈妈的年龄是我的3倍: an age as a multiple of another (ages_zh.py)
    "read_age": frozenset({"TIMES", "twice", "half", "HOW_MANY_TIMES"}),  # "3 times as old", "twice her age", "half her age",
    # "how many times as old as Tom is his father" (ages_en.py)
    "read_coins": frozenset({"quarter", "quarters", "half-dollar", "half-dollars"}),  # "3 quarters": coins of 25 cents
    "read_fullness": frozenset({"quarter", "half", "HALF_OF"}),  # "it's a quarter full", "half full" (fullness_en.py)
    "read_scaled_recipe_zh": frozenset({"HALF_ZH", "SCALED_POST", "TIMES_ZH_BEI", "双"}),  # 做双倍, 翻倍, 做一半 (recipe_portions_zh.py)
    "read_clock_add": frozenset({"AND_A_HALF_ZH", "半"}),  # 一个半小时, 半小时: a duration (dtlib.durations)
    "read_compared_count_zh": frozenset({"TIMES_ZH_BEI"}),  # 是一班的2倍, 比小芳的2倍多4个 (compared_counts_zh.py)
    "read_fraction_rest_en": frozenset({"HALF_OF", "ORD", "half", "quarter", "third", "thirds", "quarters", "fourth",
                                        "fourths", "fifth", "fifths", "sixth", "sixths", "seventh", "sevenths", "eighth",
                                        "eighths", "ninth", "ninths", "tenth", "tenths"}),  # "two fifths are girls"
    "read_times_as_many": frozenset({"TIMES", "DOUBLE_PRE", "HALF_OF", "twice", "half"}),  # "twice as many" (times_as_many_en.py)
}
# A word a value reader reads where it holds one of these: 计划翻两番, 翻了三番 (doublings_zh.py).
_READ_INSIDE: dict[str, tuple[str, ...]] = {"read_doubling_zh": ("番",),
                                           "read_per_period_zh": ("半",)}  # 租了半年: six months (per_period_zh.py reads no other 半)
_CLOCK_READERS = frozenset({"read_clock_span_zh", "read_clock_add"})  # they read 点半, 一刻 of a clock time
# A word a value reader reads where it ends a token before one of a type: "a quarter off", 汽车百公里油耗 7 升.
_READ_BEFORE: dict[str, tuple[tuple[str, ...], str]] = {
    "read_discount": (("half", "third", "thirds", "quarter", "quarters", "fourth", "fifth", "fifths"), "OFF"),
    "read_rate": (("百",), "UNIT"),
}


def unread_quantity_word(tokens: list[Tok], joined: str, reader: str) -> bool:
    """Whether a quantity stated in words is in the request and the reading did not consume it."""
    if joined.isascii() and "<o" not in joined and EN_WORDS.isdisjoint(WORD_RUN.findall(joined)) \
            or _QUANTITY.search(joined) is None:
        return False  # the cheap gate: most requests say no quantity in words
    fractions = {m.group("ord") for m in _QUANTITY.finditer(joined) if m.group("ord")}
    read_by = _READ_BY.get(reader, frozenset())
    for i, t in enumerate(tokens):
        if reader == "grammar" and t.type != "WORD" or t.type in read_by or t.value in read_by \
                or any(part in t.value for part in _READ_INSIDE.get(reader, ())):
            continue
        if reader == "read_rate" and duration_word_at(tokens, i):
            continue  # 骑了半小时, 一刻钟: minutes to the rate reader (duration_words_zh.py)
        if reader == "read_bill" and _both_bought(tokens, i):
            continue  # "A sandwich costs $6 and a drink costs $2. How much is left after buying both?": the two
        if reader in _CLOCK_READERS and part_of_a_clock_time(t.value):
            continue  # "11点半收工", "晚上七点半", "九点一刻": a half or a quarter of the hour, read by clock_spans_zh.py
        if t.type == "ORD" and t.value in fractions:
            return True
        if t.type == "NUM" or _QUANTITY.search(t.value) is None \
                or reader == "read_roles" and counted_in_words(tokens, i):  # 一打, 半盒: counts_zh.py reads them
            continue
        read_before = _READ_BEFORE.get(reader)
        if read_before and i + 1 < len(tokens) and tokens[i + 1].type == read_before[1] \
                and t.value.endswith(read_before[0]) and len(_QUANTITY.findall(t.value)) == 1:
            continue
        if any(_is_quantity(tokens, i, m) for m in _QUANTITY.finditer(t.value)):
            return True
    return False


_BUYING = frozenset({"buy", "buying", "bought", "get", "getting", "got"})


def _both_bought(tokens: list[Tok], i: int) -> bool:
    """"… after buying both" as the request's last words, where two things are priced ("costs $6 … costs $2")."""
    return tokens[i].value == "both" and i == len(tokens) - 1 and i > 0 and tokens[i - 1].value in _BUYING \
        and sum(t.type == "PRICE_EN" for t in tokens) == 2


def _is_quantity(tokens: list[Tok], i: int, m: re.Match[str]) -> bool:
    word = m.group()
    value = tokens[i].value
    before = tokens[i - 1].value if i else ""
    after = tokens[i + 1].value if i + 1 < len(tokens) else ""
    if word.isascii():
        words = value.split()
        k = words.index(word) if word in words else -1
        prev = words[k - 1] if k > 0 else before.split()[-1:] and before.split()[-1] or ""
        nxt = words[k + 1] if 0 <= k < len(words) - 1 else after.split()[:1] and after.split()[0] or ""
        if word == "one":
            return nxt in _ONE_COUNTS and prev not in _NOT_A_QUANTITY_EN["one"]
        if word == "times":
            return nxt in _TIMES_COMPARE and (tokens[i - 1].type == "NUM" if i and k <= 0 else prev != "how")
        if word.startswith("quarter"):
            return prev not in _PERIOD_BEFORE and nxt not in _CLOCK_AFTER and not _quarters_counted(tokens)
        if word in ("half", "halves") and nxt in _CLOCK_AFTER:
            return nxt not in ("past", "to")  # "half past six" is a time
        if word.startswith("pair"):
            # "a pair of shoes" counts two; where pairs are what is priced or counted ("$4 a pair … 6
            # pairs", "a $85 pair of boots") the pair is the item
            return nxt == "of" and not (i and tokens[i - 1].type == "NUM") \
                and sum(x.value in ("pair", "pairs") for x in tokens) == 1
        if word == "couple" and nxt == "of" and i + 2 < len(tokens) and tokens[i + 2].value in ("questions", "things"):
            return False  # "a couple of questions": about the asker
        return True
    if _NOT_A_QUANTITY_ZH.search(value) or (before + value[:m.start()]).endswith(("几", "多少")):
        return False  # no quantity, or one asked (几倍, 多少倍, 几成)
    if value[:m.start()].endswith(_GIVEN_FREE):
        return False  # "买3千克送半千克": what is given free is not paid for
    if len(word) == 1 and word in _NUMERALS_ZH:
        # a numeral left in a word counts only before what it counts (买三支, 三口人); names and
        # places keep theirs (张三, 九寨沟)
        rest = value[m.end():]
        if any("分别" in x.value for x in tokens[i + 1:i + 4]):
            return False  # "两根绳子分别长84厘米和126厘米": the count names the amounts listed
        if rest:
            return rest[0] in _COUNTED_ZH
        return i + 1 < len(tokens) and tokens[i + 1].type in _COUNTED_TYPES
    if word == "成":
        return m.start() > 0 and value[m.start() - 1] in "两二三四五六七八九十几" or i > 0 and tokens[i - 1].type == "NUM"
    return True


def _quarters_counted(tokens: list[Tok]) -> bool:
    """"Sally had 760 quarters in her bank. She spent 418 of her quarters. How many quarters …": quarters counted as
    things and asked as a count, so the count is the same whether a quarter is a coin or a fourth. Only where every
    "quarters" follows its number ("760 quarters", "49 more quarters", "418 of her quarters") or "how many", and no
    unit or money is said (a count asked in dollars, or "worth $5", is no count of things)."""
    asked = told = False
    for i, t in enumerate(tokens):
        if t.type == "UNIT" or t.value in _MONEY_WORDS:
            return False
        if "quarter" not in t.value:
            continue
        before = [x.type if x.type != "WORD" else x.value for x in tokens[max(0, i - 3):i]]
        if t.value != "quarters":
            return False
        if before[-1:] == ["HOW_MANY"]:
            asked = True
        elif before[-1:] == ["NUM"] or before[-2:] == ["NUM", "ADD_MORE"] \
                or len(before) == 3 and before[:2] == ["NUM", "OF"] and before[2] in _OWNERS:
            told = True
        else:
            return False
    return asked and told


_MONEY_WORDS = frozenset({"money", "worth", "value", "dollar", "dollars", "cent", "cents"})
_OWNERS = frozenset({"her", "his", "their", "my", "our", "your"})
_GIVEN_FREE = ("送", "赠", "白送", "免费送")
_NUMERALS_ZH = frozenset("两二三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟")  # financial numerals too (伍角)
_COUNTED_ZH = frozenset("个只件本支张条位名人口天年月周次倍块元角斤克米瓶盒袋箱双套对打杯碗份层页辆棵朵")
_COUNTED_TYPES = frozenset({"MEASURE", "UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "TIMES_ZH_BEI"})
