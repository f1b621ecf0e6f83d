"""English one-step computations told inside short adult-life stories (issue 15, session 27, h/storiesen).

`en_story_29_tune.jsonl` and `en_story_29_check.jsonl`: 165 rows written before the reader ran on any of them (a
paycheck and a bill, a trip's fuel, a recipe for more guests, a gym membership per month × months, days left on a visa
or a lease, a loan's interest, a garden's rows × plants, a subscription's year, a pet's food per day × days, tickets ×
price, pages left, a discount in words, miles this week against last, a share of a bill; names, asides, number words,
the question first or last), golds by Fraction (`expr`); 55 near misses that must stay slow (two steps, a condition, a
missing amount, an estimate, a distractor that changes the reading, another thing asked). Shuffled (seed 29), even
lines the tune half, odd lines the check half; only the tune half's results were read while building.

`stories_en_29.jsonl`: the twins of the mechanisms built (priced_periods_en.py: a price per period or occasion × how
many, and a price per month, quarter or year asked per another; rests_of_whole_en.py: a whole less a part done;
periods_asked_per_en.py: "how much … a month?" asked per month), each with near misses that must stay slow, committed
before the readers (the period_asked_per rows after the pass, before running it on them); rows whose `why` says
"written after the first run" were added after a run, to probe what it let through.

Tune half (83 rows, 54 fast): main (e0c758bc) 9 of 54 right, 0 wrong, 29 of 29 slow; the branch 20 of 54, 0 wrong,
29 of 29 slow (25 before the earlier hostile probe rounds, run at the end, showed the readers too loose: a price for
some only, "$12 for adults"; an intention, "planned to work 5 hours"; "saves" asked as "spend"; "4½ hours"; "wants
to read"; "a case has 24 cans"; "does the dog have left"; "$40 left" — each now slow by rule).
Check half (82 rows, 56 fast), run once at fcf35e95 (by this module's first run, before the session's end): 14 of 56
right, 1 wrong, 67 slow. The wrong one ("… 3 liters of water and a thermos of tea … drank 1.75 liters … How much tea did
she have left?" → 1.25) was rests_of_whole_en.py reading a question of another thing than the whole's; fixed by that
mechanism (the thing asked with "how much" must be the whole's) with a twin of other words (se29_067). No other check
row was looked at; the mechanisms built after that run (periods_asked_per_en.py, a period converted in
priced_periods_en.py) came from the tune half and their twins alone. At the end (7d522c15), after the readers were
tightened by the earlier hostile rounds, the check half reads 13 of 56 right, 0 wrong, 26 of 26 slow: the test asks that.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("en_story_29_tune.jsonl")
CHECK = jsonl_rows("en_story_29_check.jsonl")
TWINS = jsonl_rows("stories_en_29.jsonl")
CHECK_RUN = {"fast_right": 14, "fast_wrong": 1, "slow": 67}  # the one run of the check half (see the docstring)


def test_the_halves_and_twins_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 83 and len(CHECK) == 82
    assert sum(r["expect"] == "fast" for r in TUNE) == 54 and sum(r["expect"] == "fast" for r in CHECK) == 56
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK + TWINS)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 20)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    # 13, one fewer than the run's 14: the readers were tightened after it by the earlier hostile rounds, not by it
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"] - 1)


def test_the_twins_answer_nothing_wrong_and_read_both_mechanisms() -> None:
    from dualtrack.bench.parse import run

    rows = [{**r, "split": "twins"} for r in TWINS]
    outcomes = list(run(rows))
    wrong = [r["text"] for r, o in zip(rows, outcomes) if o.path == "fast" and not o.exact]
    assert not wrong, wrong
    right = {family: sum(o.path == "fast" and o.exact for r, o in zip(rows, outcomes) if r["family"] == family)
             for family in ("priced_periods", "rest_of_whole", "period_asked_per", "period_converted")}
    floors = {"priced_periods": 8, "rest_of_whole": 10, "period_asked_per": 3, "period_converted": 1}
    assert all(right[family] >= floor for family, floor in floors.items()), right
