"""data/parse/stories: the bench loads it, ids are unique, every category is in both splits and both
languages, and the files are what the golds' expressions give (each checked against its hand-worked
gold)."""

from __future__ import annotations

from collections import Counter

import pytest

from dualtrack.bench.parse import CORPORA, SPLITS, load
from dualtrack.bench.parse_corpus.stories.build import build
from tests.unit.written_corpus import assert_fast_rows_have_a_gold_and_slow_rows_none, assert_ids_and_requests_are_unique

KEYS = {"id", "text", "lang", "category", "expect", "gold", "source", "split"}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return load(SPLITS, CORPORA["stories"])


def test_the_bench_loads_both_splits_with_the_corpus_fields(rows: list[dict]) -> None:
    assert Counter(r["split"] for r in rows) == {"dev": 300, "heldout": 300}
    assert all(set(r) == KEYS and r["source"] == "stories" for r in rows)


def test_ids_and_requests_are_unique(rows: list[dict]) -> None:
    assert_ids_and_requests_are_unique(rows)


def test_every_category_has_both_splits_and_both_languages_in_halves(rows: list[dict]) -> None:
    groups = Counter((r["category"], r["lang"], r["split"]) for r in rows)
    for category in {r["category"] for r in rows}:
        for lang in ("zh", "en"):
            dev, heldout = groups[(category, lang, "dev")], groups[(category, lang, "heldout")]
            assert dev > 0 and heldout > 0 and abs(dev - heldout) <= 1, (category, lang)


def test_fast_rows_have_a_gold_and_slow_rows_none(rows: list[dict]) -> None:
    assert_fast_rows_have_a_gold_and_slow_rows_none(rows)


def test_the_golds_recompute_from_their_expressions(rows: list[dict]) -> None:
    assert [r for split in SPLITS for r in build()[split]] == rows
