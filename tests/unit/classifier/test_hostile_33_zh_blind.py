"""Blind half of hostile round 33, Chinese (issue 15, h/red33zh): `hostile_33_zh_blind.jsonl`, 30 rows (15 must go
slow), written before the round's batches with other nouns, numbers and wordings of the readers the round probes
(compared counts, per-period rates, kinds of a whole, groups each, unit prices, 原有 with a gain, ages as a multiple,
多少倍 asked, durations, leap years, the nth weekday, primes with their ends said) and committed before the reader ran
on it (c65b7f07). Run once, after the round's fixes (h/red33zh at 15179da7), fixing nothing after it: of the 15 rows
written fast, 10 right, 0 wrong, 5 slow (是小刚的4倍 and 正好是女儿年龄的5倍: read, then held back as uncertain or vetoed;
要装订2400本书 … 需要几天, 故事书的本数是科技书的几倍, 从上午8点20分到上午11点05分: unread); of the 15 written slow, 14 slow
and one fast: h33zb_008 "每分钟打印30页，12小时打印多少页" read 21600, which is 30 × 60 × 12 exactly (the rate reader turns
the hours into minutes); its row had been written slow as a trap for per_period_zh's period, wrongly, and was corrected
to fast 21600 after the run (the only change after it). So 11 right, 0 wrong, 19 slow as the file now stands."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("hostile_33_zh_blind.jsonl")
RUN = {"fast_right": 11, "fast_wrong": 0, "slow": 19}  # the one blind run, after the fixes (h33zb_008 corrected)


def test_the_file_is_chinese_14_of_30_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=30, slow=14, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
