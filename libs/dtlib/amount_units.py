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
apples and eat 3", "3 apples and 4 more"). Chinese: dtlib.amount_units_zh.

A bare English number takes a noun from the words: "22 of Fred's baseball cards", "4 of the limes";
"deleted 21 of them", "gets 16 more", "takes 5 away", "with 5 in each cage" where the story so far
counts one kind of thing (two kinds, a rate, money or an unread amount before it: no noun); "spent 25
on a new game" where it has only money. Coins ("9 dimes") are counted as things. Dozens, numbers of times,
cents and "0.25 of a mile": dtlib.amount_multiples.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal

from lemminflect import getAllLemmas, getInflection

# COINS, MEASURE_WORDS, article_zh, resolve and zh_unit_after are read from here by unit_check, amount_asked, grounding, the fuser
from .amount_multiples import (ONE_DOZEN, dozen_units, dozens_end, implied_constants, is_cents, is_times, part_of_a_unit,
                               per_dozen)
from .amount_unit_kinds import COINS, COUNTED, MONEY, Unit, clause_start, physical  # noqa: F401
from .amount_units_zh import MEASURE_WORDS, article_zh, noun_of, resolve, zh_rate_opening, zh_unit_after  # noqa: F401
from .noun_words_en import is_adjective, names_the_noun_after, noun_lemma
from .perception import NumberMention, mentions
from .unit_names import canonical_unit, money_unit


# Nouns that are no unit of their own: "22 times more" and "9 dozen eggs" (amount_multiples), coins, "3 more".
_NOT_UNITS = frozenset({"times", "time", "cents", "cent", "coins", "coin", "bills", "bill", "percent", "dozen", "dozens"})
_SENTENCE_END = re.compile(r"[.!?;。！？；]")
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
# "gave 9 to her cousin", "gave 12 to his sister and 8 to his friend": what is given is of the story's kind
_GIVING = r"(?:gave|gives|give|sold|sells|lent|lends|handed|hands|donated|donates|sent|sends|passed|shares|shared)"
_EN_GIVEN_BEFORE = re.compile(rf"\b{_GIVING}\s*$|\b{_GIVING}\s+\d+\s+to\s+(?:[a-z]+\s+){{1,3}}and\s*$", re.IGNORECASE)
_EN_TO = re.compile(r"\s*(?:to|with)\b(?!\s+(?:each|every)\b)", re.IGNORECASE)  # "shares 4 with Joshua"
# "8 old ones", "12 of the old ones", "12 of them": the things named before, never a noun "one"
_EN_ONES = re.compile(r"\s*(?:of\s+the\s+)?(?:[a-z]+\s+)?ones\b|\s*of\s+(?:them|those)\b", re.IGNORECASE)
# "8 children were sitting at each table": a rate said after the verb of the count's clause
_EN_VERB_THEN_EACH = re.compile(r"\s+(?:(?:is|are|was|were)\s+)?[a-z]+(?:ing|ed)(?=\s+(?:at|on|in|into) (?:each|every)\b)",
                                re.IGNORECASE)
# "24 pictures at the zoo and 12 at the museum": the second count of a pair said with the same place words
_EN_AND_BEFORE = re.compile(r"\band\s*$", re.IGNORECASE)
# "at the zoo … at the museum", "during lunch … during dinner"
_EN_AT_PLACE = re.compile(r"\s*(?:(?:at|in|on|during|from)\s+(?:the|a|an|his|her|their|its|my|our)\b|during\s+(?=[a-z]))",
                          re.IGNORECASE)
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can",
                          "could", "should", "must", "may", "might"})
# "for each treasure she finds", "each game they win": a pronoun is never the second word of a noun
_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them"})
_EN_MONEY_VERB_BEFORE = re.compile(r"\b(?:spent|spends|spend|paid|pays|pay|earned|earns|saved|saves|owes|owed)\s*$",
                                   re.IGNORECASE)
_LISTED = re.compile(r"^\s*(?:[a-z]+\s+){1,3}and\s+$|^[\u4e00-\u9fff]{1,4}[和与]$", re.IGNORECASE)


@dataclass
class Amount:
    values: frozenset[Decimal]  # the forms it may take in an expression (15% is 0.15)
    unit: Unit | None
    words: dict[str, str] = field(default_factory=dict)  # key -> how the request says it (plural, singular)
    ratio: bool = False  # a number of times ("7 times more", 7倍): never added to an amount with a unit


@dataclass
class Reading:
    amounts: list[Amount]
    asked: Unit | None  # the unit the question asks; None: not read with confidence
    zh: bool
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # key -> (plural, singular) as written
    by_measure: dict[str, str] = field(default_factory=dict)  # a measure word -> the noun it counts in this request
    asked_per: frozenset[str] = frozenset()  # the counted thing the question asks per ("each box", 每支笔); amount_asked
    listed: frozenset[frozenset[str]] = frozenset()  # two counts said side by side ("58 geese and 37 ducks")
    implied: dict[Decimal, Unit | None] = field(default_factory=dict)  # a constant the words imply: 12 eggs per dozen


def en_unit_word(word: str, words: dict[str, tuple[str, str]]) -> Unit | None:
    """One English word as a unit (a unit name, money, or a noun), None when it is none."""
    if money_unit(word):
        words.setdefault(MONEY, ("money", "money"))
        return Counter({MONEY: 1})
    if canonical := canonical_unit(word):
        unit = physical(canonical)
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
            unit, end = en_unit_at(text, m.end(), words)
            return (Counter({k: 2 * v for k, v in unit.items()}) if unit else None), end
        if is_cents(word):  # "34 cents" is money (amount_multiples)
            words.setdefault(MONEY, ("money", "money"))
            return Counter({MONEY: 1}), m.end()
        if word.lower() in _NOT_UNITS or word.lower() in ("one", "ones"):
            return None, start  # "38 new ones": the kind said before (_en_sole_count), never a noun "one"
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
        if (unknown := _unknown_plural(text, m)) is not None:
            return unknown, m.end()  # "380 legos,", "8 Skittles.": a plural no word list knows, the noun said
        if skipped < 2 and (nxt := _EN_WORD.match(text, m.end())) and nxt.group(1).lower() not in _AUXILIARIES \
                and (lemma := noun_lemma(nxt.group(1))) and names_the_noun_after(word, plural_after=lemma != nxt.group(1).lower()):
            # "27 long sleeve shirts", "86 coloring books", "9 siamese cats"
            skipped, at = skipped + 1, m.end()
            continue
        return None, start
    return None, start



def _unknown_plural(text: str, m: re.Match) -> Unit | None:
    """A word no word list knows, ending in s, that ends its clause or comes before "and" or a verb ("380 legos,",
    "How many Skittles does"): counted as a noun."""
    word = m.group(1)
    if getAllLemmas(word.lower()) or not word.isalpha() or len(word) < 4 or not word.lower().endswith("s"):
        return None
    nxt = _EN_WORD.match(text, m.end())
    if not (_EN_ENDS_CLAUSE.match(text, m.end()) or (nxt and nxt.group(1).lower() in _AUXILIARIES | {"and"})):
        return None
    return Counter({f"n:{word.lower()[:-1]}": 1})


def _en_rate_after(text: str, at: int, words: dict[str, tuple[str, str]]) -> Unit | None:
    """"per bus", "an hour", "$3 each": what an amount is per, said after it; None when nothing is."""
    m = _EN_RATE_AFTER.match(text, at)
    if m is None:
        return None
    follows = text[m.end():m.end() + 5].lower()
    per = en_unit_word(m.group(2), words) if m.group(2) and m.group(2).lower() not in _NOT_UNITS else None
    per = per or per_dozen(m.group(2), words)  # "$3 a dozen"
    if per is None and m.group(2) and m.group(1).lower().split()[-1] in ("per", "each", "every") and m.group(2).lower() != "one" \
            and (nouns := getAllLemmas(m.group(2).lower()).get("NOUN")):
        per = Counter({f"n:{nouns[0]}": 1})  # "12 points per game", "for each game": a noun though it may be an adjective
        _say(words, f"n:{nouns[0]}", m.group(2))
    if per is not None and m.group(1).lower() != "per" and (nxt := _EN_WORD.match(text, m.end())) \
            and (second := noun_lemma(nxt.group(1))) and second == nxt.group(1).lower() and second not in ("one", "of", *_AUXILIARIES, *_PRONOUNS) \
            and list(per) == [f"n:{m.group(2).lower()}"]:
        per = en_unit_word(second, words)  # "on each school bus": per bus
    if per is not None and re.match(r"in (?:one|an?|1)$", m.group(1), re.IGNORECASE) \
            and any(k.startswith("n:") for k in per):
        return None  # "in one hour" and "in each pack" are rates; "in a yard sale" is not
    if per is not None and not follows.strip().startswith("ago"):
        return per
    if m.group(1).lower().endswith("each") and (not m.group(2) or m.group(2).lower() in (
            "one", "of", "for", "to", "at", "in", "on", "from", "with", "by")):  # "3 stars each for the wall"
        return Counter({"*": 1})  # each of the things counted: it cancels against their count
    return None


def _en_rate_opening(text: str, n: NumberMention, first_in_clause: bool, words: dict[str, tuple[str, str]]) -> Unit | None:
    """"Each bus holds 45 students", "A box holds 12 eggs": what the amount is per, said before it."""
    prefix = text[clause_start(text, n.start):n.start]
    m = _EN_ONE_THING.search(prefix) or (_EN_OPENING_EACH.match(prefix) if first_in_clause else None)
    if m and (nxt := _EN_WORD.match(prefix, m.end(1))) and (second := noun_lemma(nxt.group(1))) \
            and second == nxt.group(1).lower() and second not in _AUXILIARIES | _PRONOUNS and noun_lemma(m.group(1)):
        return en_unit_word(second, words)  # "Each book shelf had 15 books": per shelf
    return en_unit_word(m.group(1), words) if m else None


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
    implied: dict[Decimal, list[Unit]] = {}
    for i, n in enumerate(found):
        clause = clause_start(request, n.start)
        first = i == 0 or found[i - 1].start < clause
        if n.percent or is_times(request, n.end, zh):  # 15%, "7 times more", 7倍: a plain number
            amounts.append(Amount(frozenset({n.value / 100 if n.percent else n.value}), Counter(), ratio=not n.percent))
            measures.append("")
            previous = (None, clause, None)
            continue
        if zh:
            unit, measure = zh_unit_after(request, n.end, words)
            if unit == Counter({"m:块": 1}) and re.search(r"块钱|元", request):
                unit = None  # a bare 块 beside money (10块钱 … 花了6块) may be either
            if n.start and request[n.start - 1] in "$€£¥":
                unit = Counter({MONEY: 1})
            per, per_measure = zh_rate_opening(request, n, first, unit, words)
            for said, named in ((unit, measure), (per, per_measure)):
                if said is not None and named and noun_of(said):
                    by_measure.setdefault(named, noun_of(said))
        else:
            unit, end = _en_after(request, n, words)
            if unit is None and (dozens := dozens_end(request, n.end)) is not None:  # "9 dozen eggs"
                thing, end = en_unit_at(request, dozens, words)
                unit, one_dozen = dozen_units(thing, words) or (None, None)
                end = end if unit is not None else n.end
                if one_dozen is not None:
                    implied.setdefault(ONE_DOZEN, []).append(one_dozen)
            if unit is None:  # "22 of Fred's baseball cards", "4 of the limes"
                unit, end = _en_of_named(request, n, words)
            if unit is None:  # "0.25 of a mile"
                unit, end = part_of_a_unit(request, n.end, words) or (None, end)
            per = _en_rate_after(request, end, words) if unit is not None else None
            if per is None and unit is not None and (verb := _EN_VERB_THEN_EACH.match(request, end)):
                per = _en_rate_after(request, verb.end(), words)
            per = per or (_en_rate_opening(request, n, first, words) if unit is not None else None)
            if per is None and unit is not None and previous[2] is not None and previous[2][1] == clause:
                per = previous[2][0]  # "1 cm represents 25 km", "1 pencil costs $2": per the one thing,
                amounts[previous[2][2]].unit = None  # whose 1 is no amount to multiply by
            if unit is None and previous[0] is not None and _sentence_of(request, previous[1]) == _sentence_of(
                    request, n.start) and (_EN_ENDS_CLAUSE.match(request, n.end) or _pair_at_places(request, found[i - 1], n)) \
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
    return Reading(amounts, None, zh, words, by_measure, listed=frozenset(p for p in pairs if len(p) == 2),
                   implied=implied_constants(implied))


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
    ones = _EN_ONES.match(text, n.end)
    given = _EN_GIVEN_BEFORE.search(text[:n.start]) and _EN_TO.match(text, n.end)
    before = _EN_PREPOSITION_BEFORE.search(text[:n.start])
    if before and not (rate is not None and before.group().strip().lower() == "with") and not ones:
        return None  # "got rid of 25 of them": "of them" says what it counts, whatever stands before
    if rate is None and not (_EN_ENDS_CLAUSE.match(text, n.end) or _EN_GONE.match(text, n.end) or ones or given):
        return None
    return Counter(_clean(units[0]))


def _pair_at_places(text: str, before: NumberMention, n: NumberMention) -> bool:
    """"24 pictures at the zoo and 12 at the museum": "and" right before, and the count before said at a place too."""
    if not _EN_AND_BEFORE.search(text[:n.start]) or not (at := _EN_AT_PLACE.match(text, n.end)):
        return False
    between = text[before.end:n.start]
    return f" {at.group().split()[0].lower()} " in f" {between.lower()} "


def _sentence_of(text: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, max(at, 0))]
    return ends[-1] if ends else 0


def unit_of_value(reading: Reading, value: Decimal) -> Unit | None:
    """The unit of an expression's number: the one every amount of that value has (None: a constant, or
    amounts of that value with different units)."""
    units = [a.unit for a in reading.amounts if value in a.values]
    if value in reading.implied:  # 12 eggs per dozen, or a 12 the request says as well: both must agree
        units.append(reading.implied[value])
    if not units or any(u is None for u in units):
        return None
    first = _clean(units[0])
    return first if all(_clean(u) == first for u in units) else None


def ratio_of_value(reading: Reading, value: Decimal) -> bool:
    """Every amount of that value is a number of times ("7 times more", 7倍)."""
    same = [a for a in reading.amounts if value in a.values]
    return bool(same) and all(a.ratio for a in same) and value not in reading.implied


def _clean(unit: Unit) -> Unit:
    return Counter({k: v for k, v in unit.items() if v})


def warm_up() -> None:
    """Load jieba's dictionary and lemminflect's tables (seconds) before the first request, not during it."""
    read("每辆车坐45人，学校需要8辆车，一共有多少学生？")
    read("Each bus holds 45 students. The school needs 8 buses. How many students are going?")
