"""English computations of the generated corpus's categories in wordings no generator used (issue 15, session 31,
h/phrasings_en31).

`phrasings_en_31_tune.jsonl` / `phrasings_en_31_check.jsonl`: 437 English requests from a paraphrase generator
written for this branch without opening the corpus generators (a throwaway script, /tmp/phrasings_en31/gen.py; the
rows are what is kept): the operation fixed, the wording varied as different people type it — terse ("sqrt 79 to
4dp", "calc (42+44)/3"), chatty, formal ("Kindly state the day of the week for …"), non-native ("which day of week is
… pls"), notation mixed with words ("13^2 minus twenty"), spelled numbers ("two thousand and twenty-five", "a quarter
of", "one and a half times", "fifty-nine dozen"), money forms ("$1.4k", "USD 434", "bucks", "£3.50", "3 euros 20",
"dollars and cents"), dates written seven ways with day shifts, day counts and weekdays, string operations on quoted
and named strings, growth and decline between two named values, unit conversions in prose, one- and two-step word
problems; 117 that must go slow (no year, a day/month order open, an old value or a price or a count unsaid, a rate
to look up, a ton, an operand missing, two readings, an unsupported ask, a number that labels). Golds by Fraction and
datetime in each row's `expr`. Shuffled; even rows tune (219), odd rows check (218), both committed before the reader
ran on them. The check half is run once, at the end, nothing fixed after.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TUNE = jsonl_rows("phrasings_en_31_tune.jsonl")
CHECK = jsonl_rows("phrasings_en_31_check.jsonl")
RUN = {"tune_fast_right": 0, "check_fast_right": 0}  # filled in from the runs


def test_the_halves_are_english_new_and_their_golds_what_their_expressions_give() -> None:
    assert len(TUNE) == 219 and sum(r["expect"] == "slow" for r in TUNE) == 64
    assert len(CHECK) == 218 and sum(r["expect"] == "slow" for r in CHECK) == 54
    assert {r["lang"] for r in TUNE + CHECK} == {"en"}
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert len({r["text"] for r in TUNE + CHECK}) == len(TUNE + CHECK)
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE, RUN["tune_fast_right"])


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(CHECK, RUN["check_fast_right"])


TWINS = jsonl_rows("phrasings_en_31_twins.jsonl")
TWINS_FAST_RIGHT = 0  # filled in after the fixes they test


def test_the_twins_are_english_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 86 and sum(r["expect"] == "slow" for r in TWINS) == 42
    assert {r["lang"] for r in TWINS} == {"en"} and not {r["text"] for r in TWINS} & {r["text"] for r in TUNE + CHECK}
    assert_golds_are_their_expressions(TWINS)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, TWINS_FAST_RIGHT)
