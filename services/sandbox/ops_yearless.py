"""A day count between two dates said without a year ("How many days from March 3 to March 20?", 3月3日到3月20日):
`date_diff` with `start` and `end` as ISO 8601 year-less dates, `--MM-DD`.

The count is the same in every year or there is no answer: it is worked out for start years of every kind (a
common year before a leap year, a leap year, the common years after it), the end in the start's year, or in the
next where it comes earlier in the calendar ("December 20 to January 5"); a February 29 inside the range makes the
counts differ, and the request is rejected as ambiguous. A February 29 as either end is no date of every year.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Any

from dtlib.envelope import Step

from .errors import Rejected

YEARLESS_RE = re.compile(r"--([0-9]{2})-([0-9]{2})")
_YEARS = (2021, 2022, 2023, 2024)  # one of each place in the leap cycle (2000 and 2100 change none of the counts)


def is_yearless(args: dict[str, Any]) -> bool:
    return any(isinstance(args.get(k), str) and args[k].startswith("--") for k in ("start", "end"))


def yearless_days(args: dict[str, Any]) -> tuple[int, list[Step]]:
    """The days from `start` to `end` (no end counted), the same in every year, and the steps that show it."""
    (sm, sd), (em, ed) = (_month_day(args, k) for k in ("start", "end"))
    counts = set()
    for year in _YEARS:
        end_year = year + 1 if (em, ed) < (sm, sd) else year
        counts.add((dt.date(end_year, em, ed) - dt.date(year, sm, sd)).days)
    if len(counts) != 1:
        raise Rejected("AMBIGUOUS_DATE",
                       f"from {args['start']} to {args['end']} the count depends on the year (February 29 or not)",
                       "say the year")
    days = counts.pop()
    return days, [Step("date_diff", [args["start"], args["end"]], str(days)),
                  Step("same_in_leap_and_common_years", [str(days)], str(days))]


def _month_day(args: dict[str, Any], name: str) -> tuple[int, int]:
    raw = args[name]
    m = YEARLESS_RE.fullmatch(raw) if isinstance(raw, str) else None
    if m is None:
        raise Rejected("INVALID_DATE", f"'{name}' is not a --MM-DD date (both ends without a year, or both with one)",
                       "write both dates as YYYY-MM-DD, or both as --MM-DD")
    month, day = int(m.group(1)), int(m.group(2))
    if not 1 <= month <= 12 or not 1 <= day <= calendar.monthrange(2023, month)[1]:
        raise Rejected("INVALID_DATE", f"the date {raw} is not a date of every year", "say the year")
    return month, day
