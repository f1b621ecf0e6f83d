"""Blind English one-step stories of session 21 (`blind_21_en.jsonl`, issue 15): the blind half of the twins of the
families read this round — money flows (earned, withdrew, saved in two months, spent on lunch, deposited twice) and
conversions inside a story (a count in dozens asked by its noun, cents asked in dollars, minutes of a doing asked in
hours, feet asked in inches, laps of so many meters asked in kilometers) — beside near misses that must go slow
(another person's account, a fee, "how much more does he need", money got back, a negation, a hypothetical, an
extra number, another actor, a ton, a gallon, an amount in two units, coins asked, time still to come).

Rows: `id`, `text`, `lang`, `expect` (fast | slow), `expr` (fast: the gold's Python Fraction expression), `gold`,
`split` (blind), `kind`; written with the tune half (story_shapes_en.jsonl ssh_287–312) and committed with it before
the reader ran on either, and never run before the branch's reader was done.

The one blind run (2026-12-06 10:36 UTC, branch h/en21 at eab8b463, before any fix): of the 10 fast rows 6 answered
right, 4 slow (b21_002 "… How much money is in her savings account now?": the bill reader reads it first and reads
no place, so the guard of money asked in another unit sends it slow; b21_005 "deposited $75 into his account. Then
he deposited $40 more"; b21_007 "has saved 1200 cents. How many dollars": cents are no unit of the conversion;
b21_008 "practiced piano for 90 minutes": the question leaves out "piano for"); of the 14 near misses all 14 slow;
0 wrong fast answers, so nothing was fixed after it. Main (44a81b69) on the same rows: 2 right, 0 wrong, 22 slow.
"""

from __future__ import annotations

import pytest

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows, value_of

ROWS = jsonl_rows("blind_21_en.jsonl")
RUN = {"fast_right": 6, "fast_wrong": 0, "slow": 18}  # the one blind run, before any fix


def test_the_blind_half_is_what_its_expressions_give_and_mostly_slow() -> None:
    assert_blind_half_shape(ROWS, size=24, slow=14, lang="en")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])


# Wrong fast answers of main found while probing this round's loosenings, each fixed by rule (None: now slow), beside
# twins that stay read; the module that sends each slow in brackets.
FOUND_ON_MAIN = [
    # a gain of some of the ones told, by their holder, is no gain: they are counted already (roles.py)
    ("Tom had 30 apples. He picked 12 of them. How many apples does Tom have?", None),
    ("The clown had 30 balloons. He found 12 of them. How many balloons does the clown have?", None),
    ("Tom had 30 cards. He bought 12 of them. How many cards does Tom have?", None),
    ("Tom had 30 cards. He bought 12 of the cards. How many cards does Tom have?", None),
    ("Tom had 30 cards. He bought 12 more cards. How many cards does Tom have?", "42"),
    ("Tom had 30 cards. He lost 12 of them. How many cards does Tom have?", "18"),
    # what is kept after a discount is the saving, not the price paid (percent_change.py, discounts.py)
    ("A $240 bike is 15% off. How much do I keep?", None),
    ("A $240 bike is 15% off. How much do I keep in total?", None),
    ("A $240 bike is 15% off. How much do I pay?", "204"),
    ("A $240 bike is 15% off. How much do I save?", "36"),
    # an area asked in another unit of length than the side's is a second unit (squares.py)
    ("A square has sides of 3 meters. How many centimeters is its area?", None),
    ("A cube has edges of 2 centimeters. How many millimeters is its volume?", None),
    ("A square has sides of 3 meters. What is its area?", "9"),
    ("A square has sides of 3 meters. How many square meters is its area?", "9"),
    # a goal of the story asked in the past, as done (roles.py)
    ("Each lap is 400 meters. Ella wants to run 3 laps. How many meters did Ella run?", None),
    ("Each lap is 400 meters. Ella wants to run 3 laps. How many kilometers did Ella run?", None),
    ("Each lap is 400 meters. Ella ran 3 laps. How many meters did Ella run?", "1200"),
    ("Tom wants to read 300 pages. He has read 120. How many more pages does he need to read?", "180"),
]



# Readings this branch added that probing found wrong before they were kept, each refused by rule (restated_en.py,
# conversion.py, asked_guards.py), beside twins that stay read.
FOUND_ON_THE_BRANCH = [
    ("Sam worked 3 days. How many hours did Sam work?", None),  # days of work or of the calendar
    ("Sam slept 8 hours a night for a week. How many minutes did Sam sleep?", None),  # a rate after the amount
    ("Sam ran 3 kilometers. How many meters does Sam run?", None),  # told in the past, asked in the present
    ("Marco will spend 150 minutes on his homework. How many hours did Marco spend on his homework?", None),
    ("A $240 bike is 15% off. How much do I keep in all?", None),  # "in all" names no unit; keeping, no price
    ("A garden is 4 meters long and 5 meters wide. How many centimeters is its area?", None),  # a step squared
    # two hostile probes of earlier rounds the first units_asked_en.py answered: a rate only, nothing pointed back at
    ("I walk 2 hours a day for 5 days. How many minutes is that?", None),
    ("A cake recipe uses 250 g of butter and we're making double the recipe. How many kg of butter?", None),
    ("Each lap is 400 meters. Ella ran 3 laps. How many kilometers did Ella run?", "1.2"),
    ("A board is 6 feet long. How many inches long are the boards?", None),  # only verbs meet by their base form
    ("A board is 6 feet long. How many inches long is the board?", "72"),
    ("Sam ran 3 kilometers in the park. How many meters did Sam run?", "3000"),
    ("Marco spent 150 minutes on his homework. How many hours did he spend on his homework?", "2.5"),
]


@pytest.mark.parametrize(("text", "value"), FOUND_ON_MAIN + FOUND_ON_THE_BRANCH)
def test_what_round_twenty_one_found_stays_fixed(text: str, value: str | None) -> None:
    assert value_of(text) == value, text
