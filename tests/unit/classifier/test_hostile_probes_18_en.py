"""Hostile probes, eighteenth round in English (`hostile_probes_18_en.jsonl`, issue 15), aimed at the session's story
shapes (story_shapes_en.jsonl): clock spans past midnight (24-hour with the morning end's zero, pm then am) beside
ends written short, weekdays, pauses, parts, other people and occasions; minutes "of" the story's doing beside
another doing or thing; "(same time zone)" beside negations, doubts and places; an amount naming a thing ("A 5 km
race is how many metres?") beside other verbs, units, dimensions, counts and parts; days and weeks asked back beside
hours asked in days, parts of a day, other people; a conversion's purpose beside counts and "each"; percent changes
by bought for / sold for, lose / gain, percent loss, last X / this X of any noun and "Price of X:" lists beside
another thing or seller, plans, the other way, three amounts, another time asked.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; 132 written and committed before any reader ran on them (five labels made fast before
the run, where the words allow one reading: a profit, an amount gained, how many more, 09:00 to 02:00, a purpose).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share,
                      jsonl_rows, probe_outcomes, probes_in_round_form)

ROWS = jsonl_rows("hostile_probes_18_en.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_11.jsonl",
           "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "hostile_probes_14_en.jsonl",
           "hostile_probes_15.jsonl", "hostile_probes_16.jsonl", "hostile_probes_17_en.jsonl", "story_shapes_en.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_most_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.6)
    assert all(r["lang"] == "en" for r in ROWS) and len(ROWS) >= 120


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
