"""The check half of phrasings_en_29 (issue 15, session 29, h/phrasings29): `phrasings_en_29_check.jsonl`, 255 English
requests (70 must go slow), the odd rows of the 511 written and committed before the reader ran on them
(test_phrasings_en_29.py says how). Run once, at the end (branch h/phrasings29 at 79c03e4f), nothing fixed after: fast
rows 151 of 185 right, none wrong, 69 of 70 slow rows slow; the 70th, "what's 10 divided by 0", goes the fast path and
the sandbox rejects it (DIVISION_BY_ZERO): no value is shown, but the bench counts a fast path on a slow row as wrong.
Main (b79ea73a, a `git archive` copy): 139 of 185 right, the same division by zero. (Two changes taken back after the
run, for a hostile probe and a MAWPS row, leave it 151.)
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("phrasings_en_29_check.jsonl")
RUN = {"fast_right": 151, "fast_wrong": 0, "slow": 69}  # the one run (the 70th slow row: fast, no value shown)


def test_the_check_half_is_english_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 255 and sum(r["expect"] == "slow" for r in ROWS) == 70
    assert {r["lang"] for r in ROWS} == {"en"} and {r["split"] for r in ROWS} == {"check"}
    assert_golds_are_their_expressions(ROWS)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
