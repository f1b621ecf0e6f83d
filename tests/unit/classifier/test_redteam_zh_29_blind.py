"""Blind half of the Chinese red team of session 29 (issue 15, h/redteam_zh29): `redteam_zh_29_blind.jsonl`, 160 rows
(81 must go slow), written after the red team's batches and fixes with other nouns, numbers and wordings and new
families (计费规则: first weight and more, parking, taxi fares, tiered power prices, overtime, instalments, group buys;
药量与身体, 菜谱, 赠送与优惠, 自我更正, 代码与引号, and the red team's own families said otherwise), committed before the
reader ran on it, run once, fixing nothing after it (RUN below is that run)."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_29_blind.jsonl")
RUN = None  # the one blind run: filled in from it, never tuned on


def test_the_file_is_chinese_81_of_160_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=160, slow=81, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
