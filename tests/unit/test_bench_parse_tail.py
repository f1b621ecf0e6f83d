"""`dualtrack bench parse --tail`: the slowest rows of the split one may tune on, never a held-out row, and the reader's
own functions they spend their time in."""

from __future__ import annotations

from dualtrack.bench.parse_tail import tail


def _row(text: str, split: str) -> dict[str, str]:
    return {"text": text, "split": split, "category": "word_problem", "expect": "fast"}


def test_the_tail_lists_tuned_rows_only_and_the_readers_functions() -> None:
    story = "Sam had 12 apples. He gave 5 of them to Ann and ate 2. How many apples does Sam have now?"
    items = [_row("3 + 4", "dev"), _row("12 * 7", "dev"), _row(story, "heldout"), _row(story, "tune")]
    found = tail(items, top=40, rounds=1, repeats=1)
    assert found.rows and all(item["split"] in ("dev", "tune") for _, item in found.rows)
    assert [ms for ms, _ in found.rows] == sorted((ms for ms, _ in found.rows), reverse=True)
    names = [stage.name for stage in found.stages]
    assert "parse.py:parse" in names  # the reader's entry, which every profiled read goes through
    assert all(0 <= stage.own_share <= stage.share <= 1.0 for stage in found.stages)
