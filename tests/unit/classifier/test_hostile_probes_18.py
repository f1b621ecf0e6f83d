"""Hostile probes, eighteenth round in both languages (`hostile_probes_18.jsonl`, issue 15), aimed at the session's
story-shape loosenings: a Chinese question asked before its story with a colon, 算下来/算起来 set aside, Chinese clock
times with 点, a thing priced by 每 beside another thing (h/zh18); English clock spans past midnight, minutes of the
story's own doing, growth framings (bought for / sold for, percent loss and gain, last X / this X), conversions asked
back and a purpose at a conversion's end (h/en18) — twisted: a question first whose story has two candidates or asks
about someone else, two colons, a quoted question, clock times without a half of the day, 12 o'clock, mixed clocks, a
span over two days not said, a break inside, percent change asked the other way round, fees and taxes, different
counts bought and sold, a round trip, per day against in all, negations and suppositions.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Python's Fraction in a script kept out of
the repo; slow: null), `family`, `why`; written and committed in batches before the reader ran on them.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value,
                      assert_probes_are_new_and_both_languages_probed, jsonl_rows, probe_outcomes, probes_in_round_form,
                      value_of)

ROWS = jsonl_rows("hostile_probes_18.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_zh.jsonl", "hostile_probes_11.jsonl",
           "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "hostile_probes_14_zh.jsonl",
           "hostile_probes_15.jsonl", "hostile_probes_16.jsonl", "hostile_probes_17_en.jsonl",
           "hostile_probes_17_zh.jsonl", "hostile_probes_18_en.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_in_both_languages_and_sixty_percent_must_go_slow() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, EARLIER)
    assert sum(r["expect"] == "slow" for r in ROWS) >= 0.6 * len(ROWS)
    assert len(ROWS) >= 500


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found, each rule with its near-miss twin that must stay fast and exact (module in brackets).
@pytest.mark.parametrize(("text", "value"), [
    # a clock time going on past what is read (多, 差一刻), a story clause with no clock time beside the span (another
    # doing, a second question), and a clock asked fast or slow (clock_spans_zh.py; 60, 120, 3, 3.5, 3 before); a
    # quarter (一刻, 三刻) is read since the twentieth session's clock times as written
    ("上午8点一刻到9点，一共多少分钟", "45"),
    ("下午3点三刻到5点，一共多少分钟", "75"),
    ("上午9点多到11点，一共几个小时", None),
    ("差一刻8点到9点，一共几分钟", None),
    ("下午2点到5点，我在睡觉，我醒了几个小时", None),
    ("早上8点到11点半，小明走了几个小时，小红走了几个小时", None),
    ("下午2点到5点，快了几个小时", None),
    ("上午8点到9点，一共多少分钟", "60"),
    ("我从上午8点学习到11点半，学习了多少分钟", "210"),
    ("会议9点15分开始，10点50分结束，开了多少分钟", "95"),
    ("晚上9点到11点，看了几个小时书", "2"),
    # a plan: 要 before spending an amount, 本来/原本 before a plan word; a question asked before its colon is the
    # question (two_readings.py; 125 and 3 before)
    ("老婆问我还剩多少钱：我有200元，明天要花75元", None),
    ("我有200元，明天要花75元，还剩多少钱", None),
    ("本来打算下午2点到5点上班，上了几个小时班", None),
    ("老婆问我还剩多少钱：我有200元，花了75元", "125"),
    ("我原来有50元，花了20元，还剩多少元", "30"),
    ("我要买3支笔，每支2元，要花多少钱", "6"),
    ("老婆问我还剩多少钱：我有500元，需要花200元", None),
    ("老婆问我还剩多少钱：我有500元，已经花了200元", "300"),
    # his or her one asked of someone the story never tells (pronouns.py; 600 before)
    ("原价500元涨了20%，他那件现在多少元", None),
    ("原价500元涨了20%，那件现在多少元", "600"),
    ("他那件衣服原价500元，涨了20%，现在多少元", "600"),
    # a thing jieba classes as one bought or paid for beside another priced by 每, two things priced
    # (mismatched_purchases.py; 18, 18, 320, 100 before)
    ("苹果每斤6元，梨买了3斤，花了多少元", None),
    ("苹果每斤6元，买了3斤，梨花了多少元", None),
    ("每件上衣80元，裤子每条120元，买了2条，花了多少元", None),
    ("大米每千克5元，面粉买了20千克，花了多少元", None),
    ("苹果每斤6元，苹果买了3斤，花了多少元", "18"),
    ("苹果每斤6元，妈妈买了3斤，花了多少元", "18"),
    ("每支笔3元，小明买了4支，花了多少元", "12"),
    ("每件上衣80元，买了2件，花了多少元", "160"),
    # 打 after 每 is the measure priced (phrase_passes.dozens; 45 before)
    ("每打鸡蛋15元，买了3个，花了多少元", None),
    ("每打鸡蛋15元，买了3打，花了多少元", "45"),
    ("鸡蛋每打15元，买了2打，花了多少元", "30"),
    # 他/她 beside a story told by 我 and no one else, not asking (pronouns.py; 12 before)
    ("每支笔3元，我买了4支，他买了多少元", None),
    ("每支笔3元，我买了4支，他买了多少元？", None),
    ("每支笔3元，我买了4支，我花了多少元", "12"),
    ("朋友说他 2025 年 1 月 1 日结婚，我想知道那天是周几", "Wednesday"),
    ("他有45元，花了18元，他还剩多少元", "27"),
    # he or she asked of a story the speaker tells, beside a person who only asks or calls (pronouns.py,
    # bill_people.py, money_flows.py; 125 before)
    ("My wife asked me: I had $200 and spent $75, how much does she have left?", None),
    ("My wife called. I had $200 and spent $75. How much does she have left?", None),
    ("Ann asked me: I had $40 and spent $15, how much does she have left?", None),
    ("My son told me he had $40 and spent $15. How much does he have left?", "25"),
    ("My wife asked me: I had $200 and spent $75, how much do I have left?", "125"),
    ("Ann had $200 and spent $75. How much does she have left?", "125"),
    ("I owe my friend 60 dollars and I paid him back 25 today. How much do I still owe him?", "35"),
    # the thing a growth question names (growth_guards.py; 25 before)
    ("Apples rose from $80 to $100. By what percent did pears rise?", None),
    ("Apples rose from $80 to $100. By what percent did apples rise?", "25"),
    ("The price rose from $80 to $100. By what percent did it rise?", "25"),
    # a unit asked with a word before it (conversion.py; 21 before)
    ("A 3 week course, how many class days is that?", None),
    ("A 3 week course, how many days is that?", "21"),
    ("A 3 hour flight is how many minutes?", "180"),
    # batch 6: the thing priced after 的 (每斤6元的苹果; mismatched_purchases.py), days said beside two clock times
    # (clock_spans.py; 18 and 30 before)
    ("每斤6元的苹果，买了3斤梨，花了多少元", None),
    ("每斤6元的苹果，买了3斤苹果，花了多少元", "18"),
    ("The night bus leaves at 23:50 and arrives at 00:20 two days later. How many minutes is the ride?", None),
    ("The night bus leaves at 23:50 and arrives at 00:20. How many minutes is the ride?", "30"),
    ("A flight departs at 08:50 and lands at 13:05 the same day. How long is the flight in minutes?", "255"),
    ("3个苹果每个2元，5个梨每个3元，一共多少钱？", "21"),
    ("The stock went from $50 to $62. What percent did it gain?", "24"),
    ("Our website had 2,000 visitors last month and 2,500 this month. By what percent did visits go up?", "25"),
    # batch 8: an amount counted, asked of someone else or of another occasion (conversion.py), another meat or egg
    # counted beside the one priced after its measure (mismatched_purchases.py); 21, 21, 1.5, 30, 60 before
    ("My vacation is 3 weeks. How many days is that for my wife?", None),
    ("My vacation was 3 weeks last year. How many days is it this year?", None),
    ("Two 90 minute games, how many hours is that?", None),
    ("每打鸡蛋15元，买了2打鸭蛋，花了多少元", None),
    ("每千克猪肉30元，牛肉买了2千克，花了多少元", None),
    ("My vacation is 3 weeks. How many days is that?", "21"),
    ("A 3 week course for my son, how many days is that?", "21"),
    ("A 3 week course this year, how many days is that?", "21"),
    ("Convert 2.5 hours to minutes for my timesheet.", "150"),
    ("A 90 minute game, how many hours is that?", "1.5"),
    ("每千克猪肉30元，买了2千克猪肉，花了多少元", "60"),
    ("每打鸡蛋15元，买了2打鸡蛋，花了多少元", "30"),
    # batch 12: a thing priced at a clause's head without 每 (一斤6元, 单价6元, 的价格是每斤), another thing labelled after a
    # sentence pricing one (mismatched_purchases.py; 18, 18, 18, 6 before)
    ("苹果一斤6元，梨买了3斤，花了多少元", None),
    ("苹果单价6元，梨买了3斤，花了多少元", None),
    ("苹果的价格是每斤6元，梨买了3斤，花了多少元", None),
    ("Apples cost $2 a pound. Pears: I bought 3 pounds. How much did I spend?", None),
    ("苹果一斤6元，买了3斤，花了多少元", "18"),
    # 单价 beside a weight bought does not say per which weight (斤, 公斤, 500 g?): the bill reader reads 单价 and
    # refuses it, and that reading decides (decided at the merge of round 18 with the round-2 bills)
    ("苹果单价6元，买了3斤，花了多少元", None),
    ("Apples cost $2 a pound. Apples: I bought 3 pounds. How much did I spend?", "6"),
    ("Question: I had $200 and spent $75. How much is left?", "125"),
    # batch 13: "$3 each" prices the clause's subject (prices.py; 12 before)
    ("Bananas are $3 each. I bought 4 apples. How much did I spend?", None),
    ("Bananas cost $3 each. I bought 4 apples. How much did I spend?", None),
    ("Bananas are $3 each. I bought 4 bananas. How much did I spend?", "12"),
    ("Bananas are $3 each. I bought 4. How much did I spend?", "12"),
    ("Tickets cost $12.50. I bought 4 tickets. How much did I spend?", "50"),
    # batch 14: a price or rate asked of another than the buyer (guards.py with bill_people.asked_of_another), a label
    # price (Notebooks: $4), 笔 of 笔记(本) (mismatched_purchases.py); 12 before each
    ("Notebooks are $4 each. My sister bought 3. How much did I spend?", None),
    ("笔记本一本4元，妹妹买了3本，我花了多少元", None),
    ("Notebooks: $4 each. Pens: I bought 3. How much did I spend?", None),
    ("笔记本的单价是4元，笔买了3支，花了多少元", None),
    ("Notebooks are $4 each. My sister bought 3. How much did she spend?", "12"),
    ("笔记本一本4元，妹妹买了3本，她花了多少元", "12"),
    ("Notebooks: $4 each. I bought 3. How much did I spend?", "12"),
    ("铅笔每支2元，笔买了3支，花了多少元", "6"),
])
def test_the_rules_round_eighteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
