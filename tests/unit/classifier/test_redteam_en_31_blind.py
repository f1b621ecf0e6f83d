"""Blind half of the English red team of session 31 (issue 15, h/redteam_en31): `redteam_en_31_blind.jsonl`, 152 rows
(60 written to go slow): the round's mechanisms in other words (untold amounts beside groups, past rates asked now,
open days, deals, hedges, factors told) and new families (pages and floors counted inclusively, fence posts, average
speeds, "times more", percent reversals, making change, holders, labels, code and quotes, injections and sarcasm, two
asks, questions about numbers, units without one standard, periods, ages, group chains, true computations), committed
before the reader ran on it. Run once after the fixes, fixing nothing after it (its figures below).
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("redteam_en_31_blind.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 0}  # the one blind run, after the fixes (filled in after it)


def test_the_file_is_english_with_its_slow_rows() -> None:
    assert len(ROWS) == 152 and sum(r["expect"] == "slow" for r in ROWS) == 60
    assert {r["lang"] for r in ROWS} == {"en"}
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
