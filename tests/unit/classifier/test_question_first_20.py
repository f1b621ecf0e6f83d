"""A question asked before its story, read one way (services/classifier/question_first.py, issue 15): the hostile
batch `question_first_20.jsonl` (72 rows, 46 must go slow), written and committed before the reader ran on it — two
colons, a number in the question, a story with two candidates, someone else asked, a plan, a negation, a second
question, a condition, another unit, a time not told, English and Chinese.

It found four wrong fast answers of main: 还剩多少元？我有200元，想花90元买衣服 → 110 (the reader's token move read
the plan the moved request's checks refuse), "How much is left? I had 80 dollars, spent 25 dollars, then found some
more." → 55 and "How much is left: I had 100 dollars: I spent 30 dollars and then some more." → 70 (money whose
amount is not told: bills.spent_untold now hears "some" standing for money, as in "some more", not "some apples for
$3"), 一共多少元：A店：苹果20元；B店：苹果25元 → 45 (one thing named
before two amounts: two prices to compare, or bought twice?). Two rows written slow read one way and are relabelled
fast (their `why`): 还剩多少元，如果再花10元：… (60) and 去年还剩多少元：… (125).
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, value_of

ROWS = jsonl_rows("question_first_20.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 26 and sum(r["expect"] == "slow" for r in ROWS) == 46
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 8), ("check", 7)])
def test_no_row_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(("text", "value"), [
    # the one mechanism reads both separators, both languages; the time word first where the story names none
    ("今年比去年增长了百分之几？去年80，今年100", "25"),
    ("过年红包一共收了多少：爸妈给了我2000元，姑姑给了我800元", "2800"),
    ("How many markers does she have altogether? Connie has 36 red markers and 12 blue markers.", "48"),
    ("How many metres is it: 3 km plus 450 m?", "3450"),
    ("百分之几？27是36的", "75"),
    # every value of the story is written back where the question moves, an ordinal and a percentage too
    ("What is the answer? 2 to the 10th power", "1024"),
    ("What's the result? 3 to the 4th power", "81"),
    ("What is the new price? A $80 coat is 25% off.", "60"),
    ("现在多少钱？原价200元，降价15%", "170"),
    # near misses: a plan, an amount not told, one thing priced twice
    ("还剩多少元？我有200元，想花90元买衣服。", None),
    ("I had 80 dollars, spent 25 dollars, then found some more. How much is left?", None),
    ("超市苹果20元，菜场苹果25元，一共多少元", None),
    ("I had 80 dollars and spent 25 dollars. How much is left?", "55"),
    ("I had 80 dollars, spent 25 dollars, then spent some. How much is left?", None),
    ("I bought some apples for $3 and some pears for $2. How much did I spend?", "5"),  # "some apples": no amount
    ("I had $20. I bought some candy for $3. How much is left?", "17"),
    ("超市苹果20元，菜场香蕉25元，一共多少元", "45"),
])
def test_questions_asked_first_and_their_near_misses(text: str, value: str | None) -> None:
    assert value_of(text) == value
