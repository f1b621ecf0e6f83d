"""MAWPS-style one-step stories of round 6 of the MAWPS work (issue 15): long stories and the level after a change
told with "left", beside their SVAMP-style twins that must go slow.

mawps_twins_6.jsonl (four batches, each written and committed before the reader ran on it; golds by Python Fraction,
`expr`): batch 1 (mt6_001–038), long one-step stories over the old 160-character limit (a long setting with no number,
long names, equal groups on bleachers, a rate told after a long setting) and their near-misses (another person or
thing asked, a number in the setting, a distractor clause, the operation reversed, a remainder, a change still to
come, a negation); batch 2 (mt6_039–090), "finds another N … end with" and "had some … gave N to Y … left … to start
with", short and told after a long setting, with near-misses; batch 3 (mt6_091–147), the level after a change told
with "left" ("Now she has 51 beads left"), the start or the change asked, short and long, twins of another holder,
another thing, a purpose ("left to string"), an extra number, a change asked that the story does not tell, "left"
told before the change; batch 4 (mt6_148–155), "left" without "now"; batch 5 (mt6_156–173), quarters counted as things
("64 quarters in her bank … How many quarters does she have now?", the count the same whether a quarter is a coin
or a fourth) beside money, dollars or cents asked, "2 quarters of a pizza", another coin asked, "a quarter of them",
"worth 16 dollars". One label was corrected after the first run:
mt6_061 "Ruth starts with 30 buttons. She finds another 14 and 3 more. How many buttons does Ruth end with?" was
written as a near-miss but 30 + 14 + 3 = 47 is its answer, which the reader gave. Most long right stories stay slow:
their long settings and place phrases are not read (no reader guesses them away). `split` alternates tune / check
within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_6.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 61 and sum(r["expect"] == "slow" for r in ROWS) == 112
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 7 + 2 stories right (tune + check halves), none wrongly; this round 21 + 16, none wrongly
@pytest.mark.parametrize(("split", "floor"), [("tune", 21), ("check", 16)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
