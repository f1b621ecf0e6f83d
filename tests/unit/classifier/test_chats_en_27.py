"""Twins of the chats corpus's English dev misses (issue 15, session 24, h/chatsen27), by mechanism: money said with
no currency inside a rate whose verb says money ("i make 18.75 an hour", "she charges 40 an hour", "3.50 per GB");
chat noise around a computation (":/", "ugh", "omg"); a growth whose amount's noun is said once, after the first
amount ("from 12,000 visitors to 15,000"). Near misses that must stay slow beside each: the hours missing, an extra
fee, a condition, another unit or time asked, two rates, another person, a negation, two nouns.

chats_en_27.jsonl (golds by Python Fraction, `expr`): written and committed before the reader ran on it. Batch 2
(ce27_037–058), the same way: money said with no sign outside a rate, after a paying verb or a total's noun ("we won
3,000 … 6 of us", "headphones are 59.99 each", "the bill came to 86.40 and i paid 100", "rang up 42.30"), with near
misses (unequal shares, shipping or a tip not given, games won, ages, scores, two currencies, another one asked).
Batch 3 (ce27_059–070), the same way: a clock time said by its hour alone ("9am to 5:30pm", "finish at 5pm", "10pm to
6am"), with near misses (a break, an hour without am/pm, another span, several nights, no unit, two spans, each week).
Batch 4 (ce27_071–080), the same way: a part of a whole said "18 of the 24 students passed" or "out of 800 people
surveyed, 200 said no", its share asked in percent, with near misses (the rest, a third number, another group or
doing, a count asked, a part larger than the whole). Batch 5 (ce27_081–090), the same way: a dish named where
"recipe" would be ("chili for 6 needs 3 cans of beans", "pancakes for 4 use 2 eggs"), with near misses (a condition,
a tent, two asked, a time, another unit, what is left). Batch 6 (ce27_091–096), the same way: "how many people is
that" asked of a percentage of a count of people (students, employees), with near misses (another noun, things, the
whole missing, "about").

Main (87e0219a, a `git archive` copy) on the 96 rows: 4 of 42 fast rows right, 2 WRONG ("traffic went from 12,000
visitors to 15,000 pageviews, what's the percent increase" → 25; "i had 500 in my account and spent 135 on groceries
and some on gas. how much is left" → 365), 52 of 54 slow rows slow. The branch at a1014364: 37 right, 0 wrong, 54 of
54 slow. Then every English row of this folder's request files was read on the branch and on main, and the differences
checked: the hour said alone ("9am to 5:30pm", batch 3) answered hostile_probes_18's near misses ("How many hours was
it closed?", "from a quarter past 8 am" → 60), so it was taken back (ce27_059, 061–063 slow again); "paid with a 100"
is no sign's place ("paid with a twenty" is hostile_probes_20's slow row; ce27_039 slow); "three $3 salads" gave the
bare 3 a sign by the "and" before both. Now 32 right, 0 wrong, 54 of 54 slow; left slow besides those: "she charges 40
an hour … what do i owe her" (pronouns.py: a she beside the speaker), "the streaming plan is 17.97 a month split 3
ways", "i start work at 8:45 and finish at 5pm" (am or pm for 8:45?), "out of 800 people surveyed, 200 said no" (the
"no" a negation guard reads), "30 percent of the 2,400 students take the bus" (take).
"""

from __future__ import annotations

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows

ROWS = jsonl_rows("chats_en_27.jsonl")
FAST_RIGHT_AT_LEAST = 32  # the reader's run after the fixes below: 32 of 42 fast rows right, 0 wrong, 54 of 54 slow


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 42 and sum(r["expect"] == "slow" for r in ROWS) == 54
    assert_golds_are_their_expressions(ROWS)


def test_no_twin_is_answered_fast_and_wrong() -> None:
    assert_half_right_and_reaching(ROWS, "tune", FAST_RIGHT_AT_LEAST)
