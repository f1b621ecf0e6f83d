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

Relabelled after a run, each row saying why: in tune, "round 1234.5678 to 3 significant figures" (fast, 1230: written
slow as unsupported, read right) and two "if I start on D and it takes N days, when do I finish" (slow: whether the
start day is the first of the days is not said); in check, after its one run, "days between June 5 and August 1"
(fast, 57: no February between, the same count in any year, which the reader answered).

`phrasings_en_31_twins.jsonl`: the twins of each mechanism the tune half showed missing, each batch committed before
the code it tests, with near misses that must stay slow: 86 rows, 42 must stay slow (everyday_phrasings_en.py,
words_unquoted_en.py, a choice of weekday refused in dates.py, words.py's block). A reader of "7 euros 81" as 7.81
(money_cents_en.py) was taken back after the classifier suite: "A marker costs 3 dollars a dozen. …" reaches the
reader as "3 dollars 12" (the number words as digits first) and was read 3.12; its three fast twins are unread.

Main (d6b6fe0a, a `git archive` copy, the bench's path with the calibrated score): tune 129 of 155 fast rows right,
twins 3 of 44 and two wrong fast answers ("which day of the week should I pick for the party on 2030-10-12" →
Saturday, "what day of the week would be better to launch, 2029-03-01?" → Thursday), check 145 of 164 (and the row
relabelled after: 57). This branch with the euros-and-cents reader (073388ea): tune 142 of 155, twins 39 of 44,
check 151 of 164 on its one run (and 57); without it (the branch as merged): tune 141, twins 37, check 149 of 164
(and 57), nothing wrong, every slow row slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TUNE = jsonl_rows("phrasings_en_31_tune.jsonl")
CHECK = jsonl_rows("phrasings_en_31_check.jsonl")
RUN = {"tune_fast_right": 141, "check_fast_right": 150}  # without the euros-and-cents reader (check: 149 + the row relabelled)


def test_the_halves_are_english_new_and_their_golds_what_their_expressions_give() -> None:
    assert len(TUNE) == 219 and sum(r["expect"] == "slow" for r in TUNE) == 64
    assert len(CHECK) == 218 and sum(r["expect"] == "slow" for r in CHECK) == 53
    assert {r["lang"] for r in TUNE + CHECK} == {"en"}
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert len({r["text"] for r in TUNE + CHECK}) == len(TUNE + CHECK)
    assert_golds_are_their_expressions(TUNE + CHECK)


def test_the_tune_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE, RUN["tune_fast_right"])


def test_the_check_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(CHECK, RUN["check_fast_right"])


TWINS = jsonl_rows("phrasings_en_31_twins.jsonl")
TWINS_FAST_RIGHT = 37  # after the fixes they test, the euros-and-cents reader taken back


def test_the_twins_are_english_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 86 and sum(r["expect"] == "slow" for r in TWINS) == 42
    assert {r["lang"] for r in TWINS} == {"en"} and not {r["text"] for r in TWINS} & {r["text"] for r in TUNE + CHECK}
    assert_golds_are_their_expressions(TWINS)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, TWINS_FAST_RIGHT)
