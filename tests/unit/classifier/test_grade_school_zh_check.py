"""The check half of 小学应用题 in Chinese (issue 15, session 26, h/gszh): `grade_school_zh_check.jsonl`, 48 rows (16 must go
slow), written in 说法 the tune twins do not use (test_grade_school_zh.py) and committed before any code. Run once, at the
end, nothing fixed after: RUN below.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("grade_school_zh_check.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 0}  # the one run, before any fix


def test_the_check_half_is_chinese_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 48 and sum(r["expect"] == "slow" for r in ROWS) == 16
    assert {r["lang"] for r in ROWS} == {"zh"} and {r["split"] for r in ROWS} == {"check"}
    assert_golds_are_their_expressions(ROWS)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
