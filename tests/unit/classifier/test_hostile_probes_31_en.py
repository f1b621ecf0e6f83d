"""Hostile probes, thirty-first round, English only (`hostile_probes_31_en.jsonl`, issue 15), aimed at the English
readers merged in session 24 (money typed without its sign, rates in chat, the part said before its whole, two changes
to one count, wholes of two sorts, the rest named by its sort, a goal's rest timed; filler, growth, recipes, percent
parts), in batches each committed before the reader ran on it.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; twins added after a run say so in `why`. The blind half is
`hostile_31_en_blind.jsonl` (test_hostile_31_en_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form)
from .test_hostile_probes_30 import EARLIER as BEFORE_ROUND_30

EARLIER = (*BEFORE_ROUND_30, "hostile_probes_30.jsonl")
PROBES = probes_in_round_form(jsonl_rows("hostile_probes_31_en.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
