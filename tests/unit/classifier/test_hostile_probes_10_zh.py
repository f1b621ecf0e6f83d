"""Hostile probes, tenth round in Chinese (`hostile_probes_10_zh.jsonl`, issue 15): everyday requests in the
weakest-covered families (change, tips, splitting a bill, currency; 折 against %, stacked discounts, 满减; rates
and unit prices; percentages of which base, percentage points, up then down; a fraction of the remainder against
of the whole; rounding said loosely, 约/大约; units, 公里/里, 英里; dates: 下下周, 月底, leap years, a month
added at a month end, 工作日) and short word problems (the question about another person, time or thing than the
story; a number that is a year, a room, an age or a phone; 每 of the wrong noun; 还剩 against 用了; 至少/最多/大约;
几倍 against 多几; a comparison asked in reverse; two questions in one; an answer claimed, "对吗").

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction/datetime
(generated, not typed). Five batches, each committed before any reader ran on it: the families above (340 rows,
ten dropped that repeated earlier rounds), then twists of the shapes the first batch showed fast (260), then money between two people, shares, a percentage
of a book and of what is left, units and dates, 倍 and 少 reversed, ages, clock times, everyday prices (136), then twists of the shapes the third showed fast: the other person asked, a change wanted
or untold, 倍 of another thing, another unit asked (115), then discounts said as 七五折 or "优惠25%", currencies by a rate told,
a percentage of a number, walking and filling rates, goods moved out of a store (91). Six labels were corrected after the first run,
each to what the project reads on purpose and is right: a cut with its unit unsaid is money off a price in 元
(原价200元，降价20: 180, as 便宜20); an approximation asked with no precision is answered exactly (3.14乘以2约等于多少:
6.28); "X到Y有多少天" is the difference of the dates (as `blind_stories.jsonl`: 3月1日到4月15日 45); 国庆节 is
1 October, a fixed date (204 days from 11 March); a weekday is shown by its English name, as in round 7
(30天后是星期几: Wednesday). One label of the third batch likewise: a rate by the hour times the hours told is the
charge (停车费每小时6元，停了3.5小时: 21).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_10_zh.jsonl")
EARLIER = PROBE_FILES_BEFORE_ROUND_10


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_nearly_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", 0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # the change asked as a count of notes (bills.py)
    ("东西37元，我给了100元，找零是几张？", None),
    ("东西37元，我给了100元，找零是多少？", "63"),
    ("东西37元，我给了100元，找我几块钱？", "63"),
    # one more person told inside a shared bill: who shares is no longer told (bills.py)
    ("4个人AA，一共花了368元，我请了一个朋友，每人付多少元？", None),
    ("4个人AA，一共花了368元，每人付多少元？", "92"),
    ("一条裤子96元，我给了100元，找零多少？", "4"),
    # a number that names, not counts: a phone, a student number (number_guards.py)
    ("我的电话是13812345678，我有12支笔，一共多少？", None),
    ("我的学号是25，我有12支笔，又买了5支，一共多少支？", None),
    ("我有12支笔，又买了5支，一共多少支？", "17"),
    # the second batch: notes or coins counted (多少张, 几枚硬币), each paying (各给了), one more thing bought
    # with no price, a time named only in the question (bills.py)
    ("东西37元，我给了100元，找零多少张？", None),
    ("东西37元，我给了100元，找零是几枚硬币？", None),
    ("东西37元，我给了100元，找零多少钱？", "63"),
    ("东西37元，我和朋友各给了100元，找零多少？", None),
    ("东西37元，我给了100元，又买了一瓶水，找零多少？", None),
    ("买了一瓶水3元，给了10元，找零多少？", "7"),
    ("小明有50元，买书用了18元，又买笔用了9元，昨天还剩多少元？", None),
    ("小明有50元，买书用了18元，又买笔用了9元，今天还剩多少元？", "23"),
    ("小明昨天有50元，买书用了18元，又买笔用了9元，昨天还剩多少元？", "23"),
    # another thing asked than the one counted and priced (asked_guards.py); an answer claimed (number_guards.py)
    ("一件衣服打8折后卖160元，裤子原价多少元？", None),
    ("一件衣服打8折后卖160元，衣服原价多少元？", "200"),
    ("衣服200元，打八折，裤子现价多少元？", None),
    ("衣服200元，打八折，衣服现价多少元？", "160"),
    ("我算的是23元：小明有50元，买书用了18元，又买笔用了9元，还剩多少元？", None),
    ("9除以4，结果是多少？", "2.25"),
    # the third batch: money spent whose amount its clause does not tell (bills.py)
    ("小红有60元，花了25元买书，又花了剩下的一些钱买文具，还剩多少元？", None),
    ("小红有60元，花了25元买书，又花了10元买文具，还剩多少元？", "25"),
    ("午饭花了28元，晚饭花了45元，一共花了多少？", "73"),
    # the fourth batch: things counted asked of money left (bills.py), a weight asked of a price (prices.py),
    # groups shared and a member asked, the story's unit asked of other stuff (guards.py)
    ("小红有60元，花了25元买书，还剩多少本？", None),
    ("小红有60元，花了25元买书，还剩多少？", "35"),
    ("一斤猪肉28元，买了2.5斤，一共多少斤？", None),
    ("一斤猪肉28元，买了2.5斤，一共多少钱？", "70"),
    ("36个苹果平均分给4组小朋友，每个小朋友分几个？", None),
    ("36个苹果平均分给4组，每组分几个？", "9"),
    ("36个苹果平均分给4个小朋友，每个小朋友分几个？", "9"),
    ("电费每度0.56元，这个月交了84元，用了多少度水？", None),
    ("电费每度0.56元，这个月交了84元，用了多少度电？", "150"),
    # the fifth batch: a thing bought that no price names, beside the discounted one (discounts.py)
    ("一双鞋240元，打七五折，我买了一双鞋和一双袜子，一共多少钱？", None),
    ("一双鞋240元，打七五折，我买了一双鞋，一共多少钱？", "180"),
    ("一件商品五折出售，原价200元，售价多少？", "100"),
])
def test_the_rules_round_ten_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
