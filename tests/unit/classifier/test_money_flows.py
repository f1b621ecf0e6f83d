"""Money coming in and going out (reader/money_flows.py): a start plus what came in less what went
out, or the total of amounts all one way; whose money, which period or what each part is must be
said, or the request is not read."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("信用卡额度是50000，已经用了37,845.2，剩余额度多少", "12154.8"),
        ("孩子的压岁钱存折里有6,800元，今年又存进去2,350元，现在一共有多少？", "9150"),
        ("请问：某公司第一季度收入为 3,450,000 元，支出为 2,987,600 元，利润是多少元？", "462400"),
        ("quick one - my paycheck was 2,315.40 and i moved 600 into savings, how much stays in checking", "1715.4"),
        ("Our company's revenue last quarter was $1,280,000 and expenses were $1,093,500. What was the profit?",
         "186500"),
        ("I owe my sister 340 bucks and paid her back 125 today. How much do I still owe her?", "215"),
        ("Started the month with €2,100 and spent €1,764.80. How much is left?", "335.2"),
        ("Fundraiser update: we raised $3,462 at the bake sale and $2,918 at the car wash. Total raised?", "6380"),
        ("我在闲鱼卖二手书挣了三百六十五块，又卖了一个台灯挣了一百二十块，总共挣了多少钱？", "485"),  # 一个: one item
    ],
)
def test_money_in_and_out(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "I spent $20 on lunch and $15 on dinner, and my friend spent $10. Total?",  # whose total?
        "Revenue was $1,000,000 last year and expenses were $800,000 this year. What was the profit?",
        "I deposited $300 and withdrew $120. How much is left?",  # what was there before?
        "I earned $200 on Monday and spent $50 on Tuesday, how much did I earn in total?",
        "小明有 50 元，买了 3 本每本 12 元的本子，还剩多少钱？",  # two operations
        "I had $500, spent a third on groceries and $75 on gas. What's left?",
        "我带了 200 和 50 两张购物卡，还有 100 现金，买了一件 180 的衣服，还剩多少？",
        "My budget is $300 and I spent $350. How much is left?",  # less than nothing
        "我卖了一个台灯挣了120块，又卖了两个台灯挣了200块，总共挣了多少钱？",  # a count in a part
        "我卖二手书挣了365块，又买了一个台灯花了120块，总共挣了多少钱？",  # in and out: a total of what?
        "My paycheck was $2,000 and my wife's paycheck was $1,800; I spent $500. How much is left?",
    ],
)
def test_what_the_words_do_not_settle_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    "text",
    [
        # someone else's money beside the speaker's (budgets.py, money_flows.py)
        "My paycheck was $2,000 and I paid $800 rent and my roommate paid $400. How much is left?",
        "I earn $3,000 a month and spend $1,200 on rent and my wife spends $800 on food. How much is left?",
        # money saved is not money spent (bills.py)
        "I saved $200 in January and $150 in February and spent $80. How much did I save in total?",
        # profit before or after tax?
        "The company had revenue of $500,000 and expenses of $300,000 and paid $50,000 in taxes. What was the profit?",
    ],
)
def test_money_whose_reading_the_words_leave_open_is_not_read(text: str) -> None:
    assert read(text) is None, text
