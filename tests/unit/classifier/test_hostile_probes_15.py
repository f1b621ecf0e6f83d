"""Hostile probes, fifteenth round (`hostile_probes_15.jsonl`, issue 15), aimed at the loosenings of this session:
everyday Chinese (每满 rules, 打折 as no count, 减到, interest over one period, 单价/支出/结余 as nouns, a bare
amount spent, 再加运费, a verb after the count, 水龙头, a share of a duration, a question first), everyday English
(a period asked 'for a year', 'each' after a price, 'in a row', the pound as a weight, conversions of one kind, US and
imperial gallons, simple interest, a sharing said first, the original price, a share rounded, falls and rises) and
MAWPS round 6 (long stories up to 320 characters, the level after a change told with 'left', 'finds another',
quarters counted) — twisted the SVAMP way: someone else or another thing asked, an extra or a missing number, the
operation reversed, 'how many more' against 'in all', negations and wishes, a unit changed, 市制 and tons, 满减
without its rule, discounts twice, the saving against the price, facts needed, traps with numbers.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Python's Fraction; slow: null), `family`,
`why`; written and committed in fourteen batches before any reader ran on them; twins added after a run, and the
twelve rows relabelled after it to the reader's plain reading or an earlier round's convention, say so in `why`.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share,
                      jsonl_rows, probe_outcomes, probes_in_round_form, value_of)

ROWS = jsonl_rows("hostile_probes_15.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl",
           "hostile_probes_14_en.jsonl", "hostile_probes_14_zh.jsonl", "mawps_twins_5.jsonl",
           "mawps_twins_5_muldiv.jsonl", "mawps_twins_6.jsonl", "everyday_zh_blind_4.jsonl",
           "everyday_en_blind_4.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_both_languages_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.55)
    zh = sum(r["lang"] == "zh" for r in ROWS)
    assert 0.4 * len(ROWS) <= zh <= 0.6 * len(ROWS) and len(ROWS) >= 800


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main after the session's merges, each rule with its near-miss twin that must stay fast
# and exact.
@pytest.mark.parametrize(("text", "value"), [
    # a saving asked of a 满减 rule is not the price paid (spend_offers.py)
    ("每满200减30，买了450元的东西，省了多少钱", None),
    ("每满200减30，买了450元的东西，最后付多少", "390"),
    # 几折 only where the rate is said in tenths (discount_rates.py)
    ("一件外套398元，打折后279元，打了几折", None),
    ("一件外套500元，打折后351元，打了几折", None),
    ("一件外套500元，打折后350元，打了几折", "7"),
    ("原价600元，便宜了150元，打了几折", "7.5"),
    # 十折 is the whole price, never 10 % (units.py zhe_percent_off)
    ("一件外套原价400元，打十折，现价多少", None),
    ("一件外套原价400元，打九折，现价多少", "360"),
    ("一件外套原价400元，打88折，现价多少", "352"),
    # a kin word asked in a Chinese question the story never names (bills.py)
    ("我带了100元，花了37.5，同学还剩多少", None),
    ("我带了100元，花了37.5，我还剩多少", "62.5"),
    ("妈妈带了100元，花了37.5，妈妈还剩多少", "62.5"),
    # an income and spending of two months, money put into savings (budgets.py)
    ("我上个月收入9800，这个月支出6350，结余多少", None),
    ("我这个月收入9800，支出6350，存了2000，结余多少", None),
    ("我上个月收入9800，支出6350，结余多少", "3450"),
    # one amount moving (降到, 涨到) is no bill (bills.py)
    ("价格从80元降到60元，又降到45元，一共降了百分之几", None),
    ("价格从80元降到70元，降了百分之几", "12.5"),
    # an owner asked that the story never names (discounts.py)
    ("i paid $60 after 25% off, what was the original of my sister's", None),
    ("i paid $60 for my friend's coat after 25% off, what was the original of my friend's coat", "80"),
    # a rise asked with a verb of growing, of an amount that fell (frames.py)
    ("by what percent did it rise from 80 to 60", None),
    ("by what percent did it go up from 60 to 90", "50"),
    # a change wanted, possible or nearly done, asked as done (two_readings.py); an amount only needed (money_directions.py)
    ("停车场原来有45辆车，可能开走了18辆，还剩多少辆", None),
    ("妈妈带了200元，买菜差点花了86元，还剩多少元", None),
    ("小明想买6个面包，每个4元，一共花了多少元", None),
    ("小红打算买3本书，每本25元，一共要花多少元", "75"),
    ("停车场原来有45辆车，开走了18辆，还剩多少辆", "27"),
    ("Luis has 50 dollars. He needs 18 dollars for honey. How much money does he have left?", None),
    ("Ada has 40 dollars. She spent 15 dollars on a book. How much money does she have left?", "25"),
    # only some of a whole shared equally (equal_shares.py)
    ("Mr. Diaz bought 36 plums and shared some equally among his 4 kids. How many plums did each kid get?", None),
    ("Grandpa picked 48 apples and shared them equally among his 6 grandkids. How many apples did each grandkid get?",
     "8"),
    # another doing asked after the count than the story's, whichever reader read it (mismatched_purchases.py)
    ("每小时走5公里，3小时跑多少公里", None),
    ("每小时骑车15公里，2小时走多少公里", None),
    ("每天读30页，5天写多少页", None),
    ("每分钟走80米，20分钟走多少米", "1600"),
    ("每天读30页，5天读多少页", "150"),
    ("火车每小时三百公里，2.5小时走多少公里", "750"),
    # batch 9: a fall asked without saying amount or rate (named_frames.py named_decline, as named_growth); the fall of a
    # thing the story's counts are not of (guards.py)
    ("去年800人，今年400人，下降了多少", None),
    ("去年800人，今年400人，下降了百分之几", "50"),
    ("去年800人，今年400人，收入下降了百分之几", None),
    ("去年600人，今年450人，人数下降了百分之几", "25"),
    ("去年600元，今年450元，收入下降了百分之几", "25"),
    # batch 10: a 满减 payer named only in the question, two days, a purchase only possible (spend_offers.py,
    # two_readings.py); someone only in the question of a budget (budgets.py); another thing after "of" (discounts.py)
    ("每满300减40，买了920元的衣服，小红实付多少", None),
    ("每满300减40，上周买了920元的衣服，今天实付多少", None),
    ("每满300减40，差点买了920元的衣服，实付多少", None),
    ("每满300减40，买了920元的衣服，实付多少", "800"),
    ("每满300减40，想买920元的衣服，要付多少", "800"),
    ("月薪8000元，房租2500元，伙食1500元，老婆每月结余多少", None),
    ("月薪8000元，房租2500元，伙食1500元，每月结余多少", "4000"),
    ("i paid $84 for shoes after 30% off, what was the original of the hat", None),
    ("i paid $84 for shoes after 30% off, what was the original of the shoes", "120"),
    # after evzh's final merge: a group's own count said with 有 is no whole (shares.py)
    ("女生有18人，男生有22人，女生占比多少", None),
    ("老师有5人，学生有45人，老师占比多少", None),
    ("我们班有40人，女生有18人，女生占百分之几", "45"),
    ("公司里有200人，女员工有80人，女员工占比多少", "40"),
    # batch 12: a payer only in a discount's question (discounts.py); a share asked, a thing added after 和/"and"
    # without its amount, a return (bills.py)
    ("原价300的鞋先打八折，再用一张30元的券，小红最后付多少", None),
    ("原价300的鞋先打八折，再用一张30元的券，最后付多少", "210"),
    ("买3个杯子每个12元，再加运费8元，运费占总价的百分之几", None),
    ("买3个杯子每个12元，再加运费8元和一个盘子，总共多少", None),
    ("买3个杯子每个12元，再加运费8元和包装费2元，总共多少", "46"),
    ("3 items at $12 plus $8 shipping, what's the total if i return one", None),
    ("3 items at $12 plus $8 shipping and $2 wrapping, what's the total", "46"),
    # batch 13: an amount for each of some people, told in the story, is one step more than the roles read (roles.py)
    ("小明有42张贴纸，给了朋友每人9张，还剩几张", None),
    ("小红有50颗糖，分给同学每人6颗，还剩几颗", None),
    ("小红有50颗糖，给了小明6颗，还剩几颗", "44"),
    ("有24颗糖，平均分给4个小组，每组分到几颗糖？", "6"),
    # batch 14: 'today's' is a time beside the story's 'yesterday'; a thing counted and added without its amount
    # (bills.py)
    ("4 tacos at $3.25 each and a $2 drink yesterday, what's today's total", None),
    ("4 tacos at $3.25 each and a $2 drink, what's the total", "15"),
    ("4个饺子每个3.5元，再加一碗汤，一共多少钱", None),
    ("4个饺子每个3.5元，再加一碗汤5元，一共多少钱", "19"),
    ("油价每升8元，加了50升，一共多少钱？", "400"),
])
def test_the_rules_round_fifteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
