"""Hostile probes, thirteenth round (`hostile_probes_13.jsonl`, issue 15): the + and − MAWPS readers of round 5
attacked with SVAMP's variation types and near misses — a setting sentence that changes the quantity or names the
asked thing, or is about another person (settings_en.py); run-ons whose second amount is "more", "fewer", "of them",
another thing or another time (run_ons_en.py); "31 red and 15 green balloons" asked of one sort, of all, of a sort
not told, with "1 red" or "3 dozen" (sorts_said_once_en.py); a part beside its whole later thrown away, fixed, asked,
or of another holder (parts_beside_en.py); pounds weighed against pounds had or spent, kilograms, another person or
time (weights_en.py); the rest with three colours or told loosely (rest_of.py); a goal already passed, of another
thing or person, after a loss (asked_after.py, roles.py); "but" joining a contrast, a wish or a loss not made
(role_words.py); another doer's other thing, "flew up to" another place, "produce" and "fly" asked of another time or
doer (roles.py).

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction. One batch
of 432 rows, committed before any reader ran on it. Three labels were corrected after a run to round 11's convention
(the rest asked "will be" of a whole nothing changes is the rest now): "Brad had 20 balls. 6 were blue and the rest
were green. How many green balls will Brad have?" is 14 (and its two twins).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_13.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "mawps_twins_5.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


# Wrong fast answers found and not fixed by the deadline: each listed with why, never deleted.
UNFIXED = {
    # gender-guesser calls Omar "male" in its world list but "andy" in the US and British ones, so pronouns.py counts
    # him unsure and takes "She" for him; a policy of pronouns.py (every reader's), not of the setting reader
    "Omar went to a pet shop. She bought 20 pens and 8 more pens. How many pens did Omar buy?",
}


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    if PROBES[i]["text"] in UNFIXED:
        pytest.xfail("a pronoun of a name whose gender the name list calls unsure (pronouns.py)")
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # "were cracked" after a whole is a state the things keep, as "were torn" (a part beside, parts_beside_en.py),
    # not a loss; alone it may be either; "9 cracked" stays a loss (roles_en.py)
    ("Lars had 84 plates, and 9 were cracked. Lars sold 20 plates. How many plates does Lars have left?", "64"),
    ("Lars had 84 plates, and 9 were cracked. Sara bought 20 of Lars's plates. How many plates does Lars have now?",
     "64"),
    ("Lars had 84 plates, and 9 were cracked. How many cracked plates does Lars have now?", None),
    ("Lars had 84 eggs. 9 eggs were cracked. How many eggs does Lars have left?", None),
    ("Lars had 84 eggs, and 9 cracked. Lars sold 20 eggs. How many eggs does Lars have left?", "55"),
    ("A farmer had 40 sheep. 17 sheep were sold. How many sheep does the farmer have now?", "23"),
])
def test_the_rules_round_thirteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
