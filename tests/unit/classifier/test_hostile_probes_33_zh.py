"""Hostile probes, thirty-third round, Chinese (`hostile_probes_33_zh.jsonl`, issue 15), aimed at the Chinese readers
added in session 25 (compared_counts_zh, per_period_zh, kinds_of_whole_zh, groups_each_zh, unit_prices_zh, roles_zh's
gains, ages_zh's 正好是…的N倍, ratios_asked_zh, and the Chinese side of durations_asked, weekday_offsets,
prime_ends_said, nth_weekdays, leap_years), in batches each committed before the reader ran on it.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_33_zh_blind.jsonl` (test_hostile_33_zh_blind.py)."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form)
from .test_hostile_probes_32 import EARLIER as BEFORE_ROUND_32

EARLIER = (*BEFORE_ROUND_32, "hostile_probes_32.jsonl")
ROWS = jsonl_rows("hostile_probes_33_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.5)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
