"""A fourth blind set of everyday requests, English only (everyday_en_blind_4.jsonl, issue 15): chat-style requests
("quick q", "can you work out", context first, numbers with commas or in words, $ € and "bucks") across money,
discounts, rates, fractions, percent, units, primes and two-step compositions, and 97 that must go slow (a number
missing, two readings, a fact needed, an ambiguous unit, someone else asked about, an extra number, numbers that are
no computation). Written and committed in three batches before any reader ran on it.

The misses of both halves were read while teaching the reader (the `split` field alternates within each category and
expectation, as in the earlier blind sets), so the check half is no clean held-out measure here; the corpora's
held-out splits are. No fast answer may be wrong on either half. Then the mechanisms taught from the misses, each
with the phrasings it must leave slow.
"""

from __future__ import annotations

import pytest

from .golds import gold_of
from .reading import assert_half_right_and_reaching, jsonl_rows, value_of

ROWS = jsonl_rows("everyday_en_blind_4.jsonl")


def test_the_file_is_an_english_blind_set_with_its_golds() -> None:
    from dualtrack.bench.parse import equal

    assert len(ROWS) >= 320 and sum(r["expect"] == "slow" for r in ROWS) >= 100
    assert {r["lang"] for r in ROWS} == {"en"} and {r["split"] for r in ROWS} == {"tune", "check"}
    assert len({r["text"] for r in ROWS}) == len(ROWS)
    for r in ROWS:
        if r["expect"] == "slow":
            assert r["gold"] is None and r["gold_expr"] is None, r["text"]
        else:
            assert equal(gold_of(r["gold_expr"]), r["gold"]) or gold_of(r["gold_expr"]) == r["gold"], r["text"]


@pytest.mark.parametrize(("split", "floor"), [("tune", 89), ("check", 81)])
def test_no_request_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a gallon said to be US or imperial has one standard
        ("10 US gallons to liters", "37.85411784"),
        ("3 liters to US gallons, 2 decimals", "0.79"),
        ("5 imperial gallons in liters", "22.73045"),
        # simple interest: the rate's own period after it, the total amount asked, a deposit set out with "if"
        ("simple interest on $5,000 at 4% per year for 3 years", "600"),
        ("simple interest on $5,000 at 4% a year for 3 years", "600"),
        ("$1,200 at 5% simple interest for 2 years, what's the total amount", "1320"),
        ("$500 at 4% simple interest for 3 years, total amount back", "560"),
        ("if i put $2,000 in at 3% simple interest for 5 years how much interest do i earn", "300"),
        ("if i invest $2,000 at 3% simple interest for 5 years, how much interest", "300"),
        # a percentage share rounded as asked, after it or before it
        ("what percent of 250 is 40, to one decimal", "16"),
        ("7 is what percent of 30, to 2 decimals", "23.33"),
        ("7 is what percent of 30? round to 2 decimals", "23.33"),
        ("to 2 decimals, 7 is what percent of 30", "23.33"),
        # a fall asked as the rise is: "by what percent did it fall from A to B"
        ("by what percent did it fall from 400 to 340", "15"),
        ("by what percent did prices drop from 400 to 340", "15"),
        # growing and shrinking verbs say the way of a change by a percentage
        ("a town of 8,000 grows by 5%, new population?", "8400"),
        ("a town of 8,000 grew 5%. what's the population now?", "8400"),
        ("a town of 8,000 shrinks by 5%, new population?", "7600"),
        # the sharing said first, ending with its sharers: each one's share
        ("split a $156 dinner bill between 4 people", "39"),
        ("split $156 between 4 people", "39"),
        ("share a $156 bill between 4 people", "39"),
        ("split a $156 bill and a $20 tip between 4 friends", "44"),
        # the original price asked without the word "price"
        ("sale price is $51 after 15% off, what was the original", "60"),
        ("$51 after 15% off, what's the original", "60"),
        # a pound converted against a unit of mass is the weight (pounds of money in kilograms mean nothing)
        ("convert 5 kg to pounds, round to 2 decimals", "11.02"),
        ("convert 1,000 g to pounds to 2 decimals", "2.2"),
        ("convert 5 pounds to kg", "2.26796185"),
        ("convert 2 pounds to grams", "907.18474"),
        # an "each" said after a price is that price's, not the next amount's
        ("2 pizzas at $14.99 each and a $3 salad, total?", "32.98"),
        ("a dozen donuts at $1.25 each and a $3 coffee, what's the total", "18"),
        ("2 pizzas at $14.99 each plus a $3 delivery fee, total?", "32.98"),
        ("3 tickets at $25 each plus a $10 parking fee, total?", "85"),
        # a period asked "for a year" is asked per year, as "in a year" is
        ("rent is $1,350 a month, how much for a year", "16200"),
        ("I make $5,000 a month. How much for a year?", "60000"),
        ("I save $300 a month, how much do i save in a year", "3600"),
        # "degrees C" and "degrees celsius" are scales beside a bare F or C
        ("25 degrees C to F", "77"),
        ("25 degrees celsius to F", "77"),
    ],
)
def test_the_mechanisms_taught_from_the_misses(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "5 feet in kilograms",  # two kinds: no conversion
        "20 minutes in grams",
        "how many liters in 5 gallons",  # which gallon?
        "10 gallons to liters",
        "5 US gallons in kg",  # a volume in a mass
        "simple interest on $5,000 at 4% per year for 3 years, how much per year",  # one year's asked
        "simple interest on $5,000 at 4% per month for 3 years",  # a monthly rate
        "$1,200 at 5% simple interest for 2 years, what's the total amount of interest",  # not clear: say slow
        "$1,200 at 5% simple interest for 2 years, what's the total",
        "$1,200 at 5% compound interest for 2 years, what's the total amount",  # compounding: how often?
        "$1,200 at 5% simple interest for 2 years, what's the total amount if i add $100",  # another number
        "if i withdraw early, simple interest on $5,000 at 4% for 3 years",  # a condition
        "if i put $2,000 in at 3% simple interest for 5 years how much interest does my brother earn",  # someone else
        "simple interest on $5,000 at 4% for 3 years, how much interest does my brother earn",
        "if i put $2,000 in at 3% simple interest for 5 years how much interest do i earn in the first year",
        "7 is what percent of 30, to the nearest 10",  # a rounding to tens: not decimal places
        "what fraction of 30 is 7, to 2 decimals",  # a fraction asked, then decimals?
        "what percent of 30 is 7, to 2 significant figures",
        "by what percent did it fall from 300 to 340",  # it rose
        "it fell from 400 to 340, by what percent",  # the question after: not this form (test_quantity_families)
        "by what percent did it fall from 400% to 340%",  # percent or points?
        "a town of 8,000 grows by 5% a year, population after 3 years?",  # compounding over periods
        "a town of 8,000 grows by 5%, how much did it grow",  # the change, not the amount after
        "a town of 8,000 grows by 5% and another town by 3%, new population?",
        "a town of 8,000 grows by 5% each year, new population?",
        "split a $156 bill between 4 people, how much did i pay",  # am I one of the 4?
        "split a $156 bill between 4 people, what do i pay",
        "split a $156 bill between 4 people unevenly",
        "split a $156 bill between 4 people and me",
        "split a $156 bill between 4 people and my dog",
        "split a $156 bill plus tip between 4 people",  # the tip not given
        "split $156 and 3 pizzas between 4 people",
        "sale price is $51 after 15% off, what was the original discount",
        "sale price is $51 after 15% off, what was the original tax",
        "how many pounds does 1 kg of beef cost",  # money: a price
        "convert 5 kg to pounds sterling",
        "£5 in kg",
        "convert 5 pounds to dollars",
        "convert 5 kg to pounds and ounces",
        "how many pounds is 23 kg and 4 kg",
        "how many pounds is 23 kg",  # without "convert" the project asks which pound (hostile_probes.jsonl)
        "I weigh 68 kg. How many pounds?",
        "I paid 3 pounds for 2 kg, how many pounds per kg",
        "25 degrees C to F to K",
        "2 pizzas at $14.99 each and a $3 salad each, total?",  # a salad each: for how many?
        "2 pizzas at $14.99 each and 3 salads, total?",  # the salads' price not given
        "2 pizzas at $14.99 each and a $3 salad, how much each",
        "3 tickets at $25 each plus parking, total?",  # a charge added without its amount (was 75 on main)
        "3 tickets at $25 each plus shipping, total?",
        "3 tickets at $25 each plus parking",
        "500 went up by 10% in a row. What is it now?",  # how many times? ("in a row" lexes without its "a")
        "500 grew by 10% in a row. What is it now?",
        "rent is $1,350 a month, how much do i save in a year",  # a saving the story does not tell (was 16200)
        "rent is $1,350 a month, how much do i save for a year",
        "I earn $5,000 a month. How much do I spend in a year?",
        "rent is $1,350 a month, how much for a year and a half",
        "rent is $1,350 a month, how much for a year if it goes up 5%",
        "rent is $1,350 a month, how much for a ticket",
    ],
)
def test_the_same_words_with_a_reading_that_does_not_fit_stay_slow(text: str) -> None:
    assert value_of(text) is None, text
