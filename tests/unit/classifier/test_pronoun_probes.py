"""Pronoun probes (`pronoun_probes.jsonl`, issue 15): a he/she/他/她 that cannot be the one person named (by the
name's gender), one that can; two people of different genders and a pronoun that picks one; names of either
gender (Sam, Alex, Jordan, 小华, 小林) where a gender would be needed; they/it/他们/它; a rate told of a vehicle or
tool against a doing asked that does not use it (walked, biked, swam against a car's miles per gallon, 步行 against
汽车每升油行12千米) and the twins that do (drove, went, 开车).

Rows as in the hostile rounds: `no-value` (must go slow) or `value` with a `gold`.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows, \
    probe_outcomes

PROBES = jsonl_rows("pronoun_probes.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    earlier = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
               "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl")
    assert_probes_are_new_and_both_languages_probed(PROBES, earlier)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_pronoun_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
