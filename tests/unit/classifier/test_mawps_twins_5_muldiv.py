"""MAWPS-style one-step × and ÷ stories of round 5 of the MAWPS work (issue 15), beside their SVAMP-style twins
that must go slow.

mawps_twins_5_muldiv.jsonl (written in five batches, each before the reader ran on it; golds by Python Fraction,
`expr`): a trip between two named houses asked how fast (the distance over the hours it took) or how far (the hours
at a speed), "N times … each time" (the visits times the amount each time), "how long was X jogging" after a
distance at a speed, spending asked of a buying, "in all" after "on each leaf", a title before a name ("Mrs. Hilt
has 50 cents"), named people who split an amount equally, games a month over a season, a payer named only in the
question ("how much must Kyoko pay for 3 balls"), "with the money she has", "the whole jar" (not read: "each
serving is 3 cups" reads as a price), a car's miles per gallon driven by its owner, and "At that rate,". Twins (`kind`): the question flipped (what the story gives asked
again, earning asked of a buying, spending of a selling), the time in another unit than the speed's, a second
person, another place, a trip there and back, a stop or a second trip, another leg, a speed or share that is no
terminating decimal or whole count, an unknown verb; another period, thing, person, verb, place or sport asked
than told, one visit told, "each day", an extra change or clause, a split not said equal, someone who joins, a
price said for another person, a coupon, a part of the container, another doer or stuff for the fuel, and another
rate. `split` alternates tune / check within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_5_muldiv.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 58 and sum(r["expect"] == "slow" for r in ROWS) == 91
    assert_golds_are_their_expressions(ROWS)


# main's reader answered 3 tune and 3 check stories right and 1 tune twin wrongly ("Nora bought 8 notebooks. Each
# notebook cost $3. How much did Nora earn?" 24); this round 24 and 25, none wrongly
@pytest.mark.parametrize(("split", "floor"), [("tune", 24), ("check", 25)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
