"""Simple interest, read only where the words say simple: principal × yearly rate × years."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Simple interest on $1,000 at 5% for 3 years?", "150"),
        ("存 10000 元，年利率 3%，存 2 年，单利利息多少", "600"),
        ("I deposit $2,000 at 4% simple interest per year for 5 years. How much interest?", "400"),
    ],
)
def test_simple_interest(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "$1,000 at 5% interest for 3 years. How much interest?",  # simple or compound?
        "Compound interest on $1,000 at 5% for 3 years?",
        "存 10000 元，年利率 3%，存 2 年，利息多少",
        "Simple interest on $1,000 at 5% for 6 months?",  # a term in months
        "Simple interest on $1,000 at 5% per month for 3 years?",
        "Simple interest on $1,000 at 5% for 3 years. What's the total?",  # with the principal: a second step
        "Simple interest on $1,000 at 5% for 3 years. How much interest per year?",
        "存 10000 元，年利率 3%，存 2 年，单利本息和多少",
        "存 10000 元，月利率 0.3%，存 2 年，单利利息多少",
        "存 10000 元，年利率 3%，存 2 年，单利利息扣税 20% 后多少",
        "存 10000 元，年利率 3%，存 2.5 年，单利利息多少",
        "At 5% simple interest, how many years for $1,000 to earn $150?",
        "I earn 5% simple interest on $1,000 and $500 for 3 years. How much interest?",
    ],
)
def test_what_is_not_simple_interest_as_stated_is_not_read(text: str) -> None:
    assert read(text) is None, text
