"""A blind set of dates as people write them (dates_blind.jsonl, issue 15), written before reading the
reader's date code: day counts, date shifts, relative dates against `context.today`, weekdays and
business days, in Chinese and English, in every common date form; a quarter must go slow.

Policies the rows follow (beyond data/parse/README.md's conventions):
- "how many weeks between" is answered only when the days are whole weeks; months between go slow;
- "next X" / "last X" / "this X" in English are answered only where both week conventions agree
  (next X on or before today's weekday, last and this X after it); 下周X/上周X/这周X use Monday weeks;
- business days are answered only when Monday–Friday, no holidays and both ends are stated;
- a fixed-date holiday (Christmas, 元旦, 国庆节) with `today` is the next one; a moving or lunar one goes slow.

Rows with `split` "tune" were read for their misses; "check" rows are measured only by the counts here.
No fast answer may be wrong on either half.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from .reading import jsonl_rows, split_counts

ROWS = jsonl_rows("dates_blind.jsonl")
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def gold_of(row: dict) -> str:
    """The gold recomputed from the row's expression with `datetime` alone."""
    today = date.fromisoformat(row["context"]["today"]) if "context" in row else None

    def add_months(start: date, months: int) -> date:
        index = start.month - 1 + months
        return start.replace(year=start.year + index // 12, month=index % 12 + 1)

    def next_fixed(month: int, day: int) -> date:
        this_year = date(today.year, month, day)
        return this_year if this_year > today else date(today.year + 1, month, day)

    def business_days(start: date, end: date) -> int:
        return sum((start + timedelta(days=k)).weekday() < 5 for k in range((end - start).days + 1))

    names = {"D": date, "T": lambda days: timedelta(days=days), "AM": add_months, "TODAY": today,
             "NEXT": next_fixed, "WD": lambda d: DAYS[d.weekday()], "BD": business_days}
    value = eval(row["gold_expr"], names)  # noqa: S307 - the file's own expressions
    return value.isoformat() if isinstance(value, date) else str(value)


def test_the_file_is_what_its_expressions_give() -> None:
    assert len(ROWS) >= 400 and sum(r["expect"] == "slow" for r in ROWS) >= 0.24 * len(ROWS)
    assert min(sum(r["lang"] == lang for r in ROWS) for lang in ("zh", "en")) >= 0.45 * len(ROWS)
    for row in ROWS:
        if row["expect"] == "fast":
            assert row["gold"] == gold_of(row), row["id"]
        else:
            assert row["gold"] is None, row["id"]
