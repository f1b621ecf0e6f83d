"""Twins of the chats corpus's English misses (issue 15, session 25, h/chatsen28), by mechanism, each batch written
and committed before the reader ran on it (golds by Python Fraction, `expr`); near misses that must stay slow beside
each: a condition, "about", a missing amount, two readings, an extra number, a negation, another thing, period,
person or place asked, a rounding the words leave open.

Batch 1 (ce28_001–024): a total got through at a rate (rate_totals_en.py): a whole named by its count ("a 400 page
book", "a 2,000-word report") and finishing it ("to finish", "to complete", "to get through") as the story's doing;
"watch" a doing of the rate reader. Batch 2 (ce28_025–041): a fraction or percentage of a count whose part is said by
a verb of going ("3/4 of the 80 kids went on the trip") or whose whole is placed with "at" (percent_parts.py); after
the run, "3/4 of the 80 kids in the class went on the trip. how many kids are in the class?" (→ 60) showed the whole
asked by its place, now refused. Batch 3 (ce28_042–053): equal groups whose each-noun carries its place ("Each row in
the stadium has 40 seats", placed_groups_en.py); its run showed main's wrong fast answer "On the shelf, each bag has 15
candies and there are 8 bags on the floor" (→ 120), now slow. Batch 4 (ce28_054–069): ages told by the speaker ("my mom
is 3 times my age. i'm 12", speaker_ages_en.py) and a whole multiple asked of two ages told. Batch 5 (ce28_070–088):
a rate's stuff named after its measure ("2.5 cups of flour per batch, how much flour"), "how long … in minutes", "they
come in packs of 8" (rate_phrasings_en.py). Batch 6 (ce28_089–092), written after the runs: the rows those runs
showed (the shelf and the floor, the class asked back, 20/7 times as old), kept as twins. Batch 7 (ce28_093–096): an
essay counted in words beside a rate of words is a thing, not an instruction (mismatches.py's "essay"). Batch 8
(ce28_097–112): a container's capacity and how full it is, the amount in it asked (fullness_en.py; its "when full" is
no hedge there, guards.py). Batch 9 (ce28_113–119): "48 cookies and 6 people, how many each if we share equally"
(equal_shares.py: "we" among the people counted, not kids, nor "with" or "among" others). Batch 10 (ce28_120–130): a
duration told in two units, asked in minutes or seconds (durations_told_en.py); its 4/3-hours row, written slow, was
relabelled fast: conversion.py answers it, as every conversion that does not terminate, with a 50-digit decimal.
Batch 11 (ce28_131–136): the total asked "with tip" after the tip's rate (surcharges.py: the charge named again after
"with" in a question with no rate of its own is the total's word, not a second charge).

Main (c7008ced, a `git archive` copy) on batches 1–5: 2 of 32 fast rows right, 0 wrong, 56 of 56 slow; on all 136
rows: 4 of 48 right, 1 wrong (the shelf row of batch 6: 120), 87 of 88 slow. The branch: 42 of 48 right, 0 wrong, 88 of 88 slow.
Left slow: "1/5 of the 35 runners went the wrong way" (way), "40% of the 250 guests went home before midnight" (before
is a change word of percent_parts), "each shelf in my bookcase holds 30 books. there are 6 shelves", "i'm 20 and my
dad is 45. how old was i 5 years ago" (two ages told, one moved: perception calls it ambiguous), "if we split them
evenly" (them), "dinner came to $80 and we're leaving a 20% tip. what's the total with the tip?".
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("chats_en_28.jsonl")
FAST_RIGHT_AT_LEAST = 42  # the branch's run: 42 of 48 fast rows right, 0 wrong, 88 of 88 slow


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 48 and sum(r["expect"] == "slow" for r in ROWS) == 88
    assert_golds_are_their_expressions(ROWS)


def test_no_twin_is_answered_fast_and_wrong() -> None:
    assert_half_right_and_reaching(ROWS, "tune", FAST_RIGHT_AT_LEAST)
