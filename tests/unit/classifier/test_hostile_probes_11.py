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

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction. Two
batches, each committed before any reader ran on it: the variations above (442 rows), then twists of the shapes the
first batch showed fast (291). One label was corrected after a run to the project's convention (money earned is
what one has to spend, as in "I earned $50 and spent $25 … left": 25): "Joe earned $45 on Monday and spent $18 on
Tuesday. How much money does Joe have now?" is 27.
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
    # kinds counted each at its own place, one place asked (kinds_en.py)
    ("There are 542 girls in the school and 387 boys in the other school. How many pupils are in the school?", None),
    ("There are 542 girls in the school and 387 boys in the school. How many pupils are in the school?", "929"),
    ("There are 542 girls and 387 boys in the school. How many pupils are in the school?", "929"),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were there in all?", "95"),
    # a doing told in the past asked with "will", or told with "will" asked with "did" (opposite_doings.py)
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts will Tom buy?", None),
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts did Tom buy?", "8"),
    ("Tom buys 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts will Tom buy?", "8"),
    ("Nadia will buy 6 packs. Each pack has 12 markers. How many markers did Nadia buy?", None),
    ("Nadia will buy 6 packs. Each pack has 12 markers. How many markers will Nadia buy?", "72"),
    # things bought asked as found; what was earned of things sold at no price (opposite_doings.py)
    ("Nadia bought 6 packs. Each pack has 12 markers. How many markers did Nadia find?", None),
    ("Nadia found 6 packs. Each pack has 12 markers. How many markers did Nadia find?", "72"),
    ("Nadia sold 6 packs. Each pack has 12 markers. How many markers did Nadia earn?", None),
    ("Nadia sold 6 packs. Each pack has 12 markers. How many markers did Nadia sell?", "72"),
    ("Nadia sold 6 packs for $3 each. How much did Nadia earn?", "18"),
    # the count asked by its measure word, not the price (prices.py)
    ("每支铅笔3元，8支铅笔一共多少支？", None),
    ("每支铅笔3元，8支铅笔一共多少元？", "24"),
    ("每支铅笔3元，买8支一共几块钱？", "24"),
    ("每支铅笔3元，24元可以买几支？", "8"),
    # an ingredient named before its amount, another asked (recipes.py)
    ("这个菜谱4人份用面粉300克，6人份用多少克糖？", None),
    ("这个菜谱4人份用面粉300克，6人份用多少克面粉？", "450"),
    ("菜谱上写4人份用300克面粉，6人份用多少克面粉？", "450"),
])
def test_the_rules_round_eleven_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
