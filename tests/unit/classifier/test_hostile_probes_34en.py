"""Hostile probes, thirty-fourth round, English only (`hostile_probes_34en.jsonl`, issue 15, h/red34en), aimed at the
English readers probed only by earlier rounds' files (differences_named_en, totals_named_en, priced_steps_en,
money_left_buys_en, per_time_en, two_steps_en, rate_totals_en, rate_phrasings_en, placed_groups_en, speaker_ages_en,
fullness_en, durations_told_en, durations_asked, weekday_offsets, nth_weekdays, leap_years, prime_ends_said) and at the
old wide readers they lean on (roles_en, change_chains_en, rates), in six batches (59, 54, 63, 64, 61, 42 rows; 343 in
all, 170 must go slow), each committed before the reader ran on it; 26 rows that earlier rounds already asked were
dropped after the classifier suite found them (the batches were committed with 62, 63, 75, 64, 61, 44).

Batches 1-5 (301 rows: one fact changed in each reader's own frames: a negation, a hedge, another holder, the past
state asked, a unit or currency changed, a per changed, a correction after, full-width digits, inclusive/exclusive,
weeks for days, a year end) found nothing fast and wrong. Batch 6 was written after changing one word (more→less,
found→lost, bought→sold, years→months …) of the non-held-out requests these files hold that the readers answer, and
writing the mechanisms that read wrong as requests people send; it found 11 wrong, fixed by rule:
- fewer_unsaid_en.py, a guard (3): so many fewer/less of a thing with no "than" in its clause ("This afternoon, she
  ran 2 less miles" read 3+2 by roles.py; "Then she bought 6 fewer stamps", "then found 12 fewer coins" read as got
  by two_changes_en.py; signed_changes.py reads "won 12 less marbles" alike): told against an amount not said.
- asked_measures_en.py (3): an age difference in months (weeks, days) beside ages told in years ("My dog is 6. My cat
  is 2 months younger than my dog" read 4, roles.py).
- money_directions.py (3): paying asked where the story only sells ("He sold 5 packs of gum at $2 each. How much did
  he pay?" read 10 by prices.py; "I sold a $30 book at half price. How much did I pay?" read 15 by discounts.py).
- opposite_doings_en.py, a guard (1): a doing asked opposite to the story's ("Each student found 3 pencils. There
  are 25 students. How many pencils were lost?" read 75, roles.py).
- two_changes_en.py (1): two counts added as a first step never where a loss is said before them ("Nora sold 6 green
  cups and 10 blue cups. If she broke 4 of them, how many cups does she have left?" read 12).
Row corrected after the run: "How long is it from 08:05 to 15:30 in hours?" was written slow (89/12 does not end) but
reads 445/60, which the bench counts as right (a 50-digit decimal of 89/12 is its value, `bench.parse.equal`). The
whole file on main (2abbf212, a `git archive` copy): 11 rows fast and wrong, 28 right; on this branch 0 wrong, 28
right. The first classifier suite after the fixes read two rows of one_step_26 fewer, none wrong ("He has 7 fewer
shells then Ava": "then" / "that" typed for "than"): fewer_unsaid_en.py takes them as "than", and they read again.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_34en_blind.jsonl` (test_hostile_34en_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form, value_of)
from .test_hostile_probes_33_en import EARLIER as BEFORE_ROUND_33

EARLIER = (*BEFORE_ROUND_33, "hostile_probes_33_en.jsonl", "hostile_probes_33_zh.jsonl")
PROBES = probes_in_round_form(jsonl_rows("hostile_probes_34en.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_nearly_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What batch 6 found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # so many fewer/less of a thing, no "than" (fewer_unsaid_en.py)
    ("Ivan had 20 dollars. He got 15 less dollars. How much money does Ivan have now?", None),
    ("Gus had 30 marbles. He won 12 less marbles. How many marbles does Gus have now?", None),
    ("Kim had 12 dolls. She gave 3 dolls to her sister and then bought 6 fewer dolls. How many dolls does Kim have "
     "now?", None),
    ("Maya walked 4 miles on Monday. On Tuesday she walked 1 less mile. How many miles did she walk in all?", None),
    ("Ann has 12 apples. Bob has 5 less apples than Ann. How many apples does Bob have?", "7"),
    ("Alyssa has 28 apples. Joan has 17 fewer apples than Alyssa. How many apples does Joan have?", "11"),
    ("How many peanuts does Kenya have? Jose has 56 peanuts. Kenya has 13 less than Jose.", "43"),
    ("Jen ran 3 miles this morning. This afternoon, she ran 2 more miles. How many miles did Jen run in all?", "5"),
    # an age difference in another unit than the ages (asked_measures_en.py)
    ("My cat is 2 months younger than my dog. My dog is 6. How old is my cat?", None),
    ("Ann is 9 years old. Ben is 10 weeks older than Ann. How old is Ben?", None),
    ("Tom is 12 months old. His brother is 20 days older than Tom. How old is his brother?", None),
    ("My aunt is 42. My mom is 4 years younger than my aunt. How old is my mom?", "38"),
    ("Tom is 12 months old. His brother is 3 months older than Tom. How old is his brother?", "15"),
    # paying asked after selling only (money_directions.py)
    ("She sold 6 mugs at $5 each. How much did she pay?", None),
    ("Apples are $2 each. Tom sold 7 apples. How much did Tom pay?", None),
    ("He bought 5 packs of gum at $2 each. How much did he pay?", "10"),
    ("He sold 5 packs of gum at $2 each. How much did he get?", "10"),
    ("Kyoko sold 3 balls at $2 each. How much did she get paid?", "6"),
    # a doing asked opposite to the story's (opposite_doings_en.py)
    ("Each student lost 3 pencils. There are 25 students. How many pencils were found?", None),
    ("Each child won 4 tickets. There are 6 children. How many tickets were lost?", None),
    ("Each student lost 3 pencils. There are 25 students. How many pencils were lost?", "75"),
    ("Ben had 18 marbles. He found 5 marbles at school. How many marbles does Ben have?", "23"),
    # counts sold added as what is had (two_changes_en.py)
    ("Nora gave away 6 green cups and 10 blue cups. If she broke 4 of them, how many cups does she have left?", None),
    ("Nora bought 6 green cups and 10 blue cups. If she broke 4 of them, how many cups does she have left?", "12"),
    ("Ella had 20 rock songs and 15 pop songs on her tablet. If she deleted 11 of the songs, how many songs were still "
     "on her tablet?", "24"),
])
def test_the_rules_round_34_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
