"""Hostile probes, seventeenth round in English (`hostile_probes_17_en.jsonl`, issue 15), aimed at the session's
vocabulary by word class (vocab_en: nouns from lemminflect, people by kinship or role, period words after an amount)
and the new phrasings: a noun that is not the thing asked, two people (one said by kinship), a pronoun with two
candidates, a giver against a receiver, container and measure nouns (box, case, dozen, pack), nouns that are also
verbs or units (watch, can, yard, feet, pound), time words that change the amount asked, plans and hypotheticals,
negations, the scope of 'each', different things summed, a part against the whole, one-step stories with one
distractor number.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; 1 027 written and committed in sixteen batches before any reader ran on them; the 60
twins added after a run, and the 10 rows relabelled after one to the project's conventions (shared among → an equal
share, a function of words binds the next number, '80 and a half' a mixed number, 3 dozen − 4), say so in `why`. On
main the rows got 70 wrong fast answers (read_roles 39, read_price 10, read_bill 9, read_signed_changes 3,
read_statistic 3, read_rate 2, read_recipe 2, read_fraction_of_amount 1, read_percent_part 1), each fixed by rule
(the guards and readers docs/bench/parse.md, "The reader's policies", describes).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share,
                      jsonl_rows, probe_outcomes, probes_in_round_form)

ROWS = jsonl_rows("hostile_probes_17_en.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl",
           "hostile_probes_14_en.jsonl", "hostile_probes_14_zh.jsonl", "hostile_probes_15.jsonl",
           "hostile_probes_16.jsonl", "vocab_en_twins.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.55)
    assert all(r["lang"] == "en" for r in ROWS) and len(ROWS) >= 600


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
