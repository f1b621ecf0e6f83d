"""General rules of language the fresh phrasings asked for (issue 15): each read the way its family
reads the plain form, and the near-misses each rule must leave unread (or read another way)."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(("text", "gold"), [
    ("上季度 80 万，这季度 72 万，环比下降了百分之几", "10"),  # 这季度/这个季度/上个季度 are the quarters
    ("上个季度 80 万，这个季度 100 万，环比增长率是多少", "25"),
    ("请问：单价 12.8 元的笔记本买 15 本需要多少钱？", "192"),  # 单价 before the money: the price of one
    ("电影票 45 元一张，买 3 张一共要多少钱呀", "135"),  # 元一张 with 一 read as a number
    ("sum of 1/3 and 1/5", "8/15"),  # a tight fraction is one item of an English list
    ("what is the average of 1/2 and 1/4", "3/8"),
    ("这双鞋 ¥680，店里搞活动打七折，折后多少", "476"),  # 折后多少 asks the price paid
    ("Original price 1,200 dollars, discount 12%, what do I pay?", "1056"),
    ("我有200块，买书花了 58，还剩多少钱", "142"),  # 买书 says what was bought, not who
    ("打印机一分钟打 30 页，打 450 页要几分钟？", "15"),  # 一分钟打 is 每分钟打
    ("工人一天做 120 个零件，8天能做多少个", "960"),
    ("一批货 600 件，卖掉了 45%，卖掉多少件", "270"),  # the percentage's clause asked again
    ("cyclist covers 90 km in 3 hours, speed in km/h?", "30"),  # a last clause naming the rate asks it
    ("A plane flies 2,150 miles in 4.3 hours. Average speed?", "500"),
    ("每个月房租 3,200 元，交 6 个月总共多少钱", "19200"),  # 交/拉 are rate verbs
    ("一辆大巴每趟拉 45 人，拉了 6 趟一共拉了几个人", "270"),
    ("What's the % change going from 64 to 80?", "25"),  # "%" names the rate as "percent" does
    ("一个工人每小时能装配 14 件产品，做 6 小时共几件？", "84"),  # 能 before the verb is no second verb
    ("a $75 shirt at half price costs how much?", "37.5"),  # the question last
    ("房租从每月3000涨到3300，涨幅是百分之多少？", "10"),  # the period said once for both amounts
    ("成本从 45 元降低到 36 元，成本降低了百分之多少", "20"),
    ("今天跑了3.5公里，换算成米是多少米？", "3500"),  # the unit asked said twice
    ("I slept 450 minutes last night. How many hours?", "7.5"),
    ("工资到手 8500，房租花掉 2800，还剩多少", "5700"),
    ("一件T恤 79 元  两件多少钱", "158"),
    ("五分之二加上十分之三是多少", "7/10"),  # 十分之三: the denominator is a number (perception)
    ("80 的百分之 12.5 是几", "10"),  # 百分之 typed with a space
    ("全班 40 人，及格的有 36 人，及格率是多少", "90"),  # 及 格 (two tokens) named before 的有
    ("My salary went from $62,500 to $65,000 - what's the raise in percent?", "4"),  # a spaced dash, then the question
])
def test_a_general_phrasing_reads_as_its_family(text: str, gold: str) -> None:
    from fractions import Fraction

    value = value_of(text)
    assert value is not None and abs(Fraction(value) - Fraction(gold)) < Fraction(1, 10**9), (text, value)


@pytest.mark.parametrize("text", [
    "每隔一天跑5公里，两周跑多少公里？",  # every other day: no rate per day
    "一批货 600 件，卖掉了 45%，还剩多少件",  # what is left is another question
    "全班 45 人，女生 45%，女生有多少人",  # 20.25 people
    "I ran 5 km, how many m",  # metres or miles
    "衣服 79 元 两件多少钱",  # 79 for two, or 79 each?
    "the sum of 1/3 and 1/5 divided by 2",  # the division binds where?
    "小明有200块，小红买书花了 58，小明还剩多少钱",  # two people
    "他十分之好，给了 5 元",  # 十分 (very) stays a word
    "全班 40 人，不及格的有 4 人，及格率是多少",  # the part named is not the rate's
    "100 - what is 20",  # a dash before a question is no minus, and no question is left
])
def test_a_near_miss_of_a_general_rule_is_not_read(text: str) -> None:
    assert value_of(text) is None, text


def test_a_price_for_a_count_in_its_own_clause_is_still_the_price_of_one() -> None:
    assert value_of("衣服 79 元两件，一件多少钱") == "39.5"


def test_one_period_that_lasts_a_time_is_how_long_not_a_rate() -> None:
    assert value_of("工人每天生产 250 个零件，一周工作 5 天能生产多少个？") == "1250"
