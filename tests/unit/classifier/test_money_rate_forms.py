"""Everyday forms of money, rates and growth: spoken amounts of 元 (1块5, 2元5角, 5毛), a wage or rent
per one period asked per another that holds a fixed number of it (a month and a year), period words
(hourly, monthly, annual, 年收入, 月薪), "how many does it make" (things, not money), a year before its
noun ("2023 sales were …"), "last week"/"this week" and "% increase"."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 块, 毛, 角 spoken together are one amount of 元
        ("一支笔1块5，买4支多少钱", "6"),
        ("一个本子2元5角，买4个多少钱", "10"),
        ("一根冰棍5毛，买6根多少钱", "3"),
        ("一瓶水2块5，3瓶一共多少钱", "7.5"),
        ("一支笔1块5，我给了10块，找我多少", "8.5"),
        # one rate per a month or a year, asked per the other
        ("I make $5,000 a month. How much a year?", "60000"),
        ("I earn $3,000 per month, what is my annual income?", "36000"),
        ("My salary is $60,000 a year. What's my monthly salary?", "5000"),
        ("月薪8000元，一年能挣多少", "96000"),
        ("我月薪8000，年收入多少", "96000"),
        ("年薪12万，月薪多少", "10000"),
        ("年薪12万，每个月多少钱", "10000"),
        ("房租每月2000元，一年多少钱", "24000"),
        # a rate per a minute asked per an hour: 60 minutes, exactly
        ("A faucet drips 4 mL every minute. How many mL in an hour?", "240"),
        ("每分钟流出3升水，一小时流出多少升", "180"),
        # period words in a statement, "how many" of things a machine makes
        ("My hourly wage is $20. I work 40 hours. How much do I earn?", "800"),
        ("The machine makes 120 widgets an hour. How many does it make in 3 hours?", "360"),
        # growth: "% increase", a year before its noun, last/this week
        ("Price went from $40 to $50. What's the % increase?", "25"),
        ("2023 revenue was 500 and 2024 revenue was 600. Growth rate?", "20"),
        ("2023 sales: 500, 2024 sales: 600. What's the growth rate?", "20"),
        ("2000 users last year, 2500 users this year. Growth rate?", "25"),
        ("Visits were 2,000 last week and 2,600 this week. What's the growth rate?", "30"),
        ("Visits were 2,000 last week and 2,600 this week. Week-over-week growth?", "30"),
        ("Sales went from 500 last month to 600 this month. Growth rate?", "20"),
        ("Visits went from 2,000 last week to 2,600 this week, what's the growth rate", "30"),
        ("Price went from $50 to $40. What's the % decrease?", "20"),
        ("价格从40元涨到50元，上涨了百分之多少", "25"),
        ("价格从50元降到40元，下降了百分之多少", "20"),
    ],
)
def test_an_everyday_form_reads_with_its_value(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    ("text", "rewritten"),
    [
        ("一支笔1块5", "一支笔1.5元"),
        ("3 块 5 的包子", "3.5元 的包子"),
        ("2块5毛钱", "2.5元"),
        ("3块2毛5分", "3.25元"),
        ("5毛钱", "0.5元"),
        # not money: pieces of a length, a count of pieces, a pentagram, a decimal after 块
        ("切成3块5厘米", "切成3块5厘米"),
        ("5块蛋糕", "5块蛋糕"),
        ("5角星", "5角星"),
        ("1块5.5", "1块5.5"),
    ],
)
def test_spoken_yuan_become_one_amount_and_nothing_else_does(text: str, rewritten: str) -> None:
    assert digits_for_number_words(text) == rewritten


@pytest.mark.parametrize(
    "text",
    [
        # days in a week, hours in a day: how many of them are worked is not said
        "I earn $200 a day. How much a week?",
        "I earn $20 an hour. How much do I make in a day?",
        "每天读20页，一个月读多少页",  # 一周 of 每天 is 7 days (h/chatszh, known_periods_zh.py); a month of days is not known
        "我月薪8000，每天多少钱",
        "年薪12万，每周多少钱",
        # half a year, a deduction, a second income: another step
        "月薪8000元，半年多少钱",
        "月薪8000元，扣掉2000，一年多少",
        "I make $5,000 a month and $300 in tips. How much a year?",
        # growth: a fall asked as an increase, a year beside a count, a week that no period names
        "Price went from $50 to $40. What's the % increase?",
        "Price went from $40 to $50. What's the % decrease?",
        "价格从40元涨到50元，下降了百分之多少",
        "Sales went from 500 this month to 600 last month. Growth rate?",
        "Sales went from 500 last month to 600 this month. Year-over-year growth?",
        "2000 users in 2022, 2100 users in 2023. Growth rate?",
        "Visits were 2,000 in 3 weeks and 2,600 this week. Growth rate?",
        "Visits were 2,000 a week and 2,600 this week. Growth rate?",
    ],
)
def test_a_near_miss_of_those_forms_is_not_read(text: str) -> None:
    assert read(text) is None
