"""Variance and standard deviation of one list, read only where population or sample is said."""

from __future__ import annotations

from fractions import Fraction

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2、4、4、4、5、5、7、9的总体方差是多少", "4"),
        ("2、4、4、4、5、5、7、9的总体标准差是多少", "2"),
        ("求数据 2，4，6 的样本方差", "4"),
        ("2，4，6 的样本标准差", "2"),
        ("-1、0、1的总体方差", "2/3"),  # a negative item is squared whole
        ("What is the population variance of 2, 4, 4, 4, 5, 5, 7, 9?", "4"),
        ("What is the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9?", "2"),
        ("What is the sample variance of 2, 4, 6?", "4"),
        ("Find the sample standard deviation of 2, 4 and 6", "2"),
    ],
)
def test_a_variance_whose_kind_is_said_is_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert abs(Fraction(run_task(task).value) - Fraction(value)) < Fraction(1, 10**12)


@pytest.mark.parametrize(
    "text",
    [
        "What is the variance of 2, 4, 6?",  # population or sample?
        "2、4、6的方差是多少",  # school books divide by n, spreadsheets by n - 1
        "1、2、3的标准差",
        "What is the standard deviation of 2, 4, 6?",
        "2、4、6的总体方差和平均数",  # two statistics
        "2、4、6的样本方差乘以2",  # a second step
        "2、4、6去掉最大值后的总体方差",  # a condition
        "2、4、6的样本总体方差",  # both named
    ],
)
def test_a_variance_of_unsaid_kind_or_with_another_step_is_not_read(text: str) -> None:
    assert parse(text) is None
