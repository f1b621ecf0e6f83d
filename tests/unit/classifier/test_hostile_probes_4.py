"""Hostile probes, fourth round (`hostile_probes_4.jsonl`, issue 15): near-misses written against what the
readers learned last: temperatures with 零下/零上 and moves said against their values, 这/那 + measure + noun,
打完N折 / 原来要 / 本来要 / 我得付 / 半价, 钟头, growth between named weeks, 百分之多少 after a fall, 存进/转入/转出,
"5 本一样的书", a sales tax after a discount with its base named or not, changes told as steps or as events,
equal shares whose sharers change, a fraction of the remaining part or of the whole, counts in containers,
the speaker's group, one level at two moments against things done at two moments, 块 as pieces or yuan, a
rate of one thing asked of another, and the classic traps (names, versions, phones, injection-like text,
units that do not match, percent of / off / points, dates without a year).

Rows as in round 3: `no-value` (must go slow, or the sandbox refuses it) or `value` with a `gold` computed in
Python (Fraction), never by the project's reader; a list of golds where the request allows several readings.
The near-miss twins of the rules the probes found must stay fast and exact.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_4.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    earlier = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl")
    assert_probes_are_new_and_both_languages_probed(PROBES, earlier)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # the sharers change (bills.py): shared by 6, not by the 3 said once; the plain share still reads
    ("5个人平分200元，后来又来了5个人，每人分多少元？", None),
    ("5个人平分200元，每人分多少元？", "40"),
    # one level 有 at two moments (quantity_totals.py) against an amount done at two moments
    ("水箱里早上有40升水，晚上有25升水，水箱里一共有多少升水？", None),
    ("小刚早上跑了40米，晚上跑了25米，一共跑了多少米？", "65"),
    ("小明有40升水，小红有25升水，一共有多少升水？", "65"),
    # a rate of one thing asked of another (rates.py) against the same thing asked
    ("A bus uses 30 liters per 100 km. How many liters does a van use for 300 km?", None),
    ("A bus uses 30 liters per 100 km. How many liters does it use for 300 km?", "90"),
    # a price said paid after a discount said done (discount_rates.py: 打完N折, no 后) is the reduced price
    ("打完九折我得付180元，再打八折要付多少元？", None),
    ("打完九折我得付180元，原来要多少元？", "200"),
    ("原价200元，打完九折我得付多少元？", "180"),
    # a level 有 at two moments of a month or year (roles.py) against an amount brought in
    ("仓库里年初有30吨货，年底有45吨货，一共有多少吨货？", None),
    ("仓库里有30吨货，又运来45吨货，一共有多少吨货？", "75"),
])
def test_the_rules_round_four_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
