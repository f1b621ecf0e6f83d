"""The lead's blind set of 2026-12-07's twenty-eighth session (issue 15): `lead_blind_28.jsonl`, 60 requests (30 per
language, 10 of each must go slow: a missing amount, an opinion, a PIN, a room, an alarm, a fact to look up, a poem),
most of the computations short word problems (two steps told in order among them: three notebooks at $4 and a pen),
written by the lead before any of the session's work landed and run, through the bench's path with the calibrated
score, on the session's first commit (cb5c4ae7), nothing tuned on it.

First commit: English 14 of 20 fast rows right, Chinese 15 of 20, 0 wrong, 20 of 20 slow rows slow. Last merge (9149d188,
after the session's eight branches): the same, 29 of 40, 0 wrong, 20 of 20 slow.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 29, "fast_wrong": 0, "slow": 20}  # the run on the session's first commit

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_28.jsonl", RUN["fast_right"])
