"""Token passes that put a phrase in the shape the grammar reads: a result named after its amount
moved to the front ("250的一半"), the list after its question, which of two, characters counted, degrees and
temperatures, pounds of mass, dozens, sums asked last, powers named first, sums of squares written out,
polite words before the question, holidays set aside, and a fraction format dropped where a fraction went in.
"""

from __future__ import annotations

from .tight_fractions import tight_slash
from .tokens import TYPE_OF, VALUE_OF, Tok

def holidays_beside_working_days(tokens: list[Tok]) -> list[Tok]:
    """"不考虑节假日，只算周一到周五，A到B（含首尾）有多少个工作日", "… inclusive, ignoring holidays": the
    holidays set aside, wherever and however often said, are said once right after the working days
    (where the grammar reads them); "共有几个工作日" asks what "有几个工作日" asks."""
    types = list(map(TYPE_OF, tokens))
    if types.count("WORKING_DAYS") != 1 or "NO_HOLIDAYS" not in types:
        return tokens
    aside: list[Tok] = []
    kept: list[Tok] = []
    i = 0
    while i < len(tokens):
        j = i + (tokens[i].type == "LPAR")
        if j >= len(tokens) or tokens[j].type != "NO_HOLIDAYS":
            kept.append(tokens[i])
            i += 1
            continue
        aside.append(tokens[j])
        k = j + 1
        while k + 1 < len(tokens) and tokens[k].type == "COMMA" and tokens[k + 1].type == "NO_HOLIDAYS":
            aside.append(tokens[k + 1])
            k += 2
        if j > i:  # "（周一至周五，不算法定节假日）": the brackets go with it
            if k >= len(tokens) or tokens[k].type != "RPAR":
                return tokens
            k += 1
        if not kept and k < len(tokens) and tokens[k].type == "COMMA":
            k += 1  # said first: "不考虑节假日，…"
        elif k >= len(tokens) and kept and kept[-1].type == "COMMA":
            kept.pop()  # said last: "…, ignoring holidays"
        elif j == i and kept and kept[-1].type != "WORKING_DAYS":
            return tokens  # inside another phrase ("（包含首尾，不考虑节假日）"): as written
        i = k
    at = next(i for i, t in enumerate(kept) if t.type == "WORKING_DAYS")
    if at >= 2 and kept[at - 1].type == "CHUXIAN" and kept[at - 2].type == "ZH_SUM":
        del kept[at - 2]
        at -= 1
    said = Tok("NO_HOLIDAYS", "，".join(t.value for t in aside), aside[0].pos)
    return [*kept[:at + 1], said, *kept[at + 1:]]


def fraction_format_dropped(tokens: list[Tok]) -> list[Tok]:
    """"1/3 + 1/4 等于多少（用分数表示）": the instruction goes, with its comma or parentheses, when a
    fraction went in; "0.75 as a fraction" keeps it (a conversion the reader does not do)."""
    if "FRACTION_FORMAT" not in map(TYPE_OF, tokens) \
            or not any(t.type == "FENZHI" or tight_slash(tokens, i) for i, t in enumerate(tokens)):
        return tokens
    drop: set[int] = set()
    for i, t in enumerate(tokens):
        if t.type != "FRACTION_FORMAT":
            continue
        drop.add(i)
        if i and tokens[i - 1].type == "COMMA":
            drop.add(i - 1)
        if i and tokens[i - 1].type == "LPAR" and i + 1 < len(tokens) and tokens[i + 1].type == "RPAR":
            drop |= {i - 1, i + 1}
    return [t for i, t in enumerate(tokens) if i not in drop]


_POLITE_BEFORE_ASKING = frozenset({"请问", "请问一下", "问一下", "想问一下", "我想问一下", "那", "那么"})
_ASKING = frozenset({"ASK", "EQUALS", "HOW_MANY", "DUOSHAO_QIAN"})


def polite_before_the_question(tokens: list[Tok]) -> list[Tok]:
    """"12乘24，请问等于多少": a polite word between a comma and the question asks nothing itself."""
    return [t for i, t in enumerate(tokens)
            if not (t.type == "WHAT" and t.value in _POLITE_BEFORE_ASKING and 0 < i < len(tokens) - 1
                    and tokens[i - 1].type == "COMMA" and tokens[i + 1].type in _ASKING)]


def power_named_first(tokens: list[Tok]) -> list[Tok]:
    """"the 4th power of 3" as "3 to the 4th power": the power named before one number."""
    if "POWER_WORD" not in map(TYPE_OF, tokens):
        return tokens
    suffixed = [t for i, t in enumerate(tokens)  # "4th": the slot, then its suffix
                if not (i and t.type == "WORD" and t.value in ("st", "nd", "rd", "th") and tokens[i - 1].type == "ORD")]
    for i in range(len(suffixed) - 3):
        if [t.type for t in suffixed[i:i + 4]] == ["ORD", "POWER_WORD", "OF", "NUM"]:
            ordinal, power, _, number = suffixed[i:i + 4]
            return [*suffixed[:i], number, Tok("POW", "to the", ordinal.pos), ordinal, power, *suffixed[i + 4:]]
    return tokens


_SQUARES_NAMED = frozenset({"SQUARES_SUMMED_ZH", "SQUARES_DIFF_ZH", "SQUARES_SUMMED_OF"})


def squares_written_out(tokens: list[Tok]) -> list[Tok]:
    """"3与4的平方和" as "(3的平方加4的平方)", "5和3的平方差" as "(5的平方减3的平方)", "the sum of the squares of
    3, 4 and 5" as "(3 squared + 4 squared + 5 squared)": the items are plain numbers joined by 和/与/、/and;
    a difference of squares has two. Anything else is left as it is, and does not read."""
    at = next((i for i, t in enumerate(tokens) if t.type in _SQUARES_NAMED), None)
    if at is None:
        return tokens
    named = tokens[at]
    if named.type == "SQUARES_SUMMED_OF":
        start, end = at + 1, at + 2
        while end + 1 < len(tokens) and tokens[end].type in ("COMMA", "AND") and tokens[end + 1].type == "NUM" \
                and tokens[end].value not in "?？。.":
            end += 2
        items = tokens[start:end]
    else:
        start = at - 1
        while start - 2 >= 0 and tokens[start - 1].type in ("COMMA", "AND") and tokens[start - 2].type == "NUM":
            start -= 2
        items, end = tokens[start:at], at + 1
    numbers = items[0::2]
    if not numbers or any(t.type != "NUM" for t in numbers) or len(numbers) < 2 \
            or named.type == "SQUARES_DIFF_ZH" and len(numbers) != 2:
        return tokens
    op = Tok("MINUS", "减", named.pos) if named.type == "SQUARES_DIFF_ZH" else Tok("PLUS", "+", named.pos)
    written: list[Tok] = [Tok("LPAR", "(", named.pos)]
    for k, n in enumerate(numbers):
        written += [*([op] if k else []), n, Tok("SQUARED", "的平方", n.pos)]
    written.append(Tok("RPAR", ")", named.pos))
    before = tokens[:at] if named.type == "SQUARES_SUMMED_OF" else tokens[:start]
    return [*before, *written, *tokens[end:]]


_SCALES = {"华氏": "华氏度", "摄氏": "摄氏度"}


def degrees_named_first(tokens: list[Tok]) -> list[Tok]:
    """"华氏 98.6 度", "华氏多少度": the scale written before the number is the unit 华氏度 after it."""
    out = list(tokens)
    for i in range(len(out) - 2):
        if out[i].type == "WORD" and out[i].value in _SCALES and out[i + 1].type in ("NUM", "HOW_MANY") \
                and out[i + 2].type == "WORD" and out[i + 2].value == "度":
            unit = Tok("UNIT", _SCALES[out[i].value], out[i + 2].pos)
            out[i:i + 3] = [out[i + 1], unit, Tok("NOISE", "", -1)]
    return [t for t in out if t.pos >= 0]


_SUM_LAST = (("SUM_OF", "add up", "TO", "to"), ("ADD_MORE", "added", "TOGETHER", "together"),
             ("ADD_VERB", "add", "TOGETHER", "together"))


def sum_asked_last(tokens: list[Tok]) -> list[Tok]:
    """"what do 4, 7 and 12 add up to", "4, 7 and 12 added together": a list of numbers and then
    the words asking its sum is "the sum of 4, 7 and 12"."""
    if len(tokens) < 5 or tokens[-1].type not in ("TO", "TOGETHER"):
        return tokens
    ending = (tokens[-2].type, tokens[-2].value, tokens[-1].type, tokens[-1].value)
    if ending not in _SUM_LAST:
        return tokens
    start = 0
    while start < len(tokens) and tokens[start].type == "WHAT":
        start += 1
    if start and start < len(tokens) and tokens[start].value == "do":
        start += 1
    items = tokens[start:-2]
    shape = [t.type for t in items]
    if len(items) < 3 or shape[0::2] != ["NUM"] * len(shape[0::2]) or shape[-1] != "NUM" \
            or any(t not in ("COMMA", "AND") for t in shape[1::2]):
        return tokens
    lead = [t for t in tokens[:start] if t.type == "WHAT"]  # "what do": the question, said by the sum
    return [*lead, Tok("SUM_OF", tokens[-2].value, items[0].pos), *items]


_DOZENS = frozenset({"DOZEN", "DA"})


def dozens(tokens: list[Tok]) -> list[Tok]:
    """"12打是多少个", "5 dozen eggs, how many": 打 after a count is a dozen (before a number it is
    a discount, 打8折), and after 每 the measure priced (每打); the 个 the question counts in is then the dozen's
    items."""
    if _DOZENS.isdisjoint(map(TYPE_OF, tokens)):
        return tokens
    out = list(tokens)
    if any(t.type == "DOZEN" and i >= 2 and out[i - 2].type == "DIVIDE" for i, t in enumerate(out)):
        return []  # "1/2 dozen": half a dozen to a person, 1/(2 dozen) to the grammar; not read
    for i in range(1, len(out)):
        if out[i].type == "DA" and out[i - 1].type == "NUM" and (i + 1 == len(out) or out[i + 1].type != "NUM"):
            out[i] = Tok("DOZEN", out[i].value, out[i].pos)
        elif out[i].type == "DA" and out[i - 1].type == "MEI":  # "每打鸡蛋15元": the measure priced is a dozen
            out[i] = Tok("MEASURE", out[i].value, out[i].pos)
    if any(t.type == "DOZEN" for t in out) and len(out) > 2 and out[-1].type == "MEASURE" and out[-1].value == "个" \
            and out[-2].type in ("ASK", "HOW_MANY"):
        out.pop()
    return out


_SCALE_LETTERS = {"c": "°c", "f": "°f"}
_TEMPERATURES = frozenset({"°c", "°f", "℃", "℉", "celsius", "fahrenheit", "摄氏度", "华氏度", "degrees c", "degrees f",
                           "degrees celsius", "degrees fahrenheit"})


def temperature_letters(tokens: list[Tok]) -> list[Tok]:
    """"30 C to F", "98.6°F in C", "100 f in c": a bare C or F is a temperature scale only in a
    conversion of one number between scales (an amount, then in/to, then the other scale)."""
    if _SCALE_LETTERS.keys().isdisjoint(map(VALUE_OF, tokens)) \
            or not any(t.type == "WORD" and t.value in _SCALE_LETTERS for t in tokens):
        return tokens
    out = list(tokens)
    for i in range(1, len(out) - 2):
        first, link, second = out[i], out[i + 1], out[i + 2]
        if out[i - 1].type != "NUM" or link.type not in ("IN", "TO") or i + 3 != len(out):
            continue
        scales = [t.value if t.type == "UNIT" else _SCALE_LETTERS.get(t.value, "") if t.type == "WORD" else ""
                  for t in (first, second)]
        if all(s in _TEMPERATURES for s in scales) and {first.type, second.type} & {"WORD"}:
            out[i], out[i + 2] = (Tok("UNIT", v, t.pos) for v, t in zip(scales, (first, second)))
    return out


_POUNDS = frozenset({"pound", "pounds"})
_MASS_WORDS = frozenset({"kg", "kilograms", "kilogram", "kilos", "g", "grams", "gram", "千克", "公斤", "克"})
_LINKS = frozenset({"TO", "IN"})
_MONEY_TALK = frozenset({"cost", "costs", "price", "pay", "paid", "spend", "spent", "worth", "buy", "bought", "sell", "sold",
                         "charge", "charged", "change", "money", "cash", "owe", "earn", "sterling", "quid"})


def pounds_of_mass(tokens: list[Tok]) -> list[Tok]:
    """"convert 5 kg to pounds", "convert 2 pounds to grams": a pound is the weight (lb), not the money, where the
    request says "convert" and converts one amount between it and a unit of mass (pounds of money in kilograms
    mean nothing): one number, the pound word right after the number or a link (to, in), no word of money.
    Without "convert" ("I weigh 68 kg. How many pounds?", "1 pound in kg?") the project asks (hostile_probes)."""
    if _POUNDS.isdisjoint(map(VALUE_OF, tokens)) or not any(t.type == "WORD" and t.value in _POUNDS for t in tokens) \
            or tokens[0].value != "convert" \
            or sum(t.type == "NUM" and not (i + 1 < len(tokens) and tokens[i + 1].type == "DECIMAL_PLACES")
                   for i, t in enumerate(tokens)) != 1 or not any(t.type == "UNIT" and t.value in _MASS_WORDS for t in tokens) \
            or any(t.value in _MONEY_TALK for t in tokens):
        return tokens
    return [Tok("UNIT", "lb", t.pos) if t.type == "WORD" and t.value in _POUNDS and i
            and (tokens[i - 1].type in _LINKS or tokens[i - 1].type == "NUM") else t for i, t in enumerate(tokens)]


# A result word after one amount, moved to the front where the grammar reads it:
# "250的一半" is "half of 250", "17除以5的余数" is "the remainder of 17 divided by 5".
_RESULT_FIRST = {
    "HALF_ZH": ("HALF_OF", (["NUM"], ["NUM", "UNIT"], ["NUM", "MEASURE"], ["NUM", "DIVIDE", "NUM"], ["NUM", "FENZHI", "NUM"],
                            ["NUM", "YOU_MIXED", "NUM", "DIVIDE", "NUM"], ["NUM", "YOU_MIXED", "NUM", "FENZHI", "NUM"])),
    "ZH_REM": ("REMAINDER_OF", (["NUM", "DIVIDE", "NUM"],)),
}


_STAT_WORDS = frozenset({"ZH_MEAN", "ZH_MEDIAN", "ZH_MAX", "ZH_MIN", "ZH_RANGE", "ZH_SUM"})


_WHICH_OF = frozenset({"MAX_OF", "MIN_OF"})


_CHAR_ASKS = (["CHUXIAN"], ["HOW_MANY", "MEASURE"], ["YOU", "HOW_MANY"], ["HOW_MANY"], ["ZH_SUM", "HOW_MANY", "MEASURE"],
              ["ZH_SUM", "YOU", "HOW_MANY", "MEASURE"], ["ZH_SUM", "HOW_MANY"])


def characters_asked(tokens: list[Tok]) -> list[Tok]:
    """"“床前明月光”有几个字", "…多少个字": right after one quoted string, the count of its characters
    (字 there is a character; elsewhere "打 1500 个字" counts words typed, and stays)."""
    lead = 1 if tokens and tokens[0].type == "STRING_NOUN" else 0  # "字符串“…”有几个字"
    if len(tokens) < lead + 3 or tokens[lead].type != "QUOTE" or tokens[-1].type != "WORD" or tokens[-1].value != "字" \
            or any(t.type == "QUOTE" for t in tokens[lead + 1:]):
        return tokens
    middle = tokens[lead + 1:-1]
    if [t.type for t in middle] not in _CHAR_ASKS or any(t.type == "MEASURE" and t.value != "个" for t in middle) \
            or middle[0].type == "CHUXIAN" and middle[0].value not in ("有几个", "有多少个"):
        return tokens
    return [*tokens[:lead + 1], Tok("LENGTH", "".join(t.value for t in middle) + "字", middle[0].pos)]


def which_of_two(tokens: list[Tok]) -> list[Tok]:
    """"Which is smaller, 0.45 or 0.405?", "which is bigger: 3/4 or 0.7": the numbers compared are a list
    joined by "or"; the comma (or colon) after the question goes."""
    if len(tokens) < 4 or tokens[0].type not in _WHICH_OF or not tokens[0].value.startswith("which"):
        return tokens
    rest = tokens[2:] if tokens[1].type == "COMMA" else tokens[1:]
    out, i, ors = [tokens[0]], 0, 0
    while i < len(rest):
        start = i
        i += rest[i].type == "MINUS"
        if i >= len(rest) or rest[i].type != "NUM":
            return tokens
        i += 1
        if i + 1 < len(rest) and tight_slash(rest, i):
            i += 2
        out += rest[start:i]
        if i == len(rest):
            break
        sep = rest[i]
        if sep.type == "WORD" and sep.value == "or":
            ors += 1
            out.append(Tok("AND", "or", sep.pos))
        elif sep.type != "COMMA":
            return tokens
        else:
            out.append(sep)
        i += 1
    separators = [t for t in out[1:] if t.type in ("AND", "COMMA")]
    return out if ors == 1 and separators and separators[-1].type == "AND" else tokens  # "…, 0.405 or 0.5"


def list_after_question(tokens: list[Tok]) -> list[Tok]:
    """"这组数的平均值是多少：80、90、85、95": the list is written after its question; it is read as
    "80、90、85、95的平均值是多少". Only a whole tail of two or more plain items moves."""
    start = 0
    while start < len(tokens) and tokens[start].type in ("WHAT", "COMMA"):
        start += 1
    if start >= len(tokens) or tokens[start].type not in _STAT_WORDS:
        return tokens
    at = start + 1
    while at < len(tokens) and tokens[at].type in ("HOW_MANY", "ASK", "IS", "COMMA"):
        at += 1
    items = tokens[at:]
    shape = [t.type for t in items]
    if len(items) < 3 or shape[0::2] != ["NUM"] * len(shape[0::2]) \
            or any(t not in ("COMMA", "AND") for t in shape[1::2]) or shape[-1] != "NUM":
        return tokens
    question = [t for t in tokens[start:at] if t.type != "COMMA"]
    return [*tokens[:start], *items, *question]


_DIVISION_SHAPES = (["NUM", "DIVIDE", "NUM"], ["DIVIDE_VERB", "NUM", "BY", "NUM"])


def remainder_first(tokens: list[Tok]) -> list[Tok]:
    """"75868 divided by 5, what's the remainder", "if you divide 50799 by 58, what's the remainder":
    a division and then the question for its remainder reads as "the remainder of 75868 divided by 5"."""
    if not tokens or tokens[-1].type != "REMAINDER_ASK":
        return tokens
    start = 0
    while start < len(tokens) and tokens[start].type == "WHAT":
        start += 1
    body = [t for t in tokens[start:-1] if t.type != "COMMA"]
    if [t.type for t in body] not in _DIVISION_SHAPES or body[-2].pos > tokens[-1].pos:
        return tokens
    numbers = [t for t in body if t.type == "NUM"]
    head = Tok("REMAINDER_OF", tokens[-1].value, tokens[start].pos)
    return [*tokens[:start], head, numbers[0], Tok("BY", "by", numbers[1].pos - 1), numbers[1]]


def result_first(tokens: list[Tok]) -> list[Tok]:
    for word, (head_type, shapes) in _RESULT_FIRST.items():
        at = next((i for i, t in enumerate(tokens) if t.type == word), None)
        if at is None:
            continue
        start = 0
        while start < at and tokens[start].type in ("WHAT", "COMMA"):
            start += 1
        if [t.type for t in tokens[start:at]] in shapes:  # otherwise it reads two ways: not moved
            head = Tok(head_type, tokens[at].value, tokens[start].pos)
            tokens = [*tokens[:start], head, *tokens[start:at], *tokens[at + 1:]]
    return tokens


_CHANGE_ASKED = frozenset({"GROWTH_ZH", "FALL_ZH"})


def this_before_a_change(tokens: list[Tok]) -> list[Tok]:
    """"房租从2500涨到2800，这涨了百分之几", "…，这算涨了百分之多少": 这 (and 算) between a comma and the change asked points back at
    the change the story told, and asks nothing itself (这个月, 这次 are other tokens, or other words, and stay)."""
    drop: set[int] = set()
    for i in range(1, len(tokens) - 1):
        if tokens[i].type != "WORD" or tokens[i].value not in ("这", "这算") or tokens[i - 1].type != "COMMA":
            continue
        j = i + 1 + (tokens[i + 1].type == "WHAT" and tokens[i + 1].value == "算" and i + 2 < len(tokens))
        if tokens[j].type in _CHANGE_ASKED and "百分" in tokens[j].value:
            drop.update(range(i, j))
    return [t for i, t in enumerate(tokens) if i not in drop] if drop else tokens
