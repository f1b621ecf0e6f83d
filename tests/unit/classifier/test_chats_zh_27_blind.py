"""Blind half of the chats Chinese tuning (issue 15, session 24, h/chatszh27): `chats_zh_27_blind.jsonl`, 42 rows (21
must go slow), chat messages in the style of the corpus (口语, 语气词, Chinese numerals; money, debts, shares, shopping,
splitting, recipes, time, rates), written and committed before the reader ran on it. Run once, at the end (branch
h/chatszh27 at 5b1db785), nothing fixed after: fast rows 9 of 21 right, 0 wrong, 12 slow (两份半 and 两勺 / 两瓶 not
numbers to the readers, 年级 split as 年 + 级, a recipe per 四个人, AA and 平摊 beside Chinese numerals, 一个半小时's clock
vetoed by the score, a price per 度 with 五毛六, 工资 + 奖金 加起来); slow rows 21 of 21 slow (one of them, 菜谱上写四个人吃用
600克牛肉 … 三口人要多少克, was written slow though 450 is its answer: it went slow). Main (87e0219a, a `git archive`
copy): 2 of 21 right, 0 wrong, 21 of 21 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("chats_zh_27_blind.jsonl")
RUN = {"fast_right": 9, "fast_wrong": 0, "slow": 33}  # the one blind run, before any fix


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 42 and sum(r["expect"] == "slow" for r in ROWS) == 21 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
