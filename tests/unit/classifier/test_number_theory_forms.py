"""Primality and factorisation asked the everyday ways (是一个质数吗, 算不算质数, 是质数么, "97 prime?",
分解成哪些质因数, "express 360 as a product of prime factors"), and Chinese numerals before 一共
(二十九一共多少 is 29, then 一共)."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("97是一个质数吗", "true"),
        ("91是不是一个素数", "false"),
        ("97 算不算质数", "true"),
        ("97 是质数么", "true"),
        ("97 prime?", "true"),
        ("221 prime or composite", "false"),
        ("360可以分解成哪些质因数", "2^3*3^2*5"),
        ("84有哪些质因数", "2^2*3*7"),
        ("express 360 as a product of prime factors", "2^3*3^2*5"),
        ("list the prime factors of 999", "3^3*37"),
        ("请计算八十加上二十九一共多少", "109"),
        ("请问九十二加上十六一共多少", "108"),
        ("想问下八千六百加上六百一共多少？", "9200"),
    ],
)
def test_the_question_isread(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "五千一百加上九百四十一共多少",  # 941 then 共, or 940 then 一共: both are numerals
        "一个质数加上3",  # which prime?
        "3 prime numbers",
        "list all primes below 20 and their sum",  # a list, then another question
        "12 和 18 的公倍数",  # common multiples are many
    ],
)
def test_what_reads_two_ways_or_asks_something_else_is_notread(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("判断一下97是否为质数", "true"),
        ("smallest common multiple of 6 and 10", "30"),
        ("What is 360 written as a product of primes?", "2^3*3^2*5"),
        ("360等于哪几个质数相乘", "2^3*3^2*5"),
        ("360能写成哪些质数的乘积？", "2^3*3^2*5"),
    ],
)
def test_more_ways_to_ask_for_primes_and_multiples(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value
