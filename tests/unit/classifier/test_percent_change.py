"""One amount moved by one percentage, read by its values; a change whose direction is not said is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A $80 jacket is 25% off. What's the sale price?", "60"),
        ("If something costs $64 and it's 12.5% off, how much do I pay?", "56"),
        ("If my rent of $1,500 goes up 4%, what's the new rent?", "1560"),
        ("工资 8000，降了 5%，现在是多少？", "7600"),
        ("一件衣服原价 300，涨价 20% 后是多少钱？", "360"),
        ("价格100元，上涨了15%，现在多少钱", "115"),
        ("月薪8000，涨了10%，现在是多少", "8800"),
    ],
)
def test_the_amount_after_the_change(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "80 students, 25% are absent, how many are present",  # no direction beside the percentage
        "A town of 20000 grows by 3%, what is it now",  # 'grows': not a word this reader knows
    ],
)
def test_a_change_whose_direction_is_not_said_is_not_read(text: str) -> None:
    assert parse(text) is None
