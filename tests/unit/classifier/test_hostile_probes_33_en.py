"""Hostile probes, thirty-third round, English only (`hostile_probes_33_en.jsonl`, issue 15), aimed at the English
readers added in session 25 (rate_totals_en, rate_phrasings_en, placed_groups_en, speaker_ages_en, fullness_en,
durations_told_en, priced_steps_en, money_left_buys_en, per_time_en, two_steps_en, durations_asked, weekday_offsets,
prime_ends_said, nth_weekdays, leap_years, percent_parts, equal_shares, surcharges), in seven batches (58, 56, 72, 50,
58, 37, 28 rows; 359 in all, 199 must go slow; five rows of batches 2 and 6 that earlier rounds already asked
dropped), each committed before the reader ran on it.

What went fast and wrong, and was fixed by rule (4: 2, 1, 0, 0, 0, 1, 0 by batch):
- rates.py, by rate_doers_en.py (2): a time asked of another than the rate's doer ("my sister reads 40 pages an hour.
  how many hours for me to get through a 320 page novel" read 8), a past habit of any rate ("I used to read 30 pages a
  day. How many days to finish a 450 page book?" read 15).
- group_totals_en.py, by per_time_en.py's check in guards.py (1): a total asked of counts told only per a time, the
  times never counted ("A factory packed 5 boxes every day. Each box has 12 jars. How many jars did it pack?" read 60).
- two_steps_en.py (1): a loss said of each of some never counted, the groups' size told first ("… had 30 candies and
  handed out 6 to each friend. How many bags could he make with the rest?" read (30-6)/4).
The first full classifier run after the fixes failed seven tests of earlier rounds, fewer read and none wrong ("I
earn $3,000 a month … How much do I save?", "It sold 12 packs. Each pack has 8 sticks …"): the per-time check was
narrowed to "how many" asked of group_totals_en.py's reading, and "each" after a count read only in the count's own
clause; they read again.
Rows whose expectation was corrected after the run, each saying why: "put the rest into pens with 4 in each pen. How
many pens did it have?" (the only pens the story tells), "How many primes are there from 11 to 47?" (from … to keeps
its ends, as prime_ranges.py reads it), "a 450 page box set" (450 pages however many books). The whole file on main
(38eaf41d, a `git archive` copy): 4 rows fast and wrong, 28 fast rows right; on this branch 0 wrong, 28 right.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. The blind half is `hostile_33_en_blind.jsonl` (test_hostile_33_en_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form, value_of)
from .test_hostile_probes_32 import EARLIER as BEFORE_ROUND_32

EARLIER = (*BEFORE_ROUND_32, "hostile_probes_32.jsonl")
PROBES = probes_in_round_form(jsonl_rows("hostile_probes_33_en.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.5)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the batches found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # batch 1: a time asked of another than the rate's doer, a past habit of a rate (rates.py, by rate_doers_en.py)
    ("my sister reads 40 pages an hour. how many hours for me to get through a 320 page novel", None),
    ("my sister reads 40 pages an hour. how many hours will it take me to read 320 pages", None),
    ("we read 30 pages a day. How many days for me to read 450 pages?", None),
    ("I read 30 pages a day. How many days will it take him to finish a 450 page book?", None),
    ("I used to read 30 pages a day. How many days to finish a 450 page book?", None),
    ("I previously read 30 pages a day. How many days to read 450 pages?", None),
    ("my sister reads 40 pages an hour. how many hours for her to get through a 320 page novel", "8"),
    ("Tom reads 40 pages an hour. how many hours will it take him to read 320 pages?", "8"),
    ("Sam types 60 words a minute. How many minutes will it take Sam to type 300 words?", "5"),
    ("I read 30 pages a day. How many days for me to finish a 450 page book?", "15"),
    ("i can read 40 pages an hour, how many hours will it take me to get through a 320 page novel", "8"),
    ("my copier does 30 pages a minute, how many minutes for a 450 page job", "15"),  # "for a …" names no doer
    # batch 2: a total asked of counts told only per a time, the times never counted (group_totals_en.py, by
    # per_time_en.py's check in guards.py)
    ("A factory packed 5 boxes every day. Each box has 12 jars. How many jars did it pack?", None),
    ("A bakery baked 8 trays daily. Each tray has 24 rolls. How many rolls did it bake?", None),
    ("Each week the store ordered 8 crates. Each crate has 24 cans. How many cans did the store order?", None),
    ("A bakery baked 8 trays. Each tray has 24 rolls. How many rolls did it bake?", "192"),
    ("A factory packed 5 boxes. Each box has 12 jars. How many jars did it pack?", "60"),
    ("I earn 20 dollars an hour and worked 5 hours. how much did i earn?", "100"),
    ("I read 30 pages a day. How many days to read 450 pages?", "15"),
    ("Out of a $3,000 monthly budget I put 10% into savings and 20% into rent. How much is left", "2100"),  # a noun
    # batch 6: a loss said of each of some never counted ("handed out 6 to each friend"), the groups' size told first
    # (two_steps_en.py)
    ("Packing bags with 4 candies in each bag, he had 30 candies and handed out 6 to each friend. How many bags could "
     "he make with the rest?", None),
    ("Adam had 13 boxes and gave 2 boxes to every child. Each box has 6 crackers. How many crackers does Adam have "
     "left?", None),
    ("The teacher had 45 pencils and handed out 3 each. She shared the rest equally among 4 groups. How many pencils "
     "did each group get?", None),
    ("Packing bags with 4 candies in each bag, he had 30 candies and handed out 6. How many bags could he make with "
     "the rest?", "6"),
    ("Adam had 13 boxes and gave 7 boxes away. Each box has 6 crackers. How many crackers does Adam have left?", "36"),
    ("A farm had 40 kittens. It sold 16 of them and put the rest into pens with 4 in each pen. How many pens did it "
     "use?", "6"),
])
def test_the_rules_round_33_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
