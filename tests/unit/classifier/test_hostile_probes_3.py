"""Hostile probes, third round (`hostile_probes_3.jsonl`, issue 15): near-misses written against the readers
loosened for one-step stories and everyday vocabulary, in Chinese and English about half each — the speaker
against another person (我 / "I" beside Tom, 小明给了我 … 小明有几个), "we" against "I" (我们 / 咱们 / "my friend
and I"), possessives of two owners and of pets and non-kin ("Tom's puppy", "my car's tank", 小明的同桌),
containers nested the wrong way or read as a product where they are not ("3 copies of 4 albums", "we
planted … how many did I plant", 每盒12支 … 一共几盒), a rate per one thing asked of another thing
(一只蜘蛛有8条腿 … 蚂蚁), a dozen, a baker's dozen, a pair, 一打 / 一双 / 半打 / 半盒 in other measure words, 块 as
pieces or as yuan, 两 against 二 in names and clock times, 半, a stock counted at two times and summed, questions
asked backwards, distractor numbers (rooms, buses, versions, phone numbers), units that do not match, percent
of / off / points, rounding words (banker's, truncation, up, down, negative halves), dates without a year,
"between" inclusive or exclusive, 零下 temperatures moved, growth over named weeks, injection-like text around
a computation, very long inputs and typos.

Each row is `no-value` (it must go slow, or the sandbox refuses it: any number shown would be a guess) or
`value` with a `gold` computed in Python (Fraction, Decimal, datetime), never by the project's reader; a list
of golds where the unit of the answer is not said. No row says it must be fast: the promise under test is
that a fast value is never wrong.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows,
                      probe_outcomes)

PROBES = jsonl_rows("hostile_probes_3.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, ("hostile_probes.jsonl", "hostile_probes_2.jsonl"))


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
