"""Blind half of hostile round 35, English (issue 15, h/red35en): `hostile_35en_blind.jsonl`, 16 rows (9 written to
go slow), other nouns, numbers and verbs of the six families the round fixes (a verb making something else of the
things counted, a percent more given, the increase after a growth, a loss shared out, servings also made, the price
at first), committed before the reader ran on it (e672a926). Run once after the fixes, fixing nothing after it
(main, 24ff47dc: 4 wrong, 5 right): fast rows 5 of 7 right, 0 wrong, 2 slow ("Eggs cost $5 and then the price rose
by $1. What do eggs cost now?", "Lou had 45 stamps and traded 9 away. How many stamps does Lou have?"); of the 9 rows
written slow, 9 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_35en_blind.jsonl")
RUN = {"fast_right": 5, "fast_wrong": 0, "slow": 11}  # the one blind run, after the fixes


def test_the_file_is_english_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 16 and sum(r["expect"] == "slow" for r in ROWS) == 9
    assert {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
