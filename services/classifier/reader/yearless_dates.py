"""Two dates said without a year, their day count asked ("How many days from March 3 to March 20?",
3月3日到3月20日有多少天): the count is the same in every year where no February 29 can fall inside, and the sandbox
counts it for `--MM-DD` dates (services/sandbox/ops_yearless.py), the end not counted unless "inclusive" is said
(dates.py's reading of a day count, unchanged).

Read only as written in calendar order within one year (March 3 before March 20): "from December 20 to January 5"
may be the next January or a count back, and "between March 20 and March 3" either way round; not a range over
the end of February (the sandbox would refuse it anyway: the answer says "uncertain"), not February 29 itself, and
not where a year is named in words (this year, next year, 今年): which year each date is in is then told, and not
read here.
"""

from __future__ import annotations

from dtlib.perception import DateMention

from .tokens import Tok

# dtlib.date_mentions' problem of a date said without a year, which no other date of the request lends one
YEAR_NOT_GIVEN = "the year is not given"
_YEAR_WORDS = ("year", "年")


def yearless_ends(tokens: list[Tok], mentions: list[DateMention]) -> tuple[str, str] | None:
    """The two dates as `--MM-DD`, first to last, where they can be counted in any year; otherwise None."""
    if len(mentions) != 2 or any(m.year is not None or m.problem != YEAR_NOT_GIVEN for m in mentions):
        return None
    if any(t.type != "DATE" and any(w in t.value.lower() for w in _YEAR_WORDS) for t in tokens):
        return None  # "March 3 this year to March 20 next year", 今年3月3日
    first, last = ((m.month, m.day) for m in mentions)
    if not first < last or (2, 29) in (first, last) or first <= (2, 28) and last >= (3, 1):
        return None
    return tuple(f"--{month:02d}-{day:02d}" for month, day in (first, last))  # type: ignore[return-value]
