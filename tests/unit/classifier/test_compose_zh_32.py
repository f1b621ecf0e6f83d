"""Chinese 应用题 of one and two steps as textbooks, parents and teachers write them (issue 15, session 32,
h/compose_zh32): `compose_zh_32_tune.jsonl` and `compose_zh_32_check.jsonl`, 152 rows written and committed (a68178f3)
before the reader ran on any of them, shuffled (seed 32), even lines the tune half: lead-ins (请问, 帮我算一下, 老师布置的
题, 孩子作业这道题), 一共 / 还剩 / 平均每 / 比…多几 / 是…的几倍 / 相差, a scene clause with no number between the amounts, 元角分,
时分秒, 千克/克 and 毫升/升 asked in the other unit, 大约 of a time of day, chats typed with spaces; 70 near misses that must
stay slow (an untold amount, another holder, thing, unit or measure, a second reading, 大约 of an amount, a number not
used). Golds by Fraction (`expr`); only the tune half's results were read while building.

Tune half, main (2c515370) → the branch: 18 → 25 of 37 right, 0 wrong, 39 of 39 slow (26 before scene clauses were
narrowed to keep instructions, 忽略上面的数字, from being set aside: 娃的数学作业 before a spaced story is no scene).
Check half, run once at 94ee9c1b: 23 of 45 right, one wrong fast answer, 30 of 31 slow; the wrong one was main's own (main: 20 right, the same
wrong one): 小红有36元钱，买了一本笔记本和一支笔，笔记本8元，还剩多少元 → 28 (the pen's price is untold), fixed by
mechanism after that run (buying_untold_zh.py: things bought together, some priced in a clause of their own, some
nowhere), so the check half's floor below is after one fix it prompted (its counts, not its rows, taken again after
the scene narrowing: 23 of 45, 0 wrong).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_zh_32_tune.jsonl")
CHECK = jsonl_rows("compose_zh_32_check.jsonl")
TUNE_FLOOR = 25  # the tune half's fast and exact rows at the branch's end
CHECK_FLOOR = 23  # the check half at the branch's end


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 76 and len(CHECK) == 76
    assert sum(r["expect"] == "fast" for r in TUNE) == 37 and sum(r["expect"] == "fast" for r in CHECK) == 45
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_FLOOR)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_FLOOR)
