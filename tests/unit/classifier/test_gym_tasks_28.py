"""reasoning-gym's computations asked the way people ask them (`gym_tasks_28.jsonl`, issue 15, session 25, h/gym28):
a leap year (Gregorian, from 1583 on), the time between two clock times or two dates with times (HH:MM, HH:MM:SS,
HH:MM:SS.mmm, "D days, HH:MM"), the primes counted between two numbers with the ends said, the weekday some days
before or after a dated day, in both languages. Near misses stay slow: a year before the Gregorian calendar, two years,
another calendar, a negated question; a clock span without am/pm whose end is before its start, one past midnight not
said, a break or a second span; "between" with prime ends and nothing said of them, twin primes, a number taken out;
a weekday that does not match its date, a date without its year, business days, an extra number; an nth
weekday the month does not have (-1 by instruction only), a month without its year, another step.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction and datetime in a script kept out
of the repo), `family`, `why`; written and committed before the reader ran on them.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import equal

from .reading import assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, probes_in_round_form, value_of

ROWS = jsonl_rows("gym_tasks_28.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_both_languages_and_near_misses() -> None:
    assert {r["lang"] for r in ROWS} == {"en", "zh"} and sum(r["expect"] == "slow" for r in ROWS) >= 18


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


@pytest.mark.parametrize("row", [r for r in ROWS if r["expect"] == "fast"], ids=lambda r: r["text"][:60])
def test_the_reader_answers_it(row: dict) -> None:
    assert equal(value_of(row["text"]), row["gold"]), row["why"]
