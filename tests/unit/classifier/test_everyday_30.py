"""Everyday computations as people type them, both languages (issue 15, session 30, h/everyday30): `everyday_30_tune.jsonl`
and `everyday_30_check.jsonl`, 443 requests from a paraphrase generator written without the corpus's generators (clock
spans and a time plus a duration, am/pm and 24 h, 上午9点15到11点40; recipes scaled; a unit price and the price of N; the
price of one from a pack; a bill split, with a tip or not; a tip or tax added; a discount then a tax, the order said;
fuel over a trip; speed × time and distance ÷ speed; pay × a period; °C ↔ °F; savings a month × months; a percentage
change between two told values; ages from two told years), in chat style ("pls", "whats", 帮我算一下, 请问, spacing slips,
numbers in words, 块/毛, 两个半小时, a dozen, 1.2万); 134 must go slow (a today needed, a missing amount, two readings, 大概 and
"roughly", a currency without its rate, a time zone). Golds by Python Fraction (`expr`); shuffled, even rows the tune half,
odd rows the check half, both committed before the reader ran on them. `everyday_30_twins.jsonl`: the near misses of each
mechanism the branch reads, written and committed before its fix.

Tune half (222 rows, 148 fast): main (6cf8258b) 72 right, 0 wrong, 74 of 74 slow.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, assert_no_wrong_fast_value, \
    jsonl_rows, probe_outcomes, probes_in_round_form

TUNE = jsonl_rows("everyday_30_tune.jsonl")
CHECK = jsonl_rows("everyday_30_check.jsonl")
TWINS = jsonl_rows("everyday_30_twins.jsonl")
TUNE_RIGHT = 72
CHECK_RUN = {"fast_right": 0, "fast_wrong": 0}  # the one run of the check half, before any fix after it


def test_the_halves_are_both_languages_and_what_their_expressions_give() -> None:
    assert (len(TUNE), len(CHECK)) == (222, 221)
    assert sum(r["expect"] == "slow" for r in TUNE + CHECK) == 134
    assert abs(sum(r["lang"] == "zh" for r in TUNE + CHECK) - sum(r["lang"] == "en" for r in TUNE + CHECK)) <= 10
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert_golds_are_their_expressions(TUNE + CHECK + TWINS)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", TUNE_RIGHT)


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])


def test_the_twins_answer_nothing_wrong() -> None:
    probes = probes_in_round_form(TWINS)
    outcomes = probe_outcomes(probes)
    for i, probe in enumerate(probes):
        assert_no_wrong_fast_value(probe, outcomes[i])
