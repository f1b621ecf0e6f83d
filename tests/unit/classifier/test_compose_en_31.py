"""English word problems refused for a word that does not change their reading (issue 15, session 31,
h/compose_en31): `compose_en_31_tune.jsonl` and `compose_en_31_check.jsonl`, 162 rows written before the reader ran
on any of them: a sentence with no number that only sets the scene between the told amounts or before the question;
"then", "after that", "later", "afterwards" between amounts one operation combines; an "if" that states a given
("If Mia bakes 4 cakes, how many cups …"); school, shopping, recipes, travel, sports, work styles; 74 near misses that
must stay slow: a scene sentence that carries a condition, a loss or another holder; two levels of one holder, a
gain then a loss, an order the question points at; a counterfactual "if" ("had baked", "instead", "were"), an "if"
that overrides a told amount, an "if" with an untold amount, an extra number or another unit. Golds by Python
Fraction (`expr`); shuffled, even lines the tune half, odd lines the check half. Only the tune half's results were read
while building. The check half ran once, by mistake before the end (46e57edc, a run of this module): 28 of 43 fast
and exact, 3 fast and wrong, all three main's own answers: "If Ruth buys 5 pounds at a discount" (15; fixed,
interruptions_en.py), and two rows written slow whose one reading main gave ("… and then gave 3 to Sam. How many
cookies does Ravi have?" 13; "If Omar bought 9 pens, how much would he have spent?" 18), relabelled fast as their
tune twins were. So a third set, `compose_en_31_blind.jsonl` (45 rows, 23 must stay slow, the same mechanisms in
other words), was written and committed then and run once at the branch's end, nothing fixed after it. Four tune rows written slow were
relabelled fast after main's first run, main's reading being the only one ("If it had baked for 7 days" states no fact
it overrides: 48*7; a spend then a find, a gain then a loss: the order changes no total). Main's first run also gave two
wrong fast answers, fixed by interruptions_en.py: a machine that "broke down for a while" and "Today there is a sale",
each a sentence without a number.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

TUNE = jsonl_rows("compose_en_31_tune.jsonl")
CHECK = jsonl_rows("compose_en_31_check.jsonl")
BLIND = jsonl_rows("compose_en_31_blind.jsonl")
TUNE_FLOOR = 40  # the tune half's fast and exact rows at the branch's end
CHECK_FLOOR = 30  # the check half at the branch's end
BLIND_FLOOR = 16  # the blind set's one run at the branch's end, nothing fixed after


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 81 and len(CHECK) == 81
    assert sum(r["expect"] == "fast" for r in TUNE) == 49 and sum(r["expect"] == "fast" for r in CHECK) == 45
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert len(BLIND) == 45 and sum(r["expect"] == "fast" for r in BLIND) == 22 and {r["split"] for r in BLIND} == {"blind"}
    assert_golds_are_their_expressions(TUNE + CHECK + BLIND)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_FLOOR)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_FLOOR)


def test_the_blind_set_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(BLIND, "blind", BLIND_FLOOR)
