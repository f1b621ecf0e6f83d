"""Hostile probes, nineteenth round in English (`hostile_probes_19_en.jsonl`, issue 15), aimed at what the session
loosened (story_shapes_en.jsonl batches 4-7): a percent change asked of an owner (my / our / your / their / his / her /
a name's) beside the owner told or no owner; change from one payment "handed over", "Total at the X came to", "a
twenty-dollar bill", beside another payer or one asked, a short payment, two payments or notes, an item without its
price, a discount, tip, each, two days, a gift card; a day count with both ends asked last, beside a date without
its year, nights / hours / business days, neither end, exclusive, a third date, days left, two questions; the next
date of a thing done every N days, beside the one before or after next, another thing, either period, the first
time, months, "until"; a recipe scaled after its amount as what I make, beside another ingredient, no making, someone
else, another number, the original, a negation, another dish, two amounts, each, another time, two scales.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction / datetime in a script kept out of
the repo; slow: null), `family`, `why`; 91 (72 slow) written and committed before any reader ran on them.
The first run answered two wrongly, both of change: "… and handed over $30 to my brother. Change?" (6.4; main answers
"paid $30 to my brother" and "gave $30 to my brother" the same way: money given to a person goes slow now, bills.py)
and "… my brother handed over $30. How much change do I get?" (handed is a paying verb to bill_people.actors now).
One fast probe stays slow: "The price of bread went from $2.50 to $3.00. By what percent did the price increase?".
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share,
                      jsonl_rows, probe_outcomes, probes_in_round_form)

ROWS = jsonl_rows("hostile_probes_19_en.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_11.jsonl",
           "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "hostile_probes_14_en.jsonl",
           "hostile_probes_15.jsonl", "hostile_probes_16.jsonl", "hostile_probes_17_en.jsonl",
           "hostile_probes_18_en.jsonl", "story_shapes_en.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_most_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.6)
    assert all(r["lang"] == "en" for r in ROWS) and len(ROWS) >= 80


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
