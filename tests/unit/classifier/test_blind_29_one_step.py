"""Blind half of issue 15's MAWPS one-step mechanisms of session 27 (`blind_29_one_step.jsonl`, h/mawps1): 40 English
rows written with the tune half's first batch (one_step_29.jsonl) and committed with it (de57aa33) before the reader
ran on either, other nouns, numbers and verbs; 20 must go slow. The families: a change told as "some" with the level
after it told by "Then …" / "Now …", asked by the change's verb or the start ("Some more come to join them. Now there
are 31 cows. How many cows came to join them?"), and one doing over two periods asked in all ("Hugo went to 7 tennis
matches this year. He went to 12 matches last year."). Near misses: another thing, an extra change, another person's
level, "nearly", two changes, a missing level, another thing asked, another place, a negative change, another verb
asked, another person, another verb, another time, "about", "not", a condition, an amount not told.

Run once, after the tuning (branch h/mawps1 at 7888c3f7), before any fix: fast rows 11 of 20 right, 0 wrong, 9 slow
(b29o_001 "resting by the lake … landed by the lake", b29o_005 "came in", b29o_006 "got off the ferry" with "some" and
"At the dock,", b29o_009 "hopped away", b29o_010 "used some of the flour", b29o_011 "Her friend took some of her
stickers", b29o_012 "walked in", b29o_015 "saw 9 movies", b29o_020 "were added to the tank"); slow rows 20 of 20
slow. Main (the session's start, e0c758bc): 3 of 20 fast rows, 0 wrong, 20 of 20 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_29_one_step.jsonl")
RUN = {"fast_right": 11, "fast_wrong": 0, "slow": 29}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 20 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
