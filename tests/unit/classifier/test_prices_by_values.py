"""A price and a count: the cost of the count at a price each, or the price of one from what a
count cost; the box a count comes in is not the one asked, and a third number, a second amount
of money or a word that asks something else is not read."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一个面包 3 元，买 7 个面包多少钱", "21"),
        ("铅笔 2 元一支，买 8 支多少钱", "16"),
        ("一支铅笔2元，小红买了8支，要付多少钱", "16"),
        ("Notebooks are $3 each. What do 7 cost?", "21"),
        ("How much do 5 pens cost at $2 each?", "10"),
        ("The price of one book is $15. How much will 4 books cost?", "60"),
        ("Movie tickets cost $12.50. How much for 4 tickets?", "50"),
        ("I bought 5 pens. Each pen costs $2. How much did I spend?", "10"),
        ("一本练习本 3 元，买 15 本要多少钱？", "45"),
        ("If a movie ticket costs $12, how much will 5 tickets cost?", "60"),
        ("How much do 3 shirts cost if each shirt costs $15?", "45"),
        ("1 kg of rice costs $3. How much for 6 kg?", "18"),
    ],
)
def test_the_cost_of_a_count_at_a_price_each(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一箱 24 瓶水卖 36 元，一瓶多少钱", "1.5"),
        ("500 克装的茶叶卖 240 元，每克多少钱", "0.48"),
        ("5 支笔一共 40 元，单价多少", "8"),
        ("A 12-pack of soda costs $8.40. Price per can?", "0.7"),
        ("3 for $12, how much each?", "4"),
        ("4 pens cost $10. How much is one pen?", "2.5"),
        ("A box of 20 pencils costs $6. What is the cost of one pencil?", "0.3"),
        ("I paid $45 for 3 shirts. How much was each shirt?", "15"),
        ("6 kg of rice costs $18. How much is 1 kg?", "3"),
    ],
)
def test_the_price_of_one_from_the_cost_of_a_count(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "一箱 24 瓶水卖 36 元，一箱多少钱",  # the box was priced: 36, not a division
        "一箱 24 瓶水卖 36 元，多少钱",  # neither the price of one nor a count asked
        "A 12-pack costs $8.40. How much for one pack?",  # one pack of twelve, not twelve packs
        "3 pens cost $6. How much do 5 pens cost?",  # two steps
        "Tickets are $12 for adults. How much for 3 tickets?",  # a price for some buyers
        "Tickets cost $12.50. How much for 4 adults?",  # tickets priced, adults counted
        "5 apples cost $3 and 2 pears cost $4. How much is one apple?",
        "4 pens cost $10 with tax. How much is one pen?",
        "4 pens cost $10. How much more is one pen than a pencil?",
        "4 pens cost $10. How much is one pencil?",  # another thing asked
        "I paid $45 for 3 shirts and a hat. How much was each shirt?",
        "每支铅笔 2 元，买 8 块橡皮多少钱",  # pencils priced, erasers counted
        "每张门票 80 元，5 张门票打八折多少钱",  # a discount too
        "I bought 5 pens. Each pen costs $2. How much did I spend on pencils?",  # another thing asked
        "A 12-pack of soda costs $8.40 but 2 cans are broken. Price per can?",
        "Notebooks are $3 each, or 4 for $10. What do 7 cost?",
        "一个面包 3 元，7 个面包比 5 个面包贵多少",
    ],
)
def test_what_is_not_one_price_and_one_count_is_not_read(text: str) -> None:
    assert read(text) is None, text
