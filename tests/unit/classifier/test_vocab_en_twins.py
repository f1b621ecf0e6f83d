"""English words by class (vocab_en.py, issue 15): people said by a kinship or role noun of the closed list, and a
period word that is the rate's period ("$850 monthly" = "$850 per month"), beside near misses that must go slow.

vocab_en_twins.jsonl (nine batches, each written and committed before the reader ran on it; golds by Python
Fraction, `expr`): batch 1 (ven_001–038), role nouns outside the old list (landlady, tutor, coach, godmother,
stepdad, grandson) and period words (monthly, hourly, weekly, daily, annual) with their near misses (a speaker
beside another holder, two currencies, the one asked is not the one given to, a negation, an unknown verb,
biweekly and semimonthly, another unit or person asked, an extra amount, "per person", a count asked that is not
told); batch 2 (ven_039–064), more of both and "12 monthly payments", a hypothetical that changes the amount,
quarterly, a role noun outside the list (trainer, physiotherapist); batch 3 (ven_065–070), "my X" doing something
where X is a person the list does not know (physiotherapist, optician, groomer) beside the speaker's own things
(my phone, my bookshelf); batch 4 (ven_071–080), "my X" holding beside the speaker, another's tutor, a period word
with another unit asked; batch 5 (ven_081–094), a pronoun for a person said by a kinship or role noun, beside "he"
and "they" with two candidates, "my sister and I", another asked; batch 6 (ven_095–110), a period word in the question
(my weekly pay, the annual cost, cost yearly: main reads these) with near misses; batch 7 (ven_111–120), he or she
asked of a rate the speaker tells; batch 8 (ven_121–132), period words beside a role noun's person, two rates, a
count of hourly workers, "except", "used to"; batch 9 (ven_133–142), a rate told of one person and the time of
another. Main's reader gave 17 wrong fast answers here, fixed by rule: ven_010, ven_044 (the received
total asked of another: "… and my sister sent 25. How much money did my sister get?" → 65); ven_043, ven_075
(flatmate, tutor read as the speaker's or Tom's own thing: now people nouns); ven_047, ven_065, ven_067, ven_068
("my X" read as the speaker whatever X does: now slow where X is no person noun of the list and does something);
ven_106, ven_111–ven_114 ("I earn $18 an hour. How much does she earn in 40 hours?" → 720: a he or she in a story
the speaker tells, naming no one, is someone untold: pronouns.py); ven_134–ven_137 ("I earn $15 an hour. My mom
works 3 hours. How much does my mom earn?" → 45: a rate beside two people, the speaker and "my" + a person noun
counted among them, pronouns.py). The period words made three more near misses wrong on the way (ven_125, ven_133,
ven_139: "Tom earns $10 hourly. Ann works 4 hours"), until pronouns.py took "hourly" for a rate as it takes "per hour".
"I get $50 weekly from my grandma" (ven_126) stays slow: the speaker and grandma are two people beside a rate. One label was corrected after the
first run: ven_027 "If I earned $1,200 monthly, how much would I earn in 9 months?" was written as a near miss,
but the hypothetical states the one amount the question uses, 1200 * 9 = 10800 is its answer, and main's reader
gives it for "$1,200 a month" already. `split` alternates tune / check.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("vocab_en_twins.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 48 and sum(r["expect"] == "slow" for r in ROWS) == 94
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 13 + 12 right (tune + check) and 9 + 8 near misses wrongly; this round 22 + 21, none wrongly
@pytest.mark.parametrize(("split", "floor"), [("tune", 22), ("check", 21)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
