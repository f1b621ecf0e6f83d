"""A fifth blind set (phrasings_blind_5.jsonl, issue 15), written by its own generator
(`dualtrack/bench/parse_corpus/phrasings.py`) from paraphrase lists made without reading the reader's word
lists or grammar, and committed before any reader ran on it: the four operations in their word forms and
orders, precedence, powers and roots, rounding, statistics, percentages and 折, growth (环比/同比, "from Q2
to Q3"), date differences and shifts, weekdays, strings, primes, unit conversion — in chat, textbook, terse
and polite styles, with lead-ins and answer-format trailers, full-width characters and mixed zh/en; about
a sixth must stay slow (not a computation, two readings, a number or a base missing).

Batch 1 is the `tune` half (its misses were read); batch 2, the `check` half, is measured by counts only.
No fast answer may be wrong on either half.
"""

from __future__ import annotations

import pytest

from .reading import assert_balanced_blind_set, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("phrasings_blind_5.jsonl")


def test_the_file_is_a_balanced_blind_set() -> None:
    assert_balanced_blind_set(ROWS, rows_at_least=400, slow_at_least=60)


def test_the_file_is_what_its_generator_writes() -> None:
    from dualtrack.bench.parse_corpus.phrasings import build

    assert [{k: r[k] for k in sorted(r)} for r in build()] == [{k: r[k] for k in sorted(r)} for r in ROWS]


@pytest.mark.parametrize(("split", "floor"), [("tune", 0), ("check", 0)])
def test_no_request_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
