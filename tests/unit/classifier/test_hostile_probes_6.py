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
])
def test_the_rules_round_six_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
