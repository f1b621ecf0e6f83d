"""English computations asked every everyday way (issue 15, session 29, h/phrasings29).

`phrasings_en_29_tune.jsonl` / `phrasings_en_29_check.jsonl`: 511 English requests from a paraphrase generator written
for this branch without opening the corpus generators (a throwaway script, /tmp/phrasings29/gen.py; the rows are what
is kept): the operation fixed, the wording varied the way people type (no question mark, "pls", "whats", "how much is",
"can u tell me", "I need", imperatives, odd spacing around symbols, numbers in words, "a dozen", "half a million",
"1.2k", "$3.5M"), arithmetic in words, powers and roots, percents, dates and days, weekdays, string operations, list
statistics in prose, unit conversions in prose, one- and two-step purchases; 135 that must go slow (no today for a
relative date, a year that matters left unsaid, a day-first or month-first date, a missing amount, an unsupported
operation, a hedge or alternatives, two readings, another thing asked). Golds by Fraction and datetime in each row's
`expr`. Shuffled; even rows tune (256), odd rows check (255), both committed before the reader ran on them. The check
half is test_phrasings_en_29_check.py's, run once at the end.

`phrasings_en_29_tune2.jsonl`: a second tune round from a second generator (/tmp/phrasings29/gen2.py), 64 everyday
computations inside a line of context (a trial that ends, an invoice due, a flight's weekday, visitors rounded for a
report, a 5K in miles, a tip, a rent raise), 15 that must go slow (the start, the count, the year or the amount
unsaid, a hedge); committed before the reader ran on it; tune only.

`phrasings_en_29_twins.jsonl`: the twins of each mechanism the tune rounds showed missing, each batch committed before
the code it tests, each with near misses that must stay slow (a missing amount, another reading, two asks): 131 rows,
66 must stay slow (everyday_forms_en.py, context_lines_en.py, a guard and a priced_periods_en.py fix). Two changes
were taken back after the classifier suite and the MAWPS bench ran: money asked with "what" ("…, what did I spend?"
read as how much) made a hostile probe answer ("Lunch was $12 for me and $15 for my wife. What did I spend?" → 27),
and "purchases" as a buying lost a MAWPS tune row ("the total cost of Jessica's purchases"); "purchased" stays.

Main (b79ea73a, a `git archive` copy): tune 149 of 191 fast rows right, tune2 19 of 49, twins 7 of 65 and two wrong
fast answers ("I bought 2 tickets for $15 each. what did I spend them on?" → 30; "my salary is $2000 a month and 12%
goes to savings, how much is that in a year" → 24000). This branch (79c03e4f): tune 162, tune2 39, twins 59, nothing
wrong, every slow row slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

TUNE = jsonl_rows("phrasings_en_29_tune.jsonl")
CHECK = jsonl_rows("phrasings_en_29_check.jsonl")
TWINS = jsonl_rows("phrasings_en_29_twins.jsonl")
TUNE2 = jsonl_rows("phrasings_en_29_tune2.jsonl")


def test_the_halves_are_english_new_and_their_golds_what_their_expressions_give() -> None:
    assert len(TUNE) == 256 and sum(r["expect"] == "slow" for r in TUNE) == 65
    assert len(CHECK) == 255 and sum(r["expect"] == "slow" for r in CHECK) == 70
    assert {r["lang"] for r in TUNE + CHECK} == {"en"}
    assert {r["split"] for r in TUNE} == {"tune"} and {r["split"] for r in CHECK} == {"check"}
    assert len({r["text"] for r in TUNE + CHECK}) == len(TUNE + CHECK)
    assert_golds_are_their_expressions(TUNE + CHECK)
    assert len(TUNE2) == 64 and sum(r["expect"] == "slow" for r in TUNE2) == 15
    assert {r["split"] for r in TUNE2} == {"tune"} and not {r["text"] for r in TUNE2} & {r["text"] for r in TUNE + CHECK}
    assert_golds_are_their_expressions(TUNE2)


def test_the_tune_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE, 161)


def test_the_second_tune_round_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(TUNE2, 39)


def test_the_twins_are_english_and_their_golds_what_their_expressions_give() -> None:
    assert len(TWINS) == 131 and sum(r["expect"] == "slow" for r in TWINS) == 66
    assert {r["lang"] for r in TWINS} == {"en"} and len({r["text"] for r in TWINS}) == len(TWINS)
    assert_golds_are_their_expressions(TWINS)


def test_the_twins_answer_nothing_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(TWINS, 57)
