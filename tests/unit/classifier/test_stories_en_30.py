"""English one-step computations told inside stories by a writer unlike the earlier ones (issue 15, session 28,
h/storiesen28).

`en_story_30_tune.jsonl` and `en_story_30_check.jsonl`: 160 rows written before the reader ran on any of them, with
longer setting sentences and a number beside the one that matters (a year, a date, an age, a street, route or room
number), dialogue ("'We need 3 more chairs,' said Mom"), units and fractions in words, cents, "apiece", "in all",
"altogether", and questions asked as requests ("Work out how many …", "Figure out …"); 54 near misses that must stay
slow (two steps, a condition, a missing amount, an estimate, another thing asked, a distractor that changes the
reading). Golds by Fraction (`expr`). Shuffled (seed 30), even lines the tune half, odd lines the check half; only the
tune half's results were read while building.

`stories_en_30.jsonl`: the twins of the mechanisms built, each with near misses that must stay slow, committed before
the code: `labels` (number_labels_en.py: numbers that label set aside; ages said aside left slow at the end, see the
floors), `apiece` (priced_periods_en.py: a price apiece
of the things said before it; a relative who is no payer; and two wrong fast answers the near misses found on main,
prices.py "most at $35 apiece" and roles.py "Jonas's brother stayed … How much did Jonas pay?"), `request`
(requests_asked_en.py: a question asked as a request), `kept_back` (equal_groups.py: a part kept back before a share),
`share_of_them` (percent_parts.py: "has 24 members, and 3/8 of them read mysteries") and `share_taken` (percent_parts.py:
a share eaten or used asked as what is had, a wrong fast answer on main found probing the share of them).

Tune half (80 rows, 55 fast): before the mechanisms (67a26ec4: main's readers, merged) 10 of 55 right, 0 wrong, 25 of 25 slow; the branch 14 of 55, 0 wrong,
25 of 25 slow. Check half (80 rows, 51 fast), run once at fa1476f9 (labels, apiece and request built; the share of them came after):
4 of 51 right, 0 wrong values, 28 of 29 slow: one near miss answered fast ("A box of 64 crayons is shared among the 8
children at the table, and the teacher keeps the broken ones. How many crayons does each child get?" → 8), by
equal_groups.py on main already. Fixed by its mechanism (a part kept back) with twins of other words (`kept_back`);
no other check row was looked at. At the end, with that fix and ages said aside left slow (the project's rule, found
by the full classifier run), the check half reads 3 of 51 right, 0 wrong, 29 of 29 slow: the test asks that.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("en_story_30_tune.jsonl")
CHECK = jsonl_rows("en_story_30_check.jsonl")
TWINS = jsonl_rows("stories_en_30.jsonl")
CHECK_RUN = {"fast_right": 4, "fast_wrong": 1, "slow": 75}  # the one run of the check half (see the docstring)


def test_the_halves_and_twins_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 80 and len(CHECK) == 80
    assert sum(r["expect"] == "fast" for r in TUNE) == 55 and sum(r["expect"] == "fast" for r in CHECK) == 51
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK + TWINS)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 14)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    # 3, one fewer than the run's 4: ages said aside were left slow after it by the project's rule, not by it
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"] - 1)


def test_the_twins_answer_nothing_wrong_and_read_each_mechanism() -> None:
    from dualtrack.bench.parse import run

    rows = [{**r, "split": "twins"} for r in TWINS]
    outcomes = list(run(rows))
    wrong = [r["text"] for r, o in zip(rows, outcomes) if o.path == "fast" and not o.exact]
    assert not wrong, wrong
    right = {family: sum(o.path == "fast" and o.exact for r, o in zip(rows, outcomes) if r["family"] == family)
             for family in ("labels", "apiece", "request", "kept_back", "share_of_them")}
    # labels 6 of 10: the two ages said aside ("Beatriz, who is 29, …", "Omar's son is 6 years old.") are left slow, as
    # the project keeps a story with an age it does not use (hostile_probes_28, blind_stories)
    floors = {"labels": 6, "apiece": 3, "request": 5, "kept_back": 1, "share_of_them": 3}
    assert all(right[family] >= floor for family, floor in floors.items()), right
