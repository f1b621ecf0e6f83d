"""Fractions in a story: two fractions of one thing added or taken apart (reader/fraction_sums.py),
and a fraction of one amount (reader/fraction_of_amount.py). Fractions of two things, a part of what
was left, another verb or group asked, or a third number is not read."""

from __future__ import annotations

from fractions import Fraction

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I ate 3/8 of a pizza and my brother ate 1/4. How much of the pizza did we eat together?", "5/8"),
        ("Dad's paycheck: 1/4 goes to rent and 1/6 to food. What fraction goes to rent and food together?", "5/12"),
        ("桶里有 3/5 桶油，又加了 1/4 桶，现在有几分之几桶？", "17/20"),
        ("一根 3/4 米的丝带，剪下 3/8 米，还剩多少米？", "3/8"),
        ("A board is 7 1/2 feet long and I cut off 2 3/4 feet. How long is what's left?", "19/4"),
        ("菜地里 1/3 种白菜，1/6 种萝卜，白菜比萝卜多占几分之几？", "1/6"),
        ("妈妈买了一个西瓜，我吃了1/3，弟弟吃了1/4，我们两个一共吃了几分之几？", "7/12"),
        ("一根绳子长12米，用去了它的3/4，用去了多少米？", "9"),
        ("一本书240页，小红已经看了全书的五分之二，看了多少页？", "96"),
        ("全程 36 千米，已经走了全程的 5/12，走了多少千米？", "15"),
        ("She spent 1/5 of her $250 allowance on books. How much was that?", "50"),
        ("Of 56 marbles, 3/7 are blue. How many blue marbles?", "24"),
    ],
)
def test_fractions_in_a_story(text: str, value: str) -> None:
    got = value_of(text)
    assert got is not None, text
    assert abs(Fraction(got) - Fraction(value)) < Fraction(1, 10**9), (text, got)  # 5/12 is 0.41666…


@pytest.mark.parametrize(
    "text",
    [
        "I ate 3/8 of a pizza and my brother ate 1/4 of a cake. How much did we eat together?",  # two wholes
        "I ate 3/8 of a pizza and my brother ate 1/4 of what was left. How much did we eat together?",
        "I ate 3/4 of a pizza and my brother ate 1/2. How much did we eat together?",  # more than the pizza
        "A board is 7 1/2 feet long and I cut off 2 3/4 feet, then another 1/2 foot. How long is what's left?",
        "菜地里 1/3 种白菜，1/6 种萝卜，萝卜比白菜多占几分之几？",  # 萝卜 has less
        "一根绳子用掉了 2/5，还剩多少米？",  # the length is not given
        "妈妈买了一个西瓜，我吃了1/3，弟弟吃了1/4，我们三个一共吃了几分之几？",  # a third eater
        "妈妈买了两个西瓜，我吃了1/3，弟弟吃了1/4，我们两个一共吃了几分之几？",  # a third of which melon?
        "一根绳子长12米，用去了3/4米，用去了多少米？",  # 3/4 of a metre was said
        "一根绳子长12米，用去了它的3/4，剪下了多少米？",  # another verb asked
        "She spent 1/5 of her $250 allowance on books and 1/2 on clothes. How much was that?",
        "Of 56 marbles, 3/7 are blue. How many red marbles?",
        "I ate 1/4 of a pizza yesterday and 1/3 today. How much did I eat in total this week?",
        "Of 50 marbles, 3/7 are blue. How many blue marbles?",  # 21.43 marbles
    ],
)
def test_what_is_not_one_fraction_step_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "The tank was 3/4 full, I used 1/3 of what was in it. What fraction of the tank is left?",
        "I ate 3/8 of a pizza and my brother ate 1/4 of it. How much of the pizza did we eat together?",
        "桶里有3/4桶油，用去了其中的1/3，还剩几分之几桶？",
    ],
)
def test_a_fraction_of_the_other_part_is_not_a_fraction_of_the_whole(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I ate 3/8 of a pizza and my brother ate 1/4. How much of the pizza did we eat together?", "0.625"),
        ("一根 3/4 米的丝带，剪下 3/8 米，还剩多少米", "0.375"),
    ],
)
def test_two_fractions_of_the_whole_still_add_or_take_apart(text: str, value: str) -> None:
    assert value_of(text) == value
