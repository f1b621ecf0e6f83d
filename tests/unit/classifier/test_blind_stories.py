"""A blind set of short stories (blind_stories.jsonl, issue 15), written before reading the reader:
one-step stories with their golds, and stories that must go slow. No fast answer may be wrong; and
the families found wrong on it, each by a rule of language."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    "text",
    [
        "老公，我上个月工资到手8600，房贷还了4500，生活费大概2000，还能存多少？",
        "I had about $50 and spent $20. How much do I have left?",
        "We drove roughly 300 km in 4 hours. What was our average speed?",
        "Rent is around $1,200 a month. How much is that in a year?",
        "The pizza was nearly $40 and we are 4 people splitting it. How much each?",
        "这件衣服大约300元，打八折多少钱？",
        "房租约2500元，3个人平摊，每人多少？",
        "生活费每月3000元左右，一年要多少？",
    ],
)
def test_an_amount_said_to_be_approximate_is_not_computed_exactly(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I had $50 and spent $20. How much do I have left?", "30"),
        ("我们开了200公里，用了4小时，平均每小时多少公里？", "50"),
        ("What about 5 apples at $2 each, how much?", "10"),  # a suggestion, no hedge
    ],
)
def test_the_same_stories_with_exact_amounts_still_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
