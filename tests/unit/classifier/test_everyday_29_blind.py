"""The blind rows of session 27's everyday mechanisms (h/everyday29, `everyday_29_blind.jsonl`, 25 rows: 16 fast, 9
must stay slow; headline statistics, "N and a half" amounts, "than her" with one named referent, year-less day counts,
个半 and 半打), written and committed before any reader change and run once at b277b343, nothing fixed after it: 11 of
16 fast rows right, 0 wrong, 9 of 9 slow (main e0c758bc: 4 of 16, 0 wrong, 9 of 9). Its misses: "a day and a half",
"2 and a half years" in months, "a quarter of an hour plus 5 minutes", "12 more than him" (the roles read no pronoun
after "than"), 半打鸡蛋."""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    probes_in_round_form

ROWS = jsonl_rows("everyday_29_blind.jsonl")
BLIND_RUN = 11  # fast rows right in the one blind run


def test_the_blind_rows_answer_nothing_wrong_and_read_what_they_read() -> None:
    assert len(ROWS) == 25 and sum(r["expect"] == "slow" for r in ROWS) == 9
    assert_golds_are_their_expressions(ROWS)
    probes = probes_in_round_form(ROWS)
    outcomes = probe_outcomes(probes)
    for i, probe in enumerate(probes):
        assert_no_wrong_fast_value(probe, outcomes[i])
    assert sum(o.exact for o in outcomes.values()) >= BLIND_RUN
