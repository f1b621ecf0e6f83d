"""English story families of issue 15's second wave (session 21, h/en24), tune rows only (their blind half is
blind_24_en.jsonl): two named people's total with one's part told and the other's asked (shared_totals_en.py: "Tom and
Ann have a total of 58 stamps. Tom has 23 stamps. How many stamps does Ann have?"), and a goal of things partly done
with the rest asked (goals_done_en.py: "Nina has to paint 40 fence boards. She has already painted 26 boards. How many
boards does she have left to paint?", a recipe's "already put in … need to add").

story_families_en_24.jsonl (batches, each written and committed before the reader ran on it; golds by Python Fraction,
`expr`): batch 1 (sf24_001–044), both families with their near misses (a coin for a stamp, a second amount, someone
else or the told one asked, "how many more", "about", "at least", a plan, three people, a negation, a part above the
total, another verb, the total asked, a period said; another unit, verb or doer, a done part above the goal, the goal
asked again, two doers); batch 2 (sf24_045–062), a kin holder ("He and his cousin together …", asked "Tom's sister"),
a goal after a setting sentence ("Anna is making bread."), a recipe's "need to add" without "more", with near misses
(another possessive, another kin, a setting with someone else or a number, the goal or the rest asked); batch 3
(sf24_063–076), near misses only: the total and the part told in two tenses or asked in another, another thing, the
told one or a pronoun asked, "each", an extra number, a pronoun of another gender, another currency, a plan in the
past, "how many … need to paint" (the goal or the rest); batch 4 (sf24_077–086), someone's amount in a place of their
own beside a place's story (other_places_en.py: "Omar has 12 marbles in his pocket" in a story of the jar), with
near misses (that person asked, the same place, "puts" for "has", "in all", the person named again, other things);
batch 5 (sf24_087–096), a planned change to a place asked "when the workers are finished" (MAWPS's park template,
20 of its slow tune rows), with near misses: a reader of it read the four fast rows and the MAWPS rows right, but the
model vetoes every one of them (decide.py, `thresholds.read`), so it was not kept; the rows stay as twins; batch 6
(sf24_097–100), near misses found by probing after the blind run: "Doris takes 54 erasers." beside the bag answered 15
(out of which place?), now slow: every other sentence must name the story's place.
`split` alternates tune / check.

Main (a24326bb) read none of the 37 fast rows and no near miss. The first run of batch 3 found three near misses
answered (sf24_063–065, a total and a part told in two tenses or asked in a third): the story and its question must
now keep one tense. Left slow: sf24_007 and sf24_027 ("Max" and "Ceasar" are no first names to pronouns.py), sf24_032
(the model's veto), sf24_080 (the rest, "takes 30 books off the shelf", is not read either), sf24_087–090 (the veto).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("story_families_en_24.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 37 and sum(r["expect"] == "slow" for r in ROWS) == 63
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 15), ("check", 14)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
