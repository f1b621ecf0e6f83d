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
    ("下午2点到5点，一共几个小时", "3"),
])
def test_the_rules_round_eighteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
