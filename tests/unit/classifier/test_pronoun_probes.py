"""Pronoun probes (`pronoun_probes.jsonl`, issue 15): a he/she/他/她 that cannot be the one person named (by the
name's gender), one that can; two people of different genders and a pronoun that picks one; names of either
gender (Sam, Alex, Jordan, 小华, 小林) where a gender would be needed; they/it/他们/它; a rate told of a vehicle or
tool against a doing asked that does not use it (walked, biked, swam against a car's miles per gallon, 步行 against
汽车每升油行12千米) and the twins that do (drove, went, 开车).

Rows as in the hostile rounds: `no-value` (must go slow) or `value` with a `gold`.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed, jsonl_rows, \
    probe_outcomes, value_of

PROBES = jsonl_rows("pronoun_probes.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_both_languages_are_probed() -> None:
    earlier = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
               "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl")
    assert_probes_are_new_and_both_languages_probed(PROBES, earlier)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_pronoun_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# Round six's four open wrong fast answers (test_hostile_probes_6.py), each with twins that stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # a pronoun of the other gender than the one person named (pronouns.py)
    ("Ann reads 20 pages per hour. How many pages does he read in 3 hours?", None),
    ("Ann reads 20 pages per hour. How many pages does she read in 3 hours?", "60"),
    ("Ann reads 20 pages per hour. How many pages does Ann read in 3 hours?", "60"),
    ("Tom runs 6 miles per hour. How far does she run in 2 hours?", None),
    ("Tom runs 6 miles per hour. How far does he run in 2 hours?", "12"),
    ("Jordan runs 6 miles per hour. How far does she run in 2 hours?", "12"),  # either gender: the one named
    ("Sam runs 6 miles per hour. How far does she run in 2 hours?", None),  # "mostly male" in every list
    ("Mary reads 30 pages per hour. How many pages does she read in 4 hours?", "120"),  # "mostly female"
    # two people of one gender before the pronoun, or both genders' pronouns
    ("Tom has 12 cards and Sam has 15 cards. He gives away 3 cards. How many cards does he have now?", None),
    ("Tom has 20 apples. He gives Ann 8 apples. How many apples does she have now?", None),
    # Chinese: the textbook names' convention; another 小X is either gender
    ("小明有20颗糖，小红比她多6颗，小红有几颗？", None),
    ("小明有20颗糖，小红比他多6颗，小红有几颗？", "26"),
    ("小红有20颗糖，小明比她多6颗，小明有几颗？", "26"),
    ("小华有20颗糖，小红比他多6颗，小红有几颗？", "26"),
    ("小明有20颗糖，小华有15颗，他吃了3颗，他还剩几颗？", None),
    ("小明每小时走5千米，她3小时走多少千米？", None),
    ("小明每小时走5千米，他3小时走多少千米？", "15"),
    # a rate of a car against a doing without it (machine_doings.py)
    ("Tom's car gets 30 miles per gallon of gas. He biked 150 miles. How many gallons of gas did he use?", None),
    ("Tom's car gets 30 miles per gallon of gas. He walked 150 miles. How many gallons of gas did he use?", None),
    ("Tom's car gets 30 miles per gallon of gas. He drove 150 miles. How many gallons of gas did he use?", "5"),
    ("Tom's car gets 30 miles per gallon of gas. He traveled 150 miles. How many gallons of gas did he use?", "5"),
    ("一辆汽车每升油行12千米，小明骑自行车行了36千米，用了多少升油？", None),
    ("一辆汽车每小时行60千米，它3小时行多少千米？", "180"),
    # a rate of one person asked of another, "it" or "they" of one person, a he/she of a machine
    ("Tom earns 10 dollars per hour. Ann works 4 hours. How much does she earn?", None),
    ("Ann reads 20 pages per hour. How many pages does it read in 3 hours?", None),
    ("A printer prints 25 pages per minute. How many pages does he print in 4 minutes?", None),
    ("A printer prints 25 pages per minute. How many pages does it print in 4 minutes?", "100"),
    ("Tom and Ann each have 6 apples. How many apples do they have in all?", "12"),
])
def test_the_open_four_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
