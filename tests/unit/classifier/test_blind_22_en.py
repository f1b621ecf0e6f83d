"""Blind English stories of session 22 (`blind_22_en.jsonl`, issue 15): the blind half of the twins of the families
read this round — money in a named place (a wallet, a savings or checking account, a piggy bank) with money spent,
put in or withdrawn, asked of that place; US coins counted in cents or dollars; cents asked in dollars; US kitchen
measures — beside near misses that must go slow (two places and the other asked, a transfer to a place whose start is
untold, a fee, a coin or currency of another country, grams asked of cups, an imperial gallon, a metric cup, another
person, money spent from a place not said, money asked in no unit, a negation, a price missing).

Rows: `id`, `text`, `lang`, `expect` (fast | slow), `expr` (fast: the gold's Python Fraction expression), `gold`,
`split` (blind), `kind`; written with the tune half (story_shapes_en.jsonl ssh_371–402) and committed with it before
the reader ran on either, and never run before the branch's reader was done.

The one blind run (2026-12-06 11:12 UTC, branch h/en22 at 7bb0f74f, before any fix): of the 9 fast rows 4 answered
right, 5 slow (b22_002 "Later he put $60 more into it": "it" points back at the place; b22_005, b22_006, b22_008: US
kitchen measures, left slow by decision — pint, quart and gallon have more than one standard in the conventions
table, a cup and a tablespoon regional ones; b22_007 "12 quarters in her piggy bank. How many dollars are in her piggy
bank?": coins told in a place, asked with "are in"); of the 14 near misses all 14 slow; 0 wrong fast answers, so
nothing was fixed after it. Main (dde0d95d) on the same rows: 0 right, 0 wrong, 23 slow.
"""

from __future__ import annotations

import pytest

from .reading import assert_blind_half_reads, assert_blind_half_shape, jsonl_rows, value_of

ROWS = jsonl_rows("blind_22_en.jsonl")
RUN = {"fast_right": 4, "fast_wrong": 0, "slow": 19}  # the one blind run, before any fix


def test_the_blind_half_is_what_its_expressions_give_and_mostly_slow() -> None:
    assert_blind_half_shape(ROWS, size=23, slow=14, lang="en")


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])


# A wrong fast answer of main found by the tune twins (ssh_399), fixed by rule (None: now slow), beside twins that
# stay read: money taken out of a place is still its holder's (money_places_en.py, guards.py).
FOUND_ON_MAIN = [
    ("Nina had $300 in her account. She withdrew $120. How much money does Nina have?", None),
    ("Nina had 300 dollars in her account. She withdrew 120 dollars. How much money does Nina have?", None),
    ("Nina had $300 in her account. She withdrew $120. How much money is in her account now?", "180"),
    ("Nina had $300 in her account. She spent $120. How much money does Nina have left?", "180"),
]

# Readings this branch added that probing or the tests found wrong before they were kept, each refused by rule,
# beside twins that stay read.
FOUND_ON_THE_BRANCH = [
    # money earned, found or paid is its holder's, not said put in the place (money_places_en.py)
    ("Leo had $120 in his bank account. He earned $45. How much money is in his account now?", None),
    ("Leo had $120 in his bank account. He found $45. How much money is in his account now?", None),
    ("Leo had $120 in his bank account. He deposited $45. How much money is in his account now?", "165"),
    ("Leo had $120 in his bank account. He spent $45. How much money is left in his account?", "75"),
    ("Leo had $120 in his bank account. He spent $45. How much money is left in her account?", None),
    ("Leo had $120 in his bank account. He spent $45. How much money is left in his account in cents?", None),
    # the later clauses are the owner's own doing, through no other means, and done (money_places_en.py)
    ("Leo had $120 in his bank account. He spent $45 in cash. How much money is left in his account?", None),
    ("Leo had $120 in his bank account. He spent $45 with his card. How much money is left in his account?", None),
    ("Leo had $120 in his bank account. They spent $45. How much money is left in his account?", None),
    ("Mia had $80 in her piggy bank. She might put in $25 more. How much money is in her piggy bank now?", None),
    ("Mia had $80 in her piggy bank. She put in $25 more. How much money is in her piggy bank now?", "105"),
    ("I had $120 in my bank account. I spent $45. How much money is left in my account?", "75"),
    # coins from a place may be another country's (coins_en.py)
    ("Sam has 4 quarters from Canada. How many cents does Sam have?", None),
    ("Sam has 4 quarters from his mom. How many cents does Sam have?", "100"),
    # "moved 5 days earlier" is no money taken out (the first guard read any "moved": datestr_blind's tune half)
    ("The meeting on 2024-10-03 was moved 5 days earlier. What's the new date?", "2024-09-28"),
    # cents and dollars beside each other are one amount in two units (hostile round 9), coins and notes are not
    ("Mia has saved 450 cents and 3 dollars from her chores. How many dollars does Mia have?", None),
    ("Ravi has $3 and 4 dimes. How many cents does Ravi have?", None),
    ("Tim has 3 five-dollar bills and 4 quarters. How many dollars does Tim have?", "16"),
    ("Nancy has saved 4900 cents from selling lemonade. How many dollars does Nancy have?", "49"),
    # where the money came from, never a rate; the same subject and tense asked (coins_en.py)
    ("Joan has saved 6 quarters from washing cars each week. How many cents does Joan have?", None),
    ("Joan saved 6 quarters from washing cars. How many cents does Joan have?", None),
    ("Joan has saved 6 quarters from washing cars. How many cents does Joan have?", "150"),
    ("Ravi had 3 quarters and 4 dimes. How many cents does Ravi have?", None),
    ("Ravi has 3 quarters and 4 euro coins. How many cents does Ravi have?", None),
    ("Ravi has 3 quarters and 350 cents. How many coins does Ravi have?", None),
    ("Ravi has 3 quarters and 4 dimes. How many coins does Ravi have?", "7"),
    # "2 quarters" after coins listed are coins, not 2/4 added (dtlib/text.py); a sum of words stays a sum
    ("Ella has 6 nickels and 2 quarters. How many cents does Ella have?", "80"),
    ("What is 6 and 2 quarters?", "6.5"),
    # found by hostile round 23 once merged: another person's doing, or a place of someone else's (money_places_en.py,
    # roles_en.py)
    ("Jen had $300 in her account and her brother withdrew $120. How much is left in her account?", None),
    ("Jen had $300 in her account. Tom withdrew $120. How much is left in her account?", None),
    ("Jen had $300 in her account and withdrew $120. How much is left in her account?", "180"),
    ("Tina had $400 in her account and deposited $90 into her brother's account. How much is in her account now?",
     None),
    ("Tina had $400 in her account. She deposited $90 into her brother's account. How much is in her account now?",
     None),
    ("Tina had $400 in her account. She deposited $90 into her account. How much is in her account now?", "490"),
]


@pytest.mark.parametrize(("text", "value"), FOUND_ON_MAIN + FOUND_ON_THE_BRANCH)
def test_what_round_twenty_two_found_stays_fixed(text: str, value: str | None) -> None:
    assert value_of(text) == value, text
