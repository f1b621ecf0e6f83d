"""Hostile probes, thirty-first round, English only (`hostile_probes_31_en.jsonl`, issue 15), aimed at the English
readers merged in session 24 (money typed without its sign, rates in chat, the part said before its whole, two changes
to one count, wholes of two sorts, the rest named by its sort, a goal's rest timed; filler, growth, recipes, percent
parts) and the older readers they reach, in five batches (55, 55, 62, 58, 36 rows as written; four rows of batch 3
that earlier rounds already asked dropped), each committed before the reader ran on it.

What went fast and wrong, and was fixed by rule (13, all in the batches):
- roles.py (4): hours told beside a bare amount, asked in no time ("i spent 4 hours at the mall and 60 on shoes. how
  much money did i spend?" read 4+60; "our budget is 500 and we spent 3 days and 320" read 500-3-320): now slow
  (time_beside_bare_en.py); the hours of another than the one whose rate it is ("the plumber charges 65 per hour and
  the job took his apprentice 3 hours", "… and Ben worked 3 hours"): guards.py by rate_doers_en.py.
- rates.py (1): a rate said as past ("i used to make 22.50 an hour and worked 40 hours"): rate_doers_en.py.
- named_shares.py (2): a part said "nearly" or "almost" done; a share asked of another time than the one told ("…
  passed last year. What percent passed this year?").
- two_changes_en.py (3): the second change by another holder ("then another store sold 15 more hats"), at another
  place than the start's ("… on her tablet. She deleted 11 of the songs from her phone"), or "of them" more than there
  were ("lost 12 and then found 15 of them").
- total_parts_en.py (1): the part told "now" of a whole told before ("They had a combined total … If they now have").
- recipes.py, growth.py (2): a thing asked the story never told ("tins of beans" of a recipe of tomatoes, "did costs
  rise" of sales): guards.py by asked_untold_en.py.
Rows whose expectation was corrected after the run, each saying why: "spent 75/3" (25 by any reading), "sold 25, then
baked 18 more, then ate 3" (three changes in order, one reading). The first full classifier run after the fixes
lost five recipe rows of the chats twins ("…, how much milk for 5 servings": the question not split off) and two
earlier twins ("He will work 5 hours", "visits" of "visitors"); both checks were narrowed and they read again. The benches then showed two MAWPS tune
rows lost ("bought 35 green towels and 21 white towels. If she gave her mother 34 of them"): "of them" above the
count before it is refused only for a getting back ("found 15 of them").

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; twins added after a run say so in `why`. The blind half is
`hostile_31_en_blind.jsonl` (test_hostile_31_en_blind.py).
"""

from __future__ import annotations

import pytest

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows, probe_outcomes,
                      probes_in_round_form, value_of)
from .test_hostile_probes_30 import EARLIER as BEFORE_ROUND_30

EARLIER = (*BEFORE_ROUND_30, "hostile_probes_30.jsonl")
PROBES = probes_in_round_form(jsonl_rows("hostile_probes_31_en.jsonl"))


@pytest.fixture(scope="module")
def outcomes() -> dict[int, object]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_english_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "en", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, object]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the batches found, each fix with its twins that must stay fast and exact (value_of: the reading alone).
@pytest.mark.parametrize(("text", "value"), [
    # batch 1: hours told beside a bare amount, asked in no time (roles.py by time_beside_bare_en.py)
    ("i spent 4 hours at the mall and 60 on shoes. how much money did i spend?", None),
    ("Tom had 500. He spent 3 days and 320. How much is left?", None),
    ("Tom spent 4 hours at the mall and 60 at the park. How many hours did he spend?", "64"),
    ("Sam spent 2 hours on math and 3 hours on science. How many hours did he spend?", "5"),
    ("Tom had $500. He spent $30 and 20. How much money is left?", "450"),
    # batch 1: the hours of another than the one whose rate it is, a rate said as past (guards.py by rate_doers_en.py)
    ("The plumber charges $65 per hour and Ben worked 3 hours. How much will it cost?", None),
    ("the plumber charges 65 per hour and the job took his apprentice 3 hours. how much will it cost?", None),
    ("I used to earn $20 an hour and worked 5 hours. How much did I earn?", None),
    ("The plumber charges $65 per hour and worked 3 hours. How much will it cost?", "195"),
    ("A plumber charges $65 per hour. He worked 3 hours. How much will it cost?", "195"),
    ("the plumber charges 65 per hour and the job took him 3 hours. how much will it cost?", "195"),
    ("I earn $20 an hour and worked 5 hours. How much did I earn?", "100"),
    # batch 2: a part said "nearly" done, a share asked of another time than told (named_shares.py)
    ("18 of the 24 students nearly passed. What percent passed?", None),
    ("Of 24 students, 18 almost passed. What percent passed?", None),
    ("18 of the 24 students passed last year. What percent passed this year?", None),
    ("Of 24 students, 18 passed last year. What percent passed last year?", "75"),
    ("18 of the 24 students passed. What percent passed?", "75"),
    # batch 2: the second change by another holder ("another store"), at another place, or "of them" more than there
    # were (two_changes_en.py)
    ("A store had 60 hats. It sold 24 hats and then another store sold 15 more hats. How many hats does the store "
     "have left?", None),
    ("A store had 60 hats. It sold 24 hats and then sold another 15 hats. How many hats does the store have left?", "21"),
    ("Ella had 20 rock songs and 15 pop songs on her tablet. She deleted 11 of the songs from her phone. How many "
     "songs were still on her tablet?", None),
    ("Ella had 20 rock songs and 15 pop songs on her tablet. She deleted 11 of the songs from her tablet. How many "
     "songs were still on her tablet?", "24"),
    ("Tom had 30 stamps. He lost 12 and then found 15 of them. How many stamps does he have?", None),
    ("Tom had 30 stamps. He lost 12 and then found 5 of them. How many stamps does he have?", "23"),
    ("Maria bought 35 green towels and 21 white towels. If she gave her mother 34 of them, how many towels did Maria "
     "end up with?", "22"),
    # batch 3: the part told "now" of a whole told before (total_parts_en.py)
    ("They had a combined total of 6300 grams of strawberry and blueberry jelly. If they now have 4500 grams of "
     "blueberry jelly, how many grams of strawberry jelly do they have now?", None),
    ("They now have a combined total of 6300 grams of strawberry and blueberry jelly. If they have 4500 grams of "
     "blueberry jelly, how many grams of strawberry jelly do they have now?", "1800"),
    ("They had a combined total of 6300 grams of strawberry and blueberry jelly. If they had 4500 grams of blueberry "
     "jelly, how many grams of strawberry jelly did they have?", "1800"),
    # batch 4: a thing asked that the story never told: "tins of beans" of a recipe of tomatoes, "costs" of sales
    # (guards.py by asked_untold_en.py, for the recipe and growth readers)
    ("Curry for 4 needs 2 tins of tomatoes. How many tins of beans for 6 people?", None),
    ("Sales were 500 in March and 600 in April. By what percentage did costs rise?", None),
    ("Sales were 500 in March and 600 in April. What is the percentage increase in costs?", None),
    ("Curry for 4 needs 2 tins of tomatoes. How many tins of tomatoes for 6 people?", "3"),
    ("Curry for 4 needs 2 tins of tomatoes. How many tins for 6 people?", "3"),
    ("Sales were 500 in March and 600 in April. By what percentage did sales rise?", "20"),
    ("Sales were 500 in March and 600 in April. What is the percentage increase in sales?", "20"),
    ("The price went from $40 to $50. By what percentage did it rise?", "25"),
])
def test_the_rules_round_31_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
