"""Blind half of the chats Chinese tuning (issue 15, session 24, h/chatszh27): `chats_zh_27_blind.jsonl`, 42 rows (21
must go slow), chat messages in the style of the corpus (口语, 语气词, Chinese numerals; money, debts, shares, shopping,
splitting, recipes, time, rates), written and committed before the reader ran on it. Run once, at the end.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("chats_zh_27_blind.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 42}  # the one blind run, before any fix: filled in after it


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 42 and sum(r["expect"] == "slow" for r in ROWS) == 21 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
