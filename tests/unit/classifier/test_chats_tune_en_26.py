"""Twins of the chats corpus's English dev misses (issue 15, session 23, h/tune26en), by mechanism: a balance that
is a debt (a credit card, a loan, a tab, an IOU, "I owe") lowered by what is paid on it, and payments whose direction
the words do not say left slow (money_flows.py, debts_en.py); a recipe doubled, tripled or halved said with -ing
("doubling a recipe that calls for 175 ml of milk"); an amount shared equally by a count of people told beside it
("36 slices of pizza and 9 people, how many slices each").

chats_tune_en_26.jsonl (golds by Python Fraction, `expr`): the `tune` rows (ct26_001–043) are the twins and near
misses, written and committed before the reader ran on them; the `check` rows (ct26_044–076, 18 of 33 slow) are the
blind half written with them and run once, at the end. Batch 2 (`tune`, ct26_077–098), written and committed before
the reader ran on it: a change told "a deposit of 300" beside a moment ("this morning", "just"), a recipe made for
"only" so many servings, a sharing said "fair", with their near misses (pending, two moments, someone else, another
time asked; "only have", an extra amount, eaters left out; not fair, one more sharer, a loss, one sharer asked).
Batch 3 (`tune`, ct26_099–110), the same way: money shared by "N of us" asked "each" with no word of sharing ("dinner
came to $180 and there are 4 of us. how much each?"), with near misses ("we each paid", one who had more, a tip, the
whole or another asked, things eaten, money spent). ct26_105 ("… 4 of us plus a $20 tip. how much each?") was written
slow and read 50 once "there are 4 of us" was no price list: it is relabelled fast, (180 + 20) / 4, the reading main
already gives a bill with a tip shared ("4 of us and dinner costs $180 plus a $20 tip, how much per person?" is 50 on
main; the tune rows of typed_requests.jsonl read a tip then a split fast). Main answered ct26_109 ("5 of us spent $100
at the fair. how much did each of us spend?") 20: each one's spending is not said equal; now slow (bills.py).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("chats_tune_en_26.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 46 and sum(r["expect"] == "slow" for r in ROWS) == 64
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 26), ("check", 9)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
