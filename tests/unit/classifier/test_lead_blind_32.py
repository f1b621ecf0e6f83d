"""The lead's blind set of 2026-12-07's thirty-second session (issue 15): `lead_blind_32.jsonl`, 60 requests (30 per
language, 10 of each must go slow: a booking, a population to look up, a missing amount, an order number, a phone
number, advice, "Tell me about 1984", a version's features, a reminder, a comparison with no base), the computations
short everyday requests and 应用题 (a tip, minutes in hours, a fare split, an average speed, fractions, rounding to
the hundredth, a percentage change, a date difference, a least common multiple, arrangements, an average, a discount,
savings over weeks, ounces in pounds, cubes, a square root, an age from a birth year, a rate over minutes, a date
after some days, a count per box), written by the lead before any of the session's work landed and run, through the
bench's path with the calibrated score, on the session's first commit, nothing tuned on it.

First commit: English 15 of 20 fast rows right, Chinese 17 of 20, 0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 32, "fast_wrong": 0, "slow": 20}  # the run on the session's first commit

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_32.jsonl", RUN["fast_right"])
