"""Blind half of the English red team of session 30 (issue 15, h/redteam_en30): `redteam_en_30_blind.jsonl`, 162 rows
(63 written to go slow): the round's mechanisms in other words (amounts told roughly or doubted, a dozen and a half,
another's things, a batch for another, a total asked of one of two people, a doer before "then") and new families
(labels, operator words, injections and two asks, sarcasm, trick questions, compositions, periods, directions,
counting, money, units, recipes, ages, dates, speeds, fences, code, true computations), committed before the reader ran
on it (2813e229). Run once after the fixes (8be5bcd5), fixing nothing after it: 0 wrong fast, 37 fast and right, 125
slow (of the 99 fast rows 37 right and 62 slow; of the 63 slow rows, 63 slow). The same file on main at the session's
start (6cf8258b, a `git archive` copy): 2 wrong fast ("Dinner was like $96 for the 4 of us": 24; "Gina ran for 25
minutes and her dad ran for 40 minutes … did Gina run in total": 65), 37 right.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("redteam_en_30_blind.jsonl")
RUN = {"fast_right": 37, "fast_wrong": 0, "slow": 125}  # the one blind run, after the fixes


def test_the_file_is_english_with_its_slow_rows() -> None:
    assert len(ROWS) == 162 and sum(r["expect"] == "slow" for r in ROWS) == 63
    assert {r["lang"] for r in ROWS} == {"en"}
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
