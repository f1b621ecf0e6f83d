"""Blind half of hostile round 35, English (issue 15, h/red35en): `hostile_35en_blind.jsonl`, 16 rows (9 written to
go slow), other nouns, numbers and verbs of the six families the round fixes (a verb making something else of the
things counted, a percent more given, the increase after a growth, a loss shared out, servings also made, the price
at first), committed before the reader ran on it. Run once after the fixes, fixing nothing after it.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_35en_blind.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 16}  # the one blind run, after the fixes: filled in after it


def test_the_file_is_english_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 16 and sum(r["expect"] == "slow" for r in ROWS) == 9
    assert {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
