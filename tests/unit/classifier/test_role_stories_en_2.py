"""English one-step stories about the speaker and counted things (reader/roles_en.py, issue 15).

role_stories_en_2.jsonl: 80 stories told by the speaker ("I", "we", "my"), with possessives ("Tom's
box") and counts with a measure before their noun ("3 bags of 12 apples", "a dozen eggs", "5 pairs
of socks"), each gold from an independent Fraction expression (`expr`); and 40 that must go slow
(`kind`: two_ops, distractor, different_nouns, reversed, rate_inverted, each, speaker_other,
two_times, hedge, missing_fact). Its `split` (tune / check, alternate rows of each expectation) was
fixed before the reader ran on it; the check half is measured only by the counts here.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from dualtrack.bench.parse import run

from .test_blind_stories import _shown

ROWS = [json.loads(line) for line in Path(__file__).with_name("role_stories_en_2.jsonl").read_text(encoding="utf-8")
        .splitlines() if line.strip()]


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 84 and sum(r["expect"] == "slow" for r in ROWS) == 36
    for row in ROWS:
        if row["expect"] == "fast":
            assert row["gold"] == _shown(eval(row["expr"], {"Fraction": Fraction})), row["id"]  # noqa: S307


def _counts(split: str) -> dict[str, int]:
    counts = {"fast_right": 0, "fast_wrong": 0, "slow": 0}
    for outcome in run([row for row in ROWS if row["split"] == split]):
        key = "slow" if outcome.path != "fast" else "fast_right" if outcome.exact else "fast_wrong"
        counts[key] += 1
    return counts


@pytest.mark.parametrize(("split", "floor"), [("tune", 0), ("check", 0)])
def test_no_speaker_story_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    counts = _counts(split)
    assert counts["fast_wrong"] == 0, counts
    assert counts["fast_right"] >= floor, counts
