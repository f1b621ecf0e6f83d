"""MAWPS-style one-step × and ÷ stories (equal groups, packs, seats, shares, speed, prices) beside their
SVAMP-style twins that must go slow (issue 15).

mawps_rates_twins.jsonl: 208 English stories, 79 read fast (gold from an independent Fraction expression,
`expr`) and 129 that must go slow (`kind`): the question asks the other quantity or one already told
(other_quantity), a distractor of the same noun, a rate of one thing asked of another (rate_of_another),
"how many more" (how_many_more), units that do not match (units_mismatch), "each" said of the givers or
missing (each_giver, each_missing), one more sharer beside the count, a fact not told (missing_fact), and
a division with a remainder (remainder: a non-whole share asked). The remainder policy was: a count of
indivisible things that does not divide goes slow whatever is asked; since session 23 (issue 15, whole_groups_en.py)
a question that says which whole number it wants is read — the full boxes (floor), what is left over (the
remainder), the boxes or tables needed (rounded up) — so mrt059, mrt060, mrt064, mrt065 and mrt207 were relabelled
fast with those golds; a share or a count asked without one of those words still goes slow. `split` alternates
tune / check within each expectation and was fixed before the reader ran on the file.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_rates_twins.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 79 and sum(r["expect"] == "slow" for r in ROWS) == 129
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 9 of the tune stories and 9 of the check stories, none wrongly; this round 29 and 24
@pytest.mark.parametrize(("split", "floor"), [("tune", 29), ("check", 24)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
