"""Blind half of the English red team of session 32 (issue 15, h/redteam_en32): `redteam_en_32_blind.jsonl`, 130 rows
(57 written to go slow): the round's mechanisms in other words (prices at one place and buying at another, days named
or conditions beside a daily rate, months beside a monthly rate, time zones, spans of dates, a second sort in a clause
of its own, capacities asked as done, pauses, hedges, untold extras) and new families (unit prices, tips and splits,
temperatures, trips with stops, ratios, a missing score of an average, interest, consecutive numbers and handshakes,
leap years, geometry, misleading words, clock times, cents and currencies, percent points, chains, counterfactuals,
questions about numbers, true computations), committed before the reader ran on it (f18850bf). Run once after the
fixes (3311df07), fixing nothing after it but by new mechanism: 3 wrong fast, 24 fast and right, 103 slow (of the 73
fast rows 24 right and 49 slow; of the 57 slow rows 54 slow). The same file on main at the session's start (2c515370,
a `git archive` copy): 9 wrong fast (the three below, and a weekday named beside a daily rate, three spans of dates, a
juicer that "can press", a subscription with "a break in the summer"), 24 right.

The three wrong fast answers of the blind run were closed by mechanism after the run, with twins of their own first
(redteam_en_32.jsonl, family w16_twins): a price "apiece" and a place with a number in its name ("at the station on
5th") count for price_places_en.py; coins, bills or tokens of no told worth beside money go slow (money_tokens_en.py).
Every row now gets no wrong fast value. The run's figures above stay what it measured.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, jsonl_rows

ROWS = jsonl_rows("redteam_en_32_blind.jsonl")
RUN = {"fast_right": 24, "fast_wrong": 3, "slow": 103}  # the one blind run, after the fixes
WRONG_IN_THE_BLIND_RUN = (
    "Donuts are $1.50 apiece at the gas station. I picked up 8 at the bakery. How much did I pay?",
    "A car wash is $12 at the station on 5th. I washed my car 3 times at the one by the mall. What did I spend?",
    "I had $12.40 and found 3 coins. How much do I have now?",
)


def test_the_file_is_english_with_its_slow_rows() -> None:
    assert len(ROWS) == 130 and sum(r["expect"] == "slow" for r in ROWS) == 57
    assert {r["lang"] for r in ROWS} == {"en"}
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)
    assert all(text in {r["text"] for r in ROWS} for text in WRONG_IN_THE_BLIND_RUN)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
