"""Powers and roots in the word order people use: roots of any order (16的4次方根, 27开三次方, "the
fourth root of 81"), a root or a square of everything before it (…，再开平方, "then take the square
root"), a negative number before 的 as the whole base (负3的平方 is 9); and what stays unread."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("16 的 4 次方根等于多少？", "2"),
        ("8的三次方根", "2"),
        ("27开三次方", "3"),
        ("81开4次方是多少", "3"),
        ("the fourth root of 81", "3"),
        ("4th root of 16", "2"),
        ("fifth root of 32", "2"),
        ("5 的平方加上 12 的平方，再开平方是多少", "13"),
        ("6 的平方加上 8 的平方，然后开平方", "10"),
        ("3加5，再开三次方", "2"),
        ("2加3，再平方", "25"),
        ("add 9 and 16, then take the square root", "5"),
        ("what's 7 squared plus 24 squared, then take the square root", "25"),
        ("3 plus 4, then square it", "49"),
        ("take the square root of 16", "4"),
        ("负3的平方", "9"),
        ("-2的3次方", "-8"),
        ("5减负3的平方", "-4"),
    ],
)
def test_the_power_or_root_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "-3^2",  # -9 or 9
        "-3 squared",
        "-8的三次方根",  # a root of a negative number
        "16的1次方根",  # a root of order one is no root
        "16 的 4 次方根米",  # a root of a length
        "the sum of 9 and 16, then take the square root plus 1",
    ],
)
def test_a_power_or_root_that_reads_two_ways_is_notread(text: str) -> None:
    assert read(text) is None
