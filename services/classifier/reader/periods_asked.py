"""A question for another period than the story's amounts are given for: "$3,000 a month … how much do
I save in a year?", "$24 an hour … in a week?". Only the readers that convert one period into
another (rates.py: a month is 12 of a year; a conversion; a date reading) answer it; for any other
reading the amount of one period would be given as the amount of another, so the request goes slow.
"""

from __future__ import annotations

from .tokens import Tok, last_clause_start

PERIOD_OF_TYPE = {"DAY_UNIT": "day", "WEEK_UNIT": "week", "MONTH_UNIT": "month", "YEAR_UNIT": "year"}
PERIOD_WORDS = {"hour": "hour", "hours": "hour", "hourly": "hour", "小时": "hour", "daily": "day", "weekly": "week",
                 "monthly": "month", "yearly": "year", "annual": "year", "annually": "year", "季度": "quarter",
                 "quarter": "quarter", "quarterly": "quarter"}
# A period is one an amount is given per when it follows the amount ("$3,000 a month", "5 days", "$2,400
# rent a month": its noun between) or a "per" word (每月, "every week"); "this week", "last month" name
# when, not a rate.
_BEFORE_A_RATE_PERIOD = frozenset({"NUM", "UNIT", "MEI"})
# Readers whose reading is the conversion between periods, or counts periods themselves; a statistic's
# period asked ("the daily average") is that of its items.
_CONVERTING = frozenset({"read_rate", "read_conversion", "read_dates", "read_weekday_check", "read_interest",
                         "read_statistic", "read_dispersion", "read_period_rate_en",
                         "read_priced_period",  # priced_periods_en.py: a month, quarter, year converted; its own checks
                         "read_per_period_zh",  # its own periods match, or convert (known_periods_zh.py; 每个月299 … 办了一年)
                         "composed_period_zh"})  # compose_zh.py: 每天 … 一个星期, periods of a fixed size converted
_CONVERTING_OPS = frozenset({"convert", "date_diff", "date_add", "weekday", "business_days"})


def _periods(tokens: list[Tok]) -> set[str]:
    return {PERIOD_OF_TYPE.get(t.type) or PERIOD_WORDS.get(t.value, "") for t in tokens} - {""}


def _rate_periods(tokens: list[Tok]) -> set[str]:
    return {PERIOD_WORDS.get(t.value) or PERIOD_OF_TYPE.get(t.type, "") for i, t in enumerate(tokens)
            if t.value in PERIOD_WORDS or t.type in PERIOD_OF_TYPE and i and (
                tokens[i - 1].type in _BEFORE_A_RATE_PERIOD
                or i > 1 and tokens[i - 1].type == "WORD" and tokens[i - 2].type in _BEFORE_A_RATE_PERIOD)} - {""}


def other_period_asked(tokens: list[Tok], reader: str, op: str) -> bool:
    """Whether the question names a period the story's amounts are not given for."""
    if reader in _CONVERTING or op in _CONVERTING_OPS:
        return False
    start = last_clause_start(tokens)
    given = _rate_periods(tokens[:start])
    return bool(given) and bool(_periods(tokens[start:]) - given)


_RECURRING = frozenset({"hourly", "daily", "nightly", "weekly", "monthly", "quarterly", "yearly", "annually"})


def recurring_read_once(tokens: list[Tok], reader: str) -> bool:
    """"Lily has $50 and spends $12.5 on lunch weekly": an amount said to recur (the adverb ends its clause or follows
    the amount; "monthly users", "a monthly pass" name a thing), which the grammar (it counts no periods) would read
    as said once."""
    return reader == "grammar" and any(
        t.value in _RECURRING and (k + 1 == len(tokens) or tokens[k + 1].type == "COMMA"
                                   or k and tokens[k - 1].type in ("NUM", "UNIT"))
        for k, t in enumerate(tokens))
