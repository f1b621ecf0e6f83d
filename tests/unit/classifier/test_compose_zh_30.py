"""Chinese 应用题 of one and two steps as a teacher writes them (issue 15, session 30, h/compose_zh30): the composition
layer's newer shapes (reader/named_parts_zh.py, whole_shares_zh.py, two_numbers_zh.py, group_totals_zh.py,
figures_zh.py), run where no reader reads a request.

`compose_zh_30_tune.jsonl` and `compose_zh_30_check.jsonl`: 186 rows written before the layer ran on any of them, in
several writers' styles (课本应用题, a parent's homework, shopping, pay, scores, planting, a factory): named parts summed or
averaged (语文…数学…英语…平均分, 第一天…平均每天, 男生/女生一共), figures' perimeters and areas, a share of a whole spent or
left and a rate (胜率, 出勤率, 合格率), the other of two numbers whose sum, difference or product is told, a price each
times a group's people, a monthly amount over a year; 81 near misses that must stay slow (a number unused, a part
missing, two readings, a condition, a negation, an estimate, another holder, thing or unit asked, two steps told in
order). Golds by Fraction (`expr`). Shuffled (seed 30), even lines the tune half, odd lines the check half; only the
tune half was read while building. Tune half: main (6cf8258b) 14 of 57 right and one wrong fast answer (小明有时每月存
50元，一年能存多少元 → 600, now slow: unsure_amounts_zh.py), 35 of 36 slow; the branch 45, 0 wrong (the rest after
a percentage done left slow, as test_general_phrasings.py has it, and 鸡 … 鸭 whose holders share no kind). Check
half, run once at 9c407616: main 13 of 48 right, the branch 37 of 48, 0 wrong, 45 of 45 slow; nothing changed after it.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_zh_30_tune.jsonl")
CHECK = jsonl_rows("compose_zh_30_check.jsonl")
CHECK_RUN = {"fast_right": 37, "fast_wrong": 0, "slow": 56}  # the one run of the check half (9c407616)


def test_the_files_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 93 and len(CHECK) == 93
    assert sum(r["expect"] == "slow" for r in TUNE + CHECK) == 81
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 45)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])
