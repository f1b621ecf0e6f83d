"""Fractions compared or listed the way people ask (2/3和3/5哪个大, 5/8、2/3、3/4中哪个最大, 1/2、1/3和1/6的和)
and a part asked as a fraction of a bare number ("what fraction of 80 is 20"): exact fractions
out; and the near-misses that stay unread."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import equal

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2/3 和 3/5 哪个大", "2/3"),
        ("7/9、4/5、5/6中哪个最大", "5/6"),
        ("2/5、4/7里哪个最小", "2/5"),
        ("3/4 和 0.7 哪个大", "3/4"),
        ("1/2、1/3和1/6的和", "1"),
        ("3/8、1/8、5/8的平均数", "3/8"),
        ("what fraction of 80 is 20", "1/4"),
        ("30 is what fraction of 45", "2/3"),
    ],
)
def test_fractions_in_a_list_or_as_a_share_read_exactly(text: str, value: str) -> None:
    got = value_of(text)
    assert equal(got, value), (text, got)  # the exact value (a repeating decimal shows as its fraction)


@pytest.mark.parametrize(
    "text",
    [
        "what fraction of an hour is 20",  # 20 what?
        "what fraction of 60 is 45 minutes",  # a bare number against a time
        "2/3 和 3/5 哪个大，大多少",  # two questions
    ],
)
def test_a_share_of_unlike_amounts_or_two_questions_is_not_read(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize("text", ["12/4、5、6的平均数", "12/4,5,6的平均数是多少", "1/2和3哪个大"])
def test_a_list_led_by_a_division_then_whole_numbers_is_not_read(text: str) -> None:
    assert value_of(text) is None  # 12/4 one item, or 12 divided by the mean of 4, 5 and 6?
