"""MAWPS-like one-step + and − families of issue 15 (session 22, h/add25), tune rows only (their blind half is
blind_25_add.jsonl), found by listing the + and − misses of MAWPS train.csv by what stopped the roles reader:
- lead: a when or an "in all" said first, before a comma ("On Tuesday, she baked 9 more muffins", "Last year, Gina
  collected 120 cans", "In all, how many peaches …": lead_ins_en.py moves it after its clause), a when said last in a
  part ("… 21 pages yesterday") read apart from the amount's words, "2 more miles" with its unit, and one doing's
  losses in two periods asked in all by that doing ("sold 35 last week … sold 28 this week … sell in all");
- things: two things of one holder compared ("How many more pencils than pens does Lily have?", "How much more flour
  than sugar did Dana use?", "more pounds of apples than pears": comparisons_en.py);
- aside: another named person's lone state beside one named person's story ("Rosa has 25 shells. Mike has 12 shells.
  Mike finds 30 more shells. How many shells does Mike have now?": holders_aside_en.py);
- tall: "how tall", "how long" asked of the one compared ("Tom is 70 inches tall. He is 9 inches taller than Ann. How
  tall is Ann?", "It is 12 feet taller than the pine tree");
- grew: "Then he grew 3.5 inches taller" a gain of that length; where: a place then a when after an amount ("23 girls
  in the gym at noon"), the moment said last the whole clause's; day: a day said last in a clause is each of its
  parts' ("9 pizzas during lunch and 6 during dinner today … served today"), one doing's losses asked by it totalled;
- price: a thing bought for a price is money spent ("She bought a book for $7.50", "… and a rug for $41.15":
  bought_for_en.py). Its twin as25_081 ("She sold a book for $7.50. How much money did Ava have left?") was answered
  12.5 by bills.py on main: money that came in is no longer read as spent where what is left or the change is asked;
- object: a name told only as the one given to is no he or she of the story ("Tom has 30 balloons, he gave Fred 16 …
  does he now have": pronouns.py; MAWPS's template of six tune rows).
Near misses, slow: the question picks one period, another verb or doer, another thing, a level at two times, "about",
the thing asked to be more being less, two holders, another unit, an extra change, the other person asked, "they",
a pronoun after two people, a giving to the other, the told one asked, another measure, another unit asked.

mawps_addsub_25.jsonl: batch 1 (as25_001–063), batch 2 (as25_064–071: "grew 3.5 inches taller", a place then a
when), batch 3 (as25_072–076: a day said last), batch 4 (as25_077–086: a price) and batch 5 (as25_087–093: the
one given to), 93 rows (41 fast, 52 slow), each batch committed before the reader ran on it;
golds by Python Fraction (`expr`); `split` alternates tune / check. Main (cfe6cca5) read 1 of the 41 fast rows
(as25_077, bills.py) and answered one slow row wrong (as25_081). Left slow: as25_012 ("How many more tickets did Rita
sell last week?": two periods of one doing compared), as25_049 ("Paul gives 7 stamps to Tina": the other holder named
again) and as25_078 (cents are no money to the roles reader).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_addsub_25.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 42 and sum(r["expect"] == "slow" for r in ROWS) == 51
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 20), ("check", 18)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
