"""English word problems where one-step shapes converge (issue 15, session 30, h/compose_en30):
`compose_en_30_tune.jsonl` and `compose_en_30_check.jsonl`, 171 rows written before the reader ran on any of them
(named parts summed over days, people, teams, shelves; nested groups, rows × seats × rooms, packs × items; a rate times
an amount and an amount over a rate; "N times as many"; a part of a whole asked as the part or the rest; totals over
periods, a rate per day × the days of a week; this and last period compared, read by the policy in
docs/bench/parse.md: the period the question names minus the other; school, shopping, recipes, travel, sports, work
and chat styles; 74 near misses that must stay slow: a negation, a condition, an estimate, a missing amount, another
holder, thing or unit asked, an extra number, a category over two kinds, two steps, a side not named), golds by
Python Fraction (`expr`); shuffled, even lines the tune half, odd lines the check half. Only the tune half's results
were read while building; the check half was run once at the end (9da0907d), nothing fixed after it. One tune row
written slow was relabelled fast after main's first run ("… and Emma collected 17 stones. How many shells …": 23, an
extra count of another thing, as compose_en_29 settled).

Tune half (86 rows, 49 fast): main (6cf8258b, a `git archive` copy) 22 of 49, 0 wrong, 37 of 37 slow; the branch 32.
Check half (85 rows, 49 fast), run once: main 20 of 49, the branch 26 of 49, 0 wrong, 36 of 36 slow.
`compose_en_30_probes.jsonl` (54 hostile rows of the session's mechanisms, 41 must go slow, committed before they
ran; two relabelled fast after their first run by main's own policies: boys and girls counted as children, corn and
bean plants as plants): main 5 of 13 and two wrong fast answers ("The bakery is closed on Mondays … in a week" → 420,
days_off_en.py; "$2 per pound. How many pounds can I buy with $15" → 7, rates.py), the branch 11 of 13, 0 wrong.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_en_30_tune.jsonl")
CHECK = jsonl_rows("compose_en_30_check.jsonl")
PROBES = jsonl_rows("compose_en_30_probes.jsonl")
TUNE_FLOOR = 32  # the tune half's fast and exact rows at the branch's end
CHECK_FLOOR = 26  # the check half's one run at the branch's end (9da0907d), nothing fixed after
PROBES_FLOOR = 11


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 86 and len(CHECK) == 85
    assert sum(r["expect"] == "fast" for r in TUNE) == 49 and sum(r["expect"] == "fast" for r in CHECK) == 49
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert len(PROBES) == 54 and sum(r["expect"] == "fast" for r in PROBES) == 13
    assert_golds_are_their_expressions(TUNE + CHECK + PROBES)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_FLOOR)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_FLOOR)


def test_the_probes_get_no_wrong_fast_answer() -> None:
    assert_half_right_and_reaching(PROBES, "probe", PROBES_FLOOR)
