"""Hostile probes, thirteenth round (`hostile_probes_13.jsonl`, issue 15): the + and − MAWPS readers of round 5
attacked with SVAMP's variation types and near misses — a setting sentence that changes the quantity or names the
asked thing, or is about another person (settings_en.py); run-ons whose second amount is "more", "fewer", "of them",
another thing or another time (run_ons_en.py); "31 red and 15 green balloons" asked of one sort, of all, of a sort
not told, with "1 red" or "3 dozen" (sorts_said_once_en.py); a part beside its whole later thrown away, fixed, asked,
or of another holder (parts_beside_en.py); pounds weighed against pounds had or spent, kilograms, another person or
time (weights_en.py); the rest with three colours or told loosely (rest_of.py); a goal already passed, of another
thing or person, after a loss (asked_after.py, roles.py); "but" joining a contrast, a wish or a loss not made
(role_words.py); another doer's other thing, "flew up to" another place, "produce" and "fly" asked of another time or
doer (roles.py).

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction. Nine
batches, each committed before any reader ran on it: the variations above (432 rows); twists of the shapes the first
showed fast (418); the MAWPS twins' own shapes twisted alike (168); settings of another person, pounds had against
weighed, the rest of three, goals of another thing, "but" with owing, and tense (142); titles, "is selling", hedged
run-ons, "neither … nor", parts torn later, pages read (78); the one asked another than the doer across money,
balances, net changes, shops, scores and distances (64); another person asked by name, possessive, kin or "we" of
budgets, spending, balances and stocks (56); another person asked of the + and − stories and of each round-5
reader's own shape (53); "flew over/past/down to", produced and shipped, goals with "but needs", the rest told in
sentences of its own asked of another (50).

Ten labels were corrected after a run: to round 11's conventions, the rest asked "will be" of a whole nothing
changes is the rest now ("Brad had 20 balls. 6 were blue and the rest were green. How many green balls will Brad
have?" is 14, and its two twins) and what is produced is had ("A farm produced 180 eggs in May and 60 eggs in June.
How many eggs does it have now?" is 240, and its twin); "7 were popped" and "7 were lent" beside a whole are gone
from it, as "17 sheep were sold" is (48); "15 were red the rest are blue" of 40 shirts leaves 25 blue, whatever the
tense of "were"; and, as MAWPS compares "Alyssa had 129 cookies. Aiyanna has 140" (11), "Nora weighed 74 pounds. Eli
weighs 59 pounds. How much heavier is Nora than Eli?" is 15 (and its twin).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_13.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "mawps_twins_5.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # "were cracked" after a whole is a state the things keep, as "were torn" (a part beside, parts_beside_en.py),
    # not a loss; alone it may be either; "9 cracked" stays a loss (roles_en.py)
    ("Lars had 84 plates, and 9 were cracked. Lars sold 20 plates. How many plates does Lars have left?", "64"),
    ("Lars had 84 plates, and 9 were cracked. Sara bought 20 of Lars's plates. How many plates does Lars have now?",
     "64"),
    ("Lars had 84 plates, and 9 were cracked. How many cracked plates does Lars have now?", None),
    ("Lars had 84 eggs. 9 eggs were cracked. How many eggs does Lars have left?", None),
    ("Lars had 84 eggs, and 9 cracked. Lars sold 20 eggs. How many eggs does Lars have left?", "55"),
    ("A farmer had 40 sheep. 17 sheep were sold. How many sheep does the farmer have now?", "23"),
    # the second batch: a change of the part's own sort touches the part ("sold 120 red cards" of 8 red), so it is
    # not set aside (parts_beside_en.py)
    ("Edna had 512 cards, and 8 were red. Edna sold 120 red cards. How many cards does Edna have left?", None),
    ("Edna had 512 cards, and 8 were torn. Sara bought 120 of Edna's torn cards. How many cards does Edna have now?",
     None),
    ("Edna had 512 cards, and 8 were red. Edna sold 120 cards. How many cards does Edna have left?", "392"),
    # a sort asked of a comparison where a holder's things are of another sort or of none told (role_operations.py)
    ("Ruth has 17 yellow marbles. Dan has 5 green marbles. How many more yellow marbles does Ruth have than Dan?",
     None),
    ("Ruth has 17 yellow marbles Dan has 5 more marbles. How many yellow marbles does Dan have?", None),
    ("Ruth has 17 yellow marbles. Dan has 5 yellow marbles. How many more yellow marbles does Ruth have than Dan?",
     "12"),
    ("Ruth has 17 yellow marbles Dan has 5 more yellow marbles. How many yellow marbles does Dan have?", "22"),
    ("Ruth has 17 yellow marbles Dan has 5 more marbles. How many marbles does Dan have?", "22"),
    # "each" ending a question that asks a total, what is left or a goal: each of whom? (roles_en.py)
    ("Ruth has 17 yellow marbles. Dan has 5 yellow marbles. How many yellow marbles do they have in all each?", None),
    ("Alma has collected 38 acorns. How many more acorns does she need to collect to have 90 acorns each?", None),
    ("Ruth has 17 yellow marbles. Dan has 5 yellow marbles. How many yellow marbles do they have in all?", "22"),
    ("Alma has collected 38 acorns. How many more acorns does she need to collect to have 90 acorns?", "52"),
    # pounds weighed asked as money or as had are no weight (weights_en.py); they beside a holder of theirs (roles.py)
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. How much money do they have together?", None),
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. How many pounds do they have together?", None),
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. How much do they weigh together?", "133"),
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. How many pounds do they weigh together?", "133"),
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. How much more does Nora weigh than Eli?", "15"),
    ("Nora weighs 74 pounds. Eli weighs 59 pounds. Their dog weighs 20 pounds. How much do they weigh together?", None),
    ("Nora has 74 cards. Eli has 59 cards. Their dog has 20 cards. How many cards do they have together?", None),
    ("Nora has 74 cards. Eli has 59 cards. Rex has 20 cards. How many cards do they have together?", "153"),
    # the third batch: a doing after the start that is no gain or loss ("read") was taken for a loss (role_operations.py)
    ("Priya loves reading books. She bought 14 books in June and read 9 books in July. How many books did she read "
     "in all?", None),
    ("Priya bought 14 books in June and bought 9 books in July. How many books did she buy in all?", "23"),
    ("Priya had 14 books. She sold 9 books. How many books does she have left?", "5"),
    # another's amount told "of them" or "more" against the first one's: among, more than, or besides? (role_operations.py)
    ("Rosa found 14 shells. Dan found 9 of them. How many shells did they find in all?", None),
    ("Rosa found 14 shells Dan found 9 more shells. How many shells did they find in all?", None),
    ("Ken picked 12 lemons and Ava picked 9 lemons. Liam picked 15 of them. How many lemons were picked in all?",
     None),
    ("Rosa found 14 shells Dan found 9 shells. How many shells did they find in all?", "23"),
    ("Rosa found 14 shells. She found 9 more shells. How many shells did she find in all?", "23"),
    # a goal of so many more (roles.py)
    ("Ben has 12 stamps. How many more stamps does Ben need to buy to have 40 stamps more?", None),
    ("Ben has 12 stamps. How many more stamps does Ben need to buy to have 40 stamps?", "28"),
    # a part that says it is not there ("were away") is no state kept while held (parts_beside_en.py)
    ("Leo had 80 baseball cards, and 7 were away. Tim bought 25 of Leo's baseball cards. How many baseball cards "
     "does Leo have now?", None),
    ("Leo had 80 baseball cards, and 7 were rare. Tim bought 25 of Leo's baseball cards. How many baseball cards "
     "does Leo have now?", "55"),
    # the fifth batch: the money now asked of a person the story does not name (signed_changes.py)
    ("Gina had 50 dollars but spent 18 dollars. How much money does Tom have now?", None),
    ("Gina had 50 dollars. She spent 18 dollars. How much money does Tom have now?", None),
    ("Gina had 50 dollars but spent 18 dollars. How much money does Gina have now?", "32"),
    ("I had 50 dollars and spent 18 dollars. How much money do I have now?", "32"),
    # the sixth batch: two people in the story, or one asked by a possessive, kin or "we" (signed_changes.py); "we"
    # asked of Gina's money (money_flows.py, by bill_people.py's asked_of_another)
    ("Gina's balance was $50. She deposited $18. What is Tom's balance now?", None),
    ("Gina made $50 and lost $18. What is Tom's net?", None),
    ("Gina had $50 and spent $18 on lunch. How much money does her brother have now?", None),
    ("Gina had 50 dollars. Tom spent 18 dollars. How much money does Gina have now?", None),
    ("Gina had $50 and spent $18 on lunch. How much money do we have now?", None),
    ("Gina's balance was $50. She deposited $18. What is her balance now?", "68"),
    ("Gina made $50 and lost $18. What is her net change?", "32"),
    ("We had $50 and spent $18 on lunch. How much money do we have now?", "32"),
    ("my paycheck was 2,315.40 and i moved 600 into savings, how much stays in checking", "1715.4"),
    # the seventh batch: what is left of another's budget by a possessive (nothing_left.py); "the other", "my" of a
    # story told by "we", "their" of one person's (signed_changes.py)
    ("I have a $200 budget and spent $64.30. How much is left of Tom's budget?", None),
    ("I have a $200 budget and spent $64.30. How much is left of my budget?", "135.7"),
    ("Tom's budget is $200 and he spent $64. How much is left of Tom's budget?", "136"),
    ("A stock was $50. It rose $18. What is the other stock worth now?", None),
    ("We were down $320 and then up $150. What is my net?", None),
    ("Ann's balance is $240. She paid $75. What is their balance now?", None),
    ("A stock was $50. It rose $18. What is it worth now?", "68"),
    ("We were down $320 and then up $150. What is our net?", "-170"),
    ("Ann's balance is $240. She paid $75. What is Ann's balance now?", "165"),
    # the ninth batch: "I" asked of a story the speaker is not in (roles.py)
    ("Sara has 20 marbles. 6 are blue and the rest are red. How many red marbles do I have?", None),
    ("I have 20 marbles. 6 are blue and the rest are red. How many red marbles do I have?", "14"),
    ("Sara has 20 marbles. 6 are blue and the rest are red. How many red marbles does she have?", "14"),
])
def test_the_rules_round_thirteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
