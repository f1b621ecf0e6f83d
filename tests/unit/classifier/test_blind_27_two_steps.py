"""Blind half of issue 15's two changes to one holder's count (`blind_27_two_steps.jsonl`, session 24, h/mawps2_27):
40 rows written with two_steps_27.jsonl's batch 1 and committed (65061827) before the reader ran on either, other
nouns, numbers and verbs; 20 written to go slow. Fast rows: a start, a loss and a gain (balloons, muffins, comics,
stickers, roses, cupcakes, chairs, pencils, dolls, crabs, beads, postcards), sorts of one thing summed then a loss
(ribbons, rocks on two days, files, marbles, plums in the morning and evening), a batch got then a loss, two gains, two
losses. Near misses: a fourth number, "about", a negation, a sort asked, a kin doing, two people, "how many more", a
change asked, two things, a count not whole, more lost than had, another thing got, another person asked, a place one
part was told in, the start asked, a doing between ("spent the money she earned to buy"), a complement, an amount
unsaid.

Run once, after the tuning (branch h/mawps2_27 at 3d07cb69, 22:02 UTC), before any fix: fast rows 17 of 20 right, 0
wrong; 18 of the 20 rows written slow went slow. The two read fast are main's roles reader's, as on main: bts27_021
("gave away 11 of them, popped 2, and then bought 9 more": 22, right; its label is corrected to fast after the run,
so the file has 21 fast rows, 19 slow) and bts27_030 ("then baked 1.5 more" cupcakes: 33.5, a count of things that is
not whole, read as written by the roles reader; slow since session 29: roles.py refuses English things counted
one by one told in a part of one). Left slow: bts27_017 ("let 8 of them go": no
verb of losing), bts27_019 ("in the evening": two_changes_en.py takes a word in -ing between the steps for a doing).
Main (87e0219a): 14 of the 20 fast rows read right (the roles reader's chains), the same two slow rows
read.
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_no_wrong_fast_value, jsonl_rows, probe_outcomes, \
    probes_in_round_form

ROWS = jsonl_rows("blind_27_two_steps.jsonl")
RUN = {"fast_right": 18}  # the one blind run's 17, and bts27_021 relabelled
NOT_WHOLE = "bts27_030"  # 1.5 cupcakes baked: main's roles reader reads it, 33.5


def _outcomes() -> list[tuple[dict, object]]:
    """Each row's probe and its outcome, the row left to the roles reader aside."""
    probes = probes_in_round_form([r for r in ROWS if r["id"] != NOT_WHOLE])
    outcomes = probe_outcomes(probes)
    return [(probe, outcomes[i]) for i, probe in enumerate(probes)]


def test_the_file_is_english_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 40 and sum(r["expect"] == "slow" for r in ROWS) == 19 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    read = _outcomes()
    for probe, outcome in read:
        assert_no_wrong_fast_value(probe, outcome)
    assert sum(outcome.exact for _, outcome in read) >= RUN["fast_right"]


def test_a_count_of_things_not_whole_goes_slow() -> None:
    row = next(r for r in ROWS if r["id"] == NOT_WHOLE)
    probe = probes_in_round_form([row])[0]
    assert_no_wrong_fast_value(probe, probe_outcomes([probe])[0])
