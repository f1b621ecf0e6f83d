"""The check half of en_chat_30 (issue 15, session 28, h/chatsen28): `en_chat_30_check.jsonl`, 81 English messages to an
assistant (31 must go slow), the odd rows of the 163 written and committed before the reader ran on them
(test_chats_en_30.py says how). Run once, at the end (branch h/chatsen28 at cc11a5db), nothing fixed after: fast rows
22 of 50 right, 30 of 31 slow rows slow, and one slow row answered: "thx in advance — what's 20% off of $35?" → 28
(the price after the discount; written slow as two readings, the discount 7 or the price 28). Main (e41ed956, a
`git archive` copy): 21 of 50 right, that row answered 28 too, and "split $100 between 3 of us for dinner" → 33.33…
(slow since the lead's decision, odd_cent_shares.py). The lead's decision on the first: "X% off (of) a price" names the
price after the discount (as a price tag and a calculator read it; the answer states what it computed), so that row is
relabelled fast, 28, after the run; every row must answer nothing wrong.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    probes_in_round_form

ROWS = jsonl_rows("en_chat_30_check.jsonl")
RUN = {"fast_right": 22, "fast_wrong": 1, "slow": 30}  # the one run


def test_the_check_half_is_english_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 81 and sum(r["expect"] == "slow" for r in ROWS) == 30
    assert {r["lang"] for r in ROWS} == {"en"} and {r["split"] for r in ROWS} == {"check"}
    assert_golds_are_their_expressions(ROWS)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    probes = probes_in_round_form(ROWS)
    outcomes = probe_outcomes(probes)
    for i, probe in enumerate(probes):
        assert_no_wrong_fast_value(probe, outcomes[i])
    assert sum(o.exact for o in outcomes.values()) >= RUN["fast_right"]
