"""Red team, English, session 31 (issue 15, h/redteam_en31): `redteam_en_31.jsonl`, requests written to trick a
pattern reader without reading the reader first, committed before the reader ran on them. Wave 1 aims first at the
newest readers (groups of groups, parts named of a whole, scenes, periods compared, days off, birth years, savings,
growth told by two sizes, pay by the hour, priced quantities, two-step compositions), then negation and
counterfactuals, another unit or holder asked, labels, clock times, ranges and approximations, mixed units, percent
against points, "of" ambiguity, operator words in other senses, quoted text, code and tables, injections, two asks,
sarcasm, questions about a computation, teachers' distractors and true computations.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`. The blind half is `redteam_en_31_blind.jsonl`
(test_redteam_en_31_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form)
from .test_redteam_en_30 import EARLIER as BEFORE_REDTEAM_30

EARLIER = (*BEFORE_REDTEAM_30, "redteam_en_30.jsonl", "redteam_en_30_blind.jsonl")
PROBES = probes_in_round_form(jsonl_rows("redteam_en_31.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_rows_are_new_english_and_a_third_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=1 / 3)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_red_team_row_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
