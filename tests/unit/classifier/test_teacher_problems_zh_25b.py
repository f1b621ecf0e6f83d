"""Chinese 应用题 a teacher sets (issue 15, session 22, h/zh25b), tune rows only (their blind half is blind_25_zh_b.jsonl):
鸡兔同笼 and its kin (chickens_rabbits_zh.py: heads or a count and legs, wheels or seats, "笼子里有鸡和兔共10只，脚共28只，
兔有几只"), 植树 (tree_planting_zh.py: the rule of the ends, a ring, both sides, a log sawn into pieces) and 和差 / 和倍 /
差倍 (sum_difference_zh.py: "两数的和是50，差是10，大数是多少", "甲乙共有60本书，甲的本数是乙的2倍").

teacher_problems_zh_25b.jsonl (batch 1, tp25b_001–052, written and committed before the reader ran on it; golds by
Python Fraction, `expr`): the three families with their near misses (a count that is no whole number or below zero, a
third animal or one whose legs nobody told, another thing or two things asked, a hedge, an extra number, people not
told; a line with no end rule, 102米 at 5米, two trees at a place, another unit, 还要种; a half book, 少 against 倍,
someone else asked, another measure, the multiple of the sum, no difference told). `split` alternates tune / check.

Main (cfe6cca5) read none of the 25 fast rows and no near miss.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("teacher_problems_zh_25b.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 72 and sum(r["expect"] == "slow" for r in ROWS) == 86
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 33), ("check", 39)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
