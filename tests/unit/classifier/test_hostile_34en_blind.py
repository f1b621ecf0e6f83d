"""Blind half of hostile round 34, English (issue 15, h/red34en): `hostile_34en_blind.jsonl`, 41 rows (21 written to
go slow), written before the round's batches with other nouns, numbers and wordings of the readers the round probes
(differences and totals of two named amounts, priced steps, money left buying, counts per a time, two steps, a total
got through at a rate, rates said by their measure, packs, placed groups, the speaker's age, fullness, a duration
told, durations asked, weekday offsets, nth weekdays, leap years, primes with ends said) and committed before the
reader ran on it (cd8f0460).

Run once, after the round's fixes (h/red34en at 1ade2794), fixing nothing after it: fast rows 13 of 20 right, 0 wrong,
7 slow (among them "Nina knitted 15 scarves and gave 3 to her cousin. She sold the rest for $8 each. How much money
did she make?", "the aquarium holds 120 liters and it's three quarters full. how many liters are in it?", "If today
is Monday, January 30, 2023, what day of the week will it be 40 days from now?"); of the 21 rows written slow, 21 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("hostile_34en_blind.jsonl")
RUN = {"fast_right": 13, "fast_wrong": 0, "slow": 28}  # the one blind run, after the fixes


def test_the_file_is_english_and_its_slow_rows_and_expressions() -> None:
    assert len(ROWS) == 41 and sum(r["expect"] == "slow" for r in ROWS) == 21
    assert {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
