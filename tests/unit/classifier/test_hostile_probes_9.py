"""Hostile probes, ninth round (`hostile_probes_9.jsonl`, issue 15): SVAMP flips of the MAWPS word-problem
families the English roles reader learned in round 4 ("44 more walnut trees", a level asked "then" or "when the
workers are finished", "what is the total number of …", birds that land on the roof or fly away, a start told as
a group doing something there, two periods asked "in all", taken without "from", "originally", "read 5 books,
each 24 pages", "the rest are green", animals eating the holder's things, kinds counted under one name, all of
one person's things given to another, "$12.5 an hour cleaning houses", "overall"). Each family is asked the
other quantity (the start, the change, the other person), given a distractor of the same noun or person, told
out of order ("before that"), changed at another place or of another thing ("land on the fence"), asked "how
many more", with a second person doing the same verb, kinds not all of the name asked, "each" said of the
giver or the receiver, tenses mixed (will, had, would have), negation ("did not eat"), a rate's unit changed,
and a pronoun that could be either of two people; about a seventh are the same stories in Chinese.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction from
templates (generated, not typed), committed before any reader ran on them. A distractor whose answer is still
told ("12 more geese came to join them. How many ducks …") is a `value` row: going slow is allowed, a wrong
fast value is not.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share, jsonl_rows, probe_outcomes

PROBES = jsonl_rows("hostile_probes_9.jsonl")
EARLIER = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
           "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl", "hostile_probes_7_en.jsonl",
           "hostile_probes_7_zh.jsonl", "hostile_probes_8.jsonl", "pronoun_probes.jsonl", "mawps_twins_4.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, 0.45)
    assert sum(p["lang"] == "zh" for p in PROBES) >= 0.1 * len(PROBES)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
