"""Blind half of the twenty-second session's Chinese teacher problems (`blind_25_zh_b.jsonl`, issue 15, h/zh25b): 30
rows written with the tune half's batch 1 (teacher_problems_zh_25b.jsonl) and committed before the reader ran on either,
other nouns, numbers and sentence shapes; 18 must go slow. Families: 鸡兔同笼 (heads or a count with legs or wheels),
植树 (both ends, neither, a ring, both sides, a log sawn), 和差 / 和倍 / 差倍; near misses a count that is no whole number
or below zero, a third animal asked, an extra number, a kind whose legs nobody told (猫), no end rule, 155米 at 10米,
大约, another thing asked (梨树和桃树, the length), 71只 of 10 (half ducks), 多养10只鸡, 苹果树, 少 against 倍, 增加了2倍,
百分之几, 积, an extra number.

Run once, after the tuning (branch h/zh25b at 15b06cb6), before any fix: fast rows 11 of 12 right, 0 wrong, 1 slow
(b25b_021 妈妈比女儿多买了24个苹果，妈妈买的苹果是女儿的3倍: unread); slow rows 18 of 18 slow. Main (cfe6cca5, a `git
archive` copy): 0 of 12 fast rows read, 18 of 18 slow rows slow. After batch 19 of the tune file (the multiple said
of what one did, 妈妈买的苹果: the two names told read first) 12 of 12, 0 wrong.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_25_zh_b.jsonl")
RUN = {"fast_right": 11, "fast_wrong": 0, "slow": 19}  # the one blind run, before any fix


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 30 and sum(r["expect"] == "slow" for r in ROWS) == 18 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
