"""MAWPS-like one-step multiplication and division of issue 15 (session 22, h/mul25), tune rows only (their blind half
is blind_25_mul.jsonl): things in equal groups with the size of each group told and the groups counted, all of them
asked (group_totals_en.py: "Each van carried 9 singers", "7 children were sitting at each bench … 13 benches",
"36 campers making 4 bracelets each", "8 floats, each decorated with 35 balloons", "In each row, there are 14
tulips", "packs of 3 … buys 14 packs", "11 rows and 20 columns of cars"), and things shared out or put into groups
(equal_groups.py: "give them to her 8 grandchildren, how many can each grandchild get", "how many would each get",
"place in pencil cases. Every case can contain 12", "so that each child gets the same amount").

mawps_muldiv_25.jsonl (golds by Python Fraction, `expr`): batch 1 (md25_001–050, written and committed with the blind
half before the reader ran on either), 25 fast rows and 25 near misses (an extra number, "how many more", someone
else asked, another thing asked, "7 times more", a size not said as each, other groups, no count, a half, rows without
columns, two things asked; for division another unit, "left", no count, a part given, more sharers, a share not said
equal); batch 2 (md25_051–065, committed before the reader ran on it), a question asked first with its story in an
if-clause, "In each Y, there are", doers with each, accommodate, give to, and 8 near misses (other groups, "left",
more doers or groups or sharers, someone else, other stuff, one group asked); batch 3 (md25_066–073, committed before
the reader changed for it), "on each team", "6 tables have 4 legs each", room told with "can" and asked with "can",
and 5 near misses (the room told, what is there asked; "up to"; another thing; a part of the things; someone else).
The first run of batch 3 answered md25_069 ("Each van can carry 12 kids … How many kids are in the vans?" → 60): a size
said with "can" is now read only where the question asks with "can" too; batch 4 (md25_074–084, committed before the
reader ran on it), "There are 12 stamps on a sheet", "Each of the 7 vases has 11 roses", "8 boxes with 6 pens each",
and 6 near misses (other stuff, one tray filled, the groups asked, "or", another verb, one group asked); batch 5
(md25_085–093, committed before the reader ran on it), the count given inside the giving ("give your 455 baseball
cards to your 5 best friends"), "hand out", groups said equal ("in 9 equal piles"), and 5 near misses. `split`
alternates tune / check. md25_047 first asked "How many pies would each child get?" of "Nora bought 45
small pies. She has 5 children.": main reads "each child get" as a share (equal_groups.py, "get" says shared out), so
the near miss was rewritten "does each child have" before any reader change.

Main (cfe6cca5) read 6 of batch 1's 25 fast rows and answered one near miss (md25_047 above). Left slow: md25_008 ("Ken
invited 12 friends to his party. They each drank …": the pronouns check does not settle "his" and "they"), md25_077
("Each of her 4 albums holds 25 photos. How many photos does she have": "have" is no verb of the story), md25_086
("… if he shares them equally": "shares" is no asking word of equal_groups.py).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_muldiv_25.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 44 and sum(r["expect"] == "slow" for r in ROWS) == 49
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 20), ("check", 21)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
