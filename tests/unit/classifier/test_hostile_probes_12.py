"""Hostile probes, twelfth round, English (`hostile_probes_12.jsonl`, issue 15): the MAWPS × and ÷ readers of
round 5 (trips_en.py, visits_en.py, named_sharers_en.py, seasons_en.py) and what loosened in rates.py with them
(jogging and swimming as doings, Mr./Mrs. periods, "in all" as a total, spending read where the story buys, a payer
named only in the question, "with the money she has", a car's owner drives it, "At that rate,"), asked with SVAMP's
variations: another person, house, thing or period asked; × and ÷ inverted; the time of the rate and of the question
in other units; a distractor of the same noun; a sharer list with someone who does not share ("Tom, Ann and I");
a remainder; "each time" after visits of differing amounts; a round trip; the speed asked of the other traveller; a
payer other than the buyer; "in all" of two kinds; "at that rate" after two rates; Mrs./Dr./St. in odd places; curly
quotes and apostrophes.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction (generated
from templates, not typed), committed before any reader ran on them. A `value` row may go slow; its fast value
must be its gold.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes)

PROBES = jsonl_rows("hostile_probes_12.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "mawps_twins_5_muldiv.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.54)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
