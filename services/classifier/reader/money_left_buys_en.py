"""Two steps with money, in English (issue 15, MAWPS multi-step): money had, then some spent or more got, then what
the money buys at a price each: "Will had 57 dollars. If he spent 27 bucks on a new game, how many 6 dollar toys could
he buy with the money he had left?" ((57-27)/6), "Sam had saved up 8 dollars. If he received another 7 dollars for
his allowance, how many 3 dollar toys could he buy?" ((8+7)/3).

The story is two amounts of money and no other number: the first had, made, earned, saved or won by the holder, the
second spent ("spent 27 bucks on a new game", "spent 21 dollars buying new mower blades") or got again ("received
another 7 dollars", "got another 5 dollars") by the holder (a pronoun or the name). The question asks how many things
of a price the holder can or could buy: "with the money he had left" after spending (never without it: all the money
or the rest is not said), nothing after it after getting more. Only a whole count: groups that do not come out even go
slow (how the rest is meant is not said), as do doubt, negation, another spender or buyer, more spent than had.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import question_start, word_pairs
from .tokens import Tok
from .triggers import triggered_by
from .first_steps_en import HOLDER_SAID, Words
from .three_counts_en import UNSURE_WORDS, names_in
from .units import money_unit

_HAD = frozenset({"had", "has", "made", "earned", "saved", "won", "got", "received"})
_SPENT = frozenset({"spent", "spends", "paid", "pays"})
_GOT_MORE = frozenset({"received", "got", "earned", "made", "won", "found"})
_MODAL = frozenset({"can", "could"})
_PER_TIME = frozenset({"each", "every", "per", "a", "an", "day", "days", "week", "weeks", "month", "months", "year",
                       "years", "hour", "hours", "minute", "minutes", "daily", "weekly", "monthly", "yearly", "hourly",
                       "annually", "weekend", "weekends", "morning", "night", "time", "apiece"})
_TIMES = frozenset({"summer", "winter", "spring", "fall", "autumn", "weekend", "week", "month", "year", "holidays",
                    "break", "vacation"})
_LEFT_TAILS = (["with", "money", "he", "had", "left"], ["with", "money", "she", "had", "left"],
               ["with", "money", "they", "had", "left"], ["with", "money", "he", "has", "left"],
               ["with", "money", "she", "has", "left"], ["with", "money", "they", "have", "left"],
               ["with", "money", "i", "have", "left"], ["with", "money", "i", "had", "left"],
               ["with", "money", "left"], ["with", "rest"])


@triggered_by(text=("how many",))
def read_money_left_buys(tokens: list[Tok], slots: Slots) -> Task | None:
    words = word_pairs(tokens, slots)
    start = question_start(words)
    if start <= 0 or _unsure(words):
        return None
    story, question = words[:start], words[start:]
    told = [k for k, (kind, _) in enumerate(story) if kind == "NUM"]
    asked = [k for k, (kind, _) in enumerate(question) if kind == "NUM"]
    said = ((story, told[0]), (story, told[1]), (question, asked[0])) if len(told) == 2 and len(asked) == 1 else ()
    amounts = [_money(slots, s, k) for s, k in said]
    if not amounts or None in amounts:
        return None
    names = names_in(slots.original)
    if len(names) > 1:
        return None
    i, j = told
    had, change, price = amounts
    if _per_time(story, i) or _per_time(story, j):
        return None  # "spent 47 dollars a week", "earned 60 dollars a week": a rate, how many times not told
    subject = _had(story, i)
    if subject is None or names and not subject <= names | HOLDER_SAID:
        return None
    holder = names | subject | HOLDER_SAID
    how = _changed(story, j, holder)
    tail = _buys_asked([w for kind, w in question if kind == "W"], holder)
    if how is None or tail is None or (how == "-") != tail or how == "-" and change >= had:
        return None
    value = had - change if how == "-" else had + change
    if (value / price).denominator != 1:
        return None  # groups that do not come out even: the whole ones or all of it is not said
    return Task("expr", {"expression": f"({had}{how}{change})/{price}"}, source="parser")


def _unsure(words: Words) -> bool:
    """A word of doubt, negation or condition (two_steps_en.py's), "over" a time aside ("over the summer")."""
    said = [w for _, w in words]
    return any(w in UNSURE_WORDS and not (w == "over" and said[x + 1:x + 2] and said[x + 1] in _TIMES)
               for x, w in enumerate(said))


def _per_time(story: Words, k: int) -> bool:
    """The amount at k told per a time or each of something: a word of time or "each", "every", "per" after it in its
    clause ("a week" is "week": the article is not among the words)."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] == "P"), len(story))
    return bool({w for kind, w in story[k + 1:end] if kind == "W"} & _PER_TIME)


def _money(slots: Slots, said: Words, k: int) -> Fraction | None:
    """An amount of money above nothing ("$40", "57 dollars", "27 bucks": the word after the number where the slot
    has no unit), or None."""
    number = slots.number(said[k][1])
    unit = number.unit or (said[k + 1][1] if k + 1 < len(said) and said[k + 1][0] == "W" else "")
    if not money_unit(unit) or number.percent or number.value <= 0:
        return None
    return Fraction(number.value)


def _clause_start(story: Words, k: int) -> list[str]:
    first = max((x for x in range(k) if story[x][0] == "P"), default=-1) + 1
    return [w for kind, w in story[first:k] if kind == "W"]


def _had(story: Words, i: int) -> set[str] | None:
    """"Will had 57 dollars", "Sam had saved up 8 dollars", "Edward made 37 dollars mowing lawns": the holder's words
    (one, the story's first), else None."""
    before = _clause_start(story, i)
    before = before[:-1] if before[-1:] == ["up"] else before  # "saved up"
    before = before[:-2] + before[-1:] if before[-2:-1] == ["had"] else before  # "had saved"
    if any(kind == "P" for kind, _ in story[:i]) or len(before) != 2 or before[1] not in _HAD:
        return None  # the story's first clause, a holder and the having
    return {before[0]}


def _changed(story: Words, j: int, holder: set[str]) -> str | None:
    """"If he spent 27 bucks on a new game": "-"; "If he received another 7 dollars for his allowance": "+"; by the
    holder, as the second clause's one doing; else None."""
    before = _clause_start(story, j)
    before = before[1:] if before[:1] == ["if"] else before
    if before[-1:] == ["another"]:
        doer, verb = before[:-2], before[-2:-1]
        how = "+" if set(verb) & _GOT_MORE else None
    else:
        doer, verb = before[:-1], before[-1:]
        how = "-" if set(verb) & _SPENT else None
    return how if len(doer) == 1 and set(doer) <= holder else None


def _buys_asked(question: list[str], holder: set[str]) -> bool | None:
    """"how many 6 dollar toys could he buy [with the money he had left]": True with the money left, False with
    nothing after "buy", None for any other question."""
    if question[:2] != ["how", "many"]:
        return None
    rest = question[2:]
    rest = rest[1:] if rest[:1] == ["dollar"] else rest  # "6 dollar toys"
    if len(rest) < 4 or not rest[0].isalpha() or rest[1] not in _MODAL or rest[2] not in holder or rest[3] != "buy":
        return None
    tail = rest[4:]
    return True if tail in _LEFT_TAILS else False if not tail else None
