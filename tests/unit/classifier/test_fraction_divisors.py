"""A fraction written tight ("1/9") after a division is one divisor, never two more divisions."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import probe_outcomes


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2/3 divided by 1/9", "6"),
        ("2/3 ÷ 1/9", "6"),
        ("5/6 除以 5/9 等于多少", "1.5"),
        ("9 ÷ 3/4 + 1", "13"),
        ("divide 10 by 1/2", "20"),
        ("3 1/2 divided by 1 3/4", "2"),  # a mixed number as the divisor too
        ("6 / 2 / 3", "1"),  # spaced: divisions from the left
        ("1/2 * 1/3", str(run_task(parse("1/6")).value)),
    ],
)
def test_a_tight_fraction_after_a_division_is_one_divisor(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


def test_a_power_of_a_tight_fraction_is_not_read() -> None:
    assert parse("2^1/2") is None  # √2 to a reader, 1 to a calculator


@pytest.mark.parametrize("text", ["8/4/2", "2/3/4", "2/3/4等于多少"])
def test_a_chain_of_tight_slashes_is_not_read(text: str) -> None:
    assert parse(text) is None  # a fraction divided, a number over a fraction, or a date (notation_blind)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1/3 + 1/4 等于多少（用分数表示）", "7/12"),
        ("3/4 减 2/3 是多少，用分数回答", "1/12"),
        ("2/3 times 3/5? give a fraction", "2/5"),
        ("三分之二加四分之三，结果写成假分数", "17/12"),
    ],
)
def test_asking_for_a_fraction_is_what_the_answer_shows_anyway(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert "/" in run_task(task).display.split("≈")[0]  # the exact fraction is shown
    assert run_task(task).display.startswith(value)


def test_a_decimal_asked_as_a_fraction_shows_the_exact_fraction() -> None:
    task = parse("0.75 as a fraction")
    assert task is not None
    assert run_task(task).display.startswith("3/4")


@pytest.mark.parametrize("text", ["Evaluate 10+692 / 24/666", "3/4 / 1/4", "10+692/ 24/666", "12 / -3/4", "7 ／ 2/3"])
def test_a_slash_before_a_tight_fraction_reads_two_ways(text: str) -> None:
    outcome = probe_outcomes([{"text": text, "lang": "en", "expect": "no-value"}])[0]
    assert outcome.path == "slow" and outcome.value is None  # calculator: from the left; reader: by the fraction


@pytest.mark.parametrize(("text", "value"), [("3/4 ÷ 1/4", "3"), ("9 ÷ 3/4 + 1", "13"), ("6 / 2 / 3", "1"),
                                             ("1/2 / 3", str(run_task(parse("1/6")).value))])
def test_the_division_sign_or_no_fraction_after_the_slash_is_read(text: str, value: str) -> None:
    outcome = probe_outcomes([{"text": text, "lang": "en", "expect": "value", "gold": value}])[0]
    assert outcome.path == "fast" and outcome.value == value
