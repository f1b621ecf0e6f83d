"""Grade-school English word problems, second set (issue 15, session 26, h/gsen2): `grade_school_en_2.jsonl` (the
tune half, 84 rows) and `grade_school_en_2_check.jsonl` (the check half, 45 rows in phrasings the tune half does not
use, committed first and run once at the end), the simplest problems any worksheet asks: ages ("5 years older",
"in 4 years", "2 years ago", "twice as old as Ben, who is 7"), priced lists with the change from a bill, fraction
parts and what is left ("ate 1/4 of them", "two fifths are girls. How many boys?", "20% were rotten; how many were
good?") and "times as many" (the total, the difference, the smaller one). Near misses that must stay slow: a base
age or a whole untold, "older than" someone untold, a year of birth, a price or a quantity missing, "each" across
items, a tax or a discount, a fraction of the rest, a part not whole, "three times more", "about", "not", "or".
Golds by Python Fraction (`expr`), written before the reader ran on any row.

Tune half (84 rows, 47 fast): main (2abbf212) 14 right, the branch 27 right, 0 wrong, 37 of 37 slow. What stays slow on
purpose: a count at a price each and then the change, and the total or the difference of "k times as many" and its
base (two steps: the stories corpus, blind_stories.jsonl's bs0225 and bs0342 label them slow); "His sister is 5
years older. How old is she?" (the pronoun guard refuses a his and a she in one request).

Check half (45 rows, 27 fast): its one run came with the classifier suite's run at 424df568 (before the girls / boys
rule): 10 right, 1 wrong, 34 slow (main: 1 wrong too). The wrong row, "A pen and 2 notebooks cost $5 each. How much in
all?" (10), is main's (the grammar; bills.py with "altogether"); a wrong fast answer outranks the blind rule, so it
was fixed after the run (guards.py, "an item beside a count, priced each") and nothing else was. Before that run a
sweep of the new reader over the project's English rows also listed, by mistake, the check rows it read right.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, value_of

TUNE = jsonl_rows("grade_school_en_2.jsonl")
CHECK = jsonl_rows("grade_school_en_2_check.jsonl")
CHECK_RUN = {"fast_right": 10, "fast_wrong": 1, "slow": 34}  # the one run of the check half (see the docstring)


def test_the_halves_are_what_their_expressions_give() -> None:
    assert len(TUNE) == 84 and len(CHECK) == 45
    assert sum(r["expect"] == "slow" for r in TUNE) == 37 and sum(r["expect"] == "slow" for r in CHECK) == 18
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert not {r["text"] for r in TUNE} & {r["text"] for r in CHECK}
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(TUNE, "tune", 27)


def test_the_check_half_answers_nothing_wrong() -> None:
    assert_half_right_and_reaching(CHECK, "check", CHECK_RUN["fast_right"])


@pytest.mark.parametrize("text", [
    "A pen and 2 notebooks cost $5 each. How much altogether?",  # each of the three, or each notebook?
    "I bought a pen and 3 notebooks at $2 each. What is the total?",
    "There are 30 people. 2/5 are girls. How many boys are there?",  # the others may be men and women
    "Nadia had 64 quarters in her bank. She spent a quarter of them. How many quarters does she have now?",
    "There are 24 cookies. Sam ate 1/4 of them. How many did Jo eat?",  # another than the one who ate
    "Tom had 40 marbles and gave 1/4 of them to Sam. How many marbles does Sam have now?",
    "Ben had 6 stickers. Ann has twice as many. How many does Ann have?",  # as many as Ben had, or has?
    "Ben has 7 stickers. Ann has half as many. How many does Ann have?",  # 3.5 stickers
    "Ben has 6 stickers. Ann has twice as many. How many do they have?",  # both: two steps, slow as the corpora say
])
def test_near_misses_go_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(("text", "value"), [
    ("I bought a pen for $1 and 2 notebooks at $5 each. How much altogether?", "11"),
    ("A farm has 12 cows and half as many pigs. How many pigs are there?", "6"),
    ("There are 30 kids in the park. 2/5 are girls. How many are boys?", "18"),
    ("Tom is 12. Sue is 5 years older. How old is she?", "17"),
])
def test_the_mechanisms_read(text: str, value: str) -> None:
    assert value_of(text) == value, text


# Three English rows other modules held slow before this session, read now as the brief of h/gsen2 asks (issue 15:
# "Sam ate 1/4 of them. How many are left?", "two fifths are girls. How many boys?"): the rest of one whole after a
# part done, or the other of girls and boys in a class (fraction_rests_en.py). Their Chinese twins there stay slow.
@pytest.mark.parametrize(("text", "value"), [
    ("There are 32 students and 3/4 are girls. How many boys?", "8"),  # was test_quantity_families.py's
    ("Tom had 12 cookies and ate 1/4 of them. How many cookies are left?", "9"),  # test_role_stories.py's: not 12-1/4
    ("There are 40 students and 25% are boys. How many girls?", "30"),  # test_shares_by_values.py's
])
def test_rows_once_held_slow_read_as_the_brief_asks(text: str, value: str) -> None:
    assert value_of(text) == value, text
