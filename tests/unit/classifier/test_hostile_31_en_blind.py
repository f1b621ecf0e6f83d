"""Blind half of hostile round 31, English (issue 15, h/red31en): `hostile_31_en_blind.jsonl`, 30 rows (19 must go
slow), written before the round's batches with other nouns, numbers and wordings of the session's new English readers
(money typed without its sign, bare-money rates and hours told by "took" or "put in", the part said before its whole,
two changes to one count, wholes of two sorts, the rest named by its sort, a goal's rest timed, growth said as a
fall) and committed before the reader ran on it (cccc665f).

Run once, after the round's fixes (h/red31en after the round's docstring commit), fixing nothing after it: fast rows 7
of 11 right, 0 wrong, 4 slow (h31eb_001 "we paid 60 for the tickets and 25 for parking … in total" and h31eb_029
"By what percentage did it fall?" of people counted last year and this year: unparsed; h31eb_012 "12 of the 30
students failed. what percent passed?": the rest's share is not read; h31eb_020 "a total of 420 loaves of white and
brown bread. If 150 loaves were white": read, then held back as uncertain); the 19 rows that must go slow all slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_31_en_blind.jsonl")
RUN = {"fast_right": 7, "fast_wrong": 0, "slow": 23}  # the one blind run, after the fixes


def test_the_file_is_english_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 30 and sum(r["expect"] == "slow" for r in ROWS) == 19
    assert {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
