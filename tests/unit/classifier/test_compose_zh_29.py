"""Chinese compositions of one-step readings (issue 15, session 29, h/compose_zh29): `compose_zh_29_tune.jsonl` and
`compose_zh_29_check.jsonl`, 169 rows written before the reader ran on any of them, in several writers' styles
(应用题, a parent's homework, shopping, pay, travel, cooking): an amount told against another (比…多/少, 是…的N倍,
几倍, 几分之几, 多百分之几), a rate over a period of fixed size (每天 … 一个星期, 每个月 … 一年), a rate or a price times an
amount told, a held amount and one change; 71 near misses that must stay slow (two steps, a condition, a negation, an
estimate, a missing amount, another holder, thing or unit asked, a period of no fixed size). Golds by Fraction
(`expr`). Shuffled (seed 29), even lines the tune half, odd lines the check half; only the tune half was read while
building, the check half was run once at the end.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_zh_29_tune.jsonl")
CHECK = jsonl_rows("compose_zh_29_check.jsonl")


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 85 and len(CHECK) == 84
    assert sum(r["expect"] == "slow" for r in TUNE + CHECK) == 71
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 0)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", 0)
