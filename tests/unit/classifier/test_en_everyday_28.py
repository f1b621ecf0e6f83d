"""English everyday requests as people type them to an assistant (issue 15, session 25, h/chatsen28):
`en_everyday_28_tune.jsonl` and `en_everyday_28_check.jsonl`, 165 rows written before the reader ran on any of them
(tips, a bill split, unit prices, recipes scaled, rates per day or hour, pages / km / episodes left, rows × seats,
packs of N, savings, discounts, "how many stayed", ages; lowercase, typos, filler, the question first or last; 74
near misses that must stay slow: a condition, "about", a missing amount, two readings, an extra number, "not",
another thing asked, a rounding the words leave open), golds by Python Fraction (`expr`); shuffled, even lines the
tune half, odd lines the check half. Only the tune half's results were read while building.

Tune half (83 rows): main (c7008ced, a `git archive` copy) 17 of 45 fast rows right and one slow row answered ("The
movie starts at 7:15 and is 2 hours 10 minutes long. when does it end?" → 09:25); that row was written slow (am or pm
not said) and relabelled fast: clock_adds.py reads 7:15 on the 12-hour clock and 9:25 ends it in either half of the
day. With it: main 18 of 46, the branch 29 of 46 right, 0 wrong, 37 of 37 slow.

Check half (82 rows), run once at 1c8a4d28, nothing fixed after it: 26 of 45 fast rows right, 0 wrong, 37 of 37 slow
(main: 25 of 45, 0 wrong, 37 of 37). Its misses are mostly other mechanisms than the session built (the babysitter
"stayed 4 hours", "a 38 hour week", "how many km to go", "65 went home early. How many stayed?", "a marathon is 26.2
miles. if i've run 19.7").
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("en_everyday_28_tune.jsonl")
CHECK = jsonl_rows("en_everyday_28_check.jsonl")
CHECK_RUN = {"fast_right": 26, "fast_wrong": 0, "slow": 56}  # the one run of the check half, before any fix


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 83 and len(CHECK) == 82
    assert sum(r["expect"] == "fast" for r in TUNE) == 46 and sum(r["expect"] == "fast" for r in CHECK) == 45
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 29)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])
