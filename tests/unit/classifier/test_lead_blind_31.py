"""The lead's blind set of 2026-12-07's thirty-first session (issue 15): `lead_blind_31.jsonl`, 60 requests (30 per
language, 10 of each must go slow: a booking, a fact to look up, a missing amount, a parcel number, a phone number,
advice), the computations short everyday requests and 应用题 (a percentage of an amount, seconds in hours, a bill split,
a speed over hours, fractions added, rounding, a percentage change, a date difference, a greatest common divisor, a
factorial, an average, a price several times another), written by the lead before any of the session's work landed and
run, through the bench's path with the calibrated score, on the session's first commit, nothing tuned on it.

First commit: English 18 of 20 fast rows right, Chinese 15 of 20, 0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 33, "fast_wrong": 0, "slow": 20}  # the run on the session's first commit

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_31.jsonl", RUN["fast_right"])
