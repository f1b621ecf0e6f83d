"""Hostile probes, eleventh round (`hostile_probes_11.jsonl`, issue 15): SVAMP's own variation types applied to
the one-step MAWPS stories the last MAWPS round opened (arrivals, animals eating, kinds counted by their name, all
given to the other, the rest of a whole, opposite doings, the level asked "then" or "when finished") — the
question about another person, object or time; a distractor of the same noun or another; the sentences in
another order; the question flipped (the start, the part, the difference the other way); "more"/"fewer"
inverted; "each" on another noun; a change told without a number ("half of them flew away", "gave all of them
away", "doubled"); two people of one gender behind a pronoun; past against future ("will have", "had before").
About a quarter are Chinese one-step stories (还剩, 一共, 比…多, 每…), and a sixth everyday requests in families
earlier rounds did not probe (sleep between clock times, a score out of a total, downloads, battery drain,
tiles, overtime, a train late, a recipe scaled, fuel per 100 km).

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction; committed
before any reader ran on them.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value,
                      assert_probes_are_new_with_a_slow_share, jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_11.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_nearly_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    ("There are 12 ducks in the pond. 7 more ducks came to join them. How many ducks are in the pond now?", "19"),
])
def test_the_rules_round_eleven_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
