"""Blind half of issue 15's MAWPS one-step mechanisms (`blind_26_one_step.jsonl`, session 23, h/mawps26): 56 English rows
written in batches with the tune half's (one_step_26.jsonl) and committed with them before the reader ran on either,
other nouns, numbers and verbs; 32 must go slow. Families: verbs outside the classes (sewed, washed, knitted, poured,
cooked, built), "has with N", two other things beside the start and its change, a part told by a state beside a doing
asked by its verb, amounts told in parts of a thing, a packing in a larger container never counted, a state found out,
a start told by where its things are and what they do there, a scene said first, "than" typed "then" or "that". Near
misses: the doing asked as "have", another thing, a plan, someone else, a rate, another holder, "might", all things
asked, "some", the giver asked, the part asked, "not", "have", "escaped", one picker asked, another unit, a product of
parts, the larger container held or someone's, "left", another place, another animal, the scene's own doing asked, a
number in the scene, "that Tess found", two people.

Run once, after the tuning (branch h/mawps26 at 74d03b41, 19:24 UTC), before any fix: fast rows 18 of 24 right, 0
wrong, 6 slow (b26o_004 "Aunt June": the question names "June", a month, as one of the story's days; b26o_005 "5 more
bowls of soup": a "more N of X" amount; b26o_006 "cooked" is left out of the classes; b26o_042 "Dev": pronouns.py's guard (a name it
does not know); b26o_043 "flew in" onto a beach, b26o_048 "some more flew up": arrivals_en.py's own refusals); slow rows
32 of 32 slow. Main (69059ac3): 1 of 24 fast rows (b26o_044, arrivals_en.py), 32 of 32 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_26_one_step.jsonl")
RUN = {"fast_right": 18, "fast_wrong": 0, "slow": 38}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 56 and sum(r["expect"] == "slow" for r in ROWS) == 32 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
