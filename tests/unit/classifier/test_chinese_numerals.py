"""Chinese numerals in a computation, read by dtlib.perception through dtlib.zh_numerals: a numeral in full or said
short is its value; a run cn2an reads but no numeral is (一亿十万: cn2an drops the 十万; 一一百五, 十百一, 二十两) leaves
the request to the slow path rather than showing a number nobody wrote."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一亿零十万加一等于多少", "100100001"),
        ("一亿五千万加一等于多少", "150000001"),
        ("两千五加三千七等于多少", "6200"),  # said short: 2500 + 3700
        ("一百五加十等于多少", "160"),
        ("三点五加一点五等于多少", "5"),
        ("一千零五减五等于多少", "1000"),
    ],
)
def test_a_chinese_numeral_is_its_value(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "一亿十万加一等于多少",  # cn2an: 100000001
        "三亿十万减一等于多少",
        "一一百五加一等于多少",
        "十百一加一等于多少",
        "二十两加三等于多少",
        "一百零加五等于多少",
        "一万万加一等于多少",
        # a count before a measure word that is no numeral: not 32, 20, 12 (reader/counts_zh.py reads counts too)
        "妈妈买了三十两盒牛奶，又买了5盒，一共多少盒？",
        "妈妈买了两十盒牛奶，又买了5盒，一共多少盒？",
        "小明有三十两个苹果，又买了5个，一共多少个？",
        "小明有十两打鸡蛋，又买了5个，一共多少个鸡蛋？",
        "小明有二十两支笔，又买了5支，一共多少支？",
        # a run that is no number beside numbers read: never left out of the computation
        "5加一亿十万等于多少",
        "一亿十万减去5等于多少",
        "小明有5个苹果，又买了三十两个，一共多少个？",
        "小明有5个苹果，又买了十十个，一共多少个？",
        "一共有三十两人，走了5人，还剩几人？",
        "妈妈有100元，花了三十两元，还剩多少元？",
        "妈妈有一百元，花了二十两元，还剩多少元？",
        "三十两乘以2等于多少",
    ],
)
def test_a_run_that_is_no_numeral_goes_slow(text: str) -> None:
    assert read(text) is None, text
