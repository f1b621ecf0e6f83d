"""Hostile probes, fifth round (`hostile_probes_5.jsonl`, issue 15): SVAMP-style variations of MAWPS one-step
stories (the question asks the other holder or the other noun, "how many more" reversed, the start unknown, a
distractor of the same or another noun, the sentences reordered, a rate asked of another thing or another
holder, units that do not match, "each" and "in all" swapped, 比…多 and 比…少 reversed, a part asked where the
whole is given) in both languages, then the notation, number words and dates loosened today: 6÷2(1+2), 2/3/4,
1.000 as a thousand, 3x = 4, superscripts that are footnotes, ½ and number words in names, dates without a
year, dd/mm against mm/dd, "next Friday" with and without today, weeks that are not whole, 工作日 across
holidays, injection-like text, versions, phones and addresses.

Rows as in round 4: `no-value` (must go slow, or the sandbox refuses it) or `value` with a `gold` computed in
Python (Fraction, datetime), never by the project's reader; a `context` gives today where a row needs one.
The near-miss twins of the rules the probes found must stay fast and exact.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome
from services.classifier.perceive import perceive

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_5.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    earlier = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
               "hostile_probes_4.jsonl")
    assert_probes_are_new_and_both_languages_probed(PROBES, earlier)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # boxes counted that hold another thing than the rate's boxes (roles.py, rates.py)
    ("Each box holds 9 crayons. There are 4 boxes of markers. How many crayons are there in all?", None),
    ("Each box holds 9 crayons. There are 4 boxes of crayons. How many crayons are there in all?", "36"),
    ("A candy store has 6 boxes of chocolates. Each box has 500 pieces. How many pieces are there altogether?", "3000"),
    ("每盒装9支笔，有7盒蜡笔，一共有多少支笔？", None),
    ("每盒装12支笔，有9盒笔，一共有多少支笔？", "108"),
    ("每盒装9支笔，有7盒橡皮，一共有多少支笔？", None),
    ("每盒装12个鸡蛋，有9盒鸡蛋，一共有多少个鸡蛋？", "108"),
    ("小卢有3包口香糖，每包5片，一共有多少片口香糖？", "15"),
    ("我有3本相册，每本放40张照片，一共可以放多少张照片？", "120"),
    # one holder's rate, another holder's count or question (roles_zh.py, roles.py)
    ("小红每盒装13支笔，小刚有8盒，小刚有多少支笔？", None),
    ("每盒装13支笔，小刚有8盒，小刚有多少支笔？", "104"),
    ("一辆汽车每小时行60千米，3小时行多少千米？", "180"),
    # a goal of one thing, what is done of another (roles.py)
    ("Tom wants to read 106 pages of a book. He has read 59 pages of a magazine. "
     "How many pages of the book does he still need to read?", None),
    ("Tom wants to read 106 pages of a book. He has read 59 pages. How many more pages does he need to read?", "47"),
    # a bill asked as a count of things, or what is left asked of a thing the story never names (bills.py)
    ("小明买了3包饼干，每包6元，一共有多少块饼干？", None),
    ("小明买了3包饼干，每包6元，一共花了多少元？", "18"),
    ("小明买了3包饼干，每包6块，一共花了多少块？", "18"),
    ("小明带了79元，买书花了38元，书包还剩多少元？", None),
    ("小明带了79元，买书花了38元，小明还剩多少元？", "41"),
    ("钱包里有100元，买书花了38元，钱包里还剩多少元？", "62"),
    # a price of one thing never prices another under the same measure word (prices.py)
    ("一支笔8元，我买了6支铅笔，花了多少元？", None),
    ("一支笔8元，我买了6支笔，花了多少元？", "48"),
    ("一支笔8元，我买了6支，花了多少元？", "48"),
    # a part of the share's part asked (percent_parts.py)
    ("一个班有48人，男生占25%，戴眼镜的男生有多少人？", None),
    ("一个班有48人，男生占25%，男生有多少人？", "12"),
    # 块 before a noun measures things: biscuits shared come out whole (equal_shares.py); 块钱 is money
    ("小明把73块饼干平均分给6个朋友，每人分到几块？", None),
    ("小明把72块饼干平均分给6个朋友，每人分到几块？", "12"),
    ("小明把100块钱平均分给8个朋友，每人分到几块？", "12.5"),
    # a piece of a string that overlaps itself counts two ways (guards.py)
    ('count "ana" in "banana"', None),
    ('count "an" in "banana"', "2"),
    ('"Hello"里h出现了几次', None),
    ('"hello"里h出现了几次', "1"),
    # letters asked of a text with more than letters (guards.py): its length is not its letters
    ('how many letters are in "hello world"?', None),
    ('how many letters are in "hello"?', "5"),
    ('how many characters are in "hello world"?', "11"),
    # a duration in two units is one amount the rate reader does not compose (rates.py)
    ("A snail crawls 2 cm per minute. How many cm does it crawl in 1 hour and 30 minutes?", None),
    ("一只蜗牛每分钟爬2厘米，1小时30分钟爬多少厘米？", None),
    ("A snail crawls 2 cm per minute. How many cm does it crawl in 90 minutes?", "180"),
    ("A snail crawls 2 cm per minute. How many cm does it crawl in 1.5 hours?", "180"),
    # a recipe scaled answers only its own ingredient (recipes.py)
    ("2个鸡蛋配150克面粉，用5个鸡蛋要多少克糖？", None),
    ("2个鸡蛋配150克面粉，用5个鸡蛋要多少克面粉？", "375"),
    ("A recipe uses 2 eggs for 150 g of flour. How many grams of flour for 5 eggs?", "375"),
    # fen written after its amount is not yuan (money_flows.py)
    ("小明花了2角和12分，一共花了多少元？", None),
    ("小明花了2元和12元，一共花了多少元？", "14"),
    # one Chinese noun inside another, the rest no colour or size: pencils beside pens (roles.py)
    ("小军有30支铅笔，比小明多7支笔，小明有几支？", None),
    ("小军有30支铅笔，比小明多7支，小明有几支？", "23"),
    ("小丽有15个红苹果，小芳比小丽多8个苹果，小芳有多少个苹果？", "23"),
    # a factorial sign after a bracket is no exclamation mark; two signs read two ways (parse.py)
    ("Compute (2+1)!", "6"),
    ("(3!)!", "720"),
    ("算一下(2+1)!", "6"),
    ("5!! = ?", None),
    ("3!!等于多少", None),
    ("What is 5!", "120"),
    ("Hi! What is 3+4?", "7"),
])
def test_the_rules_round_five_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(("text", "ambiguous"), [
    # one comma inside a number that groups no thousands (perceive.py): 1.5, or two items of a list
    ("What is the sum of 1,23 and 5?", True),
    ("What is the average of 1,5 and 2,5?", True),
    # a chain of such commas is a list, a thousands group a number, a spaced comma a separator
    ("3,4,5的平均数是多少", False),
    ("What is 1,234 + 5?", False),
    ("What is the sum of 1, 23 and 5?", False),
])
def test_a_comma_inside_a_number_is_ambiguous(text: str, ambiguous: bool) -> None:
    assert bool(perceive(text).perception.ambiguities) == ambiguous
