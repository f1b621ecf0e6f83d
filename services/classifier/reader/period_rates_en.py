"""An amount a period, asked over a longer period in a chat message (issue 15, the chats corpus): "I drink 2 liters of
water a day, how many liters is that in a week?", "I save $15 a day, how much is that in a week", "we spend $650 a month
on groceries. how much is that in a year?", "my cat sleeps 14 hours a day, how many hours in a week?".

One amount told per period ("a day", "per hour", "every month"), and a question ending "in (over, for) [N] <period>":
the amount times the periods, where one period holds a fixed count of the other: a week 7 days, an hour 60 minutes, a
minute 60 seconds, a year 12 months (a month's days and a year's weeks are not fixed; a day's 24 hours is no day of
"I earn $20 an hour" or "I read 40 pages an hour": not read).
Every other word of the question is a question word, the amount's own or its verb's ("how many books" of pages, "how
many minutes" of pages a minute ask another thing). Work, school and weekdays leave a week's days open (5 or 7: "I work 8 hours a day"), and a hedge, a negation, a
condition, a count of times ("twice a day") or another amount leave the request unread.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by

_PERIOD_TYPES = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "UNIT"})
_PERIODS = {"second": "second", "seconds": "second", "sec": "second", "minute": "minute", "minutes": "minute",
            "min": "minute", "mins": "minute", "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "day": "day",
            "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month", "year": "year",
            "years": "year"}
# How many of a shorter period one longer period holds, where that is fixed
# (not a day's 24 hours: "I earn $20 an hour", "I read 40 pages an hour" are not done all day)
_HOLDS = {("day", "week"): 7, ("minute", "hour"): 60, ("second", "minute"): 60, ("month", "year"): 12}
_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "usually", "sometimes", "mostly",
             "most", "some", "or", "if", "unless", "when", "except", "not", "no", "never", "n't", "work", "works",
             "worked", "working", "job", "shift", "shifts", "school", "class", "classes", "office", "weekday",
             "weekdays", "weekend", "weekends", "business", "twice", "thrice", "times", "more", "less", "left",
             "already", "than", "then", "until", "after", "before", "start", "first", "plus", "other", "another",
             "else", "only", "extra", "%", "percent", "each of", "per person", "apiece",
             # who does it, one or several ("Either of my parents earns $20 an hour. How much do they earn …")
             "either", "neither", "both", "they", "them", "their")
_QUESTION_WORDS = frozenset({"how", "much", "many", "is", "that", "this", "it", "would", "will", "be", "do", "does",
                             "did", "i", "we", "you", "he", "she", "in", "over", "for", "a", "an", "one",
                             "the", "whole", "entire", "total", "what's", "what", "whats", "of"})
_PREPOSITIONS = frozenset({"IN", "FOR", "OVER"})


def _period(t: Tok) -> str | None:
    return _PERIODS.get(t.value.lower()) if t.type in _PERIOD_TYPES else None


@triggered_by(types=("DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"), words=("hour", "minute", "second"))
def read_period_rate_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens) \
            or Said(tokens).any(_NOT_READ):
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
    per = next((k for k in range(r + 1, min(r + 6, len(story))) if _period(story[k])
                and not (k == r + 1 and story[k].value.endswith("s"))), None)
    if per is None or any(t.type not in ("WORD", "UNIT", "OF", "MEI") for t in story[r + 1:per]) \
            or any(_period(t) for t in story[per + 1:]):
        return None  # "2 liters of water a day": the amount, its words, then its one period
    if story[per].type == "UNIT" and not (story[per - 1].type == "MEI" or story[per].value in ("hour", "minute")):
        return None  # "for 20 minutes" is a time spent, not a period of a rate ("an hour", "per minute")
    told = _period(story[per])
    # the question: … in (over, for) [N] <period>, at its end
    if len(question) < 3 or not _period(question[-1]):
        return None
    asked = _period(question[-1])
    count_at = len(question) - 2 if question[-2].type == "NUM" else None
    prep = question[-3] if count_at is not None else question[-2]
    if prep.type not in _PREPOSITIONS and prep.value not in ("over", "for", "in"):
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
            if w not in _QUESTION_WORDS and w.rstrip("s") not in known or w in _PERIODS and t is not question[-1]:
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
