"""Chinese compositions of one-step readings (issue 15, session 29, h/compose_zh29): reader/compose_zh.py,
quantities_zh.py and rate_chains_zh.py, run where no reader reads a request.

`compose_zh_29_tune.jsonl` and `compose_zh_29_check.jsonl`: 169 rows written before the layer ran on any of them, in
several writers' styles (应用题, a parent's homework, shopping, pay, travel, cooking): an amount told against another
(比…多/少, 是…的N倍, 几倍, 几分之几, 多百分之几), a rate over a period of fixed size (每天 … 一个星期, 每个月 … 一年), a rate
or a price times an amount told, a held amount and one change; 71 near misses that must stay slow (two steps, a
condition, a negation, an estimate, a missing amount, another holder, thing or unit asked, a period of no fixed size).
Golds by Fraction (`expr`). Shuffled (seed 29), even lines the tune half, odd lines the check half; only the tune
half was read while building. Tune half: main (b79ea73a) 21 of 51 right, 0 wrong, 34 of 34 slow; the branch 36.
Check half, run once at fa4853c1: main 19 of 47, the branch 30 of 47, 0 wrong, 37 of 37 slow. After it the layer was
made slower where the classifier suite's older hostile probes found wrong fast answers of it (4d126e92; nothing was
looked at in the check half): 29 of 47, the floor below.

`compose_zh_29_hostile.jsonl` (64 rows, 44 must stay slow), `compose_zh_29_rates.jsonl` (32 rows, 17 slow) and
`compose_zh_29_parts.jsonl` (18 rows, 12 slow): near misses aimed at the layer, rates chained and shares said before
their doing, each committed before the layer ran on it. Main 11 of 20, 5 of 15 and 1 of 6 right, with one wrong fast
answer of main's grammar (这个月水费96元，上个月电费80元，这个月比上个月多多少元 → 16: two things of two months), now slow
by a guard; the branch 12 of 20, 10 of 15 and 4 of 6, 0 wrong.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_zh_29_tune.jsonl")
CHECK = jsonl_rows("compose_zh_29_check.jsonl")
HOSTILE = jsonl_rows("compose_zh_29_hostile.jsonl")
RATES = jsonl_rows("compose_zh_29_rates.jsonl")
CHECK_RUN = {"fast_right": 30, "fast_wrong": 0, "slow": 54}  # the one run of the check half (fa4853c1)
PARTS = jsonl_rows("compose_zh_29_parts.jsonl")


def test_the_files_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 85 and len(CHECK) == 84
    assert sum(r["expect"] == "slow" for r in TUNE + CHECK) == 71
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert sum(r["expect"] == "slow" for r in HOSTILE) == 44 and sum(r["expect"] == "slow" for r in RATES) == 17
    assert sum(r["expect"] == "slow" for r in PARTS) == 12
    assert_golds_are_their_expressions(TUNE + CHECK + HOSTILE + RATES + PARTS)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 36)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    # 29, one fewer than the run's 30: the layer made slower after it by the suite's older probes, not by it
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"] - 1)


@pytest.mark.parametrize(("rows", "floor"), [(HOSTILE, 12), (RATES, 10), (PARTS, 4)], ids=["hostile", "rates", "parts"])
def test_the_near_misses_answer_nothing_wrong(rows: list[dict], floor: int) -> None:
    assert_half_right_and_reaching(rows, rows[0]["split"], floor)
