"""MAWPS one-step misses by mechanism (issue 15, session 24, h/mawps1_27), tune rows only (their blind half is
blind_27_one_step.jsonl). The mechanism, found in MAWPS train's one-step misses ("an orchard has sold a combined total
of 9792 pounds of fresh and frozen fruit … 3513 pounds of frozen fruit, how many pounds of fresh fruit", "white and blue
using a total of 6689 gallons of paint … 660 gallons of white paint … blue paint", "a combined total of 6310 grams of
jelly … blueberry … strawberry", "Each of … 6048 lambs is either black or white. There are 193 white ones") and written
here in phrasings of our own: a whole told with the two sorts it is made of ("a total of N A and B things", "either A
or B"), one sort's amount told, the other sort asked: the whole less the part told (total_parts_en.py).

one_step_27.jsonl (golds by Python Fraction, `expr`; `split` alternates tune / check): os27_001–010 the mechanism,
os27_011–028 near misses that must stay slow (a negation, three sorts, the whole's amount missing, two holders, an
extra number, another unit or another thing asked, the total or the told part asked, a part above the total, "how many
more", another holder, another time, a rate, a percentage, a hedge, another sort told, someone else asked).
Batch 2 (os27_029–040): kinds asked by the name of what they all are, outside kinds_en.py's list before ("0.1 pounds of
peanuts and 0.4 pounds of raisins … pounds of snacks", "packs of cookies and packs of noodles … packs of groceries",
"tons of gravel and tons of sand … tons of material", three MAWPS train rows), with near misses (a kind outside the
list, one kind asked, another verb, two holders, another unit, an extra number).
Batch 3 (os27_041–056): the rest named by its sort beside a part of the other sort (MAWPS train: "If 145 pieces were red
and the rest were blue, how many were blue?", "136 are about school and the rest are about sports", "45 of the gems
were diamonds, and the rest were rubies" after "a total of", "She made 36 red cookies and the rest are pink" after
"86 heart cookies"), with near misses (the part asked, the rest of two sorts, another verb, another place asked, a
negation, another holder, another thing, a part above the whole, "how many more", a hedge). Batch 4 (os27_057–062)
found by probing after batch 3 was built: "20 are red and the rest are big" and "80 big and red marbles" (sorts of two
kinds: the big ones may be red; read fast before the fix, now slow), another thing, two wholes, and boys and girls.
Batch 5 (os27_063–066), found by probing after the full test run: a doing told after the part ("He lost some.") or
between the whole and its part, and "how many are blue and red" (read fast before the fix, now slow).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("one_step_27.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 21 and sum(r["expect"] == "slow" for r in ROWS) == 45
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 10), ("check", 10)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
