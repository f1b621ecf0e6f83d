"""Blind half of issue 15's MAWPS-like + and − families (`blind_25_add.jsonl`, session 22, h/add25): 26 English rows
written with the tune half's batch 1 (mawps_addsub_25.jsonl) and committed with it (457f9729) before the reader ran on
either, other nouns, numbers and sentence shapes; 15 must go slow. Families: a when or an "in all" said first ("On
Wednesday, he walked 4 km", "Altogether, how many …", "This morning, Eli washed 13 cups", "Yesterday, she used 25");
two things of one holder compared ("more books than comics does Noah own", "fewer lilies than roses does the vase
hold", "more milk than cream did Greta pour"); another named person's lone state beside one person's story ("Raj sews
on 8 buttons", "Finn … end with"); a length asked of the one compared ("It is 3.75 meters taller than the camel. How
tall is the camel?", "8 meters shorter than the lake's dock"). Near misses: one day asked, another thing, someone
else doing, another question, the thing asked to be more being less, another holder, another unit, a thing not told,
the other person asked, a pronoun after two people, "altogether", the told one asked, another measure, another unit
asked.

Run once, after the tuning (branch h/add25 at 55a0e032, 16:19 UTC), before any fix: fast rows 4 of 11 right (b25a_001
"On Wednesday, …", b25a_009 "more books than comics", b25a_017 Finn, b25a_021 the camel), 0 wrong, 7 slow, by the
roles reader's own refusals: verbs outside its classes ("knitted", "washed", "poured", "sews on": "an amount with no
verb before it"), "Yesterday, she used 25" after a start told at no time (two times), "A vase holds 18 roses and 7
lilies" (the second amount without its verb), "than the lake's dock" (compared with whom); slow rows 15 of 15 slow.
Main (cfe6cca5): 0 of 11 fast rows, 15 of 15 slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_25_add.jsonl")
RUN = {"fast_right": 4, "fast_wrong": 0, "slow": 22}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 26 and sum(r["expect"] == "slow" for r in ROWS) == 15 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
