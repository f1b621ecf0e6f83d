"""MAWPS-style one-step + and − stories of the families read in round 5 of the MAWPS work (issue 15), beside their
SVAMP-style twins that must go slow.

mawps_twins_5.jsonl (written and committed before the reader ran on it; golds by Python Fraction, `expr`): a
setting told first with no number ("Roden went to a pet shop.", "Mary is baking a cake.", "Diane is a beekeeper.",
"Alyssa loves eating fruits.", "Nell collects baseball cards.") before a one-step story, and two holders' amounts
run on without a stop ("Mary has 9 yellow marbles Joan has 3 yellow marbles."), and (added after the first
commit, before the reader ran on them) another person's doing of another thing beside a total asked of no one
("Joan picked 37 oranges and Sara picked 10 oranges. Alyssa picked 30 pears. How many oranges were picked in total?"), and a noun said once for two sorts ("Sara has 31 red and 15 green balloons"), a change joined by "but" ("has 8 orange balloons but lost 2 of
them"), a part told beside the whole that nothing changes ("had 695 cards, and 6 were torn. Sara bought 133 of
Joan's cards") and the rest named by more words ("the rest are about sports", "6 are blue the rest are green"). Twins (`kind`): a second person in
the setting ("with her brother"), a setting that changes the quantity ("lost all his stamps", "to return some
muffins", "and bought beads"), a number in the setting, another person or thing or period asked, an unknown verb,
the question flipped, a start not told, a distractor of another sort, a third person, a run-on with two verbs.
Rows mt5_111–120 (after them, before the reader ran on them): "produced" and "flew" as doings; mt5_121–129: pounds a weight after "weighs"; mt5_130–135: "flew up to the fence",
a place, not a bound; mt5_136–141: a goal asked after what is done ("You have collected 7
crickets. How many more … to have 11"); mt5_145–150: a goal reached by a getting the story does not
tell ("need to pick to have 105 apples"). Rows
mt5_107–110 were written after the part-beside rule first ran: "8 were stolen" read as a
part answered 82 for 74, so a part's word is now a state the thing keeps while held. The last three (mt5_142–144) were written after probing the setting rule
by hand: "Ann went to the mall. She had $50. Tom spent $20. How much does she have left?" read 30 on main too
(bills.py counted "she" as no one beside Tom; a setting's name let the pronoun guard pass). `split` alternates tune / check
within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_5.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 61 and sum(r["expect"] == "slow" for r in ROWS) == 89
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 1 + 2 stories right (tune + check halves) and 3 twins wrongly ("12 red kites but lost 5 blue
# kites … how many red kites" → 7, signed_changes.py; "She had 20 dollars. Her brother spent 8 dollars …" → 12 and
# "She had 50 dollars. Tom spent 20 dollars …" → 30 after a setting, bills.py); this round 25 + 28, none wrongly
@pytest.mark.parametrize(("split", "floor"), [("tune", 25), ("check", 28)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
