"""Hostile probes, thirty-first round in Chinese (`hostile_probes_31_zh.jsonl`, issue 15), aimed at the Chinese readers
merged in session 24 (a gift to the speaker as the start, 买X花了, named pay and its total, 要是/假设/万一/倘若; money borrowed
from a lender and paid back; 占百分之几 of a whole named by its group, 回收率; a portion times the portions, a recipe
doubled or halved; 今天/昨天 before an amount; 这/这算 before a change asked; 要付/得付/应付/要交多少钱) and the older readers
they touch, in batches each committed before the reader ran on it.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; twins added after a run say so in `why`. The blind half is `hostile_31_zh_blind.jsonl`
(test_hostile_31_zh_blind.py).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form)
from .test_hostile_probes_30 import EARLIER as BEFORE_ROUND_30

EARLIER = (*BEFORE_ROUND_30, "hostile_probes_30.jsonl")
ROWS = jsonl_rows("hostile_probes_31_zh.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.5)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
