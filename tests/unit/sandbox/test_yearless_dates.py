"""date_diff of two dates without a year (`--MM-DD`, ops_yearless.py): the count every year gives, or AMBIGUOUS_DATE
where a February 29 inside makes a leap year's differ. Golds from datetime, for every start year of a leap cycle."""

from __future__ import annotations

import datetime as dt

import pytest

from dtlib.envelope import Task
from services.sandbox.inline import computes_inline
from services.sandbox.ops import run_task


def _every_year(start: str, end: str) -> set[int]:
    (sm, sd), (em, ed) = ((int(x) for x in d[2:].split("-")) for d in (start, end))
    return {(dt.date(y + ((em, ed) < (sm, sd)), em, ed) - dt.date(y, sm, sd)).days for y in range(2020, 2028)}


@pytest.mark.parametrize(("start", "end"), [("--03-03", "--03-20"), ("--06-10", "--08-05"), ("--01-05", "--02-20"),
                                            ("--12-20", "--01-05"), ("--03-01", "--12-31"), ("--01-01", "--02-28")])
def test_a_count_the_same_in_every_year_is_answered(start: str, end: str) -> None:
    result = run_task(Task("date_diff", {"start": start, "end": end}))
    assert {int(result.value)} == _every_year(start, end)
    assert result.display.endswith("(end date not counted, any year)")
    counted = run_task(Task("date_diff", {"start": start, "end": end, "inclusive": True}))
    assert int(counted.value) == int(result.value) + 1


@pytest.mark.parametrize(("start", "end"), [("--02-20", "--03-05"), ("--01-05", "--03-01"), ("--12-20", "--03-05")])
def test_a_count_a_leap_day_changes_is_refused(start: str, end: str) -> None:
    assert len(_every_year(start, end)) == 2
    result = run_task(Task("date_diff", {"start": start, "end": end}))
    assert result.status == "rejected" and result.error.code == "AMBIGUOUS_DATE"


@pytest.mark.parametrize("args", [{"start": "--02-29", "end": "--03-10"}, {"start": "--04-31", "end": "--05-02"},
                                  {"start": "2024-03-03", "end": "--03-20"}, {"start": "--13-01", "end": "--12-01"}])
def test_no_date_of_every_year_or_one_end_with_a_year_is_refused(args: dict) -> None:
    assert run_task(Task("date_diff", args)).error.code == "INVALID_DATE"


def test_the_year_less_form_is_computed_inline() -> None:
    assert computes_inline(Task("date_diff", {"start": "--03-03", "end": "--03-20"}))
