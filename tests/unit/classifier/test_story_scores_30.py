"""Computations told as short stories, and their near misses (`story_scores_30.jsonl`, issue 15, h/score30): the
reader reads such a story, and the calibrated score must not veto the reading only because a story looks unlike the
score's training computations (ages 今年…岁 and 是…的几倍, 故事书 as a noun, 相遇, 合做, trees to plant, a deposit).
Each computation has a twin that must stay slow: an amount untold, a condition, a bound, another unit asked, an
uneven share; and a deposit into someone else's account must never add to one's own balance.

Rows: `id`, `text`, `lang`, `expect` (fast | slow), `gold` (fast: its `expr` computed with Fraction in a script kept
out of the repo; slow: null), `family`, `why`; committed before the reader or the score ran on them. The blind half
is `story_scores_30_blind.jsonl` (test_story_scores_30_blind.py).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, jsonl_rows, probe_round_tests
from .test_hostile_probes_35en import EARLIER as BEFORE_ROUND_35

EARLIER = (*BEFORE_ROUND_35, "hostile_probes_35en.jsonl")
ROWS = jsonl_rows("story_scores_30.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests(
    "story_scores_30.jsonl", EARLIER, slow_share=0.45)


def test_golds_are_their_expressions() -> None:
    assert_golds_are_their_expressions(ROWS)


def test_the_story_computations_read_right_go_fast(outcomes: dict[int, object]) -> None:
    """19 of the 31 computations go fast and exact with the committed score (2 more are read right and vetoed, 10
    unread): a score that vetoed more stories would fail here."""
    assert sum(o.exact for o in outcomes.values()) >= 19
