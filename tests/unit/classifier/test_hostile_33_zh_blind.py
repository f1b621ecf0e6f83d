"""Blind half of hostile round 33, Chinese (issue 15, h/red33zh): `hostile_33_zh_blind.jsonl`, 30 rows (15 must go
slow), written before the round's batches with other nouns, numbers and wordings of the readers the round probes
(compared counts, per-period rates, kinds of a whole, groups each, unit prices, 原有 with a gain, ages as a multiple,
多少倍 asked, durations, leap years, the nth weekday, primes with their ends said) and committed before the reader ran
on it. Run once, after the round's fixes, fixing nothing after it: figures below."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("hostile_33_zh_blind.jsonl")
RUN = {"fast_right": 0, "fast_wrong": 0, "slow": 0}  # the one blind run, after the fixes: not yet run


def test_the_file_is_chinese_15_of_30_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=30, slow=15, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
