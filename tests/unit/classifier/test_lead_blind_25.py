"""The lead's blind set of 2026-12-07's twenty-fifth session (issue 15): `lead_blind_25.jsonl`, 60 everyday requests
(30 per language, 10 of each must go slow: a missing amount, an opinion asked about numbers, a phone number, a unit
or room number, a date to look up), written by the lead before any of the session's work landed and run, through the
bench's path with the calibrated score, on the session's first commit (c7008ced) and on its last merge, nothing
tuned on it.

First commit: English 14 of 20 fast rows right, Chinese 14 of 20, 0 wrong, 20 of 20 slow rows slow. Last merge
(f5b04736): English 15, Chinese 14, 0 wrong, 20 of 20 slow. Read after that run (so no longer blind): the eleven misses
are grade-school shapes no reader takes: a rectangle's area from its length and width (both languages), "N years older",
"144 eggs packed in cartons of 12", "3 notebooks at $2 each and a pen for $1.50", the rest of a whole after a fraction
part ("3/8 of them are boys. How many girls"), 平均分给…每人分到几个, 用去了3/4 asked of what was used, 其中女生占五分之二,
小明的故事书是小华的3倍 (judged not computable), 一周7天一共 after a daily rate.
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 29, "fast_wrong": 0, "slow": 20}  # the run on the session's last merge

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_25.jsonl", RUN["fast_right"])
