"""Counts told per a time, in English (issue 15, MAWPS multi-step): "packed 5 boxes … every day", "bought 13 boxes
each week", "baked 40 muffins a day", "daily": how many times is not told, so a total of such counts is not the story's
(three_counts_en.py's `three_counts_asked` refuses them for every reader that shares it). A time told as a time is no rate:
"by the end of the day", "the next day", "for 3 days", "in the morning".
"""

from __future__ import annotations

import re

_EVERY = frozenset({"each", "every", "per"})
_RATES = frozenset({"daily", "weekly", "monthly", "yearly", "hourly", "annually", "nightly"})
_TIME_UNITS = frozenset({"day", "week", "month", "year", "hour", "minute"})
_TIMES = _TIME_UNITS | {"morning", "evening", "night", "afternoon", "weekend", "days", "weeks", "months", "years"}
# Words before a time that make it a time told, not a rate: "the end of the day", "the next day", "for 3 days"
_TIME_BEFORE = frozenset({"of", "in", "on", "at", "by", "for", "during", "after", "before", "this", "that", "last",
                          "next", "first", "second", "third", "same", "one", "following", "previous", "whole",
                          "all", "school", "birthday", "lunch", "to", "from", "until", "till", "game", "rainy"})


def per_time(said: list[str]) -> bool:
    """Counts told per a time: "every day", "each week", "40 muffins a day" (the article is not among the words: a
    time word right after a word that is no preposition, time or number), "daily": how many times is not told."""
    for x, w in enumerate(said):
        before = said[x - 1] if x else ""
        if w in _RATES or w in _TIMES and (before in _EVERY or w in _TIME_UNITS and before.isalpha()
                                           and before not in _TIME_BEFORE):
            return True
    return False


# A time as a rate ("every day", "a week", "daily"), and any word of time at all: where every time word of a request is
# a rate and the question ("how many") says none, the total asked is of times never counted (hostile round 33: "A
# factory packed 5 boxes every day. Each box has 12 jars. How many jars did it pack?" read 60 by group_totals_en.py,
# the one reader guards.py runs this check on; "I earn $3,000 a month … how much do I save" is a month's, and reads)
_TIME_WORD = r"(?:days?|weeks?|months?|years?|hours?|minutes?|mornings?|evenings?|nights?|afternoons?|weekends?)"
# "daily" as a rate ends its clause ("fills 8 trays daily."); before a noun it names a thing ("a monthly budget")
_AS_RATE = re.compile(rf"\b(?:every|each|per|a|an)\s+{_TIME_WORD}\b"
                      rf"|\b(?:{'|'.join(sorted(_RATES))})\b(?=\s*(?:[.,;!?]|and\b|$))")
_ANY_TIME = re.compile(rf"\b{_TIME_WORD}\b|\b(?:{'|'.join(sorted(_RATES))}|today|tonight|yesterday|tomorrow|now)\b"
                       r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b")
_TOTAL_ASKED = re.compile(r"\bhow many\b[^.?!]*[.?!]?\s*$")


def total_over_untold_times(text: str) -> bool:
    """Whether a total is asked ("how many jars did it pack?") of counts told only per a time ("5 boxes every day"),
    the times never counted and the question naming no time."""
    folded = text.lower()
    question = _TOTAL_ASKED.search(folded)
    if question is None:
        return False
    story = folded[:question.start()]
    rates = _AS_RATE.findall(story)
    return bool(rates) and len(_ANY_TIME.findall(folded)) == len(rates)
