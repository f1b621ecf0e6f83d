"""Blind half of issue 15's MAWPS one-step mechanism of session 24 (`blind_27_one_step.jsonl`, h/mawps1_27): 40
English rows written with the tune half's (one_step_27.jsonl) and committed with them before the reader ran on either,
other nouns, numbers and verbs; 22 must go slow. The family: a whole told with the two sorts it is made of ("a total of
230 red and white roses", "a combined total of 18.5 liters of still and sparkling water", "either blue or green"), one
sort's amount told, the other asked. Near misses: the total asked, another unit, three sorts, an extra number, a
negation, another holder, two holders, the told part asked, a part above the total, another thing told or asked, a
hedge, a rate, a percentage, another time, "how many more", someone else asked, the whole's amount missing, a
condition, another place.

Run once, after the tuning (branch h/mawps1_27 at 1ebc7cd3), before any fix: fast rows 16 of 18 right, 0 wrong, 2 slow
(b27o_007 "white and whole wheat flour" and b27o_021 "black and color pages": a colour beside another word is no pair
of sorts to total_parts_en.py, a guard built for "80 big and red marbles"); slow rows 22 of 22 slow. Main (the session's
start, 87e0219a): 0 of 18 fast rows, 22 of 22 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_27_one_step.jsonl")
RUN = {"fast_right": 16, "fast_wrong": 0, "slow": 24}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 22 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
