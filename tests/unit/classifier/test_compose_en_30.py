"""English word problems where one-step shapes converge (issue 15, session 30, h/compose_en30):
`compose_en_30_tune.jsonl` and `compose_en_30_check.jsonl`, 171 rows written before the reader ran on any of them
(named parts summed over days, people, teams, shelves; nested groups, rows × seats × rooms, packs × items; a rate times
an amount and an amount over a rate; "N times as many"; a part of a whole asked as the part or the rest; totals over
periods, a rate per day × the days of a week; this and last period compared, read by the policy in
docs/bench/parse.md: the period the question names minus the other; school, shopping, recipes, travel, sports, work
and chat styles; 74 near misses that must stay slow: a negation, a condition, an estimate, a missing amount, another
holder, thing or unit asked, an extra number, a category over two kinds, two steps, a side not named), golds by
Python Fraction (`expr`); shuffled, even lines the tune half, odd lines the check half. Only the tune half's results
were read while building; the check half was run once at the end.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_en_30_tune.jsonl")
CHECK = jsonl_rows("compose_en_30_check.jsonl")
TUNE_FLOOR = 0  # the tune half's fast and exact rows at the branch's end
CHECK_FLOOR = 0  # the check half's one run at the branch's end, nothing fixed after


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 86 and len(CHECK) == 85
    assert sum(r["expect"] == "fast" for r in TUNE) == 49 and sum(r["expect"] == "fast" for r in CHECK) == 49
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_FLOOR)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_FLOOR)
