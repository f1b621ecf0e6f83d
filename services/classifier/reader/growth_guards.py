"""Checks on a reading of a growth rate: between amounts of different things (营收 and 利润, two companies), asked for
another thing or period than the two given, or a fall asked of a thing the story does not count
(去年800人，今年400人，收入下降了百分之几): the reading goes slow."""

from __future__ import annotations

from ..slots import Slots
from .growth_periods import MONTHS_EN, QUARTERS, period_word, relative_period_nouns
from .role_words import lemma
from .tokens import Tok, last_clause_start
from .value_units import PERIOD_RANK


# --- growth between two amounts --------------------------------------------------------------


def growth_of_other_things(tokens: list[Tok], slots: Slots) -> bool:
    """The two amounts name different things (营收 and 利润, "our revenue" and "a rival's"), or the
    question names a thing the amounts do not ("利润增长率"), or a period other than the later one
    ("去年的增长率" with 去年 and 今年 given: growth from the year before, which is not given)."""
    clauses: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type in ("COMMA", "AND"):
            clauses.append([])
        else:
            clauses[-1].append(t)
    named: list[set[str]] = []
    periods: list[tuple[str, int]] = []
    asked: list[Tok] = []
    when = _WHEN_EN | relative_period_nouns(tokens)  # "last term … this term": term names when
    for clause in clauses:
        if any(t.type == "NUM" and not _period_number(clause, k) for k, t in enumerate(clause)):
            named.append({w for t in clause if t.type in ("WORD", "PRICE_EN") and (w := thing_without_period(t.value))
                          and w not in _PRONOUNS and w not in when and any(ch.isalnum() for ch in w)})
            periods += _periods(clause, slots)
        elif any(t.type in ("GROWTH_ZH", "GROWTH_EN", "FALL_ZH") for t in clause):  # 减少了百分之几: a decline asked
            asked = clause
        elif any(t.type in ("WHAT_PERCENT", "GROW_VERB") for t in clause):  # "by what percent did pears rise"
            asked = clause[:-1] if clause[-1].type == "WORD" else clause  # not its verb ("what percent did it gain")
    given = [n for n in named if n]
    if any(n != given[0] for n in given):
        return True
    in_question = _periods([t for k, t in enumerate(asked) if not (k and asked[k - 1].type == "BI")], slots)  # 比去年: the base
    if in_question and (not set(in_question) <= set(periods) or max(periods) not in in_question):
        return True
    things = set().union(*named)
    return any(t.type == "WORD" and (w := thing_without_period(t.value)) and not _one_of(w, things)
               and w not in _PRONOUNS
               and w not in when and not (w == "大" and k and asked[k - 1].type == "DUO")  # "增幅多大"
               for k, t in enumerate(asked))


def _one_of(word: str, things: set[str]) -> bool:
    """Whether `word` names one of `things`, in another form of the same word too ("visits" of "visitors")."""
    if word in things or not word.isascii():
        return word in things
    stem = lemma(word, "NOUN")
    return any(stem.startswith(s) or s.startswith(stem) for s in (lemma(t, "NOUN") for t in things if t.isascii()))


def _periods(clause: list[Tok], slots: Slots) -> list[tuple[str, int]]:
    """The periods a clause names: "2023年", "in 2022", "去年", "三季度", "q3", "march"."""
    found = []
    for k, t in enumerate(clause):
        if t.type == "NUM" and _period_number(clause, k):
            kind = "month" if k + 1 < len(clause) and clause[k + 1].type == "MONTH_UNIT" else "year"
            found.append((kind, int(slots.number(t.value).value)))
        elif t.type == "WORD" and thing_without_period(t.value) != _bare(t.value):
            found.append(period_word(_bare(t.value)) or ("?", 0))
    return found


def _period_number(clause: list[Tok], k: int) -> bool:
    """"2023年", "3月", "in 2022": the number names a period, not an amount."""
    following = clause[k + 1].type if k + 1 < len(clause) else ""
    return following in ("YEAR_UNIT", "MONTH_UNIT") or k > 0 and clause[k - 1].type == "IN"


_PRONOUNS = frozenset({"it", "its", "they", "that", "this", "these", "those", "there", "then",
                       "our", "my", "we", "us", "your", "their", "his", "her"})
# Words that place an amount in time ("1,250 last quarter", "this spring (460 members)"): they name
# when, not what, so two amounts that differ only in them are of the same thing.
_WHEN_EN = frozenset({"last", "this", "next", "previous", "current", "prior", "same", "quarter", "year",
                      "month", "week", "day", "season", "spring", "summer", "autumn", "fall", "winter",
                      "between", "in", "at", "during"})


def _bare(word: str) -> str:
    return word.removeprefix("的").removesuffix("的")


def fall_of_an_uncounted_thing(tokens: list[Tok]) -> bool:
    """A story that names no thing, only its counts (去年800人，今年400人), asked the fall of a thing its measure is
    not in: 人数 and 人口 are counts of 人; 收入 is no count of them."""
    start = last_clause_start(tokens)
    if any(thing_without_period(t.value) for t in tokens[:start] if t.type == "WORD"):
        return False  # a thing named: growth_of_other_things compares it
    measures = {t.value for t in tokens[:start] if t.type == "MEASURE"}  # counted things, not yuan or kilograms
    return bool(measures) and any(t.type == "WORD" and (w := thing_without_period(t.value)) and w not in _PRONOUNS and not any(m in w for m in measures)
               for t in tokens[start:])


def thing_without_period(word: str) -> str:
    """The word without a period it starts with ("去年营收" → "营收") or that it is ("q2" → "")."""
    word = _bare(word)
    if word in MONTHS_EN or word in QUARTERS:
        return ""
    for period in _PERIODS_LONGEST_FIRST:
        if word.startswith(period):
            return word[len(period):].removeprefix("的")
    return word


_PERIODS_LONGEST_FIRST = tuple(sorted(PERIOD_RANK, key=len, reverse=True))


def owner_asked_untold(tokens: list[Tok]) -> bool:
    """The question asks the change of an owner ("my savings", "Ben's salary", "their rent") the story before it
    does not tell of ("Tom's savings went from $800 to $680. By what percent did my savings decrease?"): whose
    amounts changed is not the one asked. A story that tells of no owner is of the one asked. A he or she beside a name is pronouns.py's; here "his" needs someone
    the story tells of in the third person at all."""
    start = last_clause_start(tokens)
    kept = [k for k in range(len(tokens)) if not _before_an_owner(tokens, k)]
    told = {tokens[k].value for k in kept if k < start}
    if not any(w in _ANY_OWNER or w.endswith(("'s", "s'")) and w not in _NOT_OWNERS for w in told):
        return False  # "Between last spring (400 members) and this spring …, our growth rate": no one else told
    told |= {w.removesuffix("'s") for w in told if w.endswith("'s")}
    for t in (tokens[k] for k in kept if k >= start):
        owners = _OWNERS_TOLD.get(t.value)
        if owners is None and t.value.endswith("'s") and t.value not in _NOT_OWNERS:
            owners = (t.value.removesuffix("'s"),)
        if owners is None:
            continue
        if not told & set(owners) and not (owners is _THIRD and any(w.endswith(("'s", "s'")) for w in told)) \
                and not (owners is _THEY and any(w.endswith("s'") for w in told)):
            return True
    return False


def _before_an_owner(tokens: list[Tok], k: int) -> bool:
    """"my sister's rent": the my before a possessive names whose sister, not whose rent."""
    return tokens[k].value in _OWNERS_TOLD and k + 1 < len(tokens) and tokens[k + 1].value.endswith("'s") \
        and tokens[k + 1].value not in _NOT_OWNERS


_THIRD = ("he", "she", "him", "his", "her", "hers")
_THEY = ("they", "them", "their", "theirs")
# An owner asked, by the words of the story that tell of it ("my" asked of a story told by "I" …)
_OWNERS_TOLD = {"my": ("i", "me", "my", "mine"), "our": ("we", "us", "our", "ours"), "your": ("you", "your", "yours"),
                "their": _THEY, "his": _THIRD, "her": _THIRD}
_ANY_OWNER = frozenset(w for words in _OWNERS_TOLD.values() for w in words)
_NOT_OWNERS = frozenset({"it's", "what's", "that's", "how's", "there's", "who's", "where's", "when's", "let's"})
