"""A time as a share of another ("what fraction of an hour is 45 minutes", "45分钟是1小时的几分之几",
"6小时占1天的百分之几"): the two compared in the smaller unit, a fraction where a fraction is asked;
a bare number, another kind of unit or a share of a thing ("a pizza") goes slow."""

from __future__ import annotations

from fractions import Fraction

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(("text", "value", "display"), [
    ("What fraction of an hour is 45 minutes?", "3/4", "3/4 = 0.75"),
    ("45 minutes is what fraction of an hour?", "3/4", "3/4 = 0.75"),
    ("what fraction of a day is 6 hours", "1/4", "1/4 = 0.25"),
    ("What fraction of 2 hours is 40 minutes?", "1/3", None),
    ("what fraction of an hour is 45 minutes and 30 seconds", "91/120", None),
    ("45分钟是1小时的几分之几", "3/4", "3/4 = 0.75"),
    ("20分钟是1小时的几分之几", "1/3", None),
    ("6小时是一天的几分之几", "1/4", None),
    ("6小时占1天的百分之几", "25", None),
    ("what percent of a day is 6 hours", "25", None),
    ("what percentage of 2 hours is 30 minutes", "25", None),
])
def test_a_time_as_a_share_of_another(text: str, value: str, display: str | None) -> None:
    task = read(text)
    assert task is not None, text
    result = run_task(task)
    assert Fraction(result.value).limit_denominator(10**6) == Fraction(value), text
    if display is not None:
        assert result.display == display


@pytest.mark.parametrize("text", [
    "What fraction of an hour is 45?",           # 45 what?
    "45是1小时的几分之几",
    "What fraction of 2 hours is 40?",
    "what fraction of an hour is 45 km",         # not a time
    "45 minutes is what fraction of a month",    # a month has no fixed length
    "What fraction of a pizza is 3 slices?",
    "what fraction of a day do I sleep if I sleep 8 hours",
    "6小时是一天的几分之几还多",
])
def test_the_near_miss_is_not_read(text: str) -> None:
    assert read(text) is None, text
