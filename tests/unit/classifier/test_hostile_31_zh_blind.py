"""Blind half of hostile round 31 in Chinese (issue 15, h/red31zh): `hostile_31_zh_blind.jsonl`, 30 rows (18 must go
slow), written before the round's probes with other nouns, numbers and wordings of the session's Chinese mechanisms (a
gift as the start and one given to another, a second currency, named pay, money borrowed from two lenders or paid by
another, a group's whole and a part of the class next door, portions of another dish, a recipe halved, 昨天/今天 of two
things, 这 before a change, 要交/得付 of another) and committed before the reader ran on it.

Run once, after the round's fixes (h/red31zh at 802fc3bb, the batch-4 commit), fixing nothing after it: fast rows 9 of
12 right, 0 wrong, 3 slow (h31zb_003 全班一共48个同学 …: read without 一共, not with it; h31zb_006 鸡蛋昨天每斤5元，今天5.5元:
no reader fires, nor with 5元一斤; h31zb_012 汽油 … 加了40升，得付多少钱: read with 买了, not 加了); slow
rows 18 of 18 slow. Main (8e4f91da, a `git archive` copy): the same, 9 right, 0 wrong, 18 of 18 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("hostile_31_zh_blind.jsonl")
RUN = {"fast_right": 9, "fast_wrong": 0, "slow": 21}  # the one blind run, after the fixes


def test_the_file_is_chinese_18_of_30_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=30, slow=18, lang="zh")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
