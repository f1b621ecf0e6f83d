"""MAWPS-style one-step stories of the families read in round 4 of the MAWPS work (issue 15), beside their
SVAMP-style twins that must go slow.

mawps_twins_4.jsonl (written before the reader ran on it; golds by Python Fraction, `expr`): more of a thing
said with its sort ("44 more walnut trees"), a level asked "then" or "when … finished" with will/would, an amount
as the subject that arrives or leaves ("6 more birds land on the roof"), one doing told in two periods and asked in
all, "what is the total number of …", taken from the one place the start is told in ("Paula takes 7 oranges"), a
plain question asked by the one doing of every amount, "N more" put into the start's place, and a start said
"originally" after the change. Twins (`kind`): the question flipped or asked of the one who moved them, a
distractor of the same noun or another sort, another place, an unknown verb, a change still to come asked of now,
one of the days or periods asked, a second person, a start not told. Two rows written as twins that must go slow
have one answer and were relabelled fast after their first run: "Some cats were sleeping … Now there are 11 cats.
How many … at first?" (7) and "Nora removes 6 pens from a cup and adds 4 pencils … originally 30 pens … how many
pens are left" (24, the pencils another thing). `split` alternates tune / check within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_4.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 73 and sum(r["expect"] == "slow" for r in ROWS) == 138
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 1 tune story and 0 check stories, none wrongly; this round 26 and 26
@pytest.mark.parametrize(("split", "floor"), [("tune", 26), ("check", 26)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
