"""Paraphrases (issue 15): requests written the way other people ask, blind to the reader's code, for
every everyday and generated category (`paraphrases.jsonl`: Chinese and English about half each,
numbers in words, Chinese numerals, full-width digits, context first, colloquial and formal), and
requests that must go slow. Each gold is recomputed here from the row's own expression with the
standard library alone (`golds.py`).

The rows on even line numbers (counting from 1) are the tuning half, read while generalising the
reader; the odd ones are the check half, of which only the counts below were looked at. Each row
runs through `dualtrack bench parse`'s own path (perception, the reader, the score, the decision,
the sandbox): no fast answer may be wrong, no slow row may go fast, and each half keeps at least the
computations it reads today (raise a floor when a general rule reads more).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from dualtrack.bench.parse import Outcome, equal, run

from .golds import gold_of

ROWS = [json.loads(line) for line in
        Path(__file__).with_name("paraphrases.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
TUNING = [r for n, r in enumerate(ROWS, start=1) if n % 2 == 0]
CHECK = [r for n, r in enumerate(ROWS, start=1) if n % 2 == 1]
# Computations fast and right, per half, as reached (of 255 in the tuning half, 260 in the check half;
# before this file was read: 201 and 203, and 2 wrong fast answers in the check half). The check
# half's 204 became 203 when the guard for amounts said to be approximate (hedges.py, from the blind
# stories) came beside it: a row it reads as hedged now goes slow (found by counts, not by reading it).
READ_AT_LEAST = {"tuning": 216, "check": 203}


@pytest.fixture(scope="module")
def outcomes() -> dict[str, Outcome]:
    return {o.item["id"]: o for o in run(ROWS)}


def test_the_file_covers_every_category_in_both_languages_and_each_gold_is_its_own_expression() -> None:
    langs = Counter(r["lang"] for r in ROWS)
    assert len(ROWS) >= 500 and abs(langs["zh"] - langs["en"]) <= len(ROWS) // 10
    assert sum(r["expect"] == "slow" for r in ROWS) >= 40
    per_category = Counter(r["category"] for r in ROWS if r["expect"] == "fast")
    assert min(per_category.values()) >= 8, per_category
    for r in ROWS:
        if r["expect"] == "slow":
            assert r["gold"] is None and r["gold_expr"] is None, r["text"]
            continue
        recomputed = gold_of(r["gold_expr"], (r.get("context") or {}).get("today"))
        assert recomputed == r["gold"] or equal(recomputed, r["gold"]), r["text"]


def test_no_paraphrase_gets_a_wrong_fast_answer(outcomes: dict[str, Outcome]) -> None:
    wrong = [f"{o.item['id']} {o.item['text']!r}: {o.value} (gold {o.item['gold']})"
             for o in outcomes.values() if o.wrong]
    assert not wrong, "\n".join(wrong)


def test_the_requests_that_need_more_than_the_words_go_slow(outcomes: dict[str, Outcome]) -> None:
    fast = [o.item["text"] for o in outcomes.values() if o.item["expect"] == "slow" and o.path == "fast"]
    assert not fast, fast


@pytest.mark.parametrize(("half", "rows"), [("tuning", TUNING), ("check", CHECK)])
def test_each_half_reads_at_least_what_it_reads_today(half: str, rows: list[dict],
                                                      outcomes: dict[str, Outcome]) -> None:
    right = sum(outcomes[r["id"]].exact for r in rows)
    assert right >= READ_AT_LEAST[half], f"{half}: {right} fast and right, was {READ_AT_LEAST[half]}"
