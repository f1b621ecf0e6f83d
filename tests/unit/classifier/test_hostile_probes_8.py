"""Hostile probes, eighth round, both languages (`hostile_probes_8.jsonl`, issue 15): SVAMP flips of the
everyday and MAWPS families (the other quantity asked, the start unknown, "how many more" against "how many",
events told out of order, a distractor of the same noun), negation and exceptions (all but, 除了, not counting),
conditionals and hypotheticals (如果/假如, "if it were"), amounts that are ranges or approximations (约, 左右,
about, at least), units that look alike (min and m, 斤/公斤/磅, 亩/平方米, fl oz, 分 and 分米), money in two
currencies, percentage points against percent, dates across years and leap days, this/next/last weekdays,
time zones, numbers inside names, model numbers, addresses, phone numbers and versions, an operation changed
at the end, two questions in one and a claimed answer to check.

Rows as in round 7: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction or
datetime (generated, not typed), written before any reader ran on them.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes)

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
