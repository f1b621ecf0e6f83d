"""Blind half of issue 15's MAWPS one-step multiplication and division (`blind_25_mul.jsonl`, session 22, h/mul25): 26
rows written with the tune half (mawps_muldiv_25.jsonl batch 1) and committed before the reader ran on either, other
nouns, numbers and sentence shapes; 14 must go slow. Families: things in equal groups with the size of each told and
all of them asked (an each-clause after the count, "8 chairs at each table", "Each page of the album holds 6 photos",
"The 23 scouts sold 9 tickets each", "30 rows and 28 columns of seats", "boxes of 20 … buys 6 boxes") and things
shared out or put into groups ("hand out 120 flyers to his 8 neighbors … each neighbor get", "Each row can hold 15
chairs … How many rows are needed?"); near misses an extra number, another thing, "how many more", other groups, a size
not said as each, someone else, "4 times more", a change, the one keeping, another unit, "left", no count.

Run once, after the tuning (branch h/mul25 at f60a95eb, 16:19 UTC), before any fix: fast rows 10 right, 0 wrong, 2 slow
(b25m_004 "Each page of the album holds 6 photos. The album has 40 pages.", b25m_008 "Tea bags come in boxes of 20.");
slow rows 14 of 14 slow. Main (cfe6cca5): 4 of 12 fast rows read, 14 of 14 slow rows slow. Nothing answered wrong, so
nothing was fixed after the run.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_25_mul.jsonl")
RUN = {"fast_right": 10, "fast_wrong": 0, "slow": 16}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 26 and sum(r["expect"] == "slow" for r in ROWS) == 14 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
