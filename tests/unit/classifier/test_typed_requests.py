"""Requests as users type them (typed_requests.jsonl, issue 15): 448 computations and one-step word
problems in Chinese and English (372 computations, 76 that must go slow: two steps, a formula, a fact
not given, an ambiguous unit or date, stacked discounts whose base is not said, traps), written before
the reader was run on any of them. tr402 (鸡兔同笼，共35个头，94只脚，兔有几只) was a slow row, a formula; since session
22 (issue 15, h/zh25b) 鸡兔同笼 has one exact reading the reader states step by step ((94-2*35)/(4-2) = 12), so it is
a fast row. Each gold is its row's own `gold_expr` (golds.py: Fraction, Decimal,
datetime). The split was fixed in the file before any reader run: within each (category, language)
group the rows alternate tune, check. Rules were written from the tune half only; the check half is
read here as counts.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from dualtrack.bench.parse import run

from .reading import assert_balanced_blind_set, read, value_of

ROWS = [json.loads(line) for line in
        Path(__file__).with_name("typed_requests.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
# Computations fast and right, as reached (before this file's rules: tune 162, check 143, and 1 wrong
# fast answer in the check half, a stacked discount, now slow by the stacked-discount policy).
REACHED = {"tune": 176, "check": 143}


def test_the_file_is_balanced_and_each_gold_is_its_own_expression() -> None:
    assert_balanced_blind_set(ROWS, rows_at_least=400, slow_at_least=70)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_no_fast_answer_is_wrong_and_each_half_keeps_its_reach(half: str) -> None:
    counts: Counter[str] = Counter()
    for o in run([r for r in ROWS if r["split"] == half]):
        counts["wrong" if o.wrong else "right" if o.exact else "slow"] += 1
    assert counts["wrong"] == 0, counts
    assert counts["right"] >= REACHED[half], counts


# --- the language rules the tune half led to, each with the near misses that must stay slow -----------

@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Thanks in advance — what's 48 * 25?", "1200"),  # an em dash after filler
        ("pls calc 81/9", "9"),
        ("帮忙算下81/9，急", "9"),
        ("How many days from Dec 24, 2024 to Jan 7, 2025, counting both days?", "15"),
        ("2024年1月1日到3月25日是几周", "12"),
        ("三小时走了十五公里，平均每小时几公里", "5"),  # a lone numeral before a measure of two characters
        ("草莓 ¥39.9 一盒，买三盒要多少钱？", "119.7"),
        ("一双鞋 560 块，打七五折多少钱", "420"),  # 一双 names one pair, never a count
        ("一箱 24 瓶水卖 36 元，一瓶多少钱", "1.5"),
        ("一箱有24罐，15箱一共多少罐", "360"),  # what one box holds is what each holds
        ("There were 48 people on the bus and 13 got off. How many are still on?", "35"),
        ("车上有48人，下车13人，还剩几人", "35"),
        ("视频时长 2 小时 15 分钟，一共是多少分钟？", "135"),  # a topic before a conversion
        ("体育课跳远跳了 3 米 45 厘米，是多少厘米？", "345"),
        ("一辆车以每小时八十公里的速度行驶了三个半小时，一共走了多少公里？", "280"),
        ("房租从每月3000涨到3300，涨幅是百分之多少？", "10"),
        ("汽油从每升 7.2 元降到 6.84 元，降幅是百分之几？", "5"),
        ("快递 2024年2月25日发货，运输要 7 天，预计几号到？", "2024-03-03"),
        ("The package shipped on March 3, 2024 and takes 9 days. When does it arrive?", "2024-03-12"),
        ("I spent 23, 41, 17 and 39 dollars this week. What's the total?", "120"),  # the total of one list
        ("这周花了23、41、17、39元，一共花了多少", "120"),
        ("100块钱三个人平分，每人多少（保留两位小数）", "33.33"),  # a rounding after a reading by values
        ("We drove 250 km in 3 hours. Average speed, to one decimal place?", "83.3"),
        ("每小时走5公里，走了7.3小时，走了多少公里，保留整数", "37"),  # half up
        # once near misses (the rounding was dropped), now rounded as asked
        ("原价399元，打八五折，是多少钱，保留整数？", "339"),
        ("工资8333元，涨了7%，现在是多少，保留整数？", "8916"),
        ("手机4299元，分7期免息，每期多少钱，保留整数？", "614"),
        ("早上-5.5度，中午升高了12.25度，现在多少度，保留整数？", "7"),
        ("What's the tip on $48 at 15%?", "7.2"),  # the charge asked, its rate said last
        ("15% tip on $48", "7.2"),
        ("can u do 1024 / 16 for me", "64"),
        ("早上好～18乘24是多少😊", "432"),  # a ～ after a greeting is no "about"
        ("三个人分 100 块的车费，每人多少？四舍五入到分（两位小数）", "33.33"),  # a rounding said twice, once
        ("Eggs were $2.50 last year and $4.00 now. What's the percent increase?", "60"),  # now after last year
        ("My car uses 8 L/100 km. How many liters for 250 km?", "20"),  # a slash after a unit is "per"
        ("结账的时候一共是263.4元，我给了三百，收银员应该找多少？", "36.6"),  # money handed over, bare
        ("水龙头每分钟流出12升水，灌满一个300升的水箱需要多少分钟？", "25"),  # one thing, then its size
        ("电影票一张45元，我们买4张，一共多少钱", "180"),  # 一张45元 is a price each, kept
        ("what's the avg of 4, 8, 15, 16, 23, 42", "18"),
        ("我一个月工资 6500 元，一年多少钱", "78000"),  # one month, said as 一个月, is a period of the rate
    ],
)
def test_general_rules_read(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "There were 48 people on the bus and 13 got on. How many are on the bus now?",
        "There were 48 people on the bus and 13 got off at each stop. How many are still on?",
        "There were 48 people on the bus and 13 got off. How many got off?",
        "他每天跑 5 公里，一共多少米",  # a total over days not said
        "往返 45 分钟，单程是多少小时",
        "每个西瓜10元，买了3个半，一共多少钱",  # a half of a count, not of a time
        "I started on 2024-02-10 and the course lasts 45 days. When does it end?",  # the 45th day, or after it?
        "快递 2024年2月25日到，运输要 7 天，几号发货的？",
        "I bought a $40 shirt with a 25% off coupon and paid 8% tax. Total?",  # tax before or after the coupon?
        "Pens cost 3, 5 and 7 dollars and I bought 3 of each. Total?",  # a count beside the list
        "I spent 23, 41 and 17 dollars and 39 euros. Total?",
        "The three rooms are 12, 15 and 20 square meters. Total area?",
        "what's the total on $48 at 15%?",  # a tip or a tax?
        "15% tip on $48 each",
        "128.456 四舍五入到角（保留两位小数）是多少",  # the two roundings disagree
        "100块钱三个人平分，每人多少？四舍五入到十位",
        "Eggs were $2.50 in 2023 and $4.00 now. What's the percent increase?",  # now is not said against 2023
        # a fraction before its unit is no rate "so much per so many" (was 4 and 3 on main: wrong)
        "食谱要 3/4 杯面粉，做3份要几杯",
        "一共263.4，我给了300，应该找多少",  # no currency at all
        "把2.4米长的绳子分成6段，每段多少米",  # 分成 without 平均: the pieces may differ
        "把2.4米长的绳子平均分成6段，用了2段，每段多少米",
        "一共263.4元，我给了300，一共花了多少？",
        "这道菜要用 2/3 杯糖，我要做两份，需要几杯糖",
    ],
)
def test_near_misses_of_those_rules_stay_slow(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    "text",
    [
        # answered fast and wrong on main (a sum of money that came in and money that went out)
        "I sold my bike for $120 and bought a helmet for $40. How much in total?",
        "I sold a lamp for $30 and a chair for $45. How much did I spend?",
        "My friend lent me $40 and I spent $25. How much in total?",
        "我卖了一辆自行车120元，又买了一个头盔40元，一共多少钱",
        "Grandma sent me $50 and my uncle sent me $35. How much did I spend?",
        "Grandma sent me $50 and I spent $35 on a game. How much in total?",
        "Mom sent me $50 and I sent my brother $20. How much in total?",
        "I have $100. A shirt is $40 and a hat is $15. How much is left?",  # priced, nothing bought
        "I have $100. The shirt is $40. How much is left?",
        "一件衣服100元，一条裤子80元，我有200元，还剩多少",
    ],
)
def test_money_in_beside_money_out_is_no_bill(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Grandma sent me $50 and my uncle sent me $35. How much did I get in total?", "85"),
        ("爸妈给了我2000元，姑姑给了我800元，一共多少钱", "2800"),
        ("I paid $12 for lunch and $18 for dinner. How much in total?", "30"),
        ("I have $100. I bought a shirt that is $40. How much is left?", "60"),
        ("我有200元，买了一件衣服100元，一条裤子80元，还剩多少", "20"),
        ("I sold 3 books at $5 each. How much in total?", "15"),  # sold alone: still a bill
        # a question before a colon, the story after it (一共多少钱：3个苹果每个2元 was 2/3 on main)
        ("一共多少钱：3个苹果每个2元", "6"),
        ("多少钱 3个苹果每个2元", "6"),  # 每个2元 is a price given, not a question per each (was 2/3)
        ("Paint costs $38 a bucket and I need 3 buckets. How much?", "114"),  # "I need" as a verb
        ("把2.4米长的木板平均锯成6段，每段长多少米", "0.4"),  # pieces cut equally, 每段
        ("过年红包一共收了多少：爸妈给了我2000元，姑姑给了我800元", "2800"),
        ("我卖了3本书，每本5元，一共多少钱", "15"),
    ],
)
def test_money_all_one_way_still_totals(text: str, value: str) -> None:
    assert value_of(text) == value, text
