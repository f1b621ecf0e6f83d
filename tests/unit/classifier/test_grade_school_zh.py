"""小学应用题 in Chinese, the simplest shapes in the phrasings textbooks, 练习册 and parents use (issue 15, session 26, h/gszh).

`grade_school_zh.jsonl`: the tune twins, written and committed before the reader ran on them (golds by Fraction in a
script kept out of the repo, `expr`): 平均分 (每人分到几个, 平均每组几人, 每人分3个可以分给几人), a part of a whole told
as a fraction or a percentage (用去了3/4还剩, 女生占五分之二 and 男生, 看了全书的1/3, 打了八折, 成活率95%), 倍 (是…的3倍,
一共, 多多少, 几倍), 常识量 stated in the words (一周7天, 一天24小时, 几周几天) and 长方形/正方形的面积、周长, 长方体体积;
with near misses that must stay slow (a condition changed, an amount missing, two readings such as 比…多2倍, another
quantity or unit asked, an extra number, 大约, a share that does not divide).

Read by: equal_sharing_zh.py (平均分), whole_parts_zh.py (a part of a whole, 占, 成活率), shape_measures_zh.py (a rectangle's
area, a square's perimeter or side) and compared_counts_zh.py (倍 said first). Nine rows were relabelled slow after the
first runs, each with its `why`: two steps the corpora label slow (a rectangle's perimeter: the chats corpus's dev row
长方形花坛…周长 went fast against its label when it was read; a cuboid's volume; 一共 and 多多少 after 倍; a difference of
two parts), and what the classifier tests keep slow (男生 of 女生占…, 死了 of 成活率, the rest after a percentage done,
3周5天 as a sum and a conversion). Main (2abbf212, with the labels as they are now) read 12 of the 41 fast rows, this
branch 36, 0 wrong, 44 of 44 slow. Left: four 倍 rows read and vetoed by the score (decide.py), and 几倍 asked with a thing
after 的 (小明的故事书是小华的几倍).
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TWINS = jsonl_rows("grade_school_zh.jsonl")


def test_the_twins_are_chinese_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 85 and sum(r["expect"] == "slow" for r in TWINS) == 44
    assert {r["lang"] for r in TWINS} == {"zh"} and {r["split"] for r in TWINS} == {"tune"}
    assert_golds_are_their_expressions(TWINS)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, 36)
