"""Blind half of the Chinese red team of session 31 (issue 15, h/redteam_zh31): `redteam_zh_31_blind.jsonl`, 158 rows
(92 must go slow), written after the red team's first batches with other nouns, names and numbers and new families
(快递运费, 手机流量, 停车收费, 外卖满减, 阶梯水电, 配速, 菜谱份量, 比赛积分, 时差, 硬币, 投票与排队, 电梯载重, 学费,
身高与年龄, 复印, 汇率, 票价, 装修铺砖, 倒水, 分组, 房贷, 自驾路程, 生日年份, and the red team's own families again),
committed before the reader ran on it, to be run once after the red team's last fix, fixing nothing after it."""

from __future__ import annotations

from .reading import assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("redteam_zh_31_blind.jsonl")


def test_the_file_is_chinese_92_of_158_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=158, slow=92, lang="zh")
