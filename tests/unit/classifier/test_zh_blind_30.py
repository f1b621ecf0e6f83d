"""Session 30's Chinese blind half (`zh_blind_30.jsonl`, 60 requests as adults type them: shopping, bills, fuel, savings,
fees, splitting, ages, trips, dates, conversions; 22 must go slow: a hedge, an amount untold, a second step untold, a
price asked of the world). Written without looking at any corpus, committed before the branch's code ran on it, and run
exactly once at the end (the figures below); nothing was fixed after it.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("zh_blind_30.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 0}  # the one blind run, set when it is run


def test_the_file_is_chinese_a_third_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 60 and sum(r["expect"] == "slow" for r in ROWS) == 22 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
