"""An amount per period or occasion, times how many of them, in English: the one owner of that shape (issue 15;
period_rates_en.py, which read a chat's amount a day asked over a week, is merged here so that one module and one
table of fixed periods, `_HOLDS`, decide how many of one period another holds). Three tellings:

A price per period or occasion times how many of them, told inside a story of adult life (`read_priced_period`):
"Carla signed up at the gym near her office. It's $39 a month, and she has kept the membership for 7 months now. How
much has she paid so far?" (273), "An electrician bills $90 an hour. The rewiring took 6 hours. How much was the
labor?", "Mark's nephew gets $30 per lawn. He mowed 11 lawns this month. How much did he make?", "Our cleaner charges
$60 a visit. She came 8 times this spring. What did we pay her?".
The story may set a scene in words of its own ("signed up at the gym near her office", "over the holidays"): what
decides the reading is closed. Two numbers, one of them money said per one thing ("$39 a month", "$30 per lawn",
"$45/month", "a $1,200 monthly stipend"), the other a count of the same thing ("7 months", "11 lawns", "the 3 summer
months", "a 9-month school year"; "8 times" for an occasion: a visit, a lesson, a ride …); one question, of money
("how much …", "what did … cost / pay / earn / make …"), every word of it a question's own word or one the story
said. Left slow: a word anywhere that adds, takes, shares, estimates or conditions ("plus", "but", "about",
"probably", "half", "first", "left", "if", "except" …: `_CHANGES`), a second price word ("per", "each", "every",
"monthly" …), a count followed by another period ("32 hours a week"), a count in another unit than the price's
("$140 a month … 9 weeks"), a period asked that the story did not tell ("how much a week", "next month") and two
people who may each be the one the price is of ("Amy earns $20 an hour. Her sister worked 6 hours").
One price per a month, quarter or year asked per another of them (`_price_per_another_period`): "$15.49 every month …
how much is that over a whole year?" (×12), "$62,400 a year … how much each month?" (÷12).

An amount a period asked over a longer period in a chat message (`read_period_rate_en`, below): "I drink 2 liters of
water a day, how many liters is that in a week?", "we spend $650 a month on groceries. how much is that in a year?".
One amount told per period, and a question ending "in (over, for) [N] <period>": the amount times the periods, where
one period holds a fixed count of the other (a week 7 days, an hour 60 minutes, a minute 60 seconds, a year 12
months; a month's days and a year's weeks are not fixed; a day's 24 hours is no day of "I earn $20 an hour"). Every
other word of the question is a question word, the amount's own or its verb's. Work, school and weekdays leave a
week's days open (5 or 7: "I work 8 hours a day"), and a hedge, a negation, a condition, a count of times ("twice a
day") or another amount leave the request unread.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import Said, Tok, clause_marked_words, last_clause_start
from .triggers import triggered_by
from .units import money_unit

# "a month", "an hour", "per lawn", "each way", "/month" right after the money, or "a cord … is" before it (the reader's tokens drop articles)
_PER_ONE = re.compile(r"\s*(?:(?:dollars?|bucks|euros?|pounds?)\s+)?(?:(?:a|an|per|every)\s+|/\s*)(?P<one>[a-z]+)\b")
_PERIODIC = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
             "yearly": "year", "annual": "year", "quarterly": "quarter"}
_PERIODIC_AFTER = re.compile(r"\s*(?P<adj>" + "|".join(_PERIODIC) + r")\b")
_PERIOD_WORDS = frozenset({"hour", "day", "night", "week", "month", "year", "quarter", "semester", "term", "season",
                           "weekend", "shift"})
# what "N times" counts: occasions, one price each
_OCCASIONS = frozenset({"visit", "lesson", "class", "session", "walk", "ride", "trip", "wash", "game", "show",
                        "appointment", "treatment", "round", "cleaning", "haircut", "massage", "match", "use"})
_PRICE_WORDS = frozenset({"per", "every", "/"})
# Words that add, take, share, estimate, compare or condition: any of them and the product may not be what is asked
_CHANGES = frozenset((
    "not never no none nothing without but or except unless if until though although however instead plus extra "
    "additional fee fees tax taxes tip tips deposit discount discounted off coupon sale free refund refunded credit "
    "penalty interest surcharge about around roughly approximately nearly almost probably maybe perhaps estimate "
    "estimated likely guess some several few many most half quarter third twice double triple thrice both either "
    "more less fewer another other others else again also too only first last next previous old used stopped quit "
    "cancel cancelled canceled skipped missed paused froze returned lost gave shared split between among with than "
    "raise raised increase increased rose cut dropped higher lower cheaper left remain remaining remains still "
    "save saved saving owed each apiece average minus rest covered covers cover reimbursed reimburse reimburses "
    "employer company already splitting splits sharing shares ago into late early planned plan plans meant supposed "
    "sick want wants wanted hope hopes hoping expect expects would could should might will going".split()))
# who may hold a price or a count of their own, beside the story's named people
_PEOPLE = frozenset((
    "brother sister wife husband son daughter mom mother dad father friend roommate neighbor neighbour cousin boss "
    "coworker colleague partner nephew niece uncle aunt grandma grandpa grandmother grandfather boyfriend girlfriend "
    "fiance fiancee kid kids child children teen teenager baby parents").split())
_ASKED_MONEY = frozenset({"cost", "costs", "pay", "paid", "spend", "spent", "earn", "earned", "make", "made", "owe",
                          "charge", "charged", "bill", "billed", "total", "labor", "labour", "rental", "price", "fee",
                          "rent", "tuition", "tab", "come", "came", "bring", "brought", "take", "took", "collect",
                          "collected", "raise", "raised"})
# the question's own words, besides those the story said
_QUESTION_WORDS = frozenset((
    "how much what what's whats is was were will would does did do has have had that it this these those in all "
    "total altogether so far for on the a in i me we us you he him she her they them my our his their to come "
    "s ' ?").split()) | _ASKED_MONEY
_LAST_PERIODS = frozenset({"week", "month", "year", "summer", "winter", "spring", "fall", "autumn", "weekend",
                           "season", "semester", "term", "night"})


# one price per head, said of the same heads in other words ("$85 per child … 3 kids", "$32 per plate … 75 people")
_SAME_HEADS = {"kid": "child", "children": "child", "people": "person", "plate": "person", "head": "person",
               "guest": "person"}
# a count said alone after buying it ("$14 a bottle and Felix bought 6")
_BOUGHT = frozenset({"bought", "ordered", "booked", "rented"})  # not "got 5": 5 what?


def _key(word: str) -> str:
    found = lemma(word, "NOUN")
    return _SAME_HEADS.get(found, found)


def _per_one(slots: Slots, slot: str) -> str | None:
    """What the money in `slot` is the price of one of ("$39 a month": month), said right after it, or None."""
    text = slots.text.lower()
    at = text.find(slot)
    if at < 0 or text.find(slot, at + 1) >= 0:
        return None
    before = re.search(r"\b(?:a|an|one|each) (?P<one>[a-z]+)(?: of [a-z]+)? (?:is|was|costs?|runs|sells for)\s*$",
                       text[:at])
    if before is not None:  # "a cord of firewood is $280"
        return _key(before["one"])
    after = text[at + len(slot):]
    if _APIECE.match(after):  # "sold raffle tickets at $2.50 apiece": one of the things said before it
        return _APIECE_ONE
    if (said := _PER_ONE.match(after)) is not None:
        return _key(said["one"])
    if (said := re.match(r"\s*(?:[a-z]+\s+)?", after)) is not None:  # "$1,200 monthly stipend", "$60 weekly"
        periodic = _PERIODIC_AFTER.match(after, said.end()) or _PERIODIC_AFTER.match(after)
        if periodic is not None:
            return _PERIODIC[periodic["adj"]]
    return None


# "$2.50 apiece", "75 cents each": a price of one of the things named right before "at" ("raffle tickets at $2.50 apiece")
_APIECE = re.compile(r"\s*(?:apiece|each)\b")
_APIECE_ONE = "<apiece>"


def _apiece_of(words: list[str], p: int) -> str | None:
    """What a price apiece at words[p] is of: the thing right before "at" ("sold raffle tickets at $2.50 apiece"), or
    None."""
    if p > 1 and words[p - 1] == "at" and words[p - 2].isalpha() and lemma(words[p - 2], "NOUN") != words[p - 2]:
        return _key(words[p - 2])  # a plural: "tickets at", not "him at" or "the stand at"
    return None


def _counted(words: list[str], c: int, one: str) -> int | None:
    """Where the count at words[c] ends when it counts `one`s ("7 months", "3 summer months", "8 times" of visits,
    "9-month"), or None."""
    k = c + 1
    if (k == len(words) or words[k] == ".") and c and words[c - 1] in _BOUGHT:
        return k
    if k + 1 < len(words) and words[k] == "-" and _key(words[k + 1]) == one:  # "a 9-month school year"
        return k + 2
    for skip in (0,):  # no word between: "4 child tickets" after "a ticket … for adults" are other tickets
        at = k + skip
        if at < len(words) and words[at] != "." and (_key(words[at]) == one and words[at] != one
                                                    or words[at] == "times" and one in _OCCASIONS) \
                and words[at + 1:at + 2] != ["of"]:  # not "3 pounds of pears" after "apples … a pound"
            return at + 1
    return None


def _persons(words: list[str], original: str) -> set[str]:
    """The people the story names as doers (a name written with its capital, a kinship noun), not as owners ("her
    neighbor's dog"), nor as the one a doer does something for or to ("visited her father", "for her husband"), nor
    a place named as a person is ("in Savannah")."""
    return {w for i, w in enumerate(words)
            if w in _PEOPLE and not _object_of_another(words, i)
            or w.isalpha() and re.search(rf"\b{w.capitalize()}\b", original) and is_person_name(w)
            and not (i and words[i - 1] in ("in", "at", "near"))}


_CLAUSE_STARTS = frozenset({".", "and", "but", "while", "when", "so"})


def _object_of_another(words: list[str], i: int) -> bool:
    """A kinship noun after a possessive that follows a verb or a preposition: "drove her mother", "for his wife"."""
    return i > 1 and words[i - 1] in ("my", "his", "her", "our", "their", "your") and words[i - 2] not in _CLAUSE_STARTS


@triggered_by(text=("how", "what"))
def read_priced_period(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [t for t in tokens if t.type == "NUM"]
    if len(nums) == 1:
        return _price_per_another_period(tokens, slots, nums[0])
    if len(nums) != 2:
        return None
    values = [slots.number(t.value) for t in nums]
    if any(v.percent or v.ordinal or v.value <= 0 for v in values):
        return None
    paid = [i for i, v in enumerate(values) if money_unit(v.unit)]
    if len(paid) != 1:
        return None
    price, count = values[paid[0]], values[1 - paid[0]]
    price_slot, count_slot = nums[paid[0]].value, nums[1 - paid[0]].value
    one = _per_one(slots, price_slot)
    if one is None or one == "way":  # "$1.25 each way": a ride is two ways or one
        return None
    words = clause_marked_words(tokens)
    c, p = words.index(count_slot), words.index(price_slot)
    apiece = one == _APIECE_ONE
    if apiece:
        one = _apiece_of(words, p)
        if one is None or p + 2 < len(words) and words[p + 2] in _QUALIFIERS or c == p - 3:
            return None  # "$35 apiece for the large ones"; "18 bowls at $35 apiece" is prices.py's
    elif _qualified(words, p, one):
        return None
    if not _whole_count(slots, count_slot):
        return None
    end = _counted(words, c, one)
    if end is None or end < len(words) and (words[end] in _PRICE_WORDS or _key(words[end]) in _PERIOD_WORDS):
        return None  # "32 hours a week": a count per another period
    if count.value != int(count.value) and one != "hour":
        return None
    asked_from = max((i for i, w in enumerate(words) if w == "."), default=-1) \
        if words[-1] != "." and words[0] not in ("how", "what", "what's") else len(words)
    if any(w in _CHANGES and not _last_period(words, i) and not (i > asked_from and w in _ASKED_MONEY)
           and not (apiece and i == p + 1) for i, w in enumerate(words)):
        return None  # "the total fee" asked is no fee added
    # one price phrase: the money's own "per" / "a month" and no other ("$16 an hour per child", "$179 a night per
    # room"): a price word only right before the priced thing, once, next to the money
    price_words = [i for i, w in enumerate(words) if w in _PRICE_WORDS or w in _PERIODIC]
    if len(price_words) > 1 or any(i not in (p + 1, p + 2) or _key(words[i + 1:i + 2][0] if i + 1 < len(words)
                                                                    else "") != one for i in price_words):
        return None
    phrase = (p + 1, p + 2, p + 3) if words[p + 2:p + 3] and words[p + 2] in _PRICE_WORDS else (p + 1, p + 2)
    phrase = (p - 2, *phrase) if apiece else phrase
    if any(_key(w) == one and lemma(w, "NOUN") == w and i not in (*phrase, c + 1, c + 2)
           for i, w in enumerate(words)) \
            and not _per_one_before(words, p, one):
        return None  # "Tom has a gallon at home", "he spent an hour driving": one more of the priced thing (not
        # "started piano lessons": lessons at all)
    if len(_persons([w for w in words if _key(w) != one], slots.original)) > 1 or _opposite_ways(words):
        return None
    return _asked_money(words, c, end, price, count)


_COMING_IN = frozenset({"save", "earn", "make", "get", "receive", "collect"})
_GOING_OUT = frozenset({"spend", "pay", "cost", "owe"})


def _opposite_ways(words: list[str]) -> bool:
    """ "Jude saves 5 dollars a week. How much did he spend in 12 weeks?": money told coming in, asked going out (or
    the other way)."""
    asked_from = max((i for i, w in enumerate(words) if w == "."), default=-1)
    told = {lemma(w, "VERB") for w in words[:asked_from + 1] if w.isalpha()}
    asked = {lemma(w, "VERB") for w in words[asked_from + 1:] if w.isalpha()}
    return bool(told & _COMING_IN and asked & _GOING_OUT or told & _GOING_OUT and asked & _COMING_IN)


_QUALIFIERS = frozenset({"for", "on", "in", "during", "last", "this", "at", "from", "to", "until", "before", "after"})


def _qualified(words: list[str], p: int, one: str) -> bool:
    """ "$12 for adults", "$15 an hour on weekends", "$90 monthly in winter", "$96 an hour last year": a price of some
    of the things or some of the time only."""
    at = next((i for i in range(p + 1, min(p + 4, len(words))) if _key(words[i]) == one), None)
    return at is None or at + 1 < len(words) and words[at + 1] in _QUALIFIERS


def _whole_count(slots: Slots, slot: str) -> bool:
    """The count is all of its number: not "4½ hours" (4, then a half)."""
    text = slots.text
    at = text.find(slot)
    return at >= 0 and not text[at + len(slot):at + len(slot) + 1] in "½¼¾⅓⅔⅛/." or text[at + len(slot):] == "" \
        or text[at + len(slot):at + len(slot) + 2] in (". ", ".")


def _per_one_before(words: list[str], p: int, one: str) -> bool:
    """ "a cord of firewood is $280": the priced thing said once, before its money, and nowhere else but the count."""
    told = [i for i, w in enumerate(words) if _key(w) == one and lemma(w, "NOUN") == w]
    return len(told) == 1 and p - 5 <= told[0] < p


_WE, _I = frozenset({"we", "our", "us", "we've", "we're"}), frozenset({"i", "my", "me", "i've", "i'm"})


def _speakers_differ(story: set[str], asked: set[str]) -> bool:
    """ "Our rent is $1,600 a month. How much do I pay a year?": my share of ours is not told."""
    return bool(story & _WE and asked & _I or story & _I and asked & _WE)


def _last_period(words: list[str], i: int) -> bool:
    """ "last month", "last summer": a when, not a change."""
    return words[i] == "last" and i + 1 < len(words) and words[i + 1] in _LAST_PERIODS


def _asked_money(words: list[str], c: int, end: int, price, count) -> Task | None:  # noqa: ANN001 - Numbers
    """The product, where the one question asks money in words of its own or the story's."""
    sentences: list[list[int]] = [[]]
    for i, w in enumerate(words):
        if w == ".":
            sentences.append([])
        else:
            sentences[-1].append(i)
    asked = [s for s in sentences if s and words[s[0]] in ("how", "what", "what's")]
    if len(asked) != 1:
        return None
    question = asked[0]
    story = {words[i] for s in sentences if s is not question for i in s}
    story |= {lemma(w, "VERB") for w in story if w.isalpha()}  # "how much did the stay cost" after "we stayed"
    said = [words[i] for i in question if not c <= i < end]
    if _speakers_differ(story, set(said)):
        return None
    if words[question[0]] == "how" and (len(question) < 2 or words[question[1]] != "much"):
        return None
    if not (said[:2] == ["how", "much"] or _ASKED_MONEY & set(said)):
        return None
    if any(w not in _QUESTION_WORDS and w not in story and lemma(w, "VERB") not in story for w in said):
        return None
    told = " ".join(" ".join(words[i] for i in s) for s in sentences if s is not question)
    if any(_key(w) in _PERIOD_WORDS | _LAST_PERIODS and not (i and said[i - 1] in ("this", "last")
                                                           and f" {said[i - 1]} {w} " in f" {told} ")
           for i, w in enumerate(said)):
        return None  # "how much a week", "in a year": a period the story's count is not
    return Task("expr", {"expression": f"{price.plain()}*{count.plain()}"}, source="parser")


# How many of a shorter period one longer period holds, where that is fixed: a year is 12 months or 4 quarters, a
# quarter 3 months, a week 7 days, an hour 60 minutes (never a year's weeks, a month's days, nor a day's 24 hours: "I
# earn $20 an hour", "I read 40 pages an hour" are not done all day)
_HOLDS = {("month", "year"): 12, ("quarter", "year"): 4, ("month", "quarter"): 3, ("day", "week"): 7,
          ("minute", "hour"): 60, ("second", "minute"): 60}
_ASKED_OVER = frozenset({"per", "each", "every", "in", "over", "for", "whole", "one", "the", "a", "that", "it", "make",
                         "earn", "pay", "spend", "cost", "costs", "charge", "bill"})


def _price_per_another_period(tokens: list[Tok], slots: Slots, num: Tok) -> Task | None:
    """ "$15.49 every month … how much is that over a whole year?" (×12), "$62,400 a year … how much each month?" (÷12):
    one price per a month, quarter or year, asked per another of them, in a story closed as the product's."""
    price = slots.number(num.value)
    one = _per_one(slots, num.value)
    if price.percent or price.value <= 0 or not money_unit(price.unit) or one not in ("month", "quarter", "year"):
        return None
    if any(t.type == "PCT" for t in tokens):
        return None  # "$2000 a month and 12% goes to savings, how much is that in a year": "that" may be the share
    words = clause_marked_words(tokens)
    p = words.index(num.value)
    asked_from = max((i for i, w in enumerate(words) if w == "."), default=-1)
    if words[0] in ("how", "what", "what's") or asked_from < p:
        return None  # the question last, after the price
    if len(_persons(words, slots.original)) > 1:
        return None
    price_words = [i for i, w in enumerate(words) if w in _PRICE_WORDS or w in _PERIODIC]
    if any(i <= asked_from and i not in (p + 1, p + 2) for i in price_words):
        return None
    periods = [i for i, w in enumerate(words) if _key(w) in _PERIOD_WORDS | _LAST_PERIODS]
    asked = [i for i in periods if i > asked_from]
    if len(asked) != 1 or any(i not in (p + 1, p + 2, p + 3) for i in periods if i < asked_from):
        return None
    other, before = _key(words[asked[0]]), words[asked[0] - 1]
    if before not in _ASKED_OVER or words[asked[0]] != other or other == one:
        return None  # "this year", "the 2 years": when, or a count
    if any(w in _CHANGES and i not in (p + 1, p + 2, asked[0] - 1, asked[0]) for i, w in enumerate(words)):
        return None  # ("$1,350 a quarter", "each month" are the periods' own words)
    question = list(range(asked_from + 1, len(words)))
    said = [words[i] for i in question if i != asked[0]]
    if said[:1] not in (["how"], ["what"], ["what's"]) or said[:1] == ["how"] and said[1:2] != ["much"]:
        return None
    if not (said[:2] == ["how", "much"] or _ASKED_MONEY & set(said)):
        return None
    story = {w for w in words[:asked_from + 1]} | {lemma(w, "VERB") for w in words[:asked_from + 1] if w.isalpha()}
    if _speakers_differ(story, set(said)):
        return None
    if any(w not in _QUESTION_WORDS | _ASKED_OVER and w not in story and lemma(w, "VERB") not in story for w in said):
        return None
    if (one, other) in _HOLDS:
        return Task("expr", {"expression": f"{price.plain()}*{_HOLDS[one, other]}"}, source="parser")
    if (other, one) in _HOLDS:
        return Task("expr", {"expression": f"{price.plain()}/{_HOLDS[other, one]}"}, source="parser")
    return None


_RATE_PERIOD_TYPES = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "UNIT"})
_RATE_PERIODS = {"second": "second", "seconds": "second", "sec": "second", "minute": "minute", "minutes": "minute",
                 "min": "minute", "mins": "minute", "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour",
                 "day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
                 "year": "year", "years": "year"}
_RATE_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "usually", "sometimes", "mostly",
                  "most", "some", "or", "if", "unless", "when", "except", "not", "no", "never", "n't", "work", "works",
                  "worked", "working", "job", "shift", "shifts", "school", "class", "classes", "office", "weekday",
                  "weekdays", "weekend", "weekends", "business", "twice", "thrice", "times", "more", "less", "left",
                  "already", "than", "then", "until", "after", "before", "start", "first", "plus", "other", "another",
                  "else", "only", "extra", "%", "percent", "each of", "per person", "apiece",
                  # who does it, one or several ("Either of my parents earns $20 an hour. How much do they earn …")
                  "either", "neither", "both", "they", "them", "their",
                  # money that grows by a rate untold: saved "with interest", invested ("how much in 10 years": paid
                  # in, or worth?)
                  "interest", "compound", "compounded", "compounding", "invest", "invests", "invested", "investing",
                  "investment", "return", "returns", "yield", "dividend", "dividends", "grow", "grows", "growth")
_RATE_QUESTION_WORDS = frozenset({"how", "much", "many", "is", "that", "this", "it", "would", "will", "be", "do",
                                  "does", "did", "i", "we", "you", "he", "she", "in", "over", "for", "a", "an", "one",
                                  "the", "whole", "entire", "total", "what's", "what", "whats", "of"})
_RATE_PREPOSITIONS = frozenset({"IN", "FOR", "OVER"})


def _rate_period(t: Tok) -> str | None:
    return _RATE_PERIODS.get(t.value.lower()) if t.type in _RATE_PERIOD_TYPES else None


@triggered_by(types=("DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"), words=("hour", "minute", "second"))
def read_period_rate_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens) \
            or Said(tokens).any(_RATE_NOT_READ):
        return None
    start = last_clause_start(tokens)
    if not start:
        return None
    story, question = tokens[:start], tokens[start:]
    rates = [i for i, t in enumerate(story) if t.type == "NUM"]
    if len(rates) != 1:
        return None
    r = rates[0]
    # the period the amount is told per ("$15 a day"); a plural right after the amount is its own unit ("14 hours a day")
    per = next((k for k in range(r + 1, min(r + 6, len(story))) if _rate_period(story[k])
                and not (k == r + 1 and story[k].value.endswith("s"))), None)
    if per is None or any(t.type not in ("WORD", "UNIT", "OF", "MEI") for t in story[r + 1:per]) \
            or any(_rate_period(t) for t in story[per + 1:]):
        return None  # "2 liters of water a day": the amount, its words, then its one period
    if story[per].type == "UNIT" and not (story[per - 1].type == "MEI" or story[per].value in ("hour", "minute")):
        return None  # "for 20 minutes" is a time spent, not a period of a rate ("an hour", "per minute")
    told = _rate_period(story[per])
    # the question: … in (over, for) [N] <period>, at its end
    if len(question) < 3 or not _rate_period(question[-1]):
        return None
    asked = _rate_period(question[-1])
    count_at = len(question) - 2 if question[-2].type == "NUM" else None
    prep = question[-3] if count_at is not None else question[-2]
    if prep.type not in _RATE_PREPOSITIONS and prep.value not in ("over", "for", "in"):
        return None
    if any(t.type == "NUM" for t in question[:-3 if count_at is not None else -2]):
        return None
    if not any(t.type in ("HOW_MANY", "WHAT") and "how" in t.value for t in question):
        return None
    # the question's own words: the amount's ("2 liters of water") and its verb ("drink"), no other thing ("how many
    # printers") and no period ("How many minutes for 2 hours?" of 30 pages a minute asks time, not pages)
    known = {w.rstrip("s") for t in story[max(r - 1, 0):per] for w in t.value.lower().split() if t.type != "NUM"}
    for t in question[:-3 if count_at is not None else -2]:
        for w in t.value.lower().split():
            if w not in _RATE_QUESTION_WORDS and w.rstrip("s") not in known \
                    or w in _RATE_PERIODS and t is not question[-1]:
                return None
    holds = 1 if asked == told else _HOLDS.get((told, asked))
    if holds is None:
        return None
    rate = slots.number(story[r].value)
    n = slots.number(question[count_at].value) if count_at is not None else None
    if rate.percent or rate.ordinal or rate.value <= 0 or n is not None and (n.percent or n.value <= 0):
        return None
    if n is None and question[-1].value.endswith("s"):
        return None  # "in weeks": how many is not said
    periods = Fraction(str(n.value)) * holds if n is not None else Fraction(holds)
    if periods == 1:
        return None  # the amount itself: nothing to compute
    return Task("expr", {"expression": f"{rate.plain()}*{periods}"}, source="parser")
