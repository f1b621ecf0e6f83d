"""The minutes or hours between two clock times of one day (reader/clock_spans.py), and what it leaves
to the slow path: an unnamed unit, a break or a delay, past midnight where which half of the day is not
placed, a time zone, a 12-hour time whose half of the day is not said, a span asked of someone else."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("电影 19:30 开始，21:05 结束，一共放了多少分钟？", "95"),
        ("开会从 10:05 开到 11:50，开了多久（分钟）", "105"),
        ("The movie starts at 7:30 pm and ends at 9:05 pm. How many minutes is it?", "95"),
        ("I worked from 9:15 to 17:45. How many hours did I work?", "8.5"),
        ("下午 2:30 开始，下午 4:00 结束，一共多少分钟", "90"),
        ("I started at 9:15 and finished at 11:00. How many minutes did it take?", "105"),
        ("The bus leaves at 8:10 and arrives at 9:05. How many minutes is the ride?", "55"),  # no place named
        ("A flight departs at 08:50 and lands at 13:05 the same day. How long is the flight in minutes?", "255"),
        ("23:30 开始，01:10 结束，多少分钟", "100"),  # a 24-hour evening start, a morning end: past midnight
        ("The oven ran from 10:45 pm to 1:15 am. How many minutes?", "150"),
        ("We slept from 23:00 to 06:30. How many hours of sleep is that?", "7.5"),  # the story's own doing
    ],
)
def test_the_time_between_two_clock_times(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "开会从 10:05 开到 11:50，开了多久",  # 1 小时 45 分, or 105?
        "I worked from 9:15 to 5:45 pm. How many hours did I work?",  # 9:15 am?
        "8:00 开始，2:00 结束，多少分钟",  # past midnight or past noon?
        "The shift runs from 10:30 to 6:15. How many minutes is it?",  # 10:30 am or pm?
        "The shift runs from Friday 22:30 to 06:15. How many minutes is it?",  # a weekday: which morning?
        "I worked from 9:10 to 11:40. How many minutes did Ann work?",  # someone else's span
        "From 9:00 to 17:00 with a 1 hour lunch break, how many hours did I work?",
        "The meeting is at 10:00. It's 9:15 now. How many minutes until the meeting?",  # the end first
        "My flight leaves at 10:00 New York time and lands at 13:00 London time. How many hours is the flight?",
        "晚上 12:00 开始，晚上 1:30 结束，多少分钟",
        "The bus comes every 15 minutes from 7:00 to 9:00. How many minutes?",
        # a journey between two places: each time may be local
        "The train leaves Paris at 8:10 and arrives in Lyon at 10:05. How many minutes is the ride?",
        "飞机13:05从北京起飞，14:50到达上海，飞了多少分钟？",
        "The flight leaves at 9:00 from Tokyo and lands at 11:00 in Seoul. How many minutes is the flight?",
    ],
)
def test_what_two_clock_times_leave_open_goes_slow(text: str) -> None:
    assert read(text) is None, text
