"""MAWPS-style one-step × and ÷ stories of round 5 of the MAWPS work (issue 15), beside their SVAMP-style twins
that must go slow.

mawps_twins_5_muldiv.jsonl (written before the reader ran on it; golds by Python Fraction, `expr`): a trip between
two named houses asked how fast (the distance over the hours it took) or how far (the hours at a speed), "N times
… each time" (the visits times the amount each time), and "how long was X jogging" after a distance at a speed.
Twins (`kind`): the question flipped (what the story gives asked again), the time in another unit than the speed's,
a second person, another place, a trip there and back, a stop or a second trip, a distance of another leg, a speed
that is no terminating decimal, an unknown verb; another period, thing, person, verb or place asked than told, the
visits asked, one visit told, "each day", an extra change, and a visit elsewhere. `split` alternates tune / check
within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("mawps_twins_5_muldiv.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 58 and sum(r["expect"] == "slow" for r in ROWS) == 91
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 0), ("check", 0)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)
