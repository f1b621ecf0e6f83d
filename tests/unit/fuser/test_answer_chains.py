"""Issue 15: a draft's calculation that does not answer the request is never shown as ok.

In a computation request, the claims that lead to the number a draft gives as its answer (its
answer chain) are grounded like an operation the model wrote (dtlib.grounding): every operand is
the request's, an earlier result, or a constant; every amount of the request is used; no amount
is used only against itself (8/8, 8-8). Found on the stack (trace 75ca10dd8cee5b68304ba06d133e7ee3):
"8 / 8 = 1. So, there are 1 students in total." was presented as ok.

Each twin: the request, the model's reply (given every time it is asked), and what the user gets:
"ok" (the reply as written, its numbers checked), "shown" (as written, not a computation: its
number unchecked and said so in its provenance), "corrected" (presented with a marked correction) or "uncertain"
(with, where given, a words of the reason, and without the reply's numbers).
"""

from __future__ import annotations

import pytest

from dtlib import envelope as env_mod
from dualtrack.bench.slowpath_scripted import Case, run_case

BUS = "Each bus holds 45 students. The school needs 8 buses. How many students are going?"
BUS_WORDS = "Each bus holds forty-five students. The school needs eight buses. How many students are going?"
EGGS = "A box holds 12 eggs. Tom buys 5 boxes and 3 eggs break. How many good eggs does he have?"
APPLES = "Tom has 3 apples and Sue has twice as many. How many apples do they have in all?"
SHIRT = "A shirt costs 80 dollars and is 15% off. How much is the discount in dollars?"
BUS_ZH = "每辆车坐45人，学校需要8辆车，一共有多少学生？"
BUS_ZH_WORDS = "每辆车坐四十五人，学校需要八辆车，一共有多少学生？"
PENS_ZH = "小明有20元，买了3支笔，每支4元，还剩多少元？"
FACTORY_ZH = "一个工厂每月生产1.2万件产品，3个月一共生产多少件？"

TWINS: list[tuple[str, str, str, str]] = [
    # --- the good path: stays ok ---------------------------------------------------------------
    ("product", BUS, "45 × 8 = 360. So 360 students are going.", "ok"),
    ("restated first", BUS, "The school needs 8 buses, each holds 45 students. 8 × 45 = 360, so 360 students are going.", "ok"),
    ("restated after, with a lead", BUS, "45 × 8 = 360. So 360 students are going on the 8 buses.", "ok"),
    ("restated after, a sentence", BUS, "45 × 8 = 360 students. The school needs 8 buses.", "ok"),
    ("number words", BUS_WORDS, "45 × 8 = 360 students are going.", "ok"),
    ("two steps", EGGS, "12 × 5 = 60 eggs. 60 - 3 = 57, so he has 57 good eggs.", "ok"),
    ("a square", "How many square meters is a square garden with sides of 5 meters?",
     "5 × 5 = 25, so the garden is 25 square meters.", "ok"),
    ("twice", APPLES, "Sue has 3 × 2 = 6 apples. 3 + 6 = 9 apples in all.", "ok"),
    ("each of the 3, 3 times", "Each of the 3 friends ate 3 cookies. How many cookies did they eat?",
     "3 × 3 = 9 cookies.", "ok"),
    ("percent of", SHIRT, "15% of 80 is 12, so the discount is 12 dollars.", "ok"),
    ("percent as a decimal", SHIRT, "0.15 × 80 = 12 dollars.", "ok"),
    ("a year is context", "In 2023, each bus held 45 students and the school needed 8 buses. How many students went?",
     "45 × 8 = 360 students.", "ok"),
    ("zh product", BUS_ZH, "每辆车坐45人，8辆车一共坐45×8=360人。", "ok"),
    ("zh numerals", BUS_ZH_WORDS, "45×8=360，一共有360名学生。", "ok"),
    ("zh two steps", PENS_ZH, "3×4=12元，20-12=8元，还剩8元。", "ok"),
    ("zh 万", FACTORY_ZH, "1.2万 × 3 = 3.6万，所以3个月生产3.6万件。", "ok"),
    ("a wrong product corrected", BUS, "45 × 8 = 350. So 350 students are going.", "corrected"),
    ("zh a wrong step corrected", PENS_ZH, "3×4=12元，20-12=6元，还剩6元。", "corrected"),
    # --- a calculation that does not answer the request: uncertain ------------------------------
    ("the trace: an amount against itself", BUS, "8 / 8 = 1. So, there are 1 students in total.", "uncertain:45"),
    ("an amount minus itself", BUS, "8 - 8 = 0. So 0 students are going.", "uncertain:45"),
    ("an invented operand", BUS, "45 × 9 = 405 students are going.", "uncertain:9"),
    ("an amount left out, a constant used", BUS, "45 × 2 = 90 students are going.", "uncertain:8"),
    ("a step left out", EGGS, "12 × 5 = 60, so he has 60 good eggs.", "uncertain:3"),
    ("an invented step", EGGS, "12 × 5 = 60. 60 - 6 = 54, so he has 54 good eggs.", "uncertain:6"),
    ("undone by a side step", BUS, "45 × 8 = 360. 360 / 8 = 45. So 45 students are going.", "uncertain:8"),
    ("the answer a side step's, stated unchecked", BUS, "45 - 8 = 37. So 45 students are going.", "uncertain"),
    ("a side step, then a stray answer", BUS, "45 + 8 = 53. So 400 students are going.", "uncertain"),
    ("the wrong numbers, right arithmetic", SHIRT, "15% of 100 is 15, so the discount is 15 dollars.", "uncertain:80"),
    ("number words left out", BUS_WORDS, "45 × 2 = 90 students are going.", "uncertain:8"),
    ("a buses answer to a students question", BUS, "8 × 45 = 360 students. 360 ÷ 45 = 8 buses.", "uncertain:45"),
    ("a wrong product over a left-out amount", BUS, "45 × 2 = 80 students are going.", "uncertain:8"),
    ("a label is an amount", "The students in Room 101 sit in 6 rows of 7. How many students are in Room 101?",
     "6 × 7 = 42 students.", "uncertain:101"),
    ("a second amount the draft forgets", "Each bus holds 45 students and 2 teachers. The school needs 8 buses. "
     "How many students are going?", "45 × 8 = 360 students.", "uncertain:2"),
    ("zh an amount against itself", BUS_ZH, "8÷8=1，所以一共有1名学生。", "uncertain:45"),
    ("zh a constant for an amount", BUS_ZH, "45×2=90，一共有90名学生。", "uncertain:8"),
    ("zh a step left out", PENS_ZH, "3×4=12元，还剩12元。", "uncertain:20"),
    ("zh an amount minus itself", "小明有20元，花了5元，还剩多少元？", "20-20=0，还剩0元。", "uncertain:5"),
    ("zh numerals left out", BUS_ZH_WORDS, "45×2=90，一共有90名学生。", "uncertain:8"),
    ("zh 万 left out", FACTORY_ZH, "1.2万 × 2 = 2.4万，所以生产2.4万件。", "uncertain:3"),
    # --- written after the first build: more forms of both kinds -------------------------------
    ("an average", "What is the average of 3, 5 and 10?", "(3 + 5 + 10) / 3 = 6", "ok"),
    ("an average leaving one out", "What is the average of 3, 5 and 10?", "(3 + 5) / 2 = 4", "uncertain:10"),
    ("a price after a discount", "A shirt costs 80 dollars and is 15% off. How much does it cost after the discount?",
     "15% of 80 is 12. 80 - 12 = 68 dollars.", "ok"),
    ("hours to seconds, step by step", "How many seconds are in 2 hours?", "2 × 60 × 60 = 7200 seconds.", "ok"),
    # a unit factor that is not a constant is not assumed: 3600 would also pass "2 × 3600" for 2 minutes
    ("hours to seconds at once", "How many seconds are in 2 hours?", "2 × 3600 = 7200 seconds.", "uncertain:3600"),
    ("minutes to seconds with an hour's factor", "How many seconds are in 2 minutes?", "2 × 3600 = 7200 seconds.",
     "uncertain:3600"),
    ("an invented factor", "How many seconds are in 2 hours?", "2 × 3000 = 6000 seconds.", "uncertain:3000"),
    ("legs", "How many legs do 5 dogs and 3 chickens have?", "5 × 4 + 3 × 2 = 26 legs.", "ok"),
    ("money left, spending summed", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars on lunch. "
     "How much money does he have left?", "15 + 10 = 25. 50 - 25 = 25. He has 25 dollars left.", "ok"),
    ("money left, one spending left out", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars on "
     "lunch. How much money does he have left?", "50 - 15 = 35 dollars left.", "uncertain:10"),
    ("money left, the start left out", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars on "
     "lunch. How much money does he have left?", "15 + 10 = 25. He has 25 dollars left.", "uncertain:50"),
    ("each of her 3 friends", "Sara has 24 stickers and gives 6 to each of her 3 friends. How many stickers "
     "does she have left?", "6 × 3 = 18. 24 - 18 = 6 stickers left.", "ok"),
    ("each of her 3 friends, the 3 forgotten", "Sara has 24 stickers and gives 6 to each of her 3 friends. How "
     "many stickers does she have left?", "24 - 6 = 18 stickers left.", "uncertain:3"),
    ("the answer a question's number after a right chain", "Sara has 24 stickers and gives 6 to each of her 3 "
     "friends. How many stickers does she have left?", "6 × 3 = 18. 24 - 18 = 6. So 3 stickers are left.",
     "uncertain:gives 3 as the answer"),
    ("a perimeter", "A rectangle is 6 cm long and 4 cm wide. How many cm is its perimeter?", "2 × (6 + 4) = 20 cm.", "ok"),
    ("a perimeter of one side twice", "A rectangle is 6 cm long and 4 cm wide. How many cm is its perimeter?",
     "6 + 6 = 12 cm.", "uncertain:4"),
    ("a side step undone by another", BUS, "45 + 8 = 53. 53 - 8 = 45. So 45 students.", "uncertain:8"),
    ("a step label", BUS, "Step 1: 45 × 8 = 360.\nStep 2: So 360 students are going.", "ok"),
    ("a step label over an amount against itself", BUS, "Step 1: 8 / 8 = 1.", "uncertain:45"),
    ("zh one expression", PENS_ZH, "20 - 3 × 4 = 8，还剩8元。", "ok"),
    ("zh a price for the count", PENS_ZH, "20 - 4 = 16，还剩16元。", "uncertain:3"),
    ("zh undone by a side step", PENS_ZH, "3×4=12元，12÷4=3，所以还剩3元。", "uncertain:20"),
    ("zh the answer first", BUS_ZH, "答案是360。45×8=360。", "ok"),
    ("zh in words", BUS_ZH, "45乘以8等于360，所以一共有360名学生。", "ok"),
    ("in prose words, over an earlier result", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars "
     "on lunch. How much money does he have left?",
     "Adding 15 and 10 gives 25. Subtracting 25 from 50 leaves 25 dollars.", "ok"),
    ("in prose words, the start left out", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars "
     "on lunch. How much money does he have left?", "Adding 15 and 10 gives 25. Subtracting 25 from 25 leaves 0.",
     "uncertain:50"),
    # measured on MAWPS train (tune) rows: "one" that names one thing, and a result equal to a given amount
    ("one pencil", "One pencil weighs 28.3 grams. How much do 5 pencils weigh?", "28.3 × 5 = 141.5 grams.", "ok"),
    ("in one hour", "Tammy drove 55 miles in one hour. How far can she drive in 36 hours?", "55 × 36 = 1980 miles.", "ok"),
    ("in one day, in each cage", "A pet store had 18 puppies. In one day they sold 3 of them and put the rest into "
     "cages with 5 in each one. How many cages did they use?", "18 - 3 = 15. 15 / 5 = 3 cages.", "ok"),
    ("one that is eaten is an amount", "Tom had 5 apples, got 2 more and ate one. How many apples does he have?",
     "5 + 2 = 7 apples.", "uncertain:1"),
    ("one after a comma is an amount", "Tom had 5 apples and 3 pears, one was rotten. How many good fruits does "
     "he have?", "5 + 3 = 8 fruits.", "uncertain:1"),
    ("after one week", "Debby has 56 pictures to color. After one week she has colored 33. How many are left?",
     "56 - 33 = 23 pictures.", "ok"),
    ("one box, the count left out", "One box holds 12 eggs. How many eggs are in 5 boxes?", "12 × 4 = 48 eggs.",
     "uncertain:5"),
    ("a result equal to a given amount", "Spencer walked 0.3 mile to the library and 0.1 mile to the post office. "
     "Then he walked 0.4 mile back home. How many miles did he walk in all?",
     "0.3 + 0.1 = 0.4. 0.4 + 0.4 = 0.8 miles.", "ok"),
    ("a result equal to a given amount, doubled", "Spencer walked 0.3 mile to the library and 0.1 mile to the post "
     "office. Then he walked 0.4 mile back home. How many miles did he walk in all?",
     "0.3 + 0.1 = 0.4. 0.4 × 2 = 0.8 miles.", "uncertain:0.4"),
    # measured on MAWPS train: word problems that ask without "how many / how much" are computations too
    ("a total cost", "Jessica spent $10.22 on a cat toy, and a cage cost her $11.73. What was the total cost of "
     "Jessica's purchases?", "10.22 + 11.73 = 21.95. So the total cost was $21.95.", "ok"),
    ("a total cost, an amount against itself", "Jessica spent $10.22 on a cat toy, and a cage cost her $11.73. "
     "What was the total cost of Jessica's purchases?", "10.22 / 10.22 = 1. So the total cost was $1.", "uncertain:11.73"),
    ("how fast", "Emily drove 150 miles in 3 hours. How fast did Emily go?", "150 / 3 = 50 miles per hour.", "ok"),
    ("how fast, an amount against itself", "Emily drove 150 miles in 3 hours. How fast did Emily go?",
     "3 - 3 = 0 miles per hour.", "uncertain:150"),
    ("what percent", "In a bag there are 13 red marbles, 5 blue marbles, and 7 green marbles. What percent of the "
     "marbles are green?", "13 / 13 = 1. So 1% are green.", "uncertain:7"),
    ("a knowledge question with a total is not a computation", "What was the total cost of the Apollo program?",
     "The Apollo program cost about 25.8 billion dollars.", "shown"),
]


def test_the_twins_cover_both_outcomes_in_both_languages() -> None:
    assert len(TWINS) >= 30
    uncertain = [t for t in TWINS if t[3].startswith("uncertain")]
    assert 0.4 <= len(uncertain) / len(TWINS) <= 0.6
    assert sum("zh" in t[0] for t in TWINS) >= 10


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), TWINS, ids=[t[0] for t in TWINS])
async def test_an_answer_chain_is_shown_only_when_it_answers_the_request(
        slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    drafter, fuser, backend = slow_path
    env = await run_case(Case(name, request_text, draft, None), drafter, fuser, backend)
    answer = env.answer
    if expected in ("ok", "shown"):
        assert (answer.status, answer.text) == ("ok", draft)
        assert answer.provenance.verified is (expected == "ok")  # shown: as written, its number unchecked
    elif expected == "corrected":
        assert answer.status == "ok" and ("corrected from" in answer.text or "已更正" in answer.text)
    else:
        assert answer.status == "uncertain", answer.text
        assert answer.text.startswith(("I don't know for sure, because", "我不确定，因为"))
        assert draft not in answer.text  # the unchecked calculation is not shown, not even as a try
        assert answer.provenance.verified is False
        reason = expected.partition(":")[2]
        if reason:
            assert reason in answer.error.message, answer.error.message


async def test_the_model_is_asked_again_with_the_reason_before_it_is_uncertain(slow_path) -> None:
    drafter, fuser, backend = slow_path
    env = await run_case(Case("trace", BUS, "8 / 8 = 1. So, there are 1 students in total.", None),
                         drafter, fuser, backend)
    assert env.meta.decisions[0].startswith("gather_more")
    assert any("leaves out 45" in f for f in env.meta.failed_approaches)
    assert env_mod.decode(env_mod.encode(env)).answer.status == "uncertain"


async def test_the_uncertain_answer_gives_the_chain_as_its_reason_not_a_low_confidence(slow_path) -> None:
    drafter, fuser, backend = slow_path
    env = await run_case(Case("trace", BUS, "8 / 8 = 1. So, there are 1 students in total.", None),
                         drafter, fuser, backend)
    text = env.answer.text
    assert "does not answer the question" in text and "leaves out 45" in text
    assert "confidence" not in text  # the confidence did not decide: saying it is low would be false


async def test_a_chinese_request_hears_the_reason_in_chinese(slow_path) -> None:
    drafter, fuser, backend = slow_path
    env = await run_case(Case("zh trace", BUS_ZH, "8÷8=1，所以一共有1名学生。", None), drafter, fuser, backend)
    text = env.answer.text
    assert env.answer.status == "uncertain"
    assert "没有用到题目中的45" in text and "8只和自身相抵" in text
    assert not any(word in text for word in ("leaves out", "the calculation", "against itself"))
