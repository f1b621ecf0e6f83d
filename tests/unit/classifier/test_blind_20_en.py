"""Blind English one-step stories of session 20 (`blind_20_en.jsonl`, issue 15): the blind half of the twins of the
families read this round from MAWPS's tune misses — a level asked in the present ("does Omar have", "are on the
pier") of a story told in one tense, two things of one noun told apart by their sort and compared by a measure
("How much longer is the red ribbon than the green ribbon?"), a number-less first sentence that only brings the
things compared in ("Lina found a brown beetle and a black beetle"), "went to a flea market to buy lamps" before a
price each, arrivals at a place of two words ("on a power line") and the start's own doing asked ("are gliding on
the lake") — beside near misses that must go slow (the giver or the receiver asked, a past or modal question, mixed
tenses, another noun or place, "how many more", a negation, a hypothetical, a third thing, another unit or measure,
a count in the setting, a change told without a number, two changes).

Rows: `id`, `text`, `lang`, `expect` (fast | slow), `expr` (fast: the gold's Python Fraction expression), `gold`,
`split` (blind), `kind`; written in three batches, each committed with its tune half (story_shapes_en.jsonl
ssh_202–252) before the reader ran on the tune half, and never run before the branch's reader was done.

The one blind run (2026-12-06 07:52 UTC, branch h/en20 at e1d29b07, before any fix): of the 16 fast rows 12 answered
right, 4 slow (b20_003 "9 more ducks swim into the pond": "swim into" is no arrival; b20_025 "Tess bought a new rug
and kept her old rug": two doings, no setting; b20_027–028 "went to a farm stand to buy melons": the setting names
the buyer); of the 32 near misses all 32 slow; 0 wrong fast answers, so nothing was fixed after it. Main (948b10f4)
on the same rows: 0 right, 0 wrong, 48 slow.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    value_of

ROWS = jsonl_rows("blind_20_en.jsonl")
PROBES = [{"text": r["text"], "lang": r["lang"], "expect": "value", "gold": r["gold"]} if r["expect"] == "fast"
          else {"text": r["text"], "lang": r["lang"], "expect": "no-value"} for r in ROWS]
RUN = {"fast_right": 12, "fast_wrong": 0, "slow": 36}  # the one blind run, before any fix


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_blind_half_is_what_its_expressions_give_and_mostly_slow() -> None:
    assert len(ROWS) == 48 and sum(r["expect"] == "slow" for r in ROWS) == 32
    assert {r["lang"] for r in ROWS} == {"en"} and {r["split"] for r in ROWS} == {"blind"}
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_blind_row_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


def test_the_blind_half_reads_what_it_read(outcomes: dict[int, Outcome]) -> None:
    right = sum(o.exact for o in outcomes.values())
    assert right >= RUN["fast_right"]


# Wrong fast answers of main found while probing this round's loosenings, each fixed by rule (None: now slow), beside
# twins that stay read; the module that sends each slow in brackets.
FOUND_ON_MAIN = [
    # the speaker giving to their own thing ("my hamster … I give it"): the thing is a holder apart (roles_en.py)
    ("My hamster has 7 treats and I give it 6 more. How many treats will I have?", None),
    ("My hamster has 7 treats and I give it 6 more. How many treats do I have now?", None),
    ("Tom had 12 cards. I gave him 5 more. How many cards does Tom have?", "17"),
    # a level asked of a place the start is not told with (role_operations.py)
    ("Randy has 78 blocks. He uses 19 blocks to build a tower. How many blocks are in the tower now?", None),
    ("Randy has 78 blocks. He uses 19 blocks to build a tower. How many blocks will be in the tower?", None),
    ("There are 23 gulls on the pier. 11 more gulls land on the pier. How many gulls are on the pier?", "34"),
    # a comparative asks its own measure (asked_measures_en.py)
    ("The brass weight weighed 2.5 pounds and the iron weight weighed 1.75 pounds. How much longer is the brass "
     "weight?", None),
    ("The blue mat is 5 feet long and the red mat is 3 feet long. How much taller is the blue mat?", None),
    ("The blue mat is 5 feet wide and the red mat is 3 feet wide. How much wider is the blue mat than the red mat?",
     "2"),
    ("Tom weighs 90 pounds and Ben weighs 60 pounds. How much older is Tom than Ben?", None),
    ("Tom is 9 years old and Ben is 6 years old. How much older is Tom than Ben?", "3"),
    # a comparison asked by a verb of a price asks money; "how much more does it weigh", a weight (role_questions_en.py)
    ("The old rug is 6 feet long and the new rug is 8 feet long. How much more did the new rug cost?", None),
    ("The red apple weighs 0.3 pounds and the green apple weighs 0.2 pounds. How much more does the red apple cost?",
     None),
    ("Tom is 150 cm tall. Ben is 120 cm tall. How much more does Tom cost than Ben?", None),
    ("Tom earned 50 dollars and Ben earned 35 dollars. How much more did Tom earn than Ben?", "15"),
    # a change on recurring days is a habit, no one change to a level (role_operations.py)
    ("Omar has 31 stamps. He sells 12 stamps on Mondays. How many stamps will Omar have?", None),
    ("Omar has 31 stamps. He sells 12 stamps. How many stamps will Omar have?", "19"),
]


@pytest.mark.parametrize("i", range(len(FOUND_ON_MAIN)), ids=[text[:60] for text, _ in FOUND_ON_MAIN])
def test_what_round_twenty_found_on_main_stays_fixed(i: int) -> None:
    text, value = FOUND_ON_MAIN[i]
    assert value_of(text) == value, text
