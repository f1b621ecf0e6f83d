"""Fresh everyday phrasings of the generated corpus's categories, both languages (issue 15, session 27, h/everyday29):
`everyday_29_tune.jsonl` and `everyday_29_check.jsonl`, 103 rows written before the reader ran on any of them
(word problems of one and two steps, a statistic in a headline form, mixed amounts, year-less day counts, numbers in
words, dates moved, unit prices; 38 near misses that must stay slow: "about", a count not said, a condition, two
readings, another unit asked, over February without a year, a perimeter), golds by Python Fraction (`expr`); shuffled,
even lines the tune half, odd lines the check half. Only the tune half's results were read while building.

Tune half (52 rows): main (e0c758bc, a `git archive` copy) 22 of 32 fast rows right and one slow row answered ("I
have $20. A sandwich costs $6 and a drink costs $2. How much is left if I buy a few sandwiches?" → 12); the branch
28 of 32 right, 0 wrong, 20 of 20 slow.

Check half (51 rows), run once at b277b343, nothing fixed after it: 21 of 32 fast rows right, 0 wrong, 19 of 19 slow
(main: 14 of 32, 0 wrong, 19 of 19).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("everyday_29_tune.jsonl")
CHECK = jsonl_rows("everyday_29_check.jsonl")
CHECK_RUN = {"fast_right": 21, "fast_wrong": 0, "slow": 30}  # the one run of the check half, before any fix


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 52 and len(CHECK) == 51
    assert sum(r["expect"] == "fast" for r in TUNE) == 32 and sum(r["expect"] == "fast" for r in CHECK) == 32
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 28)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])
