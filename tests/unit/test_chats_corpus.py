"""data/parse/chats: the bench loads it, ids and requests are unique, every (category, language) group in
the files is split in halves, and the files are what the golds' expressions give (each checked against its
hand-worked gold). The English counts are fixed here; the Chinese ones are whatever its module holds."""

from __future__ import annotations

from collections import Counter

import pytest

from dualtrack.bench.parse import CORPORA, SPLITS, load
from dualtrack.bench.parse_corpus.chats import CHATS
from dualtrack.bench.parse_corpus.written import build

KEYS = {"id", "text", "lang", "category", "expect", "gold", "source", "split"}
CATEGORIES = {"money", "shopping", "rates", "discount", "percent", "fractions", "units", "growth", "time",
              "splitting", "cooking", "homework"}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return load(SPLITS, CORPORA["chats"])


def test_the_bench_loads_both_splits_with_the_corpus_fields(rows: list[dict]) -> None:
    assert {r["split"] for r in rows} == set(SPLITS)
    assert all(set(r) == KEYS and r["source"] == "chats" and r["id"].startswith("ch") for r in rows)


def test_ids_and_requests_are_unique(rows: list[dict]) -> None:
    assert len({r["id"] for r in rows}) == len(rows)
    assert len({r["text"] for r in rows}) == len(rows)


def test_the_english_half_has_sixteen_fast_rows_per_category_and_48_slow(rows: list[dict]) -> None:
    english = Counter(r["category"] for r in rows if r["lang"] == "en")
    assert english == {**{category: 16 for category in CATEGORIES}, "slow": 48}


def test_every_category_and_language_present_is_split_in_halves(rows: list[dict]) -> None:
    groups = Counter((r["category"], r["lang"], r["split"]) for r in rows)
    for category, lang in {(r["category"], r["lang"]) for r in rows}:
        dev, heldout = groups[(category, lang, "dev")], groups[(category, lang, "heldout")]
        assert dev > 0 and heldout > 0 and abs(dev - heldout) <= 1, (category, lang)


def test_fast_rows_have_a_gold_and_slow_rows_none(rows: list[dict]) -> None:
    assert {r["expect"] for r in rows} == {"fast", "slow"}
    assert all((r["gold"] is not None) == (r["expect"] == "fast") for r in rows)
    assert all((r["category"] == "slow") == (r["expect"] == "slow") for r in rows)
    assert {r["category"] for r in rows} - {"slow"} <= CATEGORIES


def test_the_golds_recompute_from_their_expressions(rows: list[dict]) -> None:
    assert [r for split in SPLITS for r in build(CHATS)[split]] == rows
