"""Multi-step word problems, issue 15 (session 27, h/mawps2), tune and check rows (their blind half is
blind_29_multi_steps.jsonl): compositions of one-step readers' parts that MAWPS's tune misses showed lacking.
- a first step's count put into groups the same in each, each group's share asked (split_steps_en.py, equal_groups.py's
  one step on first_steps_en.py's count): "took 24 photos at the zoo and 16 photos at the park. He put all the photos
  into 5 albums with the same number of photos in each album. How many photos were in each album?" ((24 + 16) / 5),
  "gave 9 of them to her friend and put the rest into 4 books …" ((45 - 9) / 4);
- a part put into one group and the rest into the others: "uploaded 47 pictures to her blog. She put 15 pictures into
  one album and put the rest into 4 different albums. How many pictures were in each album?" ((47 - 15) / 4);
- a size each told after another clause of the group (two_steps_en.py): "Each album came with a poster and had 10
  songs" ((4 + 3) * 10);
- pieces of the stuff both counts' groups are of (two_steps_en.py): "5 boxes of chocolate candy and 2 boxes of mint
  candy. If each box has 6 pieces inside it, how much candy …" ((5 + 2) * 6).

- a time said with "for" before the holder's pronoun (first_steps_en.py): "For lunch they handed out 12 to workers
  and used the rest to make sandwiches. If each sandwich takes 4 rolls …" ((60 - 12) / 4);
- a goal told of the thing that needs them (goal_rest_times_en.py): "A new house needed 12 doors. The carpenter had
  already hung 5 of them. If it takes 3 hours to hang each door, how long will it take him to hang the rest?";
- two kinds of a capacity's thing summed (two_steps_en.py): "If each bus can hold 9 people and there are 40 students
  and 5 teachers going, how many buses will they need?" ((40 + 5) / 9).

multi_steps_29.jsonl, golds by Python Fraction (`expr`), six batches, each committed before the reader ran on it.
Batch 1 (ms29_001–036, at d5b07722): 9 fast rows and 27 near misses: groups not whole, two things, "about", a fourth
number, two people, one group asked, the groups asked back, "some", a negation, the loss asked, more given than had, a
change per friend, the rest or the part asked, "might", a part of another thing, the other thing asked, a size of one
sort, "or", boxes and bags, candy of one sort of box, a doing the story never says, a loss of another sort. Batch 2
(ms29_037–046): "for" lead-ins, 4 fast and 6 slow after one written slow (ms29_040, "his friends ate 12 of them") was found a label
to correct: the rest is 48 whoever ate, and main answered it 12 as the branch does. Batch 3 (ms29_047–062): a thing
needing things, 2 fast (ms29_048 read and vetoed by the score), and a size told before a goal's rest (ms29_049–050,
missed: no one-step reader reads "had 12 quizzes to grade"), 12 slow. Batch 4 (ms29_063–074): kinds summed, 3 fast, 9
slow. Batch 5 (ms29_075–088), a hostile pass: 14 slow, two of them answered fast by the branch before its fix (one part
put into the groups, "the zoo photos": 10; one kind asked, "will the students need": 5). Batch 6 (ms29_089–092): a
capacity read as contents, 4 slow, one answered 64 by the branch before its fix. Main (e0c758bc) reads 3 of the 20 fast
rows (ms29_038–040) and no near miss; the branch 17 of 20 (tune 12 of 14, check 5 of 6) and no near miss.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("multi_steps_29.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 20 and sum(r["expect"] == "slow" for r in ROWS) == 72
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 12), ("check", 5)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
