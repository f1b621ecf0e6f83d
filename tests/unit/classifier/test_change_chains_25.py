"""Issue 15's change chains (session 22, h/chain25), tune rows only (their blind half is blind_25_chain.jsonl): one
holder's amount through gains and losses of one thing, asked what the holder has at the end (change_chains_en.py: "A
florist had 12 roses. She sold 5 of them and then picked 20 more. How many roses does she have now?" 12-5+20), a start
told in sorts of one thing before its change ("had 14 black cats and 20 white cats. It sold 12 cats": 14+20-12), and
"would … have" asked after such a chain.

change_chains_25.jsonl (batches, each written and committed before the reader ran on it; golds by Python Fraction,
`expr`): batch 1 (cc25_001–044), chains of two or three changes told in one sentence or several, "if … will have",
"left", an amount as the subject ("10 balloons popped"), a start in two sorts, with near misses: another thing changed,
another holder's change, "some", a plan ("wants to", "will … tomorrow"), a change asked, a hypothetical against "today",
a rate ("3 a day"), a capacity ("holds 40"), a date, an age, a negation, "how many more", "in all", a level below
nothing on the way, an extra number, someone else asked, two holders' starts, two things, a price each, the start
asked, "about"; batch 2 (cc25_045–066), "would … have" with and without "if", more of a unit ("15 more dollars",
"15 more pounds"), a start in sorts, with near misses: an extra "if" in the question, a counterfactual, someone else
or a change asked with "would", another currency, a start not told (deposits, savings), a sort beside the bare
noun, two places, one sort asked, another thing bought, "will … tomorrow", the price asked; batch 3 (cc25_067–077),
a store's start in two sorts ("A toy store had 12 red balls and 15 blue balls"), a scene before the subject ("While
shopping,", "While on vacation,", "At the fair,"), with near misses: one sort asked, another thing, a number or a
person in the scene, another holder, two stores; batch 4 (cc25_078–085), given to "his sister", "her aunt", with near
misses: the one given to asked, the giver asked, "his sister's friend", "his 2 sisters … each", another thing given;
batch 5 (cc25_086–106), written after the blind run (blind_25_chain.jsonl) to attack the chain: "twice", another's
spending, a day asked, the giving asked, a second giver, "will", two things, another tree, euros, a price, a multiple,
"if" in the question, "before buying", "each", fruits, a level told, the buyer asked, another place; three fast;
batch 6 (cc25_107–114), a start's sorts told in two places, one of them asked ("12 red pencils in the drawer and 9
blue pencils on the desk … how many pencils are in the drawer now?"), a place asked the start is not told in; two
fast (Tom's apples in all, one place for both sorts).
`split` alternates tune / check.

Main (cfe6cca5) read none of batches 1–4's 35 fast rows and no near miss. After: 30 fast and exact, 0 wrong; batch 5
(run once, no fix needed): 2 of 3 fast rows right, 0 wrong, 18 of 18 near misses slow ("She found 3 of the lost
stickers" stays slow: some of which). Probing after it found the start's parts told in two places summed where
one place was asked (17 for "in the drawer"): batch 6 was written, then the parts must be told in one place or the
question name neither (cc25_109–111 slow; cc25_107 read, cc25_108 slow: "the level asked of where a change went", as
for one start). "would … have" after a chain (cc25_020, cc25_045, cc25_050) is read since the generated corpus counts
MAWPS's multi-step problems as computations with their equation's value (the lead, at the merge). Left slow in
batches 1–4: "At the fair, Lea won …" (cc25_071: "Lea" is no name pronouns.py knows; a scene is set aside only before
a name or he / she) and "A pet shop had … How many cats does the shop have left?" (cc25_015: "pet shop" and "shop"
are two holders to the roles reader).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("change_chains_25.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 41 and sum(r["expect"] == "slow" for r in ROWS) == 73
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 16), ("check", 17)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
