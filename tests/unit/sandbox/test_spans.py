"""is_leap_year and duration (ops_spans.py). Golds from calendar.isleap's rule written out and from datetime."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dtlib.envelope import Task
from services.sandbox.ops import run_task


@pytest.mark.parametrize(("year", "leap"), [(2024, "true"), (2023, "false"), (2100, "false"), (2000, "true"),
                                            (1900, "false"), (1600, "true"), (1583, "false")])
def test_leap_years_by_the_gregorian_rule(year: int, leap: str) -> None:
    result = run_task(Task("is_leap_year", {"year": year}))
    assert (result.status, result.value) == ("ok", leap)
    assert "Gregorian" in result.display


@pytest.mark.parametrize("year", [1500, 1582, 0, -45, 10000])
def test_a_year_before_the_gregorian_calendar_is_refused(year: int) -> None:
    result = run_task(Task("is_leap_year", {"year": year}))
    assert result.status == "rejected" and result.error.code == "DATE_OUT_OF_RANGE"


CASES = [
    ({"start": "08:05", "end": "15:30"}, "07:25", "07:25 (7 h 25 min)"),
    ({"start": "9:15", "end": "17:40", "format": "HH:MM"}, "08:25", None),
    ({"start": "10:12:05", "end": "13:01:50", "format": "HH:MM:SS"}, "02:49:45", None),
    ({"start": "15:37:08.877", "end": "22:24:25.490", "format": "HH:MM:SS.mmm"}, "06:47:16.613",
     "06:47:16.613 (6 h 47 min 16.613 s)"),
    ({"start": "00:00:00.5", "end": "00:00:01", "format": "HH:MM:SS.mmm"}, "00:00:00.500", None),
    ({"start": "2023-11-09 14:29:37", "end": "2023-12-20 18:06:31", "format": "D days, HH:MM:SS"}, "41 days, 03:36:54", None),
    ({"start": "2023-05-08 15:36 +0900", "end": "2023-05-09 07:53 -0200", "format": "D days, HH:MM"}, "1 day, 03:17", None),
    ({"start": "2024-02-28 22:00", "end": "2024-03-01 01:30", "format": "D days, HH:MM"}, "1 day, 03:30", None),  # 29 Feb
]


@pytest.mark.parametrize(("args", "value", "display"), CASES)
def test_durations(args: dict, value: str, display: str | None) -> None:
    result = run_task(Task("duration", args))
    assert (result.status, result.value) == ("ok", value)
    if display is not None:
        assert result.display == display


@pytest.mark.parametrize(("args", "code"), [
    ({"start": "22:30", "end": "06:15"}, "AMBIGUOUS_TIME"),  # past midnight: the dates must say so
    ({"start": "08:05", "end": "08:05"}, "AMBIGUOUS_TIME"),
    ({"start": "10:12:05", "end": "13:01:50"}, "INVALID_ARGUMENT"),  # HH:MM would drop 45 s
    ({"start": "00:00:00.25", "end": "00:00:01", "format": "HH:MM:SS"}, "INVALID_ARGUMENT"),
    ({"start": "2024-01-01 08:00", "end": "2024-01-02 09:00"}, "DATE_OUT_OF_RANGE"),  # a day or more as HH:MM
    ({"start": "2024-01-01 08:00", "end": "09:00"}, "INVALID_ARGUMENT"),  # a date on one end only
    ({"start": "2024-01-01 08:00 +0100", "end": "2024-01-01 09:00"}, "INVALID_ARGUMENT"),
    ({"start": "24:00", "end": "25:00"}, "INVALID_TIME"),
    ({"start": "08:00", "end": "09:00", "format": "minutes"}, "INVALID_ARGUMENT"),
])
def test_durations_refused(args: dict, code: str) -> None:
    result = run_task(Task("duration", args))
    assert result.status == "rejected" and result.error.code == code


@given(st.datetimes(min_value=dt.datetime(2000, 1, 1), max_value=dt.datetime(2100, 1, 1)),
       st.timedeltas(min_value=dt.timedelta(milliseconds=1), max_value=dt.timedelta(days=400)))
def test_a_span_between_two_date_times_is_datetime_s(start: dt.datetime, span: dt.timedelta) -> None:
    start = start.replace(microsecond=start.microsecond // 1000 * 1000)
    span = dt.timedelta(milliseconds=span // dt.timedelta(milliseconds=1))
    end = start + span
    text = lambda moment: moment.strftime("%Y-%m-%d %H:%M:%S.") + f"{moment.microsecond // 1000:03d}"  # noqa: E731
    result = run_task(Task("duration", {"start": text(start), "end": text(end), "format": "D days, HH:MM:SS"}))
    if span.microseconds:
        assert result.status == "rejected"  # milliseconds the format would drop
        return
    seconds = span.seconds
    day = "day" if span.days == 1 else "days"
    assert result.value == f"{span.days} {day}, {seconds // 3600:02d}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


@pytest.mark.parametrize(("args", "value"), [
    ({"year": 2022, "month": 2, "weekday": "sunday", "n": 1}, "6"),
    ({"year": 2022, "month": 4, "weekday": "thursday", "n": 3}, "21"),
    ({"year": 2024, "month": 5, "weekday": "friday", "n": -1}, "31"),
    ({"year": 2024, "month": 2, "weekday": "thursday", "n": 5}, "29"),  # the leap day
])
def test_nth_weekday(args: dict, value: str) -> None:
    result = run_task(Task("nth_weekday", args))
    assert (result.status, result.value) == ("ok", value)
    assert dt.date(args["year"], args["month"], int(value)).strftime("%A").lower() == args["weekday"]


@pytest.mark.parametrize("args", [{"year": 2022, "month": 2, "weekday": "monday", "n": 5},
                                  {"year": 2022, "month": 13, "weekday": "monday", "n": 1},
                                  {"year": 2022, "month": 2, "weekday": "someday", "n": 1},
                                  {"year": 2022, "month": 2, "weekday": "monday", "n": 0}])
def test_an_nth_weekday_a_month_does_not_have_is_refused(args: dict) -> None:
    assert run_task(Task("nth_weekday", args)).status == "rejected"
