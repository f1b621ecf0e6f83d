"""Blind half of hostile round 33, English (issue 15, h/red33en): `hostile_33_en_blind.jsonl`, 30 rows (15 written to
go slow), written before the round's batches with other nouns, numbers and wordings of the readers the round probes
(a total got through at a rate, rates said by their measure, packs, placed groups, the speaker's age, fullness, a
duration told, money left buying, priced steps, durations asked, weekday offsets, primes with ends said, nth
weekdays, leap years, tips) and committed before the reader ran on it (bced74da).

Run once, after the round's fixes (h/red33en at 375a4cbe), fixing nothing after it:
fast rows 13 of 15 right, 0 wrong, 2 slow ("Each shelf in the library holds 40 books and there are 25 shelves. How
many books are there?" and "If today is Friday, March 3, 2023, what day of the week will it be 30 days from now?");
of the 15 rows written slow, 14 slow and one answered: "How long is it from 11:30 am to 1:15 pm?" read 01:45, which is
right (am and pm both said: one reading): the row was written slow by mistake and its expectation corrected after the
run (its `note` says so). Nothing was changed for the blind run; two checks were narrowed afterwards for the classifier
suite's failures (f1f2041b), and the file read the same after them.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_33_en_blind.jsonl")
RUN = {"fast_right": 14, "fast_wrong": 0, "slow": 16}  # the one blind run, after the fixes (with the corrected row)


def test_the_file_is_english_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 30 and sum(r["expect"] == "slow" for r in ROWS) == 14
    assert {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
