"""Blind half of the Chinese red team of session 30 (issue 15, h/redteam_zh30): `redteam_zh_30_blind.jsonl`, 155 rows
(79 must go slow), written after the red team's batches with other nouns, names and numbers and new families (押金与租金,
阶梯与分段, 平均与去掉, 工程, 往返与相遇, 利息与利润, 浓度, 日期, 药量与菜谱), committed before the reader ran on it
(a3fcca25), run once after the red team's last fix (61f65312), fixing nothing after it: of the 76 rows written fast,
16 right, 1 wrong, 59 slow; of the 79 written slow, 77 slow and 2 fast (wrong). The three wrong (`RUN_WRONG`, the
run's record, not checked here); the lead closed the first two after the run by mechanism (told_apart_zh.py: any verb
with 了 just before a count is a doing; 初/高 grades are groups), with twins in redteam_zh_30.jsonl:
- 苹果树40棵，梨树砍了6棵，苹果树比梨树多几棵 → 34: a doing (砍了) against a having, which told_apart_zh.py's list of
  doings does not hold;
- 初一有学生320人，初二女生占了45%，初二女生有多少人 → 144: a part of another grade (初二 against 初一), a label
  told_apart_zh.py's groups do not hold;
- 从3月1日到3月31日，一共多少天 → 30, written 31 (both days counted); the project reads 一共多少天 between two dates as
  their difference (redteam_zh_29.jsonl's corrected row), so the row's gold is the one in question."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_30_blind.jsonl")
RUN = {"fast_right": 16, "fast_wrong": 3, "slow": 136}  # the one blind run, after the red team's last fix
RUN_WRONG = frozenset({"rz30b_017", "rz30b_021", "rz30b_134"})  # wrong in that run, reported, not fixed after it


def test_the_file_is_chinese_79_of_155_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=155, slow=79, lang="zh")


def test_the_blind_half_answers_nothing_wrong_but_what_its_run_did_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"], RUN_WRONG)
