"""Durations a request says (dtlib/durations.py), read by the clock reader and the clock_add grounding check."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dtlib.durations import durations


@pytest.mark.parametrize(("text", "minutes"), [
    ("路上要走1小时35分钟", [Fraction(95)]),
    ("一个半小时以后", [Fraction(90)]),
    ("再过四十五分钟", [Fraction(45)]),
    ("the trip takes 3 h 25 min", [Fraction(205)]),
    # no numeral: left out, never a crash of the request's reading or its grounding check
    ("路上要走十十分钟", []),
    ("再过三十十分钟", []),
    ("要走三十两分钟", []),
    ("要走两十分钟", []),
    ("再过二十〇分钟", []),
    ("再过十零分钟", []),
    ("再过〇分钟", []),
    ("要走两小时十五分钟", [Fraction(135)]),
    ("要走一十五分钟", [Fraction(15)]),
])
def test_a_duration_is_read_in_minutes_or_left_out(text: str, minutes: list[Fraction]) -> None:
    assert [d.minutes for d in durations(text)] == minutes
