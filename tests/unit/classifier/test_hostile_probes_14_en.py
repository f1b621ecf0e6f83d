"""Hostile probes, fourteenth round in English (`hostile_probes_14_en.jsonl`, issue 15): MAWPS one-step stories of
each family the reader answers fast (a price times a count, equal groups, equal shares, a rate times a time, a wage,
spending, birds flying away, more/fewer/times comparisons, the rest of a whole, a goal, pages left, totals of two
holders or days, savings, temperatures, boxes of n, speeds, weights, two prices, buses needed) twisted the SVAMP
way: who, what or when is asked; distractors; the question flipped; units mixed; "each" moved; hypotheticals;
negations; hedges ("about", "at least", "some"); two questions in one; answers claimed in the text.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction, written and
committed before any reader ran on them.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes)

PROBES = jsonl_rows("hostile_probes_14_en.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "mawps_twins_5.jsonl",
           "mawps_twins_5_muldiv.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
