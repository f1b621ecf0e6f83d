"""What each amount of a request counts and what it is per, and the unit its question asks: the reading
the grounding check's unit check (dtlib.unit_check) judges a chain by.

A unit is a Counter of keys to powers: "45 students" is {n:student: 1}; "each bus holds 45 students"
is {n:student: 1, n:bus: -1}; "60 km per hour" is {length: 1, time: -1}; "$3" is {money: 1}; "15%"
is {} (a plain number). Physical units count by what they measure (dtlib.unit_names.DIMENSION), so
a conversion that keeps the kind is never a mismatch. None is "not read with confidence": the check
then judges nothing that depends on it.

English: the noun after a number (adjectives skipped: "5 red marbles" counts marbles), a rate said
after it ("per bus", "an hour", "$3 each") or opening its clause ("Each bus holds 45 students", "A
box holds 12 eggs"); a bare number that ends its clause takes the unit of the count before it ("12
apples and eat 3", "3 apples and 4 more"). Chinese: a unit or a measure word and its noun after the
number ("8辆车", "24瓶水", "45人"), a rate opened by 每 ("每辆车坐45人", "每小时走5公里") or by a clause's
一 ("一辆车坐45人", "一支笔3元"); a measure word alone ("吃了3个", "每支4元") counts the noun the request
names with it elsewhere; 块 is money only where it counts no thing the request names (20块饼干 … 吃了5块).

A bare English number takes a noun from the words: "22 of Fred's baseball cards", "4 of the limes";
"deleted 21 of them", "gets 16 more", "takes 5 away", "with 5 in each cage" where the story so far
counts one kind of thing (two kinds, a rate, money or an unread amount before it: no noun); "spent 25
on a new game" where it has only money. Coins ("9 dimes") are counted as things.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

import jieba
import jieba.posseg
from lemminflect import getAllLemmas, getInflection

from .noun_words_en import is_adjective, names_the_noun_after, noun_lemma
from .perception import NumberMention, mentions
from .unit_names import DIMENSION, canonical_unit, money_unit

jieba.setLogLevel(logging.WARNING)

Unit = Counter  # key -> power; see the module docstring

# Nouns that are no unit of their own: "22 times more", coins that are money ("15 cents"), "3 more".
_NOT_UNITS = frozenset({"times", "time", "cents", "cent", "coins", "coin", "bills", "bill", "percent", "dozen", "dozens"})
# Coins are counted as things ("9 dimes and 7 more dimes"): the money they make is not their count (unit_check)
COINS = frozenset({"n:penny", "n:nickel", "n:dime", "n:quarter"})
_CALENDAR = {"month": "time", "year": "time"}  # time too, though not a fixed number of days
_SPEEDS = {"km/h", "mph", "m/s"}
MONEY = "money"
COUNTED = ("n:", "m:")  # a key that counts things: a noun, or a measure word whose noun is not said
_MEASURES = frozenset("个辆支本只条件张名位箱盒瓶袋包台棵朵双把颗头匹间层杯碗盆根片粒份套部篇首道页组排圈节场枝封座所家户群堆捆筐桶块")
MEASURE_WORDS = _MEASURES  # the fuser's question words (几条, 几本) count by them too
_ZH_NOT_UNITS = frozenset("倍成折")  # 3倍 times, 三成 tenths, 八折 a discount: no unit of their own
_ZH_FUNCTION = frozenset("的了和与及或是在有把被从到给比还也都又就")
_CLAUSE_END = re.compile(r"[.!?;。！？；，,、]")
_SENTENCE_END = re.compile(r"[.!?;。！？；]")
_CLAUSE_START = re.compile(r"(?:^|[，。；：！？、,.;:!?\s])$")
_EN_WORD = re.compile(r"\s*([$€£¥]|[a-z]+(?:/[a-z]+)?)", re.IGNORECASE)
_EN_RATE_AFTER = re.compile(r"\s*\b(per|an?|each|every|in (?:one|an?|1)|(?:in|on|for|to|at|into) (?:each|every))\b(?:\s+([a-z]+))?",
                            re.IGNORECASE)
_EN_OPENING_EACH = re.compile(r"^\s*(?:(?:if|when)\s+)?(?:each|every)\s+([a-z]+)\b", re.IGNORECASE)
# "a ticket costs $5 and a drink costs $2": a thing named with "a" and a verb of holding or costing, right before
_EN_ONE_THING = re.compile(
    r"\b(?:a|an|one|each|every)\s+([a-z]+)\s+(?:holds|contains|costs|weighs|seats|carries|fits|has|had|can (?:hold|carry|seat))"
    r"\s*[$€£¥]?$", re.IGNORECASE)
_EN_ENDS_CLAUSE = re.compile(r"\s*(?:$|[.!?;,]|more\b|less\b|fewer\b|of them\b|left\b)", re.IGNORECASE)
# "rows of 97", "divided by 4", "the average of 3 numbers is 20": a bare number after a preposition or a
# copula is not more of the count before it
_EN_PREPOSITION_BEFORE = re.compile(
    r"\b(?:of|by|with|per|in|at|for|to|from|into|on|over|under|than|times|each|every|about|x|"
    r"is|are|was|were|be|been|equals|costs|weighs|holds)\s*[$€£¥]?$", re.IGNORECASE)
_EN_OF_NAMED = re.compile(r"\s+of\s+(?:the|his|her|their|its|my|your|our|these|those|[A-Z][a-z]+(?:'s|’s))\s+")
_EN_GONE = re.compile(r"\s*(?:away\b|(?:are|were|was|is|got)\s+[a-z]+(?:ed|en)\b)", re.IGNORECASE)
_EN_MONEY_VERB_BEFORE = re.compile(r"\b(?:spent|spends|spend|paid|pays|pay|earned|earns|saved|saves|owes|owed)\s*$",
                                   re.IGNORECASE)
_LISTED = re.compile(r"^\s*(?:[a-z]+\s+){1,3}and\s+$|^[\u4e00-\u9fff]{1,4}[和与]$", re.IGNORECASE)
_ZH_ARTICLE_VERBS = re.compile(r"^(?:坐|装|有|能装|能坐|可以坐|可以装|可坐|可装|重|卖|要|值)")
_ZH_NOUN_THEN_VERB = re.compile(r"^([\u4e00-\u9fff]{1,3}?)(?:坐|装|有|能装|能坐|可以坐|可以装|可坐|可装|重|卖|要|值)")


@dataclass
class Amount:
    values: frozenset[Decimal]  # the forms it may take in an expression (15% is 0.15)
    unit: Unit | None
    words: dict[str, str] = field(default_factory=dict)  # key -> how the request says it (plural, singular)


@dataclass
class Reading:
    amounts: list[Amount]
    asked: Unit | None  # the unit the question asks; None: not read with confidence
    zh: bool
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # key -> (plural, singular) as written
    by_measure: dict[str, str] = field(default_factory=dict)  # a measure word -> the noun it counts in this request
    asked_per: frozenset[str] = frozenset()  # the counted thing the question asks per ("each box", 每支笔); amount_asked
    listed: frozenset[frozenset[str]] = frozenset()  # two counts said side by side ("58 geese and 37 ducks")


@lru_cache(maxsize=1 << 12)
def article_zh(text: str, n: NumberMention) -> bool:
    """一 opening a clause with a measure word names one thing, as "a" does (一个工厂每月…, 一辆车坐45人): no amount."""
    return n.raw == "一" and bool(_CLAUSE_START.search(text[:n.start]))


def _physical(canonical: str) -> Unit | None:
    if canonical in _SPEEDS:
        return Counter({"length": 1, "time": -1})
    kind = DIMENSION.get(canonical) or _CALENDAR.get(canonical)
    if kind is None or kind == "temperature":
        return None
    return Counter({"length": 2}) if kind == "area" else Counter({kind: 1})


def en_unit_word(word: str, words: dict[str, tuple[str, str]]) -> Unit | None:
    """One English word as a unit (a unit name, money, or a noun), None when it is none."""
    if money_unit(word):
        words.setdefault(MONEY, ("money", "money"))
        return Counter({MONEY: 1})
    if canonical := canonical_unit(word):
        unit = _physical(canonical)
        if unit is not None and len(unit) == 1:
            _say(words, next(iter(unit)), word)
        return unit
    lemma = noun_lemma(word)
    if lemma is None:
        return None
    _say(words, f"n:{lemma}", word)
    return Counter({f"n:{lemma}": 1})


def _say(words: dict[str, tuple[str, str]], key: str, word: str) -> None:
    """How the request says a unit, plural and singular: "buses" and "bus", "hours" and "hour"."""
    nouns = getAllLemmas(word.lower()).get("NOUN")
    lemma = nouns[0] if nouns else word
    plural, singular = words.get(key, ("", ""))
    if not nouns:  # a symbol: km, cm
        words[key] = (plural or word, singular or word)
    elif word.lower() != lemma:
        words[key] = (plural or word, singular or lemma)
    else:
        words[key] = (plural or (getInflection(lemma, "NNS") or (lemma,))[0], singular or word)


def _en_after(text: str, n: NumberMention, words: dict[str, tuple[str, str]]) -> tuple[Unit | None, int]:
    """The unit written with an English number and where it ends (a sign before it, or the words after)."""
    if n.start and text[n.start - 1] in "$€£¥":
        words.setdefault(MONEY, ("money", "money"))
        return Counter({MONEY: 1}), n.end
    return en_unit_at(text, n.end, words)


def en_unit_at(text: str, at: int, words: dict[str, tuple[str, str]]) -> tuple[Unit | None, int]:
    """The unit the words from `at` name ("students", "red marbles", "clown mobiles", "square cm") and where
    it ends; (None, at) when they name none."""
    start, skipped = at, 0
    while (m := _EN_WORD.match(text, at)) is not None:
        word = m.group(1)
        if word.lower() in ("square", "sq"):
            unit, end = _en_after_word(text, m.end(), words)
            return (Counter({k: 2 * v for k, v in unit.items()}) if unit else None), end
        if word.lower() in _NOT_UNITS:
            return None, start
        unit = en_unit_word(word, words)
        if unit is not None and text[m.end():m.end() + 1] in ("²", "³") and list(unit) == ["length"]:
            return Counter({"length": 2 if text[m.end()] == "²" else 3}), m.end() + 1  # 24 m²
        if unit is not None:
            nxt = _EN_WORD.match(text, m.end())
            # "clown mobiles", "soccer games": a singular noun before a plural one names it
            if nxt and unit.get(f"n:{word.lower()}") == 1 and (lemma := noun_lemma(nxt.group(1))) \
                    and lemma != nxt.group(1).lower() and nxt.group(1).lower() not in _NOT_UNITS:
                return en_unit_word(nxt.group(1), words), nxt.end()
            return unit, m.end()
        if skipped < 2 and (is_adjective(word) or word.lower() in ("more", "fewer")) \
                and word.lower() not in ("less", "left", "each", "long", "old"):  # "16 more dollars"
            skipped, at = skipped + 1, m.end()
            continue
        if skipped < 2 and (nxt := _EN_WORD.match(text, m.end())) and (lemma := noun_lemma(nxt.group(1))) \
                and names_the_noun_after(word, plural_after=lemma != nxt.group(1).lower()):
            # "27 long sleeve shirts", "86 coloring books", "9 siamese cats"
            skipped, at = skipped + 1, m.end()
            continue
        return None, start
    return None, start



def _en_rate_after(text: str, at: int, words: dict[str, tuple[str, str]]) -> Unit | None:
    """"per bus", "an hour", "$3 each": what an amount is per, said after it; None when nothing is."""
    m = _EN_RATE_AFTER.match(text, at)
    if m is None:
        return None
    follows = text[m.end():m.end() + 5].lower()
    per = en_unit_word(m.group(2), words) if m.group(2) and m.group(2).lower() not in _NOT_UNITS else None
    if per is None and m.group(2) and m.group(1).lower() in ("per", "each", "every") and m.group(2).lower() != "one" \
            and (nouns := getAllLemmas(m.group(2).lower()).get("NOUN")):
        per = Counter({f"n:{nouns[0]}": 1})  # "12 points per game": after "per", a noun though it may be an adjective
        _say(words, f"n:{nouns[0]}", m.group(2))
    if per is not None and re.match(r"in (?:one|an?|1)$", m.group(1), re.IGNORECASE) \
            and any(k.startswith("n:") for k in per):
        return None  # "in one hour" and "in each pack" are rates; "in a yard sale" is not
    if per is not None and not follows.strip().startswith("ago"):
        return per
    if m.group(1).lower().endswith("each") and (not m.group(2) or m.group(2).lower() in ("one", "of")):
        return Counter({"*": 1})  # each of the things counted: it cancels against their count
    return None


def _clause_start(text: str, at: int) -> int:
    ends = [m.end() for m in _CLAUSE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0


def _en_rate_opening(text: str, n: NumberMention, first_in_clause: bool, words: dict[str, tuple[str, str]]) -> Unit | None:
    """"Each bus holds 45 students", "A box holds 12 eggs": what the amount is per, said before it."""
    prefix = text[_clause_start(text, n.start):n.start]
    m = _EN_ONE_THING.search(prefix) or (_EN_OPENING_EACH.match(prefix) if first_in_clause else None)
    return en_unit_word(m.group(1), words) if m else None


def zh_unit_after(text: str, at: int, words: dict[str, tuple[str, str]]) -> tuple[Unit | None, str]:
    """The unit after a Chinese number (or after 每 / 一): a unit name, money, a measure word and its
    noun, or a noun; with the measure word (for a measure word alone: resolved later)."""
    rest = text[at:at + 12]
    if rest[:2] in ("平方", "立方"):  # 24平方米: an area
        unit, measure = zh_unit_after(text, at + 2, words)
        power = 2 if rest[:2] == "平方" else 3
        return (Counter({k: power * v for k, v in unit.items()}) if unit and list(unit) == ["length"] else None), measure
    if rest[:1] in _ZH_NOT_UNITS:
        return None, ""
    if rest[:1] == "岁":  # 6岁, 再过8年: an age is a time in years
        return Counter({"time": 1}), ""
    for size in (4, 3, 2, 1):
        word = rest[:size]
        if word == "块" and not rest[1:2] == "钱":  # 3块糖 counts sweets; 花了12块 is money (resolve)
            break
        if len(word) == size and money_unit(word):
            words.setdefault(MONEY, ("钱", "钱"))
            return Counter({MONEY: 1}), ""
        if len(word) == size and (canonical := canonical_unit(word)) and word != "m":
            if canonical == "m" and rest[1:2] and rest[1:2] not in "，。？！,.?!每/一共":
                return None, ""  # 米 that opens a word (米饭) is not metres
            unit = _physical(canonical)
            if unit is not None and len(unit) == 1:
                words.setdefault(next(iter(unit)), (word, word))
            return unit, ""
    measure = rest[:1] if rest[:1] in _MEASURES else ""
    tail = rest[len(measure):]
    cut = [(w.word, w.flag) for w in jieba.posseg.cut(_CLAUSE_END.split(tail)[0])] if tail else []
    noun = ""
    if cut:
        word, flag = cut[0]
        if not measure and word[:1] in _MEASURES and len(word) > 1:  # 瓶水, 颗糖, 本书: jieba glues them
            measure, word, flag = word[:1], word[1:], "n"
        if _cjk(word) and word[:1] not in _ZH_FUNCTION and (flag.startswith(("n", "zg")) or (not measure and flag == "q") or (measure and flag == "vn")):
            noun = word
    after = tail[len(noun):len(noun) + 1] if noun and tail.startswith(noun) else ""
    if len(noun) > 1 and noun[-1] in "重有坐装要卖值带" and (after.isdigit() or after in ("多", "几")):
        noun = noun[:-1]  # 油重15千克: jieba reads the verb 重 into the noun
    if len(noun) > 2 and noun[-1] in "上里内":
        noun = noun[:-1]  # 4个书架上: jieba reads the place word into the noun
    if noun:
        words.setdefault(f"n:{noun}", (noun, noun))
        return Counter({f"n:{noun}": 1}), measure
    if measure:
        return Counter({f"m:{measure}": 1}), measure
    return None, ""


def _cjk(word: str) -> bool:
    return bool(word) and all("\u4e00" <= c <= "\u9fff" for c in word)


def _zh_rate_opening(text: str, n: NumberMention, first_in_clause: bool, unit: Unit | None,
                     words: dict[str, tuple[str, str]]) -> tuple[Unit | None, str]:
    """"每辆车坐45人", "每小时走5公里", "一辆车坐45人", "一支笔3元": what the amount is per."""
    start = _clause_start(text, n.start)
    prefix = text[start:n.start]
    at = prefix.rfind("每")
    if at >= 0 and first_in_clause:
        after = start + at + 1 + (prefix[at + 1:at + 2] == "一")
        return zh_unit_after(text, after, words)
    if first_in_clause and prefix.startswith("一") and prefix[1:2] in _MEASURES | {"小"}:
        per, measure = zh_unit_after(text, start + 1, words)
        rest = prefix[1 + len(measure) + len(_noun_of(per)):] if per else ""
        glued = _ZH_NOUN_THEN_VERB.match(rest)
        if per is not None and not _noun_of(per) and glued:  # 一桶油重15千克: jieba reads 油重 as one word
            words.setdefault(f"n:{glued.group(1)}", (glued.group(1), glued.group(1)))
            per, rest = Counter({f"n:{glued.group(1)}": 1}), rest[len(glued.group(1)):]
        if per is not None and (_ZH_ARTICLE_VERBS.match(rest) or (not rest and unit == Counter({MONEY: 1}))):
            return per, measure
    return None, ""


def _noun_of(unit: Unit | None) -> str:
    key = next(iter(unit)) if unit else ""
    return key[2:] if key.startswith("n:") else ("小时" if key == "time" else "")


def resolve(unit: Unit | None, by_measure: dict[str, str]) -> Unit | None:
    """A measure word alone counts the noun the request names with it ("8个苹果 … 吃了3个")."""
    if unit is None:
        return None
    out: Unit = Counter()
    for key, power in unit.items():
        if key == "m:块" and "块" not in by_measure:
            key = MONEY  # 块 that counts no thing the request names is money (花了12块)
        out[f"n:{by_measure[key[2:]]}" if key.startswith("m:") and key[2:] in by_measure else key] += power
    return out


def read(request: str, asked: frozenset[str] = frozenset()) -> Reading:
    """The request's amounts with their units. The unit its question asks is amount_asked.reading_of's, which caches
    the whole reading (a draft's chain is judged in several readings against one request). `asked`: the things the
    question counts ("how many cages"), which a rate may be per ("with 5 in each cage")."""
    zh = bool(re.search(r"[\u4e00-\u9fff]", request))
    words: dict[str, tuple[str, str]] = {}
    found = [n for n in mentions(request).numbers if not n.ordinal and not article_zh(request, n)]
    amounts: list[Amount] = []
    by_measure: dict[str, str] = {}
    measures: list[str] = []
    previous: tuple = (None, -1, None)
    listed: list[int] = []  # amounts said right after another count, with "and" between them  # the last amount's unit if a plain count, its clause, (its unit, clause) if one
    for i, n in enumerate(found):
        clause = _clause_start(request, n.start)
        first = i == 0 or found[i - 1].start < clause
        if n.percent:
            amounts.append(Amount(frozenset({n.value / 100}), Counter()))
            measures.append("")
            previous = (None, clause, None)
            continue
        if zh:
            unit, measure = zh_unit_after(request, n.end, words)
            if unit == Counter({"m:块": 1}) and re.search(r"块钱|元", request):
                unit = None  # a bare 块 beside money (10块钱 … 花了6块) may be either
            if n.start and request[n.start - 1] in "$€£¥":
                unit = Counter({MONEY: 1})
            per, per_measure = _zh_rate_opening(request, n, first, unit, words)
            for said, named in ((unit, measure), (per, per_measure)):
                if said is not None and named and _noun_of(said):
                    by_measure.setdefault(named, _noun_of(said))
        else:
            unit, end = _en_after(request, n, words)
            if unit is None:  # "22 of Fred's baseball cards", "4 of the limes"
                unit, end = _en_of_named(request, n, words)
            per = _en_rate_after(request, end, words) if unit is not None else None
            per = per or (_en_rate_opening(request, n, first, words) if unit is not None else None)
            if per is None and unit is not None and previous[2] is not None and previous[2][1] == clause:
                per = previous[2][0]  # "1 cm represents 25 km", "1 pencil costs $2": per the one thing,
                amounts[previous[2][2]].unit = None  # whose 1 is no amount to multiply by
            if unit is None and previous[0] is not None and _sentence_of(request, previous[1]) == _sentence_of(
                    request, n.start) and _EN_ENDS_CLAUSE.match(request, n.end) \
                    and not _EN_PREPOSITION_BEFORE.search(request[:n.start]):
                unit = Counter(previous[0])  # "12 apples and eat 3": the unit said once
            if unit is None and (unit := _en_sole_count(request, n, amounts, words)) is not None:
                per = _en_rate_after(request, n.end, words)  # "with 5 in each cage"
            measure = ""
        if unit is not None and per is not None:
            unit = Counter(unit)
            for key, power in per.items():
                unit[key] -= power
        plain_count = unit is not None and len(unit) == 1 and next(iter(unit)).startswith(COUNTED) \
            and next(iter(unit.values())) == 1
        single = unit is not None and len(unit) == 1 and next(iter(unit.values())) == 1
        previous = (unit if plain_count else None, clause, (unit, clause, len(amounts)) if single and n.value == 1 else None)
        if plain_count and i and _LISTED.match(request[found[i - 1].end:n.start]):
            listed.append(i)
        amounts.append(Amount(frozenset({n.value}), unit))
    for a in amounts:
        a.unit = resolve(a.unit, by_measure)
    _one_thing_is_its_amount(amounts, asked)
    pairs = {frozenset((*amounts[i - 1].unit, *amounts[i].unit)) for i in listed if _plain(amounts[i - 1].unit)
             and _plain(amounts[i].unit)}
    return Reading(amounts, None, zh, words, by_measure, listed=frozenset(p for p in pairs if len(p) == 2))


def _one_thing_is_its_amount(amounts: list[Amount], asked: frozenset[str]) -> None:
    """"A shirt costs 80 dollars … how much does it cost": a price per a thing the request never counts is
    the price of the one thing it names; per things it counts ("each bus holds 45", "8 buses") stays a rate."""
    counted = {k for a in amounts if a.unit for k, v in a.unit.items() if v > 0} | asked
    for a in amounts:
        if a.unit and any(v < 0 and k.startswith(COUNTED) and k not in counted for k, v in a.unit.items()):
            a.unit = Counter({k: v for k, v in a.unit.items() if not (v < 0 and k.startswith(COUNTED) and k not in counted)})


def _plain(unit: Unit | None) -> bool:
    unit = _clean(unit) if unit is not None else None
    return bool(unit) and len(unit) == 1 and next(iter(unit)).startswith(COUNTED) and next(iter(unit.values())) == 1


def _en_of_named(text: str, n: NumberMention, words: dict[str, tuple[str, str]]) -> tuple[Unit | None, int]:
    """"22 of Fred's baseball cards", "4 of the limes": the count names its noun after "of" and a determiner."""
    m = _EN_OF_NAMED.match(text, n.end)
    if m is None:
        return None, n.end
    unit, end = en_unit_at(text, m.end(), words)
    return (unit, end) if unit is not None and "n:one" not in unit else (None, n.end)


def _en_sole_count(text: str, n: NumberMention, earlier: list[Amount], words: dict[str, tuple[str, str]]) -> Unit | None:
    """"Megan had 93 files. She deleted 21 of them." "He gets 16 more from Steve." "with 5 in each cage": a bare
    number counts the one kind of thing the story has counted so far; with two kinds, or anything else read
    (a rate, a number not read), it counts nothing known. Money spent or paid where the story has only money
    is money."""
    counted = {k for a in earlier if a.unit for k, v in a.unit.items() if v > 0}
    units = [Counter({k: v for k, v in a.unit.items() if v > 0 or k in counted}) if a.unit else None for a in earlier]
    if units and all(u == Counter({MONEY: 1}) for u in units) and _EN_MONEY_VERB_BEFORE.search(text[:n.start]):
        return Counter({MONEY: 1})  # "had 16 dollars … but spent 25 on a new game"
    if not units or any(not _plain(u) for u in units) or len({next(iter(_clean(u))) for u in units}) != 1:
        return None
    rate = _en_rate_after(text, n.end, words)
    before = _EN_PREPOSITION_BEFORE.search(text[:n.start])
    if before and not (rate is not None and before.group().strip().lower() == "with"):
        return None
    if rate is None and not (_EN_ENDS_CLAUSE.match(text, n.end) or _EN_GONE.match(text, n.end)):
        return None
    return Counter(_clean(units[0]))


def _sentence_of(text: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, max(at, 0))]
    return ends[-1] if ends else 0


def unit_of_value(reading: Reading, value: Decimal) -> Unit | None:
    """The unit of an expression's number: the one every amount of that value has (None: a constant, or
    amounts of that value with different units)."""
    units = [a.unit for a in reading.amounts if value in a.values]
    if not units or any(u is None for u in units):
        return None
    first = _clean(units[0])
    return first if all(_clean(u) == first for u in units) else None


def _clean(unit: Unit) -> Unit:
    return Counter({k: v for k, v in unit.items() if v})


def warm_up() -> None:
    """Load jieba's dictionary and lemminflect's tables (seconds) before the first request, not during it."""
    read("每辆车坐45人，学校需要8辆车，一共有多少学生？")
    read("Each bus holds 45 students. The school needs 8 buses. How many students are going?")
