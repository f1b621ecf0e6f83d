"""Checks every hand-written corpus's rows pass (data/parse/stories, data/parse/chats)."""

from __future__ import annotations


def assert_ids_and_requests_are_unique(rows: list[dict]) -> None:
    assert len({r["id"] for r in rows}) == len(rows)
    assert len({r["text"] for r in rows}) == len(rows)


def assert_fast_rows_have_a_gold_and_slow_rows_none(rows: list[dict]) -> None:
    assert {r["expect"] for r in rows} == {"fast", "slow"}
    assert all((r["gold"] is not None) == (r["expect"] == "fast") for r in rows)
    assert all((r["category"] == "slow") == (r["expect"] == "slow") for r in rows)
