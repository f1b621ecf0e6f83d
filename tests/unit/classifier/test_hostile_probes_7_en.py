"""Hostile probes, seventh round, English (`hostile_probes_7_en.jsonl`, issue 15): SVAMP-style flips of the
families the session's three loosenings read — two operations said in words (precedence as written or as a
person means it, percent of which base), a discount and a tax in either order, an average then a rounding,
the question before its context, amounts in two units (units that do not add, no unit asked), money split N
ways with the payer among them or not, percent forms and repeated changes; dates moved by imperatives (a
direction not said, "push back", business days, a month at a month's end, no year, 'ago' against 'from now'),
strings with quotes inside quotes or an unclear target, number words inside quotes and in names ("Seven
Eleven"), primes asked otherwise; a he/she that could be either of two people, names that are words (Will,
May, Rose, Bill).

A second batch (99 rows) and a third (88 rows) were written after the first fixes, again each before any reader
ran on it.

Rows as in round 6: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction or
datetime, written before any reader ran on them. The Chinese half of the round is `hostile_probes_7_zh.jsonl`.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      value_of)

PROBES = jsonl_rows("hostile_probes_7_en.jsonl")
EARLIER = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
           "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_nearly_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.4)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # an operation after a verb's last number reads two ways, as "the sum of 3 and 4 times 2" (operation_words.py)
    ("add 10 and 5 times 2", None),
    ("add 10 to 5 times 2", None),
    ("add 10 and 5 squared", None),
    ("subtract 4 from 10 times 2", None),
    ("take 5 away from 20 divided by 5", None),
    ("What's 20 as a percent of 80 plus 20?", None),  # frames.share, found by hand
    ("What's 20 as a percent of (80 + 20)?", "20"),
    ("What's 1/4 as a percent of 1/2?", "50"),
    ("what is 8 times the sum of 5 and 6 plus 1", None),  # an open word list inside a product (values.py)
    ("what is 8 times the sum of 5 and 6", "88"),
    ("what is 8 times the sum of 5 and 6, plus 1", "89"),
    ("add 10 and 1/2", "10.5"),
    ("subtract 1/2 from 3", "2.5"),
    ("subtract 4 times 2 from 10", "2"),
    ("subtract 4 from 10, then double it", "12"),
    ("add 10 times 2 and 5", "25"),
    ("add 45 and 55, then divide by 4", "25"),
    # an amount named as left is what is left, not an amount had (bills.py)
    ("How much did I start with? I spent $18 and have $32 left.", None),
    ("I spent $18 and have $32 left. How much is left?", None),
    ("I have $50 and spent $18. How much is left?", "32"),
    ("I had $50 and spent $18. How much do I have left?", "32"),
    ("I had 50 apples and 18 are left. How many are left?", None),  # roles.py, found by hand
    ("I had 50 apples and ate 18. How many are left?", "32"),
    ("Tom has 24 marbles. He loses 7. How many are left?", "17"),
    # a word quoted with an apostrophe inside is not the bare word with its quotes (parse.py)
    ("Reverse the word 'don't'", None),
    ("Reverse the word don't", "t'nod"),
    ("Reverse the word kitten.", "nettik"),
    # a number without its unit added to an amount with one, converted: 450 of what? (unit_frames.py, value_units.py)
    ("3 km plus 450, in metres", None),
    ("450 m plus 3 in km", None),
    ("2 hours plus 30, in minutes", None),
    ("3 km plus 450 m in metres", "3450"),
    ("2 hours plus 30 minutes, in minutes", "150"),
    ("3 km plus 2 times 450 m in metres", "3900"),
    ("50美元减去12.5还剩多少美元", "37.5"),
    # without a conversion asked, a bare number ten times the amount or more may be in the smaller unit (value_units.py)
    ("3 km plus 450", None),
    ("3千米加450是多少", None),
    ("2 hours plus 30", None),
    ("5千克减300", None),
    ("100 km plus 50", "150"),
    ("12米加34是多少？", "46"),
    ("10 kg plus 5", "15"),
    # with no one named, kinship words are the people, of their gender; beside a rate they are people (pronouns.py)
    ("My mom earns $20 per hour. How much does he earn in 5 hours?", None),
    ("A girl reads 20 pages per hour. How many pages does he read in 3 hours?", None),
    ("Lucy's dad earns $25 an hour. How much does she earn in 8 hours?", None),
    ("Paul has 12 dollars. His sister gives him 8 dollars. How much money does she have now?", None),
    ("My mom earns $20 per hour. How much does she earn in 5 hours?", "100"),
    ("A boy reads 20 pages per hour. How many pages does he read in 3 hours?", "60"),
    ("My dad earns $25 an hour. How much does he earn in 8 hours?", "200"),
    ("The waitress earns $20 an hour. How much does he earn in 5 hours?", None),
    ("The waitress earns $20 an hour. How much does she earn in 5 hours?", "100"),
    ("Tim is 12 years old. His father is 29 years older than Tim. How old is his father?", "41"),  # his: not the father
    # a word that is a name where it does something (Will earns, does Will earn), not a month after "in" (pronouns.py)
    ("Will earns $20 an hour. How much will she earn in 3 hours?", None),
    ("May earns $20 an hour. How much will he earn in 3 hours?", None),
    ("Rose earns $20 an hour. How much does Will earn in 3 hours?", None),
    ("Will earns $20 an hour. How much will he earn in 3 hours?", "60"),
    ("April reads 10 pages a day. How many pages does she read in 7 days?", "70"),
    ("In May, Rose bought 3 roses at $2 each. How much did she spend?", "6"),
    # a list's total or average asked in a unit or scale the numbers are not in (stats.py), found by hand
    ("I have 3 bills: 12.50, 8 and 30.25. total in cents?", None),
    ("What's the average of 4, 8 and 16 in thousands?", None),
    ("I have 3 bills: 12.50, 8 and 30.25. total?", "50.75"),
    ("I spent 23, 41 and 17 dollars. How much in total?", "81"),
    ("3.2、2.9、3.05里面最小的数", "2.9"),
    ("Heights 150 cm, 160 cm, 170 cm. What's the average in cm?", "160"),
    ("I have 3 bills: $12.50, $8 and $30.25. total in dollars?", "50.75"),
    # a fraction below one beside a share of an amount: of that amount too? (arithmetic_rules.py), found by hand
    ("a third of 120 plus a quarter", None),
    ("20% of 120 plus a quarter", None),
    ("a third of 120 plus a quarter of 80", "60"),
    ("100 plus a quarter", "100.25"),
    ("3/4 of 96 minus 12", "60"),
    # a repeated change asked at another moment than now: one change more, or one less? (percent_repeated.py)
    ("500 grew by 10% two years in a row. What will it be next year?", None),
    ("500 grew by 10% two years in a row. What was it last year?", None),
    ("500 grew by 10% two years in a row. What will it be?", "605"),
    # a date moved two ways at once: "delay … back", "before or after" (dates.py), found by hand
    ("Delay 2024-03-15 back by 10 days", None),
    ("What date is 10 days before or after 2024-03-15?", None),
    ("What date is 10 days before 2024-03-15?", "2024-03-05"),
    ("Rewind 30 days from 2025-03-15.", "2025-02-13"),
    ("Delay 2023-12-30 by 3 days", "2024-01-02"),
    # a tax on a discounted, reduced or sale item: the price before or after the discount? (surcharges.py)
    ("8% tax on a discounted $90 item, what's the tax?", None),
    ("6% tax on a reduced $50 item, what's the tax?", None),
    ("a $50 item on sale, plus 6% tax, total?", None),
    ("8% tax on a $90 item, what's the tax?", "7.2"),
    ("a $50 item plus 6% sales tax, total?", "53"),
])
def test_the_rules_round_seven_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
