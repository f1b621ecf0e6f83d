"""Requests two value readers read differently, nineteenth round (`two_readers_19.jsonl`, issue 15): a bill against
a price each, a rate against an equal share, a growth against a percent change, a conversion against a quantity
total, a weekday asked yes/no against its name, price movements against a bill. Since the reader compares every
value reader that reads (reader/__init__.py `_read_by_values`), two readings that differ go slow; these rows ask
that the ones that read one way stay fast and exact, and the ones that read two ways (or none) go slow.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Python's Fraction in a script kept out of
the repo; slow: null), `family`, `why`; written and committed before the reader ran on them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share, jsonl_rows, \
    probe_outcomes, probes_in_round_form

ROWS = jsonl_rows("two_readers_19.jsonl")
PROBES = probes_in_round_form(ROWS)
EARLIER = tuple(sorted(p.name for p in Path(__file__).parent.glob("*.jsonl") if p.name != "two_readers_19.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_at_least_60_percent_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.6)
    assert len(ROWS) >= 60


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
