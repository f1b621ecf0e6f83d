"""Grade-school English word problems, second set (issue 15, session 26, h/gsen2): `grade_school_en_2.jsonl` (the
tune half, 84 rows) and `grade_school_en_2_check.jsonl` (the check half, 45 rows in phrasings the tune half does not
use, committed first and run once at the end), the simplest problems any worksheet asks: ages ("5 years older",
"in 4 years", "2 years ago", "twice as old as Ben, who is 7"), priced lists with the change from a bill, fraction
parts and what is left ("ate 1/4 of them", "two fifths are girls. How many boys?", "20% were rotten; how many were
good?") and "times as many" (the total, the difference, the smaller one). Near misses that must stay slow: a base
age or a whole untold, "older than" someone untold, a year of birth, a price or a quantity missing, "each" across
items, a tax or a discount, a fraction of the rest, a part not whole, "three times more", "about", "not", "or".
Golds by Python Fraction (`expr`), written before the reader ran on any row.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("grade_school_en_2.jsonl")
CHECK = jsonl_rows("grade_school_en_2_check.jsonl")


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 84 and len(CHECK) == 45
    assert sum(r["expect"] == "slow" for r in TUNE) == 37 and sum(r["expect"] == "slow" for r in CHECK) == 18
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert not {r["text"] for r in TUNE} & {r["text"] for r in CHECK}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 0)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", 0)
