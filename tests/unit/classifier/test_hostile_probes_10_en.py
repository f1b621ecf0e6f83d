"""Hostile probes, tenth round, English (`hostile_probes_10_en.jsonl`, issue 15): everyday requests in the
families the held-out sets ask most and earlier rounds probed least — money (change from a note, tips, a bill
split evenly or not, currency at a rate given or not), discounts (stacked, off the sale or the original price,
"$15 off" before or after a percentage, buy one get one half off), percentages (percentage points against
percent, up 20 % then down 20 %, of which base), fractions of the remainder against the whole, rounding said
loosely ("about", "roughly", a negative half), units (feet and inches, stone, miles, nautical miles, fl oz,
gallons, tons, mpg), rates (unit price, speed, per person, per night), dates (leap years, month ends, business
days, inclusive counts, nights) — and short word problems twisted: the question about another person, time or
object, a number that is a room, a bus, a year or an age, "each" on the wrong noun, what is left against what
was used, at least / at most, times as many against how many more, a comparison asked in reverse, two
questions in one, a claimed answer.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction or
datetime. Seven batches, each committed before any reader ran on it: the families above from templates (336
rows), then twists of the shapes the first batch showed fast (163), then another person, time, object or unit
asked of those shapes (107), then bases of percentages, remainders, mixed units, rates, dates, ages and years,
"at most" and heavier against lighter (118), then relative dates, currency at a rate, percentages of a part, two
questions and claimed answers, "every" on the wrong noun, hedged amounts and numbers that name things (64),
then the payer, the item, the time or the place asked otherwise of the shapes read fast (59), then another
holder, item, alternative or period asked of budgets, totals, bills, instalments and discounts (43). Two
labels were corrected after a run: "rose from 3% to 5%. By how many points?" asks percentage points, as "points"
of a rate always do (2); "10 days from next Monday" said on a Wednesday starts from the coming Monday, the one
day both week conventions name (date_frames.py reads it so; 2024-05-23).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_10_en.jsonl")
EARLIER = PROBE_FILES_BEFORE_ROUND_10


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.5)


# Wrong fast answers found and not fixed by the deadline: each listed with why, never deleted.


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # "for me" after a word for someone's amount says whose it is: not a trailing politeness (parse.py)
    ("My bill is $32.75 and my wife pays with a $50 note. Change for me?", None),
    ("My bill is $32.75 and I pay with a $50 note. Change for me?", "17.25"),
    ("calculate 12*24 for me", "288"),
    # a question asked again after "and" is two questions (mismatches.py)
    ("Tom had 24 cookies and ate 7. How many are left and how many did he eat?", None),
    ("Tom had 24 cookies and ate 7. How many did he eat and how many are left?", None),
    ("Tom had 24 cookies and ate 7. How many are left?", "17"),
    # a negative half rounded in English: half up (-2) or away from zero (-3)? (mismatches.py)
    ("Round -2.5 to a whole number", None),
    ("Round -2.45 to one decimal place", None),
    ("Round -2.6 to the nearest whole number", "-3"),
    ("Round 2.5 to a whole number", "3"),
    ("-2.5四舍五入到整数", "-3"),
    # "in one box" where the clause counts the boxes: one of them, not each (rates.py)
    ("There are 3 boxes with 12 eggs in one box. How many eggs are there?", None),
    ("There are 3 boxes with 12 eggs in each box. How many eggs are there?", "36"),
    ("There are 12 eggs in one box. How many eggs are in 3 boxes?", "36"),
    ("A car goes 60 km in one hour. How far does it go in 3 hours?", "180"),
    # the change asked of another than the one who paid (bills.py)
    ("My friend paid with a $50 note for a $32.75 bill. How much change do I get?", None),
    ("I paid with a $50 note for a $32.75 bill. How much change does she get?", None),
    ("I paid with a $50 note for a $32.75 bill. How much change do I get?", "17.25"),
    ("My friend paid with a $50 note for a $32.75 bill. How much change does he get?", "17.25"),
    # a share per night with no nights told (bills.py); a bill split by what each ordered (bills.py,
    # equal_shares.py); shared among couples, asked per person (equal_shares.py)
    ("A $360 cabin is shared by 8 people. What is the cost per person per night?", None),
    ("A $360 cabin is shared by 8 people. What is the cost per person?", "45"),
    ("We split a $96 dinner bill among 4 people by what they ordered. How much does each pay?", None),
    ("We split a $96 dinner bill evenly among 4 couples. How much does each person pay?", None),
    ("We split a $96 dinner bill evenly among 4 people. How much does each person pay?", "24"),
    ("We split a $96 dinner bill evenly among 4 people. How much does each pay?", "24"),
    # the third batch: another bill asked ("next time", bills.py); days of a kind counted (dates.py); basis
    # points, or another year's change, asked of two percentages (growth.py)
    ("We split a $96 dinner bill evenly among 4 people. How much does each pay next time?", None),
    ("How many school days from 2024-09-02 to 2024-12-20?", None),
    ("How many days from 2024-09-02 to 2024-12-20?", "109"),
    ("The interest rate rose from 3% to 5%. By how many basis points did it rise?", None),
    ("The interest rate rose from 3% to 5% last year. By how many percentage points will it rise this year?", None),
    ("The interest rate rose from 3% to 5%. By how many percentage points did it rise?", "2"),
    ("支持率从45%升到52%，上升了几个百分点", "7"),
    # the fourth batch: a payment said with an alternative (bills.py); the original price of another item than
    # the one discounted (mismatched_purchases.py)
    ("My bill is $32.75 and I pay with a $50 note or a card. Change?", None),
    ("My bill is $32.75 and I pay with a $50 note. Change?", "17.25"),
    ("A coat is $90 after 25% off. What was the original price of the hat?", None),
    ("A coat is $90 after 25% off. What was the original price of the coat?", "120"),
    ("A coat is $90 after 25% off. What was the original price?", "120"),
    # the sixth batch: the change asked of me when she paid, or of one the story never names (bills.py); a share
    # per something the story does not divide (bills.py); a second item, or another item taken off (mismatched_purchases.py)
    ("My bill is $32.75 and she pays with a $50 note. How much change do I get?", None),
    ("My bill is $32.75 and I pay with a $50 note. How much change does the cashier keep?", None),
    ("Her bill is $32.75 and she pays with a $50 note. How much change does she get?", "17.25"),
    ("Ann paid with a $50 note for a $32.75 bill. How much change does Ann get?", "17.25"),
    ("My bill is $37.60 and I pay with a $50 note. How much change will I get?", "12.4"),
    ("Dinner for four came to $186. Split evenly, how much each per course?", None),
    ("Dinner for four came to $186. Split evenly, how much per person?", "46.5"),
    ("A shirt is $40 and 20% off. What does the second shirt cost?", None),
    ("A shirt is $40 and 20% off. How much is taken off the jacket?", None),
    ("A shirt is $40 and 20% off. How much is taken off the shirt?", "8"),
    ("A shirt is $40 and 20% off. What do I pay?", "32"),
    # the seventh batch: what is left of another's budget (nothing_left.py); one item asked by its place
    # (mismatches.py)
    ("I have a $200 budget and spent $64.30 and $89.95. How much is left of her budget?", None),
    ("I have a $200 budget and spent $64.30 and $89.95. How much is left of my budget?", "45.75"),
    ("3 coffees at $4.75 each. What does the second coffee cost?", None),
    ("3 coffees at $4.75 each. What do they cost?", "14.25"),
    ("A car goes 20 metres per second. How far in 10 seconds?", "200"),
])
def test_the_rules_round_ten_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
