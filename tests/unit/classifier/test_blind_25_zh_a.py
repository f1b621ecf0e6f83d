"""Blind half of the Chinese 应用题 a teacher sets (`blind_25_zh_a.jsonl`, issue 15, session 22, h/zh25a): 31 rows written
with the tune half's batch 1 (teacher_problems_zh_25.jsonl) and committed before the reader ran on either, other nouns,
numbers and wordings; 17 must go slow. Families: 归一 (5千克苹果30元, 拖拉机耕地, 包饺子, 笔记本, a train's distance), 归总
(烧煤, 读故事书), 工程 (张师傅 and 李师傅 独做, A管 and B管, 甲队 and 乙队), 按比分配 (一班和二班, 三、四、五年级, 小麦和玉米,
邮票 with a difference); near misses: no 照这样 for a time (跳绳), another thing (梨), 分钟 for 小时, 角 for 元, days not
whole, a first stage then both, a drain (放空), 三班 / 六年级 not among the sharers, 按班级人数, 50 people in 3:4, 还要,
a share of the job left, 比原计划多读几天, money left after a purchase, 天 for 小时, three parts for two classes.

Run once, after the tuning (branch h/zh25a at 64b68309), before any fix: fast rows 11 of 14 right, 0 wrong, 3 slow
(从甲地到乙地行驶了6小时，两地相距多少千米: the question is no 归一 question the reader knows; 分给三、四、五年级: one word for
three classes; 一块地共48公顷，种小麦和玉米的面积比: the total not said of the sharers); slow rows 17 of 17 slow. Main
(cfe6cca5, a `git archive` copy): 0 of 14 fast rows read, 17 of 17 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_25_zh_a.jsonl")
RUN = {"fast_right": 11, "fast_wrong": 0, "slow": 20}  # the one blind run, before any fix


def test_the_file_is_chinese_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 31 and sum(r["expect"] == "slow" for r in ROWS) == 17 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
