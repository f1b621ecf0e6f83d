"""Percentages in the forms people write them besides "%": tenths (成: 三成 is 30 %, 七成五 75 %) and
per mille (‰, 千分之, "per mille"), of an amount, in a discount or in a change; and the near-misses
that must stay unread (a range, a bound, 成 as part of a word)."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("8000 元的两成是多少", "1600"),
        ("1200的七成五是多少", "900"),
        ("3000 的千分之五是多少", "15"),
        ("1500 的 8‰ 是多少", "12"),
        ("what is 2 per mille of 4000", "8"),
        ("6‰ of 2500", "15"),
        ("原价 500 元，降价两成，现价多少", "400"),  # the discount reader reads tenths as before
    ],
)
def test_tenths_and_per_mille_read_as_percentages(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "500的七到八成是多少",  # a range: which one?
        "至少三成的 200 是多少",  # a bound
        "九成新的手机 800 元，打几折",  # 九成新 is its condition, no question this reads
        "3成人2儿童，一共几个人",  # 成人: adults
        "一成不变的 3 条规则",
    ],
)
def test_a_range_a_bound_or_another_word_is_not_read(text: str) -> None:
    assert value_of(text) is None, text
