"""Hostile probes, second round (`hostile_probes_2.jsonl`, issue 15): near-misses written against the
loosened reader (the roles of a one-step story, general vocabulary), in Chinese and English about half
each — two actors and the wrong one asked, negations and "all but", questions asked backwards ("how many
did she have before"), "each" that binds one noun or two, units that do not match inside one story
(3 km and 500 m, 5元 and 5角), rates asked inverted, percent of / off / points, stacked discounts by
the policy of docs/bench/parse.md, dates without a year or a today, "between", 比…多/少 and 是…的几倍 in
either order, 还剩 against 用了, fractions of the rest, money in and out, typos, numbers inside names,
rooms, buses and versions, fence posts and floors, prompt injection around a sum, very long inputs.

Each row is `no-value` (it must go slow, or the sandbox refuses it: any number shown would be a guess)
or `value` with a `gold` worked out by hand in Python (Fraction, datetime), never by the project's
reader; a list of golds where the unit of the answer is not said (3.5 km or 3500 m). No row says it
must be fast: the promise under test is that a fast value is never wrong.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes)

PROBES = jsonl_rows("hostile_probes_2.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, ("hostile_probes.jsonl",))


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
