"""Units in the forms people type them: speeds written with a slash or in words (千米/小时, 米/秒,
千米每小时, kph) and acres (英亩), converted exactly; and what stays unread (a speed beside a
rate story, an acre that is not the amount converted)."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("36千米/小时是多少米/秒", "10"),
        ("108千米每小时等于多少米每秒", "30"),
        ("15米/秒合多少千米每小时", "54"),
        ("汽车速度 90 公里/小时，换算成米/秒", "25"),
        ("90 kph in m/s", "25"),
        ("3 acres in square meters", "12140.5692672"),
        ("5英亩等于多少平方米", "20234.282112"),
        ("how many hectares is 10 acres", "4.0468564224"),
    ],
)
def test_speeds_and_acres_convert_exactly(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "以 60 千米/小时的速度开了 2 小时，又开了 30 千米，一共多少千米",  # two steps
        "a farm of 40 acres sells for $5000 an acre, how many square meters",  # which amount?
        "72千米/小时和20米/秒哪个快",  # a comparison, not a conversion
    ],
)
def test_a_speed_or_an_acre_in_another_question_is_not_read(text: str) -> None:
    assert value_of(text) is None, text
