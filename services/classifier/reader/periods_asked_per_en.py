"""A period asked with "a" at the end of an English question is asked per that period: "Zoe earns $54,000 a year. How
much does she earn a month?" asks what "… earn per month?" asks (4500), "What does she make a month?" too. The "a"
(or "an") becomes "per", and the readers read the question as they read "per".

Only at the very end of the question clause (the last clause, opened by "how much" or "what": money asked), and only
before one period word (hour, day, week, month, year): "How much will she earn a month from now?" (more words after
it), "How many seconds in a day?" (one day, after "in", "of", "to" or "for") and "a month" anywhere in the story
("$39 a month": the rate readers read that already) stay as they were.
"""

from __future__ import annotations

from .tokens import Tok

_PERIOD_TYPES = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_HOURS = frozenset({"hour", "hr"})
_ASKING = frozenset({"HOW_MANY", "WHAT"})


def a_period_asked_per(tokens: list[Tok]) -> list[Tok]:
    """`tokens` with the question's closing "a <period>" said as "per <period>"."""
    if len(tokens) < 4 or tokens[-2].type != "WHAT" or tokens[-2].value not in ("a", "an"):
        return tokens
    period = tokens[-1]
    if tokens[-3].value in ("in", "of", "to", "for"):
        return tokens  # "How many seconds in a day?": a conversion, one day
    if not (period.type in _PERIOD_TYPES and not period.value.endswith("s")
            or period.type == "UNIT" and period.value in _HOURS):
        return tokens
    start = max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1) + 1
    if tokens[start].type not in _ASKING or not tokens[start].value.startswith(("how much", "what")):
        return tokens  # not "how many games are played a month": the readers of counts read "a month" already
    return [*tokens[:-2], Tok("MEI", "per", tokens[-2].pos), period]
