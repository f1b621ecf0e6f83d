"""The check half of the English chat requests (issue 15, session 27, h/chatsen): `en_chat_29_check.jsonl`, 83 rows (29
must go slow), the odd lines of the 167 written and committed before the reader ran on them (test_chats_en_29.py says
how). Run once, at the end (branch h/chatsen at b0db1bda), nothing fixed after: fast rows 20 of 54 right, 28 of 29 slow
rows slow, and one slow row answered: "split $100 between 3 people, how much each?" → 33.333… (equal_shares.py, main's
too: a share that is no whole number of cents, its rounding left open). Main (e0c758bc, a `git archive` copy): 19 of 54
right, the same row answered. The lead settled it (session 28, h/chatsen28): money shared into shares of no whole
cents goes slow (odd_cent_shares.py), so that row is a plain slow expectation now, and no row may answer wrong.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    probes_in_round_form

ROWS = jsonl_rows("en_chat_29_check.jsonl")
RUN = {"fast_right": 20, "fast_wrong": 1, "slow": 62}  # the one run, before any fix (the odd-cent split, since settled)


def test_the_check_half_is_english_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 83 and sum(r["expect"] == "slow" for r in ROWS) == 29
    assert {r["lang"] for r in ROWS} == {"en"} and {r["split"] for r in ROWS} == {"check"}
    assert_golds_are_their_expressions(ROWS)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    probes = probes_in_round_form(ROWS)
    outcomes = probe_outcomes(probes)
    for i, probe in enumerate(probes):
        assert_no_wrong_fast_value(probe, outcomes[i])
    assert sum(o.exact for o in outcomes.values()) >= RUN["fast_right"]
