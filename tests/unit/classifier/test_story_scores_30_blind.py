"""Blind half of the story-form computations (`story_scores_30_blind.jsonl`, issue 15, h/score30): 40 rows (19 written
to go slow) with other people, things and numbers of the twins' families (ages and 是…的几倍, 故事书, 相遇, 合做, trees to
plant, a deposit into one's own account or another's), committed before the reader or the score ran on them
(a644671f). Run once, on the committed classifier artifact (the branch changes no score), fixing nothing after it: fast
rows 10 of 21 right, 0 wrong, 11 slow (1 of them read and vetoed by the score); of the 19 rows written slow, 19 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("story_scores_30_blind.jsonl")
RUN = {"fast_right": 10, "fast_wrong": 0, "slow": 30}  # the one blind run


def test_the_blind_half_is_both_languages_with_its_slow_rows_and_expressions() -> None:
    for lang, slow in (("en", 9), ("zh", 10)):
        assert_blind_half_shape([r for r in ROWS if r["lang"] == lang], size=20, slow=slow, lang=lang)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
