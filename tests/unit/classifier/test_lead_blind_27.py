"""The lead's blind set of 2026-12-07's twenty-seventh session (issue 15): `lead_blind_27.jsonl`, 60 everyday requests
(30 per language, 10 of each must go slow: a missing amount, an opinion asked about numbers, a phone or parcel number,
a gate, a building, a fact to look up, a booking, a reminder), written by the lead before any of the session's work
landed and run, through the bench's path with the calibrated score, on the session's first commit (485c8205), nothing
tuned on it.

First commit: English 18 of 20 fast rows right, Chinese 19 of 20, 0 wrong, 20 of 20 slow rows slow. Last merge
(00ad8468, after the session's eight branches): English 19, Chinese 20, 0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 39, "fast_wrong": 0, "slow": 20}  # the run on the session's last merge

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_27.jsonl", RUN["fast_right"])
