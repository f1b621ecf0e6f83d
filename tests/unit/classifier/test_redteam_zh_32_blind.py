"""Blind half of the Chinese red team of session 32 (issue 15, h/redteam_zh32): `redteam_zh_32_blind.jsonl`, 140 rows
(64 must go slow), written after the red team's first waves with other nouns, names and numbers and new families (打车计价,
共享单车, 图书逾期, 票价, 话费套餐, 水电燃气, 健身卡, 网购退货, 成绩, 读书计划, 温差, 楼层, 年龄, 钟与日历, 跨夜, 种菜养鱼,
烘焙, 存钱, and the red team's own families again: 大写与万亿, 折成点, 同比环比, 几倍, 别人与另一家, 除非与假设, 问计算与聊天),
committed before the reader ran on it (3aec8664), run once after the red team's last fix (4d568926), fixing nothing after
it but by a new mechanism with its twins: of the 76 rows written fast, 12 right, 0 wrong, 64 slow; of the 64 written slow,
63 slow and 1 fast (wrong).
The one wrong (`RUN_WRONG`, the run's record, not checked here), closed after the run by others_rates_zh.py's check of
another household's price used for ours (twins in redteam_zh_32.jsonl):
- 邻居家的草莓园每斤卖30元，我们家的草莓卖了100斤，卖了多少元 → 3000 (another's price, ours untold)."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_32_blind.jsonl")
RUN = {"fast_right": 12, "fast_wrong": 1, "slow": 127}  # the one blind run, after the red team's last fix
RUN_WRONG = frozenset({"rz32b_122"})  # wrong in that run, reported; closed after it by a new mechanism with twins


def test_the_file_is_chinese_64_of_140_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=140, slow=64, lang="zh")


def test_the_blind_half_answers_nothing_wrong_but_what_its_run_did_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"], RUN_WRONG)
