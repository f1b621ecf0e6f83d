"""Hostile probes, eighth round, both languages (`hostile_probes_8.jsonl`, issue 15): SVAMP flips of the
everyday and MAWPS families (the other quantity asked, the start unknown, "how many more" against "how many",
events told out of order, a distractor of the same noun), negation and exceptions (all but, 除了, not counting),
conditionals and hypotheticals (如果/假如, "if it were"), amounts that are ranges or approximations (约, 左右,
about, at least), units that look alike (min and m, 斤/公斤/磅, 亩/平方米, fl oz, 分 and 分米), money in two
currencies, percentage points against percent, dates across years and leap days, this/next/last weekdays,
time zones, numbers inside names, model numbers, addresses, phone numbers and versions, an operation changed
at the end, two questions in one and a claimed answer to check.

Rows as in round 7: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction or
datetime (generated, not typed). Thirteen batches, each committed before any reader ran on it: the first (633
rows), then twists of the families the first showed fast (253), the by-values readers' neighbours (221),
numbers in words, puzzles, names with numbers and dates from today (190), twists of requests read fast (130),
SVAMP flips of comparisons, ages and change (89), two steps, date shifts, growth, splits and two units (92),
parts, money in and out, totals, shares and ratios (71), groups with exceptions, every other day, bundles and
returns (60), operations in words, roots, powers and strings (58), hedges and other currencies around the
families read fast (76), labels with numbers, discounts, service charges and budgets (46), weekdays from
today and month ends (38).

Fifteen labels were corrected after a run, each to the project's own convention: a date 10 days before
another is the same in Tokyo; "fifteen plus twenty-seven, times two" and 十五加二十七，乘二 are steps (84); 10
percent of 10 percent is 0.01; "9 times 8, then subtract 100" is -28; "48 divided by 6 squared" and "2 to the
power of 10 divided by 4" bind by precedence (4/3, 256), 16加9的平方根, 20%的50加30 and "the factorial of 5
minus 3" as written (19, 40, 117, as 48除以6的平方 and "the square of 3 plus 4"); 负5的平方 is (-5)² (25); "3
and a half times 2" is 3.5 × 2; the 温差 of 北京最高12度 and 上海最低零下3度 is their difference (15); a date
difference to an earlier today is negative (-5, as 2024年3月10日到2024年3月3日 is -7). "$100 split 3 ways" was
the exact share 100/3; since session 28 (the lead's decision, odd_cent_shares.py) it must go slow: who pays the odd
cent is the user's choice ("…, rounded to the cent" is 33.33).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_8.jsonl")
EARLIER = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
           "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl", "hostile_probes_7_en.jsonl",
           "hostile_probes_7_zh.jsonl", "pronoun_probes.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_in_both_languages_and_many_must_go_slow() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, EARLIER)
    assert sum(p["expect"] == "no-value" for p in PROBES) >= 0.4 * len(PROBES)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value", "today"), [
    # a clause of "if" with no amount and no thing of the rest: an event never said to happen (guards.py)
    ("If it rains, the game on 2024-03-15 moves 2 days later. On what date is the game?", None, None),
    ("The game on 2024-03-15 moves 2 days later. On what date is the game?", "2024-03-17", None),
    ("If today is 2024-03-15, what date is 10 days later?", "2024-03-25", None),
    ("If each book costs $12, how much would 5 books cost?", "60", None),
    ("There are 7 students in the class and 42 apples. If the apples are divided equally among the students, "
     "how many does each student get?", "6", None),
    # days asked in weeks that are no whole number of weeks; a temperature change converted (conversion.py)
    ("How many weeks are in 100 days?", None, None),
    ("100天是几周？", None, None),
    ("How many weeks are in 98 days?", "14", None),
    ("14天是几周？", "2", None),
    ("How many weeks is 336 hours?", "2", None),
    ("A 10 °F change is how many °C?", None, None),
    ("Convert 100 °F to °C", "37.777777777777777777777777777777777777777777777778", None),
    # a hedge before a rate's 每; "over" right after a verb that gives the amount (hedges.py)
    ("苹果大约每斤5元，买3斤多少元？", None, None),
    ("大约每分钟走60米，1小时走多少米？", None, None),
    ("苹果每斤5元，买3斤多少元？", "15", None),
    ("每分钟走60米，1小时走多少米？", "3600", None),
    ("A car goes over 60 km per hour. How far does it go in 3 hours?", None, None),
    ("A car goes 60 km per hour. How far does it go in 3 hours?", "180", None),
    ("what is 3 over 4", "0.75", None),
    # dollars of two countries (guards.py)
    ("A shirt costs $20 and a hat costs C$15. What's the total cost?", None, None),
    ("A shirt costs US$20 and a hat costs HK$15. What's the total cost?", None, None),
    ("A shirt costs $20 and a hat costs $15. What's the total cost?", "35", None),
    ("A shirt costs US$20 and a hat costs US$15. What's the total cost?", "35", None),
    # an amount spent as "some" with what is left asked; the change itself asked reads (guards.py)
    ("I had $50. I spent some on lunch and $12 on a book. How much is left?", None, None),
    ("小明有50元，花了一些钱买午饭，又花了12元买书，还剩多少元？", None, None),
    ("I had $50. I spent $8 on lunch and $12 on a book. How much is left?", "30", None),
    ("Dan had 97 pencils. He lost some. Now he has 60. How many did he lose?", "37", None),
    ("水果店有50箱橘子，卖了一些后还剩14箱，卖了多少箱？", "36", None),
    # a share before "more/less than"; two percentages compared (guards.py)
    ("What's 10% of 50 more than 500?", None, None),
    ("What's 10% of 20% more than 500?", None, None),
    ("What's 50% more than 80?", "120", None),
    ("80%比50%多多少？", None, None),
    ("How much more is 80% than 50%?", None, None),
    ("80%减50%是多少", "0.3", None),
    ("0.8比0.5多多少？", "0.3", None),
    # a number in a name: a Chinese one glued before a noun and its rate; "for the whole band" (guards.py)
    ("999感冒灵每盒15元，一共多少元？", None, None),
    ("301房间每晚200元，一共多少元？", None, None),
    ("八宝粥每罐4元，买6罐多少元？", "24", None),
    ("5度电每度0.6元，一共多少元？", "3", None),
    ("Maroon 5 tickets cost $45 each. How much for the whole band?", None, None),
    ("Ocean's 11 tickets cost $12 each. How much for the whole cast?", None, None),
    ("Blink-182 tickets cost $45 each. How much for 3 tickets?", "135", None),
    # a profit asked of a price; an exact answer of a rough rate; what is in a place never named (guards.py)
    ("商店每天卖40件衬衫，每件15元，一天赚多少元？", None, None),
    ("商店每天卖40件衬衫，每件15元，一天卖多少元？", "600", None),
    ("小明每小时赚20元，3小时赚多少元？", "60", None),
    ("1英里约等于1.6千米，5英里精确是多少千米？", None, None),
    ("1英里约等于1.6千米，5英里约等于多少千米？", "8", None),
    ("A tap fills 3 litres per minute. How many litres are in the tank after 2 hours?", None, None),
    ("A tap fills 3 litres per minute. How many litres does it fill in 2 hours?", "360", None),
    ("A box holds 12 eggs. How many eggs are in 5 boxes?", "60", None),
    # a word counted that also sits inside words (guards.py)
    ("How many times does 'at' appear in 'the cat and the hat'?", None, None),
    ("How many times does 'the' appear in 'the cat and the hat'?", "2", None),
    # another ingredient asked before the unit (recipes.py); minutes of something (clock_spans.py)
    ("菜谱上写2个鸡蛋配150克面粉，我用了4个鸡蛋，糖应该放多少克？", None, None),
    ("菜谱上写2个鸡蛋配150克面粉，我用了4个鸡蛋，面粉应该放多少克？", "300", None),
    ("The movie starts at 7:30 pm and ends at 9:05 pm. How many minutes of ads are there?", None, None),
    ("The movie starts at 7:30 pm and ends at 9:05 pm. How many minutes is it?", "95", None),
    # people in front of and behind someone, people asked: the one in the middle counts too (guards.py)
    ("小明前面有5个人，后面有6个人，一共有几个人？", None, None),
    ("小明家前面有5棵树，后面有6棵树，一共有几棵树？", "11", None),
    # a price per pound against a count of apples (prices.py); a letter asked in a case the text has not (guards.py)
    ("Apples cost $2 a pound. I bought 5 apples. How much did I spend?", None, None),
    ("Apples cost $2 a pound. I bought 5 pounds. How much did I spend?", "10", None),
    ("Apples cost $2 each. I bought 5 apples. How much did I spend?", "10", None),
    ("“hello world”里面有几个L？", None, None),
    ("“hello world”里面有几个l？", "3", None),
    # a comparison with what someone had, asked of what they have (two_readings.py)
    ("Tom has 24 marbles, 9 more than Sam had. How many does Sam have?", None, None),
    ("Tom has 24 marbles, 9 more than Sam has. How many does Sam have?", "15", None),
    ("Tom had 24 marbles, 9 more than Sam had. How many did Sam have?", "15", None),
    # a second shift whose count is a word (dates.py); a growth of other periods than the rate compares
    ("Postpone 2024-03-10 by 15 days, then bring it forward by a week", None, None),
    ("Postpone 2024-03-15 by 10 days", "2024-03-25", None),
    ("第一季度销售额100万，第二季度120万，同比增长百分之几？", None, None),
    ("Sales were $100k in Q1 and $120k in Q2. What is the year-over-year growth?", None, None),
    ("2023年第二季度销售额100万，2024年第一季度120万，环比增长百分之几？", None, None),
    ("第一季度销售额100万，第二季度120万，环比增长百分之几？", "20", None),
    ("2023年第二季度销售额100万，2024年第二季度120万，同比增长百分之几？", "20", None),
    ("去年1200，今年1500，同比增长率是多少？", "25", None),
    # a rate asked of money in and out is a share, not the amount (money_flows.py)
    ("某公司收入为3,450,000元，支出为2,987,600元，利润率是百分之几？", None, None),
    ("某公司收入为3,450,000元，支出为2,987,600元，利润是多少元？", "462400", None),
    # a range of percentages written with a tight dash (guards.py); a hedge on a date or on a sharing (hedges.py)
    ("What's 50-60% of 80?", None, None),
    ("What's 50 - 60% of 80?", "2", None),
    ("What date is 10 days before 2024-03-05 or so?", None, None),
    ("What date is 10 days before 2024-03-05?", "2024-02-24", None),
    ("我们4个人大致平分120元，每人多少元？", None, None),
    ("我们4个人平分120元，每人多少元？", "30", None),
    # a further discount asked; a number that labels a thing used as a count (two_readings.py)
    ("一件衣服200元，打八折，还能再便宜多少元？", None, None),
    ("一件衣服200元，打八折，便宜多少元？", "40", None),
    ("Line 3 subway rides cost $4 each. How much in total?", None, None),
    ("What is the number 5 squared?", "25", None),
])
def test_the_rules_round_eight_found_and_their_twins(text: str, value: str | None, today: str | None) -> None:
    assert value_of(text, today) == value
