"""Date shifts, strings, number words and primes in the words people use (datestr_blind.jsonl, issue 15):
403 requests, zh and en, 107 that must go slow. Written before the reader was run on it; within each
(category, language) group the rows alternate tune, check. Rules were written from the tune half only.

Policies the rows follow (beyond data/parse/README.md's conventions):
- "the Nth day counting from D" / 从D起第N天 goes slow: whether D itself is day 1 is not said
  ("…后第500天，不含当天" says it, and is D + 500);
- working days and business days in a date shift go slow (a calendar's holidays decide them);
- months are added only to days ≤ 28; a date with no year, a holiday by name, or a date written
  dd/mm or mm/dd with both ≤ 12 goes slow;
- strings are taken by code point after the text as written (no normalisation); a request whose
  answer depends on normalisation, case folding or dropping punctuation (a palindrome with capitals
  or commas) goes slow; a palindrome or "contains" question answers true/false.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from dualtrack.bench.parse import run

from .golds import shown
from .reading import jsonl_rows, split_counts

ROWS = jsonl_rows("datestr_blind.jsonl")
# Fast and exact, as reached (before this file's rules: see the report in the commit message).
REACHED = {"tune": 0, "check": 0}


def gold_of(row: dict) -> str:
    """The gold recomputed from the row's expression with the standard library alone."""
    today = dt.date.fromisoformat(row["context"]["today"]) if "context" in row else None

    def add_months(start: dt.date, months: int) -> dt.date:
        index = start.month - 1 + months
        return start.replace(year=start.year + index // 12, month=index % 12 + 1)

    def isprime(n: int) -> bool:
        return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))

    def factor(n: int) -> str:
        parts, d = [], 2
        while n > 1:
            k = 0
            while n % d == 0:
                n, k = n // d, k + 1
            if k:
                parts.append(f"{d}^{k}" if k > 1 else str(d))
            d += 1
        return "*".join(parts)

    names = {"D": dt.date, "T": lambda days: dt.timedelta(days=days), "AM": add_months, "TODAY": today,
             "F": Fraction, "rev": lambda text: text[::-1], "isprime": isprime, "factor": factor,
             "B": lambda truth: "true" if truth else "false"}
    value = eval(row["gold_expr"], names)  # noqa: S307 - the file's own expressions
    return value.isoformat() if isinstance(value, dt.date) else shown(value)


def test_the_file_is_balanced_and_each_gold_is_its_own_expression() -> None:
    assert len(ROWS) >= 400 and sum(r["expect"] == "slow" for r in ROWS) >= 0.24 * len(ROWS)
    assert min(sum(r["lang"] == lang for r in ROWS) for lang in ("zh", "en")) >= 0.45 * len(ROWS)
    for row in ROWS:
        if row["expect"] == "fast":
            assert row["gold"] == gold_of(row), row["id"]
        else:
            assert row["gold"] is None, row["id"]


def test_no_request_shows_a_wrong_value() -> None:
    for outcome in run(ROWS):
        if outcome.value is not None:
            assert outcome.item["expect"] == "fast" and outcome.exact, (outcome.item["text"], outcome.value)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_each_half_reaches_its_count(half: str) -> None:
    assert split_counts(ROWS, half)["fast_right"] >= REACHED[half]
