"""Blind half of the reasoning-gym computations (`blind_28_gym.jsonl`, issue 15, session 25, h/gym28): 40 rows written
with the twins (gym_tasks_28.jsonl) and committed before the reader ran on either, other years, times, ranges and
dates, other sentence shapes; 20 must go slow (two questions, a year before 1583, two years, a BC year, a crossing of
noon or midnight unsaid, breaks, places, prime ends unsaid, narrowed primes, a weekday that does not match its date,
no year, working days, two offsets, a condition, am/pm said on one time only).
Run once, after the reader was written (branch h/gym28 at 904764ff), before any fix: fast rows 19 of 20 right, 0 wrong,
1 slow ("How long did the job run?": "run" is neither an asking word nor the story's subject, so the question is not
known to be of the job's span); slow rows 20 of 20 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("blind_28_gym.jsonl")
RUN = {"fast_right": 19, "fast_wrong": 0, "slow": 21}  # the one blind run, before any fix


def test_the_file_is_both_languages_and_half_slow() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 20 and {r["lang"] for r in ROWS} == {"en", "zh"}


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
