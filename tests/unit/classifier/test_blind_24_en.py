"""Blind half of the twenty-fourth English families (`blind_24_en.jsonl`, issue 15, session 21, h/en24): 26 rows written
with the tune half (story_families_en_24.jsonl batch 1) and committed before the reader ran on either, other nouns,
numbers and sentence shapes; 14 must go slow. Families: two named people's total with one's part told and the other's
asked ("between them", "Together, …", money earned, the part told first, "How far", the part told after the question
in an if-clause) and a goal partly done with the rest asked ("still have to mow", "are left to knit", "So far they have
collected", a recipe's "already added", "needs 24 beads … already has 15"); near misses another thing, "about", a spend
asked of an earning, someone else asked, three people, a second amount, a hope, another period, two ingredients,
other things done, "at least", someone else doing, the told amount asked, "more … than his sister".

Run once, after the tuning (branch h/en24 at c0f92742), before any fix: fast rows 4 right (b24_004 the part told first,
b24_014 and b24_018 as main reads them, b24_019 "has to type … left to type"), 0 wrong, 8 slow: "between them",
"Together, …", "earned" (no verb of the tune rows' list), "How far", the part in an if-clause after the question, "still
have to", "are left to knit", "A cookie recipe" (a recipe with a noun before it); slow rows 14 of 14 slow. Main
(a24326bb): 2 of 12 fast rows read (b24_014, b24_018), 14 of 14 slow rows slow.
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("blind_24_en.jsonl")
RUN = {"fast_right": 4, "fast_wrong": 0, "slow": 22}  # the one blind run, before any fix


def test_the_file_is_english_half_slow_and_what_its_expressions_give() -> None:
    assert len(ROWS) == 26 and sum(r["expect"] == "slow" for r in ROWS) == 14 and {r["lang"] for r in ROWS} == {"en"}
    assert_golds_are_their_expressions(ROWS)


def test_the_blind_half_answers_nothing_wrong_and_reads_what_it_read() -> None:
    assert_blind_half_reads(ROWS, RUN["fast_right"])
