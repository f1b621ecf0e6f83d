"""Fractions the way people write them, in both languages: a fraction of an amount (四分之三的48,
12的三分之二, "two thirds of 90"), fractions and mixed numbers in English words, and the answer
asked as a fraction (几分之几) or as a decimal; and the near-misses that must stay unread."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words
from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("四分之三的 48 是多少", "36"),
        ("三分之一的90是多少", "30"),
        ("五分之二的 35 加 1 等于几", "15"),
        ("3/4的48", "36"),
        ("12 的三分之二加上 5 是多少", "13"),
        ("90的三分之一是多少", "30"),
        ("一百的五分之四减去20", "60"),
        ("120 的 3/4 是多少", "90"),
        ("三分之二的3次方是多少", str(run_task(read("(2/3)^3")).value)),  # 的 before a power stays a power
        ("a third of 1,200", "400"),
        ("what is two thirds of 90", "60"),
        ("three quarters of 48 minus 6", "30"),
        ("one fifth of 35", "7"),
        ("a quarter of a million plus fifty thousand", "300000"),
        ("seven and a half times 4", "30"),  # one mixed number, then the product
        ("Add sixteen and a half to twenty-three and a quarter", "39.75"),
        ("What's 1/4 + 2/5 in decimal?", "0.65"),
        ("1/2 + 1/4 as a decimal", "0.75"),
    ],
)
def test_a_fraction_in_words_or_of_an_amount_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "fraction"),
    [
        ("2/5 乘以 15/8 等于几分之几", "3/4"),
        ("1/4 + 1/3 等于几分之几", "7/12"),
        ("8是24的几分之几", "1/3"),  # a part of a whole as a fraction, not as a percentage
        ("How much is two thirds plus three quarters? Answer as an improper fraction", "17/12"),
        ("Subtract 1/6 from 3/4 (fraction please)", "7/12"),  # a note in parentheses, not a factor
    ],
)
def test_a_fraction_asked_for_is_shown(text: str, fraction: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).display.startswith(fraction)


@pytest.mark.parametrize(
    ("words", "digits"),
    [
        ("two thirds plus three quarters", "2/3 plus 3/4"),
        ("sixteen and a half plus 2", "16(1/2) plus 2"),
        ("revenue in the third quarter", "revenue in the 3rd quarter"),  # a period, not a fraction
        ("we met two quarters ago", "we met 2 quarters ago"),
        ("half of 8 plus 2", "half of 8 plus 2"),  # its own reading, refused as two readings
        ("two third of 9", "two third of 9"),  # not a fraction as written
    ],
)
def test_only_a_fraction_that_is_an_amount_becomes_digits(words: str, digits: str) -> None:
    assert digits_for_number_words(words) == digits


@pytest.mark.parametrize(
    "text",
    [
        "0.2乘以3等于几分之几",  # a decimal asked as a fraction is a conversion
        "half of 8 plus 2",  # of 8, or of 10?
        "multiply 3 by 4 plus 2",  # by 4 then plus 2, or by 6?
        "in the third quarter we sold 5",
        "the sum of a half and a third plus 2",
        "6÷2(1+2)",
    ],
)
def test_a_near_miss_is_notread(text: str) -> None:
    assert read(text) is None


def test_a_second_step_after_a_verb_is_a_next_step() -> None:
    task = read("If I multiply 19 by 21 and then add 1, what do I get?")
    assert task is not None and run_task(task).value == "400"
