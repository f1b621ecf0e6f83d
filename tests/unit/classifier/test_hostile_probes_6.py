"""Hostile probes, sixth round (`hostile_probes_6.jsonl`, issue 15): the readers merged last: things put into
equal groups in English (the size asked where the count is told and back, groups of N against N groups, "each"
of a list of people with one exception, of the giver or of the ones given to, leftovers and boxes needed),
rates of one person or thing asked of another ("miles per gallon of gas", "on each leaf"); in Chinese the start
asked after one or two changes (原来 with a change of another thing), a change not told (卖了一些后剩下),
几倍 not whole or reversed, 比他 with two people, 比…重/轻 with 千克 against 克, 还差 of another goal, 借走 then
还回来, a taker who is also asked as a holder, two classes' total, 每个盘子里放5个桃 asked of another container.

Rows as in round 5: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows, \
    probe_outcomes, value_of

PROBES = jsonl_rows("hostile_probes_6.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    earlier = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
               "hostile_probes_4.jsonl", "hostile_probes_5.jsonl")
    assert_probes_are_new_and_both_languages_probed(PROBES, earlier)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # a rate of one thing asked of another doer named with "a", by any verb a rate is asked with (rates.py)
    ("A car travels 60 miles per gallon. How many gallons does a truck use for 120 miles?", None),
    ("A car uses 6 liters per 100 km. How many liters does a truck need for 300 km?", None),
    ("A car travels 60 miles per gallon. How many gallons does it use for 120 miles?", "2"),
    ("A car travels 60 miles per gallon. How many gallons does a car need for 120 miles?", "2"),
    ("A car uses 6 liters per 100 km. How many liters does it need for 300 km?", "18"),
    # the taker is not the holder of what is left (starts_asked_zh.py)
    ("小红拿走了7个草莓，还剩9个，小红原来有几个？", None),
    ("小红拿走了7个草莓，还剩9个，原来有几个？", "16"),
    ("小明吃了7个草莓，还剩9个，小明原来有几个？", "16"),
    # after a taker, a clause with no doer of its own is the taker's, not the place's (roles_zh.py)
    ("图书角有50本书，小明借走了18本，还给了小红6本，图书角现在有多少本？", None),
    ("图书角有50本书，小明借走了18本，又送给了小红6本，图书角现在有多少本？", None),
    ("图书角有50本书，小明借走了18本，又借走了6本，图书角现在有多少本？", "26"),
    ("图书角有50本书，小明借走了18本，小红借走了6本，图书角现在有多少本？", "26"),
    ("图书角有50本书，同学们借走了18本，图书角还剩多少本？", "32"),
    # a place that things leave is the stock, not a taker (starts_asked_zh.py)
    ("停车场开走了15辆车，还剩27辆，原来停车场有多少辆车？", "42"),
    # another doing asked of the story's doer by a pronoun (rates.py)
    ("Tom runs 6 miles per hour. How far does he walk in 2 hours?", None),
    ("A car travels 60 miles per hour. How many hours does it take to walk 150 miles?", None),
    ("Tom runs 6 miles per hour. How far does he run in 2 hours?", "12"),
    ("A car travels 60 miles per hour. How many hours does it take to travel 150 miles?", "2.5"),
    ("She earns $20 an hour. How many hours does she need to work to earn $600?", "30"),  # work: the wage's doing
    # a rate's thing asked of another doer after can (rates.py)
    ("Tom's car gets 30 miles per gallon of gas. How many miles can a bus go on 5 gallons of gas?", None),
    # the car's owner drives it (MAWPS: "Mary's car gets 20 miles per gallon of gas. How far can she drive on 14
    # gallons of gas?" is 280); another doer ("a bus") stays slow
    ("Tom's car gets 30 miles per gallon of gas. How many miles can he drive on 5 gallons of gas?", "150"),
    ("Tom's car gets 30 miles per gallon of gas. How many miles can it go on 5 gallons of gas?", "150"),
    ("Tom's car gets 30 miles per gallon of gas. He drove 150 miles. How many gallons of gas did he use?", "5"),
    # containers counted of a thing named nowhere else (rates.py)
    ("A pack has 15 stickers. Lisa has 4 packs of cards. How many stickers does Lisa have?", None),
    ("Each box holds 8 crayons. How many crayons are in 5 boxes of markers?", None),
    ("Each box holds 8 crayons. How many crayons are in 5 boxes of crayons?", "40"),
    ("A pack has 15 stickers. Lisa has 4 packs of stickers. How many stickers does Lisa have?", "60"),
    # what is held asked after a count used or only wanted (rates.py)
    ("A pack has 15 stickers. Lisa used 4 packs. How many stickers does Lisa have?", None),
    ("A pack has 15 stickers. Lisa wants 4 packs. How many stickers does Lisa have?", None),
    ("A pack has 15 stickers. Lisa bought 4 packs. How many stickers does Lisa have?", "60"),
    ("A pack has 15 stickers. Lisa has 4 packs. How many stickers does Lisa have?", "60"),
    # a count of things or a bare compared number is no amount of the unit asked (role_words.same_thing)
    ("小猴跳了15下，小兔跳了20下，一共跳了多少米？", None),
    ("小猴跳了15下，小兔跳了20下，一共跳了多少下？", "35"),
    ("西瓜重4千克，苹果比西瓜轻3，苹果重多少千克？", None),
    ("西瓜重4千克，苹果比西瓜轻3千克，苹果重多少千克？", "1"),
    ("一棵树高7米，一座塔的高度是树的5倍，塔高多少米？", "35"),
    # one thing under two measure words (roles_zh.py)
    ("一支钢笔12元，一支铅笔比钢笔便宜9元，一盒铅笔多少元？", None),
    ("一盒钢笔12元，一支铅笔比一支钢笔便宜9元，一支铅笔多少元？", None),
    ("一支钢笔12元，一支铅笔比钢笔便宜9元，一支铅笔多少元？", "3"),
    # changes of two things before the level (starts_asked_zh.py)
    ("小明吃了7个草莓，又吃了3个苹果，还剩9个，原来有几个？", None),
    ("小明吃了7个草莓，又吃了3个，还剩9个，原来有几个？", "19"),
    # unequal groups, another's groups (equal_groups.py)
    ("Sam has 45 stamps organized into 9 unequal groups. How big is each group?", None),
    ("Sam has 45 stamps. Ann organized hers into 9 groups. How big is each group?", None),
    ("Sam has 45 stamps organized into 9 groups. How big is each group?", "5"),
    # an each-have list answers only the thing counted (equal_groups.py)
    ("Mary, Sam and Keith each have 6 boxes of marbles. How many marbles do they have in all?", None),
    ("Mary, Sam and Keith each have 6 boxes of marbles. How many boxes do they have in all?", "18"),
    ("Mary, Sam, Keith, and Alyssa each have 6 baseball cards. How many baseball cards do they have in all?", "24"),
])
def test_the_rules_round_six_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(("text", "value"), [
    ("Ann earns 12 dollars per hour. How much does Ann spend in 5 hours?", None),  # money_directions.py
    ("Tom spent 5 dollars a day. How much did he earn in 3 days?", None),
    ("Ann earns 12 dollars per hour. How much does Ann earn in 5 hours?", "60"),
    ("Apples cost 2 dollars each. She buys 5. How much does she spend?", "10"),
    ("小明每小时赚20元，工作5小时，一共花多少元？", None),
    ("小明每小时赚20元，工作5小时，一共赚多少元？", "100"),
    ("A machine makes 40 bottles per minute. How many bottles does it fill in 2 hours?", None),  # rates.py
    ("A machine fills 40 bottles per minute. How many bottles does it fill in 2 hours?", "4800"),
])
def test_money_and_filling_are_asked_the_way_the_story_tells_them(text: str, value: str | None) -> None:
    assert value_of(text) == value
