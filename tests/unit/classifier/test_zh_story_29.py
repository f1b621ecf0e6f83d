"""Chinese one-step computations told inside adult-life stories (issue 15, session 27, h/storieszh):
`zh_story_29_tune.jsonl` and `zh_story_29_check.jsonl`, 168 rows written and committed before the reader ran on any of
them (rent and pay, fuel, a recipe scaled for guests, gym cards and subscriptions by the month, visa and lease days
left, one year's interest, 红包 and AA shared, a stock's rise in percent, pet food a day, tickets, pages left, 便宜了三成,
this week's km against last week's; names, asides, Chinese numerals, the question first or last), 61 near misses that
must stay slow (two steps, a condition, an amount untold, a hedge, a number that changes the reading, another thing
asked); golds by Python Fraction (`expr`); shuffled, even lines the tune half, odd lines the check half. Only the tune
half's results were read while building.

Tune half (84 rows): one row written slow (小李月薪9000，房租2200，每月还给家里寄1000，还剩多少) was read 5800 by main and
relabelled fast: both outflows come from the pay, and 5800 is what the words give. With it, main (e0c758bc, a `git
archive` copy) 9 of 49 right, 0 wrong, 35 of 35 slow; the branch 22 of 49, 0 wrong, 35 of 35 slow.

Check half (84 rows), run once at f9554da1, nothing fixed after it: 21 of 59 right rows fast and exact,
0 wrong, 25 of 25 slow (main: 15 of 59, 0 wrong, 25 of 25 slow).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("zh_story_29_tune.jsonl")
CHECK = jsonl_rows("zh_story_29_check.jsonl")
CHECK_RUN = {"fast_right": 21, "fast_wrong": 0, "slow": 63}  # the one run of the check half, before any fix


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 84 and len(CHECK) == 84
    assert sum(r["expect"] == "fast" for r in TUNE) == 49 and sum(r["expect"] == "fast" for r in CHECK) == 59
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert {r["lang"] for r in TUNE + CHECK} == {"zh"}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 22)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])
