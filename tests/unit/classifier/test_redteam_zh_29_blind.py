"""Blind half of the Chinese red team of session 29 (issue 15, h/redteam_zh29): `redteam_zh_29_blind.jsonl`, 160 rows
(81 must go slow), written after the red team's batches and fixes with other nouns, numbers and wordings and new
families (计费规则: first weight and more, parking, taxi fares, tiered power prices, overtime, instalments, group buys;
药量与身体, 菜谱, 赠送与优惠, 自我更正, 代码与引号, and the red team's own families said otherwise), committed before the
reader ran on it (1b45914f), run once after the red team's last fix (h/redteam_zh29 at ce59ea38), fixing nothing after
it: of the 79 rows written fast, 25 right, 0 wrong, 54 slow; all 81 written slow went slow. On main (b79ea73a, a `git
archive` copy) the file reads 25 right and 3 wrong (一双鞋原价400元，打了八折后又打了折 → 320; 今天温差12℃，最低气温5℃，
最高气温多少度 → 7; 山顶和山脚温差8℃，山脚20℃，山顶多少度 → 12), which the red team's fixes (a discount with no rate, a
temperature gap told) had closed before the run."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_29_blind.jsonl")
RUN = {"fast_right": 25, "fast_wrong": 0, "slow": 135}  # the one blind run, after the fixes


def test_the_file_is_chinese_81_of_160_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=160, slow=81, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
