"""The lead's blind set of 2026-12-07's twenty-ninth session (issue 15): `lead_blind_29.jsonl`, 60 requests (30 per
language, 10 of each must go slow: a missing amount, a flight number, a fact to look up, a tracking number, a poem),
the computations short everyday requests and word problems (a tip, a bill split, a unit conversion, an average of
named scores, a perimeter, a share of a whole, a win rate), written by the lead before any of the session's work
landed and run, through the bench's path with the calibrated score, on the session's first commit (b79ea73a), nothing
tuned on it.

First commit: English 18 of 20 fast rows right, Chinese 11 of 20, 0 wrong, 20 of 20 slow. After the session's seven
branches (a47faa34: two composition layers, two red teams, everyday phrasings, the normal form): the same, 29 of 40.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 29, "fast_wrong": 0, "slow": 20}  # the run on the session's first commit

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_29.jsonl", RUN["fast_right"])
