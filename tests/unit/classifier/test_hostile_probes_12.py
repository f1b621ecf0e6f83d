"""Hostile probes, twelfth round, English (`hostile_probes_12.jsonl`, issue 15): the MAWPS × and ÷ readers of
round 5 (trips_en.py, visits_en.py, named_sharers_en.py, seasons_en.py) and what loosened in rates.py with them
(jogging and swimming as doings, Mr./Mrs. periods, "in all" as a total, spending read where the story buys, a payer
named only in the question, "with the money she has", a car's owner drives it, "At that rate,"), asked with SVAMP's
variations: another person, house, thing or period asked; × and ÷ inverted; the time of the rate and of the question
in other units; a distractor of the same noun; a sharer list with someone who does not share ("Tom, Ann and I");
a remainder; "each time" after visits of differing amounts; a round trip; the speed asked of the other traveller; a
payer other than the buyer; "in all" of two kinds; "at that rate" after two rates; Mrs./Dr./St. in odd places; curly
quotes and apostrophes.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction (generated
from templates, not typed). Five batches, each committed before any reader ran on it: the families above (293 rows),
then twists of the shapes the first batch showed fast (176: the speaker or another asked, "more" each time, the
same friends or towels brought each time, a price of another time, a buying that may come, a bill with a coupon,
tip or tax, a stop on the way, a season of another sport, a quoted question), then the rest of the first batch's
templates (197 rows that must go slow, left out of it to keep its share of slow rows near half), then names the
gender package now settles (Omar, Mia), the frames with "every", "per", "in miles per hour", a price said in quotes,
two kinds in each vase, "at that rate" asked of another, and more payers, pronouns and visits twisted (98), then
names that are no one's (Paris, Red, Spot), another time or part asked of a trip, a season or a split, and visits
by verbs of no getting (39). A `value` row may go slow; its fast value
must be its gold. Seven labels were corrected after a run: "Rex" is a first name as any other ("Tom, Ann and Rex
… each person": 8); "There are 7 ponds. There are 9 frogs in each pond. How many are there in all?" counts what
each pond holds (63); "Nora sold 8 notebooks. Each notebook cost $3. How much did Nora make?" is 24 by
MAWPS's own convention (the tune split: "She sold … If each necklace cost 7 dollars, how much money did she
earn?" is the price times the count); and in the second batch "Each box had 12 eggs. There are 5 boxes. How many
eggs are there in all now?" tells no change since (60); in the third batch, "How many hockey games are in the
seasons?" asks the season's games, as MAWPS's own tune split asks them (36, 36, 14).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_12.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "mawps_twins_5_muldiv.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # the speaker (or the one asked) where the story tells only of someone it names (rates.py)
    ("Mrs. Park has 60 cents. An eraser costs 4 cents. How many erasers can I buy with the money I have?", None),
    ("Mrs. Park has 60 cents. An eraser costs 4 cents. How many erasers can you buy?", None),
    ("Ann has 60 cents. An eraser costs 4 cents. How many erasers can I buy?", None),
    ("I have 60 cents. An eraser costs 4 cents. How many erasers can I buy with the money I have?", "15"),
    ("Mrs. Park has 60 cents. An eraser costs 4 cents. How many erasers can she buy?", "15"),
    ("A pencil costs 5 cents. How many pencils can you buy with 50 cents?", "10"),
    # "with the money she has" where the story told what she had: what she has now is not told (rates.py)
    ("Mrs. Park had 60 cents. An eraser costs 4 cents. How many erasers can she buy with the money she has?", None),
    ("Ann has 60 cents. An eraser costs 4 cents. How many erasers can she buy with the money she has?", "15"),
    # "get paid", "is paid": money received, as "earn" asks, of a price where no one sells (rates.py)
    ("Each ball costs $1.54. How much does Kyoko get paid for 3 balls?", None),
    ("Each ball costs $1.54. How much is Kyoko paid for 3 balls?", None),
    ("Each ball costs $1.54. How much has Kyoko paid for 3 balls?", "4.62"),
    ("Each ball costs $1.54. How much does Kyoko pay for 3 balls?", "4.62"),
    # a buying to come ("will buy") is no spending told, asked what was spent (rates.py)
    ("Nora will buy 8 notebooks. Each notebook costs $3. How much did Nora spend?", None),
    ("Nora bought 8 notebooks. Each notebook costs $3. How much did Nora spend?", "24"),
    ("Nora buys 8 notebooks. Each notebook costs $3. How much does Nora spend?", "24"),
    # the second batch: a buying that may come (may, might, has to, would have) asked as spent (money_directions.py,
    # for every reader: prices.py and roles.py read these too)
    ("Nora may buy 8 notebooks. Each notebook costs $3. How much did she spend?", None),
    ("Nora has to buy 8 notebooks. Each notebook costs $3. How much did she spend?", None),
    ("Each lamp costs $22. Vera would have bought 3 lamps. How much money did Vera spend?", None),
    ("Nora will buy 8 notebooks. Each notebook costs $3. How much will she spend?", "24"),
    ("Nora went to the store to buy 8 notebooks. Each notebook costs $3. How much did she spend?", "24"),
    # saving asked where the story buys and tells no saving, discount nor sale (money_directions.py)
    ("Nora bought 8 notebooks. Each notebook cost $3. How much did she save?", None),
    ("Ann saves $5 a week. How much does she save in 3 weeks?", "15"),
    # money needed or wanted is not money had (rates.py); "with the money we have" asked of him (rates.py)
    ("Dr. Lee needs $40. A book costs $8. How many books can he buy?", None),
    ("Mr. Lee has $40. A book costs $8. How many books can he buy with the money we have?", None),
    ("Ann saved $40. A book costs $8. How many books can she buy?", "5"),
    ("Mr. Lee has $40. A book costs $8. How many books can he buy with the money he has?", "5"),
    # bought for someone else, asked what that one spent (roles_en.py)
    ("Each lamp costs $22. Vera bought 3 lamps for her sister. How much money did her sister spend?", None),
    ("Each lamp costs $22. Vera bought 3 lamps for the hall. How much money did Vera spend?", "66"),
    ("Each lamp costs $22. Vera bought 3 lamps. How much money did Vera spend?", "66"),
    # a price of another time or payer: "would cost", "usually costs", "before the sale", "cost her friend" (prices.py)
    ("Nora bought 8 notebooks. Each notebook would cost $3. How much did she spend?", None),
    ("Nora bought 8 notebooks. Each notebook usually costs $3. How much did she spend?", None),
    ("Nora bought 8 notebooks on sale. Each notebook cost $3 before the sale. How much did she spend?", None),
    ("Each notebook costs Tom $3. How much do 8 notebooks cost?", None),
    ("Movie tickets cost $12.50. How much for 4 tickets?", "50"),
    ("一个面包 3 元，买 7 个面包多少钱", "21"),
    # "8 more shells each time" grows each visit; what is seen, brought, taken or rented may be the same things each
    # time (visits_en.py)
    ("Yuki went to the beach 5 times last summer. She finds 8 more shells each time she goes to the beach. How many "
     "more shells did Yuki find last summer?", None),
    ("Yuki went to the beach 5 times last summer. She brings 2 towels each time she goes to the beach. How many "
     "towels did Yuki bring last summer?", None),
    ("Lina went to the market 6 times last month. She reads 4 signs each time she goes to the market. How many signs "
     "did Lina read last month?", None),
    ("Yuki went to the beach 5 times last summer. She eats 2 sandwiches each time she goes to the beach. How many "
     "sandwiches did Yuki eat last summer?", "10"),
    ("Yuki went to the beach 6 times last summer. She finds 7 shells each time she goes to the beach. How many "
     "shells did Yuki find last summer?", "42"),
    # a name the package never counts in Britain (Marco, Aisha, Lina) is of the gender the rest of it says, not of
    # either (pronouns.py); Alex, of either gender in Britain, stays unsure
    ("Aisha went to the library 9 times last month. He borrows 2 books each time he goes to the library. How many "
     "books did Aisha borrow last month?", None),
    ("Marco reads 20 pages a day. How many pages does she read in 3 days?", None),
    ("Lina earns $12 per hour. How much does he earn in 5 hours?", None),
    ("Marco reads 20 pages a day. How many pages does he read in 3 days?", "60"),
    ("Lina earns $12 per hour. How much does she earn in 5 hours?", "60"),
    ("Alex reads 20 pages a day. How many pages does she read in 3 days?", "60"),
    # the third batch: "9 games the month" (one month, not each) (seasons_en.py)
    ("There were a total of 9 hockey games the month. The season is played for 4 months. How many hockey games are "
     "in the season?", None),
    ("There were a total of 9 hockey games a month. The season is played for 4 months. How many hockey games are "
     "in a season?", "36"),
    ("There were a total of 36 chess games during the 4 month season. If the games are equally divided, how many "
     "chess games are played the month?", None),
    ("There were a total of 36 chess games during the 4 month season. If the games are equally divided, how many "
     "chess games are played a month?", "9"),
    # the fourth batch: money received ("get paid") asked where the story only pays (money_directions.py); a saint's
    # name names a place, no one a "she" could be (pronouns.py)
    ("Each ball costs $1.54. Kyoko paid for 3 balls. How much did she get paid?", None),
    ("Each ball costs $1.54. Kyoko paid for 3 balls. How much did Kyoko pay?", "4.62"),
    ("St. Mary's school has 50 dollars. A ball costs 5 dollars. How many balls can she buy?", None),
    ("She has 50 cents. A pencil costs 5 cents. How many pencils can she buy?", "10"),
])
def test_the_rules_round_twelve_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
