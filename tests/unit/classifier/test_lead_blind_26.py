"""The lead's blind set of 2026-12-07's twenty-sixth session (issue 15): `lead_blind_26.jsonl`, 60 everyday requests
(30 per language, 10 of each must go slow: a missing amount, an opinion asked about numbers, a phone number, a room or
flight number, a date or a fact to look up, a booking), written by the lead before any of the session's work landed and
run, through the bench's path with the calibrated score, on the session's first commit (2abbf212), nothing tuned on it.

First commit: English 14 of 20 fast rows right, Chinese 12 of 20, 0 wrong, 20 of 20 slow rows slow. Last merge
(8c3896f9, after the grade-school readers of h/gsen1, h/gsen2, h/gszh and the hostile rounds): English 15, Chinese 15,
0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 30, "fast_wrong": 0, "slow": 20}  # the run on the session's last merge

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_26.jsonl", RUN["fast_right"])
