"""The lead's blind set of 2026-12-07's thirtieth session (issue 15): `lead_blind_30.jsonl`, 60 requests (30 per
language, 10 of each must go slow: a missing amount, an order number, a fact to look up, a card number, a poem, an
area without its sides), the computations short everyday requests and word problems (a percentage, rent per year, a
clock-time difference, °F to °C, a discount, a recipe scaled, three runs summed, 应用题 of one and two steps), written by
the lead before any of the session's work landed and run, through the bench's path with the calibrated score, on the
session's first commit, nothing tuned on it.

First commit: English 16 of 20 fast rows right, Chinese 17 of 20, 0 wrong, 20 of 20 slow. After the session's eight
branches (de7d8628: two composition branches, everyday kinds, two red teams, the veto measured, the reader's tail, the
sandbox path): the same, 33 of 40.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 33, "fast_wrong": 0, "slow": 20}  # the run on the session's first commit

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_30.jsonl", RUN["fast_right"])
