"""Hostile probes, twenty-first round in both languages (`hostile_probes_21.jsonl`, issue 15), aimed at what session 19
loosened — a question asked before its story (label, greeting, a second question, another person), Chinese clock
times in Chinese numerals (spans over noon unsaid, 十二点, 三点五, 一刻 / 三刻), 单程 / 往返 (a stop, another route back,
fares), 疗程 with rest days, 到场率 with people leaving or more than the whole, 完成了 of another plan, recipes with a
second change, ratios by weight vs volume and of three things; English present-tense levels after a habit, a past
perfect, a hypothetical or a changed owner, comparisons of different measures or the wrong way round, number-less
first sentences and arrivals.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes, probes_in_round_form)
from .test_hostile_probes_20 import EARLIER as BEFORE_ROUND_20

ROWS = jsonl_rows("hostile_probes_21.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = (*BEFORE_ROUND_20, "hostile_probes_20.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_in_both_languages_and_sixty_percent_must_go_slow() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, EARLIER)
    assert sum(r["expect"] == "slow" for r in ROWS) >= 0.6 * len(ROWS)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
