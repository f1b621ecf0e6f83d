"""Blind half of the chats English tuning (issue 15, session 24, h/chatsen27): `chats_en_27_blind.jsonl`, 40 rows (20
must go slow), chat style (lowercase, filler, typos; money, recipes, shopping, splitting, time, percent), written with
the twins of `chats_en_27.jsonl` and committed before the reader ran on either; run once at the end, nothing fixed
after it.

Run once, at a1014364 (the bench's outcomes, the score's veto included): fast rows 15 of 20 right, 0 wrong, 5 slow
("tutor charges 45 per hour, we had 8 hours this month", "job offer says 62,400 a year. whats that a month", "a pack
of 6 muffins is 9, how much is one muffin", "it takes 25 minutes to walk 2 km. how long for 6 km at the same pace",
"15 percent of our 240 customers left a review. how many people is that"); slow rows 20 of 20 slow. Main (87e0219a, a
`git archive` copy): 5 of 20 fast rows right, 0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows

ROWS = jsonl_rows("chats_en_27_blind.jsonl")
RUN = {"fast_right": 15, "fast_wrong": 0, "slow": 25}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert_blind_half_shape(ROWS, size=40, slow=20, lang="en")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
