"""The lead's blind set of 2026-12-06's twenty-fourth session (issue 15): `lead_blind_24.jsonl`, 60 everyday requests
(30 per language, 10 of each must go slow: a missing amount, a question the numbers cannot answer, a phone number, a
report asked by its quarter), written by the lead before any of the session's work landed and run, through the bench's
path with the calibrated score, on the session's first commit (87e0219a) and on its last merge, nothing tuned on it.

Both runs: English 14 of 20 fast rows right, Chinese 17 of 20, 0 wrong, 20 of 20 slow rows slow: the session's readers
did not move these. Read after the last run (so no longer blind): none of the nine misses is read; three score in
the uncertain band ("Each row in the theater has 28 seats and there are 35 rows", "2.5 cups of flour per batch … 4
batches", 小红今年14岁，妈妈的年龄是她的3倍), the pizza's slices are judged not computable, and five score as computations
("15 percent tip on a $64 bill", "a 540 page book", "85 left early. How many stayed?", 一共35排, 又买进了450本).
"""

from __future__ import annotations

from .reading import lead_blind_tests

RUN = {"fast_right": 31, "fast_wrong": 0, "slow": 29}  # the run on the session's last merge

# the set's two tests (reading.lead_blind_tests), bound here for pytest to collect
(test_the_file_is_both_languages_and_what_its_expressions_give,
 test_the_set_answers_nothing_wrong_and_reads_what_it_read) = lead_blind_tests("lead_blind_24.jsonl", RUN["fast_right"])
