"""Blind half of the English red team of session 31 (issue 15, h/redteam_en31): `redteam_en_31_blind.jsonl`, 152 rows
(60 written to go slow): the round's mechanisms in other words (untold amounts beside groups, past rates asked now,
open days, deals, hedges, factors told) and new families (pages and floors counted inclusively, fence posts, average
speeds, "times more", percent reversals, making change, holders, labels, code and quotes, injections and sarcasm, two
asks, questions about numbers, units without one standard, periods, ages, group chains, true computations), committed
before the reader ran on it (032a95bf). Run once after the fixes (436c8d30), fixing nothing after it: 2 wrong fast, 48
fast and right, 102 slow (of the 92 fast rows 48 right and 44 slow; of the 60 slow rows 58 slow). The same file on
main at the session's start (d6b6fe0a, a `git archive` copy): 3 wrong fast (the two below, and "The shop opens
Thursday through Monday … in a week": 350 for 250, which days_off_en.py now sends slow), 48 right.

The two wrong fast answers of the blind run (a monthly rent said to go up in June, read as twelve months at the old
rent by priced_periods_en.py; a hotel whose top floor "has suites instead", read as 8 floors of 20 rooms by
group_totals_en.py) were closed by mechanism after the run, with twins of their own first (interruptions_en.py's
`changed_without_an_amount`, test_changes_untold_en.py): every row now gets no wrong fast value. The run's figures above stay what it measured.
"""

from __future__ import annotations

import pytest

from .reading import assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, probes_in_round_form

ROWS = jsonl_rows("redteam_en_31_blind.jsonl")
PROBES = probes_in_round_form(ROWS)
RUN = {"fast_right": 48, "fast_wrong": 2, "slow": 102}  # the one blind run, after the fixes
WRONG_IN_THE_BLIND_RUN = (
    "I pay $1,200 rent monthly, and it goes up in June. How much is it per year?",
    "A hotel has 8 floors with 20 rooms on each floor, and the top floor has suites instead. How many rooms are there?",
)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_file_is_english_with_its_slow_rows() -> None:
    assert len(ROWS) == 152 and sum(r["expect"] == "slow" for r in ROWS) == 60
    assert {r["lang"] for r in ROWS} == {"en"}
    assert all((r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)
    assert all(text in {r["text"] for r in ROWS} for text in WRONG_IN_THE_BLIND_RUN)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_blind_row_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


def test_the_blind_half_reads_what_it_read(outcomes: dict[int, object]) -> None:
    assert sum(o.exact for o in outcomes.values()) >= RUN["fast_right"]
