"""Rounding instructions in the phrasings people use (四舍五入取整, 到万位, 到分/角 with the places
restated in parentheses, "to one decimal", "to the nearest hundred thousand", 精确到0.01, 到整百,
significant figures of a written number, π to some places), and the ones that say two different
things or too little."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("7.5 四舍五入取整", "8"),
        ("22除以7，四舍五入取整", "3"),
        ("1,234,567 四舍五入到万位是多少", "1230000"),
        ("12345678四舍五入到十万位", "12300000"),
        ("19.995 精确到分", "20"),
        ("100除以3，四舍五入到分（两位小数）", "33.33"),
        ("128.456 四舍五入到角（保留一位小数）是多少", "128.5"),
        ("10 ÷ 3，结果四舍五入到角", "3.3"),
        ("3.14159四舍五入后保留两位小数", "3.14"),
        ("round 4.567 to one decimal", "4.6"),
        ("what's 10/3 to 2 d.p.", "3.33"),
        ("round 3.14159 to 2 decimal points", "3.14"),
        ("What is 1,849,500 rounded to the nearest hundred thousand?", "1800000"),
        ("round 12345678 to the nearest ten thousand", "12350000"),
        ("round 2,345,678 to the nearest million", "2000000"),
        ("If I divide 100 by 7 and round to the nearest integer, what do I get?", "14"),
    ],
)
def test_the_rounding_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "100除以3，四舍五入到分（一位小数）",  # to 分 is two places: the note says one
        "7.5取整",  # 取整 alone may cut (floor) rather than round
        "7.5四舍五入",  # to what place?
        "22/7 to 3 significant figures",  # of a computed value: its size is not known to the reader
        "pi times 2",  # π only with a rounding: its 50 places are not an answer
        "保留2",  # places, or a unit of 2?
        "3.14159 精确到0.02",  # not a power of ten
    ],
)
def test_a_rounding_that_says_two_things_or_too_little_is_notread(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3.14159 精确到0.01", "3.14"),
        ("100除以7（精确到0.1）", "14.3"),
        ("10÷3≈？（保留两位小数）", "3.33"),
        ("round 3.14159 to the nearest 0.001", "3.142"),
        ("1234 to the nearest 10", "1230"),
        ("12345四舍五入到整百", "12300"),
        ("把 86,519 四舍五入到整千", "87000"),
        ("3.14159 to 3 significant figures", "3.14"),
        ("round 12345 to 3 sig figs", "12300"),
        ("0.004567 to 2 significant figures", "0.0046"),
        ("0.004567保留两位有效数字", "0.0046"),
        ("12345保留三位有效数字", "12300"),
        ("pi to 4 decimal places", "3.1416"),
        ("π保留两位小数", "3.14"),
        ("圆周率精确到千分位", "3.142"),
    ],
)
def test_a_place_named_by_its_unit_or_by_significant_figures_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value
