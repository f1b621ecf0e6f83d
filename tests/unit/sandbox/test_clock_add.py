"""clock_add: a clock time plus or less minutes. Golds from datetime (24-hour) and by hand (12-hour)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dtlib.envelope import Task
from services.sandbox.inline import computes_inline
from services.sandbox.ops import run_task

CASES = [
    ({"time": "08:40", "minutes": 95}, "10:15", "10:15"),
    ({"time": "22:50", "minutes": 205}, "02:15", "02:15 (+1 day)"),  # past midnight
    ({"time": "23:30", "minutes": 30}, "00:00", "00:00 (+1 day)"),  # midnight is 00:00 of the next day
    ({"time": "11:20", "minutes": 40}, "12:00", "12:00"),  # noon, the same day
    ({"time": "00:20", "minutes": -40}, "23:40", "23:40 (-1 day)"),  # the day before
    ({"time": "09:15", "minutes": -50}, "08:25", "08:25"),
    ({"time": "23:00", "minutes": 3000}, "01:00", "01:00 (+3 days)"),
    ({"time": "7:05", "minutes": 0}, "07:05", "07:05"),
    ({"time": "８:４０", "minutes": "95"}, "10:15", "10:15"),  # full-width digits, minutes as text
    # 12-hour: a start said without am or pm, the result in its own half of the day
    ({"time": "8:40", "minutes": 95, "clock": "12h"}, "10:15", "10:15 (12-hour clock, the start's half of the day)"),
    ({"time": "12:30", "minutes": 20, "clock": "12h"}, "12:50", None),  # 12:30 and 12:50: noon or midnight, both
    ({"time": "1:15", "minutes": -30, "clock": "12h"}, "12:45", None),
    ({"time": "9:15", "minutes": -50, "clock": "12h"}, "08:25", None),
    ({"time": "11:00", "minutes": 59, "clock": "12h"}, "11:59", None),
]


@pytest.mark.parametrize(("args", "value", "display"), CASES)
def test_clock_add(args: dict, value: str, display: str | None) -> None:
    r = run_task(Task("clock_add", args))
    assert r.status == "ok", r.error
    assert r.value == value and (display is None or r.display == display) and not r.rounded


REFUSED = [
    ({"time": "24:00", "minutes": 10}, "INVALID_TIME"),  # write 00:00
    ({"time": "23:60", "minutes": 10}, "INVALID_TIME"),
    ({"time": "8.40", "minutes": 10}, "INVALID_TIME"),
    ({"time": 840, "minutes": 10}, "INVALID_TIME"),
    ({"time": "0:30", "minutes": 10, "clock": "12h"}, "INVALID_TIME"),  # no 0 o'clock on a 12-hour clock
    ({"time": "13:30", "minutes": 10, "clock": "12h"}, "INVALID_TIME"),
    ({"time": "8:40", "minutes": 300, "clock": "12h"}, "AMBIGUOUS_TIME"),  # 1:40 or 13:40?
    ({"time": "11:30", "minutes": 30, "clock": "12h"}, "AMBIGUOUS_TIME"),  # 12:00: noon or midnight?
    ({"time": "1:15", "minutes": -90, "clock": "12h"}, "AMBIGUOUS_TIME"),
    ({"time": "08:40", "minutes": 1.5}, "NOT_AN_INTEGER"),
    ({"time": "08:40", "minutes": 100_001}, "TIME_OUT_OF_RANGE"),
    ({"time": "08:40", "minutes": 10, "clock": "am"}, "INVALID_ARGUMENT"),
    ({"time": "08:40"}, "MISSING_ARGUMENT"),
]


@pytest.mark.parametrize(("args", "code"), REFUSED)
def test_clock_add_refuses(args: dict, code: str) -> None:
    r = run_task(Task("clock_add", args))
    assert r.status == "rejected" and r.error.code == code and r.error.hint, r


@given(st.integers(0, 23), st.integers(0, 59), st.integers(-100_000, 100_000))
def test_clock_add_is_datetime_arithmetic(hour: int, minute: int, minutes: int) -> None:
    start = dt.datetime(2026, 1, 10, hour, minute)
    end = start + dt.timedelta(minutes=minutes)
    days = (end.date() - start.date()).days
    r = run_task(Task("clock_add", {"time": f"{hour:02d}:{minute:02d}", "minutes": minutes}))
    assert r.value == f"{end:%H:%M}" and r.steps[-1].op == "days_crossed" and r.steps[-1].result == str(days)


def test_clock_add_computes_inline() -> None:
    assert computes_inline(Task("clock_add", {"time": "8:40", "minutes": 95, "clock": "12h"}))
    assert not computes_inline(Task("clock_add", {"time": "8:40", "minutes": 10**9}))
