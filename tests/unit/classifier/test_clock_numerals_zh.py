"""The hour and minutes of a Chinese clock time read by dtlib.zh_numerals.clock_number (reader/clock_spans_zh.py):
零点 is midnight, 零五 after 点 is 5 minutes, 两点 is 2 o'clock; a run that is no numeral (二十两, 十两, 零十) leaves
the request to the slow path rather than being read as a nearby hour."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("零点到六点，我睡了几个小时", "6"),  # 0:00 to 6:00
        ("工厂零点开工，八点半收工，一共干了多少分钟", "510"),  # 0:00 to 8:30
        ("从零点开始值班，值到三点四十五分，值了多少分钟", "225"),  # 0:00 to 3:45
        ("零点到零点三十分，睡了多少分钟", "30"),
        ("两点到五点，睡了几个小时", "3"),  # 两 alone is an hour
        ("三点零五分开始，四点结束，开了多少分钟", "55"),  # 零五 after 点 is 5 minutes
        ("零点出发，路上要走3小时，几点到？", "03:00"),  # a clock time plus a duration (reader/clock_adds.py)
        ("零点出发，路上要走两小时十五分钟，几点到？", "02:15"),
    ],
)
def test_a_clock_time_with_a_zero_or_two_is_read(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "晚上零点到早上六点，睡了几个小时",  # 晚上零点: which night?
        "凌晨零点到六点，睡了几个小时",  # 凌晨 says another day
        "二十两点开始，二十三点结束，开了多少分钟",  # 二十两 is no numeral
        "十两点开始，十四点结束，开了多少分钟",
        "零十点开始，十一点结束，开了多少分钟",
        "两十点开始，二十一点结束，开了多少分钟",
        "三点三十两分开始，四点结束，开了多少分钟",
        "零点到六点，弟弟睡了几个小时",  # someone else's span
        "晚上零点出发，路上要走3小时，几点到？",
        "三点三十两分出发，路上要走3小时，几点到？",  # 三十两 is no numeral: not 3:30
        "三点二十两分开始，四点结束，开了多少分钟",
        "三点十十分开始，四点结束，开了多少分钟",
        "零点出发，路上要走两十分钟，几点到？",  # 两十 is no numeral
        "八点〇五分开始，九点结束，开了多少分钟",  # CLOCK_ZH reads a minute's leading 零, not 〇: left to the slow path
    ],
)
def test_a_clock_time_that_is_no_numeral_goes_slow(text: str) -> None:
    assert read(text) is None, text
