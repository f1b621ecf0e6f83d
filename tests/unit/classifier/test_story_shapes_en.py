"""English story shapes the reader stopped on (issue 15, session 18): a clock span past midnight whose two ends are
placed (24-hour times, or am/pm on both), minutes or hours "of" the story's own doing ("hours of sleep"), a
journey said to keep one clock ("(same time zone)"), an amount that names a thing asked in another unit ("A 3 hour
flight is how many minutes?"), a span of days or weeks asked back ("lasts 6 weeks. How many days is that?"), and
a conversion with its purpose after it ("… for my log"); beside near misses that must go slow.

story_shapes_en.jsonl (batches, each written and committed before the reader ran on it; golds by Python Fraction,
`expr`): batch 1 (ssh_001–057), the six shapes above with their near misses (12-hour times without am/pm, a
break, a weekday, time left, a span with no unit asked, minutes of something else, another person, a different
or a local time zone, places named, another dimension, a verb that is not the amount's own, two amounts, "each",
a count of weeks that is no whole number, days left, a purpose with a number or "each"); batch 2 (ssh_058–094),
percent changes asked by the verb (what percent did I lose / gain), by bought for / sold for, by last X / this X
(season, week, term), a terse list ("Price of milk: $3.20 last year, $4.00 now. Percent increase?"), and a clock
span told as a schedule ("will leave at …"), with near misses (the other way, another person, a third amount,
another time asked, two things or two people, "could be sold", periods of two kinds, "how many more"); batch 3
(ssh_095–100), a span asked with my / our of a story that names no one, beside a story that names someone else;
batch 4 (ssh_101–120), a percent change asked of an owner (my / our / your / their / his / her / a name's) beside
the owner told; batch 5 (ssh_121–147), change from one payment handed over or given as a note in words, beside a
second payment, change asked of someone else, a payment short of the price, an item without its price, two notes.
One label was corrected after the first run: ssh_097 "The lecture runs from 10:15 to 11:45. How many minutes will I
sit there?" was written slow, but a schedule told in the present asked in the future is the one occasion (90); "will"
now marks another occasion only after a story told in the past.
Session 20 (issue 15, MAWPS one-step by roles), tune rows only (their blind halves are blind_20_en.jsonl): batch 9
(ssh_202–226), a level asked in the present of a story told in one tense ("Omar had 31 stamps. His cousin gave him 12
more. How many stamps does Omar have?") and two things of one noun told apart by their sort, compared by a measure
("How much longer is the red ribbon than the green ribbon?"); batch 10 (ssh_227–240), a number-less first sentence
that only brings the things compared in, "went to a flea market to buy lamps" before a price each, "how much wider";
batch 11 (ssh_241–252), arrivals at a place of two words, "start to croak", the start's doing asked; batch 12
(ssh_253–278), near misses aimed at those loosenings; batch 13 (ssh_279–286), a comparison asked in money or weight
of amounts told in another measure.
Session 21 (issue 15, money flows and conversions inside a story), tune rows only (their blind half is
blind_21_en.jsonl): batch 14 (ssh_287–312), money earned, withdrawn, saved, spent, deposited, paid back, a balance,
and one amount in dozens, cents, minutes, feet, laps or cups asked in another unit, with near misses (a fee, another
account, "how much more does she need", a refund, a negation, a ton, a gallon, mixed units, another actor, coins);
batch 15 (ssh_313–334), money left "in her wallet" or saved "in total" beside another currency or place, and a
one-sentence story said again by its question in another unit ("… How many hours did he spend on his homework?")
beside another place, a part, another tense, measure or actor, a round trip, a negation, two actors, a supposition;
batch 16 (ssh_335–340), paid back beside another payer; batch 17 (ssh_341–350), a count in dozens asked by its noun;
batch 18 (ssh_351–358), things served or blown up in two parts; batch 19 (ssh_359–370), a rate times a count asked in
another unit of its kind.
Session 22 (issue 15), batch 20 (ssh_371–402; its blind half is blind_22_en.jsonl): money in a named place (account,
piggy bank, savings) with deposits and withdrawals asked of that place, US coins counted in cents, dollars or coins,
cents asked in dollars and back, US kitchen measures; near misses: two places and one asked, a transfer, a fee, a coin
or currency of another country, another person, money taken out asked of its holder, a metric cup, an imperial gallon.
Session 23 (issue 15), batch 21 (ssh_403–448; its blind half is blind_23_en.jsonl): an age from one age told and one
step (so many times as old, years older or younger, in so many years, years ago), a speed with a duration in minutes
or an answer asked in minutes or km/h, things in groups of a size told that do not come out even (needed, full, left
over), the one item an average over a stated count leaves out; near misses: someone else's age, ages together, a
birth year, an age at another time, a third number, two legs, a rate per day over months, miles per hour, another
subject, "how many boxes will she fill", "how many cars are there", "how many more", the last car, the count unsaid,
two items left out, a weight, another statistic. Batch 22 (ssh_449–460): an age told after its step, two clauses
joined by "and", "if he is 11 now" after the question, "now" asked, "four of the numbers are"; near misses: an age
told in the past, someone else asked or told, another time, another item, two left out. Batch 23 (ssh_461–466):
groups needed "to carry all the students", "to pack all of the cupcakes"; near misses: other things, half of them, an
extra number. Batch 24 (ssh_467–472): "twice her age", "4 times his age", "half her age"; near misses: her height,
another person, two steps. Batch 25 (ssh_473–476): an average's items told in an "if" clause before the question;
near misses: another item, two left out.
`split` alternates tune / check (batches 9–25: tune). One fast row stays slow: ssh_025 "(both in the same time
zone)" ("both" is a quantity word to word_quantities.py's shared check).
Session 22 (change_chains_en.py, issue 15: a start and gains and losses of one holder's one thing, asked the
level after them) relabelled fast what was slow only as two steps: ssh_261 (45+12-5).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("story_shapes_en.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    # 187 / 289: ssh_039 ("A 1.5 litre jug fills how many 250 ml glasses?") relabelled fast by h/gsen1
    assert sum(r["expect"] == "fast" for r in ROWS) == 187 and sum(r["expect"] == "slow" for r in ROWS) == 289
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 5 + 5 right (tune + check) and 5 near misses wrongly (ssh_022: minutes of dancing asked of
# Tom; ssh_079: a percent increase asked of next season; ssh_098-100: a span asked of my / your / we where the story
# tells of Ana, my sister, Leo); this round 19 + 19, none wrongly. Batch 4 (ssh_101–120, session 19): a percent
# change asked of another owner than the one told; main answered 11 of its 13 near misses (15, 15 …), none now;
# ssh_106 ("did they decrease", they the savings) stays slow. Batch 5 (ssh_121–147): change from one payment,
# "handed over £30" (its "over" is no price tier), "Total at the till was $57.30" (total names the amount, not the
# question), "a hundred-dollar bill" (one note: text.py); main answered none of the 10 fast rows; reading "handed
# over" answered ssh_129 ("How much change does my sister get?") as main answers it after "paid with £30": the
# subject asked is the sister, not "my", so both go slow now;
# ssh_142 ("a ten-pound note") stays slow: pound is no money word to the bill reader. Batch 6 (ssh_148–175): a day
# count with both ends asked as the question's last words ("How many days is that, counting both ends?"), and the
# next time of a thing done "every 45 days" whose last time is dated; main read none of the 9 fast rows, none of
# the near misses now; ssh_152 (a "school" term: school days?) and ssh_165 ("the last time": a time?) stay slow.
# Batch 7 (ssh_176–193): a recipe scaled after its amount ("and I'm making half the recipe"); main read none of its 5
# fast rows; the first reading answered ssh_185 ("A recipe for 4 … half the recipe … for 6 people", 3.75): a scale
# made now sends the three-amount reading slow, and the one-amount reading wants no other number. Batch 8
# (ssh_194–201), written after probing found "… I'm making half the recipe. How many cups of milk will my sister
# need?" and "… does the recipe need?" answered (1): the question of a recipe made scaled names I / we and the
# ingredient only
# Batches 9–13 (session 20): main read 2 of their 26 fast rows (ssh_260, "… now"; ssh_285) and answered 4 near misses of
# batch 13 wrongly ("… 6 feet long … 8 feet long. How much more did the new rug cost?" → 2 …); the first run of batch 12
# found two of this round's readings wrong ("weighs 9 pounds … how much older" → 3, as main answers "Tom weighs 90
# pounds … How much older is Tom than Ben?"; "found a gray cat and fed the white cat" set aside as a setting); all
# fixed; now 24 of 26 fast rows right, none wrongly (ssh_229–230, "went to … to buy lamps", stay slow: the setting names
# the buyer the question asks, and only the roles reader sets settings aside)
# Batches 14–19 (session 21): main read 5 of their 31 fast rows (ssh_287, 290, 291, 314, 335), none wrongly; now 25,
# none wrongly; left slow: ssh_288 and ssh_313 ("left in his account": the bill reader reads them first and reads no
# place, so the guard of money asked in another unit still sends them slow), ssh_300 (cents asked in dollars), ssh_304
# (cups and quarts: no unit of the reader), ssh_342 ("for his mom"), ssh_360 ("Each song lasts 4 minutes"). ssh_369
# ("1.5 kilometers each day … in 4 weeks") was written slow and relabelled fast: main reads it so in kilometers (42).
# Batch 20 (ssh_371–402, session 22): main read none of its 17 fast rows and answered one near miss wrongly (ssh_399,
# "withdrew $120. How much money does Nina have?" → 180: money taken out is still hers); now 12 of 17, none wrongly,
# and ssh_288, ssh_313 ("left in his account") and ssh_300 ("has saved 750 cents") are read too; left slow: the
# kitchen measures (ssh_380–383, 387: the conventions table gives pint, quart and gallon more than one standard; a cup
# and a tablespoon have regional ones).
# Batch 21 (ssh_403–448, session 23): main read 3 of its 24 fast rows (ssh_403, ssh_405, ssh_423) and none of its 22
# near misses; now all 24, none wrongly. Batch 22 (ssh_449–460): main read 1 of its 6 fast rows (ssh_449) and answered
# one near miss wrongly (ssh_453, "Ben was 9 years old. How old is Ann?" → 16: an age told in the past); now 5 of 6,
# none wrongly; ssh_451 ("How old will Sam be in 5 years if he is 11 now?") stays slow: "5 years if he" is an amount
# under a condition to hedges.py. Batch 23 (ssh_461–466): main read none of its 3 fast rows; now 3, none wrongly.
# Batch 24 (ssh_467–472): main read none of its 3 fast rows; now 3, none wrongly. Batch 25 (ssh_473–476): main read
# none of its 2 fast rows; now 2, none wrongly.
@pytest.mark.parametrize(("split", "floor"), [("tune", 136), ("check", 33)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
