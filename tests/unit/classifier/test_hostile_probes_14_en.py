"""Hostile probes, fourteenth round in English (`hostile_probes_14_en.jsonl`, issue 15): MAWPS one-step stories of
each family the reader answers fast (a price times a count, equal groups, equal shares, a rate times a time, a wage,
spending, birds flying away, more/fewer/times comparisons, the rest of a whole, a goal, pages left, totals of two
holders or days, savings, temperatures, boxes of n, speeds, weights, two prices, buses needed) twisted the SVAMP
way: who, what or when is asked; distractors; the question flipped; units mixed; "each" moved; hypotheticals;
negations; hedges ("about", "at least", "some"); two questions in one; answers claimed in the text.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction, written and
committed before any reader ran on them, in seven batches: the families twisted (431 rows); the shapes the first
showed fast twisted alike (166); the twists that broke a reader applied to it again (82); those twists carried to the
other families (71); packs, ages, needs, shelves, things put equally, money more than another's and things sold (61);
trips, visits, seasons, named sharers, kinds and opposite doings (54); answers claimed, "each" and "per" moved, units
and tenses mixed, over the readers that broke (52).

Seven labels were set after a run, to the project's conventions: "shared among" is shared equally (equal_shares.py
reads it so) and so is "put them into 4 jars … in each jar", a sharing "wanted" or "might be" done asked of its
result ("would each get", "are in each jar") is that result, a want per person is what is needed, and "had" and
"has" compare alike as MAWPS does ("Nico had 4 times as many cars as Lea. Lea has 9 cars" is 36; "Ola had 14" beside
"Zed has 4 more" is 18).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_14_en.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "mawps_twins_5.jsonl",
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
    # a buying or spending wished for, tried or to come, a thing only wanted, or paid with another's money, is no
    # money spent (bills.py, money_flows.py by money_directions.py's a_buying_not_done)
    ("Mara had 20 dollars. She wanted to buy a game for 7 dollars. How much money does she have left?", None),
    ("Tara had 40 dollars. She tried to buy a lamp for 15 dollars. How much money does she have left?", None),
    ("I had 60 dollars and wanted to spend 25 dollars on a game. How much money do I have left?", None),
    ("Kim bought a mug for 8 dollars and wanted a plate for 6 dollars. She paid with a 20 dollar bill. How much "
     "change did she get?", None),
    ("June had 30 dollars. She bought a scarf for 12 dollars with her mother's card. How much money does June have "
     "left?", None),
    ("I had 60 dollars and spent 25 dollars of my sister's money on a game. How much money do I have left?", None),
    ("Mara had 20 dollars. She bought a game for 7 dollars. How much money does she have left?", "13"),
    ("June had 30 dollars. She bought a scarf for 12 dollars with her card. How much money does June have left?", "18"),
    ("I had 60 dollars and spent 25 dollars on a game. How much money do I have left?", "35"),
    ("Kim bought a mug for 8 dollars and a plate for 6 dollars. She paid with a 20 dollar bill. How much change did "
     "she get?", "6"),
    # change from one payment where several things are priced and none is said bought, or asked at another time
    # (bills.py)
    ("A coat costs 25 dollars and boots cost 40 dollars. Tim paid with a 100 dollar bill. How much change did he "
     "get?", None),
    ("Kim bought a mug for 8 dollars and a plate for 6 dollars. She paid with a 20 dollar bill. How much change will "
     "she get tomorrow?", None),
    ("Tim bought a coat for 25 dollars and boots for 40 dollars. He paid with a 100 dollar bill. How much change did "
     "he get?", "35"),
    ("A coat costs 25 dollars. Tim paid with a 100 dollar bill. How much change did he get?", "75"),
    # a moment asked of a sharing told of none (equal_shares.py)
    ("There are 48 grapes shared equally among 6 children. How many grapes did each child get yesterday?", None),
    ("There are 48 grapes shared equally among 6 children. How many grapes does each child get?", "8"),
    # temperatures: two places, a time before the last change told after "then", the highest, a change that may
    # come (temperatures.py)
    ("The temperature was 12 degrees in Oslo and dropped 15 degrees in Rome. What was the temperature in Rome?", None),
    ("It was 5 degrees at noon and it fell 9 degrees by night in the valley. What was the temperature on the hill at "
     "night?", None),
    ("The temperature was 10 degrees at dawn, rose 8 degrees by noon, then dropped 5 degrees by night. What was the "
     "temperature at noon?", None),
    ("The temperature was 10 degrees at dawn, rose 8 degrees by noon, then dropped 5 degrees by night. What was the "
     "highest temperature?", None),
    ("It was 5 degrees at noon and it may fall 9 degrees by night. What will the temperature be at night?", None),
    ("The temperature was 10 degrees at dawn, rose 8 degrees by noon, then dropped 5 degrees by night. What was the "
     "temperature at night?", "13"),
    ("The temperature was 10 degrees at dawn and will drop 5 degrees by night. What will the temperature be at "
     "night?", "5"),
    ("It was 12 degrees in Oslo and 3 degrees in Rome. What is the difference in temperature?", "9"),
    ("北京最低气温 -6℃，最高 5℃，温差是多少", "11"),
    # a comparison with one told in another tense (roles_en.py)
    ("Nico has 4 times as many cars as Lea had. Lea has 9 cars. How many cars does Nico have?", None),
    ("Jake has 18 marbles. Lily has 7 more marbles than Jake had. How many marbles does Lily have?", None),
    ("Nico has 4 times as many cars as Lea has. Lea has 9 cars. How many cars does Nico have?", "36"),
    ("Jake had 18 marbles. Lily had 7 more marbles than Jake did. How many marbles did Lily have?", "25"),
    # pages read of another thing than the one told (role_operations.py)
    ("A novel has 300 pages. Tess has read 120 pages of a comic. How many pages does she have left to read in the "
     "novel?", None),
    ("A novel has 300 pages. Tess has read 120 pages of the novel. How many pages does she have left to read?", "180"),
    # money saved beside a rate of earning; a rate and an amount of two times (rates.py)
    ("Rosa earns 12 dollars an hour. She saved 96 dollars. How many hours did she work?", None),
    ("Omar earned 20 dollars an hour last year. He earned 140 dollars this week. How many hours did he work?", None),
    ("Rosa earns 12 dollars an hour. She earned 96 dollars. How many hours did she work?", "8"),
    ("Omar earns 20 dollars an hour. He earned 140 dollars this week. How many hours did he work?", "7"),
    # the fourth batch: a doing wished or tried asked as done (rates.py); gone from another place than the start's
    # (roles_en.py)
    ("Ezra wanted to run 5 miles a day for 6 days. How far did he run?", None),
    ("Ezra tried to read 20 pages a day for 7 days. How many pages did he read?", None),
    ("Ezra ran 5 miles a day for 6 days. How far did he run?", "30"),
    ("Omar earns 20 dollars an hour. He wants to earn 140 dollars. How many hours must he work?", "7"),
    ("There were 40 ducks in the pond and 15 flew away from the lake. How many ducks are in the pond now?", None),
    ("There were 40 ducks in the pond and 15 flew away from the pond. How many ducks are in the pond now?", "25"),
    ("There are 22 oranges in a box. Paula takes 7 from the box. How many oranges are in the box now?", "15"),
    # the fifth batch: a selling wished or tried (prices.py by money_directions.py); an age multiple told in the past
    # (roles_en.py)
    ("A cook tried to sell 3 pies for 12 dollars each. How much money did he get?", None),
    ("A cook wanted to sell 3 pies for 12 dollars each. How much money did he get?", None),
    ("A cook sold 3 pies for 12 dollars each. How much money did he get?", "36"),
    ("Gia was 4 times as old as her niece. Her niece is 7. How old is Gia?", None),
    ("Gia is 4 times as old as her niece. Her niece is 7. How old is Gia?", "28"),
    # the seventh batch: a thing given "worth" so much is nothing paid (bills.py); a weekday asked after the last
    # change (temperatures.py); a doing planned, a rate of some days and a count of others (roles_en.py, role_operations.py)
    ("Eve had 45 dollars. She was given a belt worth 18 dollars. How much money does she have left?", None),
    ("Eve had 45 dollars. She bought a belt for 18 dollars. How much money does she have left?", "27"),
    ("The temperature was 8 degrees on Monday and fell 11 degrees on Tuesday. What was the temperature on "
     "Wednesday?", None),
    ("The temperature was 8 degrees on Monday and fell 11 degrees on Tuesday. What was the temperature on "
     "Tuesday?", "-3"),
    ("Dot earns 14 dollars per hour. She planned to work 5 hours. How much did she earn?", None),
    ("Dot earns 14 dollars per hour on weekdays. She worked 5 hours on Sunday. How much did she earn?", None),
    ("Dot earns 14 dollars per hour on weekdays. She worked 5 hours on weekdays. How much did she earn?", "70"),
    ("Dot earns 14 dollars per hour. She worked 5 hours. How much did she earn?", "70"),
    ("Paint costs $38 a can. The bedroom needs 3 cans. How much will the paint cost?", "114"),
])
def test_the_rules_round_fourteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
