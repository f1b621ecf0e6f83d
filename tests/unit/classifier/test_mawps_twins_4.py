"""MAWPS-style one-step stories of the families read in round 4 of the MAWPS work (issue 15), beside their
SVAMP-style twins that must go slow.

mawps_twins_4.jsonl (written before the reader ran on it; golds by Python Fraction, `expr`): more of a thing
said with its sort ("44 more walnut trees"), a level asked "then" or "when … finished" with will/would, an amount
as the subject that arrives or leaves ("6 more birds land on the roof"), one doing told in two periods and asked in
all, "what is the total number of …", taken from the one place the start is told in ("Paula takes 7 oranges"), a
plain question asked by the one doing of every amount, "N more" put into the start's place, a start said
"originally" after the change, an equal-shares condition ("if the same number go in each car"), a count got or
done times so many in each, "the rest are green", animals that eat the story's things, kinds counted by what they
all are ("geese and ducks … birds"), all of one person's given to the other, a rate paid by the hour with its
work after it, "overall" asked as "in all"; and SVAMP-style variants of each. Families tried and left out keep their rows, which stay slow
(counts in dozens, things served, one amount asked in another unit). Twins (`kind`): the question flipped or asked
of the one who moved them, a distractor of the same noun or another sort, another place, an unknown verb, a change
still to come asked of now, one of the days or periods asked, a second person, a start not told. Two rows written
as twins that must go slow have one answer and were relabelled fast after their first run: "Some cats were sleeping … Now there are 11 cats.
How many … at first?" (7) and "Nora removes 6 pens from a cup and adds 4 pencils … originally 30 pens … how many
pens are left" (24, the pencils another thing); and in session 20 "Roden had 10 fish. He bought 15 gold fish and 7
blue fish. How many fish does Roden have?" (32: a level asked in the present of a story told in the past is the level
after its changes, as "does Roden have now" and "will Roden have" were already read).
`split` alternates tune / check within each expectation.
Session 22 (change_chains_en.py, issue 15: a start and gains and losses of one holder's one thing, asked the
level after them) relabelled fast what was slow only as two steps: mt4_093 (26+8-5), mt4_174 (15+6-4), mt4_216 (45+16-10).
Session 30 (h/compose_en30) relabelled fast mt4_098 ("15 books last summer … 22 books this summer. How many more books
did Ava read this summer?", 7) and mt4_179 ("… How many fewer concerts did Leo go to last year?", 3) by the policy docs/bench/parse.md states: two periods of one holder compared, the
question naming one, is that period's amount minus the other's.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_4.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 81 and sum(r["expect"] == "slow" for r in ROWS) == 167
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 2 tune stories and 1 check story right and 1 tune twin wrongly ("sold 6 packs … how many did
# she buy"); this round 27 and 25, none wrongly; session 20: 28 tune (mt4_118 relabelled fast)
@pytest.mark.parametrize(("split", "floor"), [("tune", 28), ("check", 25)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
