"""Blind half of issue 15's change chains (`blind_25_chain.jsonl`, session 22, h/chain25): 32 rows written with the tune
half (change_chains_25.jsonl batch 1) and committed before the reader ran on either, other nouns, numbers and verbs;
18 must go slow. Fast rows: a bakery's rolls sold then baked, "If she trades away … and later collects …, will she
have", tickets spent then won, money given by an aunt then spent, parrots that flew away then bought, songs deleted then
downloaded, toy cars got, lost and bought, students who left and joined, eggs used then collected ("left"), puppies
adopted and given, a shop's red and blue hats then sold, points lost then earned, cents found and spent, beads bought,
used and bought again. Near misses: another thing, another holder, "some", a plan, the change asked, a hypothetical
against "today", a rate, a capacity, a year, an age, "how many more", below nothing on the way, a negation, another
class, stamps and coins asked together, a price each, the one given to asked.

Run once, after the tuning (branch h/chain25 at 347f3306), before any fix: fast rows 14 of 14 right, 0 wrong; slow rows
18 of 18 slow. Main (cfe6cca5): 0 of 14 fast rows read, 18 of 18 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_25_chain.jsonl")
RUN = {"fast_right": 14, "fast_wrong": 0, "slow": 18}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 32 and sum(r["expect"] == "slow" for r in ROWS) == 18 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
