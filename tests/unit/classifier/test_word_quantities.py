"""A quantity stated in words that the reading did not consume sends the request slow
(reader/word_quantities.py, one check for every reading); where a reading consumes it, the value is
right."""

from __future__ import annotations

import pytest

from tests.unit.classifier.reading import value_of


@pytest.mark.parametrize(
    "text",
    [
        # fractions a value reader would skip
        "I had $500, spent a third on groceries and $75 on gas. What's left?",
        "I had $500, spent one fifth on groceries and $75 on gas. What's left?",
        "I had $500, spent two thirds on groceries and $75 on gas. What's left?",
        "I earn $3,000 a month and spend a quarter on rent and $800 on food. How much is left?",
        "I had $500 and spent half on groceries and $75 on gas. What's left?",
        "我有500元，花了一半买菜，又花了75元加油，还剩多少",
        "我有500元，花了三分之一买菜，又花了75元加油，还剩多少",
        # multiples
        "I earn $3,000 a month and spend twice as much on rent as the $800 on food. How much is left?",
        "I ran 3 miles on Monday and twice that on Tuesday. How many miles in total?",
        "月薪12000，房租3500，其他开销是房租的两倍，每月能存多少",
        "周一跑了3公里，周二跑了一倍，一共跑了多少公里",
        # counts
        "I bought a pair of shoes at $40 each. How much did I pay?",
        "I bought a couple of shirts at $15 each and paid with $50. What's my change?",
        "Both shirts cost $15. How much did I pay?",
        "一双鞋200元，买两双多少钱",
        "我们俩一共带了300元，买了120元的东西，还剩多少",
        "我们仨一共带了300元，买了120元的东西，还剩多少",  # (我们仨平分90元 reads 30: 仨 is 三个, dtlib.spoken_zh)
        # a conversion of an amount said twice, or by both
        "I ran 5 km twice. How many meters is that?",
        "We both ran 5 km. How many meters is that?",
        "我们俩各跑了5公里，合多少米",
        "A shirt costs $20 and pants cost three times as much. How much are the pants?",
    ],
)
def test_a_quantity_in_words_the_reading_skips_goes_slow(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the grammar or a reader consumes the word with its meaning
        ("What is half of 250?", "125"),
        ("What is a third of 90?", "30"),
        ("a third off a $90 coat, what do I pay", "60"),
        ("double 20 then add 5", "45"),
        ("A box has 24 eggs. I bought a dozen boxes. How many eggs?", "288"),
        ("250的一半是多少", "125"),
        ("27的3倍是多少", "81"),
        ("37翻倍是多少", "74"),
        ("12打鸡蛋是多少个", "144"),
        ("这件衣服原价200元，打八折，现在多少钱", "160"),
        # plainly no quantity: the words around a computation that count nothing
        ("请帮我算一下 12乘以24", "288"),
        ("I earn $3,000 a month, spend $1,200 on rent and $800 on food. How much is left?", "1000"),
        ("月薪12000，房租3500，其他开销4200，每月能存多少", "4300"),
        ("周一跑了3公里，周二跑了4公里，一共跑了多少公里", "7"),
        ("帮我算一下，我们一起吃饭花了300元，4个人平分，每人多少", "75"),
        ("27是3的几倍", "9"),  # 几倍 asks for the multiple
        ("A bacteria culture triples every hour. Starting from 1 cell, how many cells after 5 hours?", "243"),
        ("两根绳子分别长 84 厘米和 126 厘米，要剪成同样长的小段且没有剩余，每段最长多少厘米？", "42"),  # one each
        ("公司上半年亏损 30 万，下半年盈利 45 万，全年盈亏多少万？", "15"),  # 上半年 is a period
        ("Revenue was $1,200 last quarter and $1,500 this quarter. What is the growth rate?", "25"),
        ("I ran 5 km. How many meters is that?", "5000"),
        # pairs that are the item priced or counted
        ("Socks are $4 a pair. How much for 6 pairs?", "24"),
        ("A pair of socks costs $4. How much do 6 pairs cost?", "24"),
        ("6 pairs of socks cost $24. How much is one pair?", "4"),
        ("I'm buying a $85 pair of boots that are 30 percent off. What will they cost?", "59.5"),
    ],
)
def test_a_quantity_in_words_the_reading_consumes_reads(text: str, value: str) -> None:
    assert value_of(text) == value
