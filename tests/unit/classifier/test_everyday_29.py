"""Everyday shapes still slow at session 27's start (issue 15, h/everyday29), twins written and committed before the
reader ran on them (`everyday_29.jsonl`): a statistic asked in a headline form over a list with "and" and an Oxford
comma ("Average of 82, 90, and 77?"); "N and a half", "a quarter of an hour", "half a dozen" as amounts; "than her"
with one named woman as its referent; a year-less day count whose count is the same in a leap and a common year.
Near misses stay slow: "about", a list item that is not a number, "or", a condition, two women named, a missing
amount, a range over the end of February or from February 29, working days.

Rows: `text`, `lang`, `expect` (fast | slow), `expr` and `gold` (fast: the gold is the expression's value, by
Fraction), `family`, `why`.
"""

from __future__ import annotations

import pytest

from .reading import (assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes,
                      probes_in_round_form)

ROWS = jsonl_rows("everyday_29.jsonl")
PROBES = probes_in_round_form(ROWS)
REACHED = 25  # fast rows answered right once the session's readers were in (main: 4 of the first 49 rows)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_twins_are_their_expressions_with_near_misses_in_both_languages() -> None:
    assert_golds_are_their_expressions(ROWS)
    assert sum(r["expect"] == "slow" for r in ROWS) >= 20 and {r["lang"] for r in ROWS} == {"en", "zh"}


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_no_twin_gets_a_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


def test_the_mechanisms_are_read(outcomes: dict[int, object]) -> None:
    assert sum(o.exact for o in outcomes.values()) >= REACHED
