"""MAWPS one-step misses by mechanism (issue 15, session 25, h/mawps1_28), tune rows only (their blind half is
blind_28_one_step.jsonl). The mechanism, found in MAWPS train's one-step − misses ("Beka flew 873 miles … Jackson flew
563 miles … How many more miles did Beka fly than Jackson?", "Oscar's bus ride to school is 0.75 mile and Charlie's bus
ride is 0.25 mile. How much longer is Oscar's bus ride than Charlie's?", "600 bags of dog food and 327 bags of cat food
… How many more bags of dog food are there than cat food?", "Greg harvested 0.4 acre of corn on Monday and Sharon
harvested 0.1 acre") and written here in phrasings of our own: a difference asked by naming both amounts compared, each
told in a clause of its own and told alike (differences_named_en.py).

one_step_28.jsonl (golds by Python Fraction, `expr`; `split` alternates tune / check): os28_001–012 the mechanism,
os28_013–034 near misses that must stay slow (a negation, a condition, an amount not told, an extra number, two units,
another unit asked, a holder the story does not tell, the one asked more being less, a change instead of two levels,
an amount told against another, a hedge, the total asked, another thing asked, a comparative that does not fit the unit,
two containers, a rate asked, two verbs, both amounts in one clause, another time asked, two currencies).
Batch 2 (os28_035–046), hostile probes written after the first build and committed before its guards were tightened:
a place only one side's clause tells, asked ("12 boys in the class and 7 girls in the choir … than girls are there in
the class": read 5 before the fix, now slow), a side named by the other clause's words, a change told after the
amounts, two verbs, percentages, "less", first and second (os28_045 stays slow: mismatches.py's guard).
Batch 3 (os28_047–068), twins first for a second mechanism found beside it in MAWPS train's + misses ("Omar rolled 219
egg rolls. Karen rolled 229 egg rolls. What is the total number of egg rolls Omar and Karen rolled?", "Jonah added 0.3
cup of yellow raisins and 0.4 cup of black raisins … How many cups of raisins did Jonah add in all?"): two amounts done
alike by one verb, their total asked (totals_named_en.py), with near misses (one doer of two asked, "more" of another
doer, another verb, two units, another unit, a negation, a level told twice, an extra number, an untold amount, one
side asked, a pronoun of two doers, a rate, a condition, an untold doer, two verbs; os28_051 stays slow: "in May" reads
as the modal "may"). Batch 4 (os28_069–082), hostile probes of the built total reader, committed before any change for
them: one side's time or thing asked, one doer of two, another doer beside, "more" of another doer, levels, two things.
Batch 5 (os28_083–088), written after the full classifier run found mawps_twins_5's "Zoe's mother is a painter. She
painted 4 pictures … How many pictures did Zoe paint in all?" answered 12, committed before the fix: the doer's owner
asked, of a total and of a difference (os28_087–088, both female, were answered 23 and 5; now slow: the doer asked must
be the one told, and no one the story names only as an owner before the amounts is asked).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("one_step_28.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 27 and sum(r["expect"] == "slow" for r in ROWS) == 61
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 14), ("check", 11)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
