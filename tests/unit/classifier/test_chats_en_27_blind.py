"""Blind half of the chats English tuning (issue 15, session 24, h/chatsen27): `chats_en_27_blind.jsonl`, 40 rows (20
must go slow), chat style (lowercase, filler, typos; money, recipes, shopping, splitting, time, percent), written with
the twins of `chats_en_27.jsonl` and committed before the reader ran on either; run once at the end, nothing fixed
after it.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("chats_en_27_blind.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 0}  # the one blind run, before any fix (filled in after it)


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=40, slow=20, lang="en")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
