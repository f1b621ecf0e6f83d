"""Blind half of the Chinese red team of session 31 (issue 15, h/redteam_zh31): `redteam_zh_31_blind.jsonl`, 158 rows
(92 must go slow), written after the red team's first batches with other nouns, names and numbers and new families
(快递运费, 手机流量, 停车收费, 外卖满减, 阶梯水电, 配速, 菜谱份量, 比赛积分, 时差, 硬币, 投票与排队, 电梯载重, 学费,
身高与年龄, 复印, 汇率, 票价, 装修铺砖, 倒水, 分组, 房贷, 自驾路程, 生日年份, and the red team's own families again),
committed before the reader ran on it (d65cb9e4), run once after the red team's last fix (63c18ffb), fixing nothing
after it: of the 66 rows written fast, 7 right, 0 wrong, 59 slow; of the 92 written slow, 89 slow and 3 fast (wrong).
The three wrong in that run, reported to the lead and since fixed, so that every row must now be right or slow:
- 外卖点了三杯奶茶，每杯16元，用了一张券，一共付多少元 → 48 (read_price): a coupon used whose amount is untold
  (offers_untold_zh.py);
- 除非下雨，每天都浇花3次，这周浇了几次 → 21 (composed_period_zh): a condition (除非) on every day;
- 一包纸巾有100抽，一提有10包，一箱有多少抽 → 1000 (read_roles): another package asked (箱, not 提; asked_containers_zh.py)."""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_31_blind.jsonl")
RUN = {"fast_right": 7, "fast_wrong": 3, "slow": 148}  # the one blind run; its 3 wrong are fixed since


def test_the_file_is_chinese_92_of_158_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=158, slow=92, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
