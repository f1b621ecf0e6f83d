"""Issue 15, second half: a right-looking chain that does the wrong operation over the right numbers.

"Each bus holds 45 students. The school needs 8 buses. How many students are going?" answered
"45 + 8 = 53" uses every amount once and its arithmetic is right, yet it adds students per bus to
buses. The one grounding check (dtlib.grounding) reads what each amount of the request counts and
what it is per, and the unit the question asks; a chain that adds or subtracts amounts of different
kinds, or whose result is not of the kind asked, does not answer. Where a unit cannot be read with
confidence nothing is judged: a right reply stays ok.

Each twin: the request, the model's reply (given every time it is asked), and what the user gets
("ok", or "uncertain" with, where given, words of the reason). Written before the check was built.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.slowpath_scripted import Case, run_case
from fakes.harness import assert_shown_ok_or_uncertain, assert_twins_cover_both_outcomes

BUS = "Each bus holds 45 students. The school needs 8 buses. How many students are going?"
BUS_ZH = "每辆车坐45人，学校需要8辆车，一共有多少学生？"
CAR_ZH = "一辆车坐45人，8辆车共坐多少人？"
APPLES_EAT = "I have 12 apples and eat 3. How many apples are left?"
EGGS_BAGS = "Each box holds 12 eggs. Tom has 5 boxes and 3 bags. Each bag holds 4 eggs. How many eggs does he have?"
DRIVE = "Emily drove 150 miles in 3 hours. How many miles per hour did she drive?"
FAST = "Emily drove 150 miles in 3 hours. How fast did Emily go?"
PENS = "Pens cost $3 each. Tom buys 5 pens. How much money does he pay?"
CAR = "A car travels 60 km per hour for 3 hours. How many km does it travel?"
WAGE = "Anna earns $15 an hour and works 8 hours. How much money does she earn?"
ROPE = "A rope is 20 meters long. Tom cuts it into pieces of 4 meters. How many pieces does he get?"
RECT = "A rectangle is 6 cm long and 4 cm wide. How many cm is its perimeter?"
PENS_ZH = "小明有20元，买了3支笔，每支4元，还剩多少元？"
WALK_ZH = "每小时走5公里，3小时走多少公里？"
WATER_ZH = "每箱有24瓶水，买了6箱，一共多少瓶？"
PEN_ZH = "一支笔3元，买5支笔要多少元？"
APPLES_ZH = "妈妈买了8个苹果，吃了3个，还剩几个苹果？"
PAGES_ZH = "每天读15页，读了4天，一共读了多少页？"
SPEED_ZH = "汽车3小时行驶180千米，平均每小时行驶多少千米？"
RECT_ZH = "一个长方形长8厘米，宽5厘米，周长是多少厘米？"
WALK_MIN_ZH = "小明每分钟走60米，走了15分钟，一共走了多少米？"

TWINS: list[tuple[str, str, str, str]] = [
    # --- the wrong operation over the right numbers: uncertain -----------------------------------
    ("add for multiply", BUS, "45 + 8 = 53. So 53 students are going.", "uncertain:adds"),
    ("subtract for multiply", BUS, "45 - 8 = 37. So 37 students are going.", "uncertain:subtracts"),
    ("divide for multiply", BUS, "45 / 8 = 5.625 students are going.", "uncertain:students"),
    ("divide the other way for multiply", BUS, "8 / 45 = 0.18 students are going.", "uncertain"),
    ("multiply for subtract", APPLES_EAT, "12 × 3 = 36 apples are left.", "uncertain:apples"),
    ("a rate times the wrong count", EGGS_BAGS, "12 × 3 = 36. 4 × 5 = 20. 36 + 20 = 56 eggs.", "uncertain"),
    ("divide the wrong way, per hour asked", DRIVE, "3 / 150 = 0.02 miles per hour.", "uncertain"),
    ("divide the wrong way, how fast", FAST, "3 / 150 = 0.02.", "uncertain"),
    ("multiply for divide, how fast", FAST, "150 × 3 = 450 miles per hour.", "uncertain"),
    ("a price added to a count", PENS, "3 + 5 = 8 dollars.", "uncertain:adds"),
    ("a speed added to hours", CAR, "60 + 3 = 63 km.", "uncertain:adds"),
    ("a speed divided by hours", CAR, "60 / 3 = 20 km.", "uncertain:km"),
    ("a wage plus hours", WAGE, "15 + 8 = 23 dollars.", "uncertain:adds"),
    ("a wage over hours", WAGE, "15 / 8 = 1.875 dollars.", "uncertain"),
    ("lengths subtracted for a count", ROPE, "20 - 4 = 16 pieces.", "uncertain:pieces"),
    ("lengths multiplied for a count", ROPE, "20 × 4 = 80 pieces.", "uncertain:pieces"),
    ("an area for a perimeter", RECT, "6 × 4 = 24 cm.", "uncertain:cm"),
    ("two steps, the second the wrong one", "Each box holds 12 eggs. Tom buys 5 boxes and 3 eggs break. "
     "How many good eggs does he have?", "12 + 5 = 17. 17 - 3 = 14 good eggs.", "uncertain:adds"),
    ("zh add for multiply", BUS_ZH, "45+8=53，一共有53名学生。", "uncertain:相加"),
    ("zh add for multiply, 一辆车", CAR_ZH, "45+8=53人。", "uncertain:相加"),
    ("zh divide for multiply, 一辆车", CAR_ZH, "45÷8=5.625人。", "uncertain"),
    ("zh a count and a price added", PENS_ZH, "3+4=7元，20-7=13元，还剩13元。", "uncertain:相加"),
    ("zh money over a price, a count left", PENS_ZH, "20÷4=5，5-3=2元，还剩2元。", "uncertain"),
    ("zh speed plus hours", WALK_ZH, "5+3=8公里。", "uncertain:相加"),
    ("zh speed over hours", WALK_ZH, "5÷3=1.67公里。", "uncertain"),
    ("zh bottles per box plus boxes", WATER_ZH, "24+6=30瓶。", "uncertain:相加"),
    ("zh bottles per box over boxes", WATER_ZH, "24÷6=4瓶。", "uncertain"),
    ("zh a price plus a count, 一支笔", PEN_ZH, "3+5=8元。", "uncertain:相加"),
    ("zh multiply for subtract", APPLES_ZH, "8×3=24个。", "uncertain"),
    ("zh pages per day plus days", PAGES_ZH, "15+4=19页。", "uncertain:相加"),
    ("zh speed the wrong way", SPEED_ZH, "3÷180=0.02千米。", "uncertain"),
    ("zh an area for a perimeter", RECT_ZH, "8×5=40厘米。", "uncertain"),
    ("zh metres per minute plus minutes", WALK_MIN_ZH, "60+15=75米。", "uncertain:相加"),
    # --- right chains where a unit check could wrongly fire: ok ----------------------------------
    ("multiply", BUS, "45 × 8 = 360. So 360 students are going.", "ok"),
    ("a unit said once for two amounts", "Tom walked 3 and 4 miles. How many miles did he walk in all?",
     "3 + 4 = 7 miles.", "ok"),
    ("3 apples and 4 more", "Tom has 3 apples and gets 4 more. How many apples does he have?", "3 + 4 = 7 apples.", "ok"),
    ("subtract, the unit said once", APPLES_EAT, "12 - 3 = 9 apples are left.", "ok"),
    ("unit words absent", "Tom has 12 and eats 3. How many are left?", "12 - 3 = 9.", "ok"),
    ("colours of one thing", "There are 5 red marbles and 7 blue marbles. How many marbles are there?",
     "5 + 7 = 12 marbles.", "ok"),
    ("two kinds asked as items", "A shop sold 3 shirts and 2 hats. How many items did it sell?", "3 + 2 = 5 items.", "ok"),
    ("two kinds asked as fruits", "Sam has 4 apples and 5 oranges. How many fruits does he have?", "4 + 5 = 9 fruits.", "ok"),
    ("a rate times the right count", EGGS_BAGS, "12 × 5 = 60. 4 × 3 = 12. 60 + 12 = 72 eggs.", "ok"),
    ("dollars", "Tom had $20 and spent $7. How much money does he have left?", "20 - 7 = 13 dollars.", "ok"),
    ("dollars written with signs", "Tom had $20 and spent $7. How much money does he have left?", "$20 - $7 = $13.", "ok"),
    ("a price times a count", PENS, "3 × 5 = 15 dollars.", "ok"),
    ("a wage times hours", WAGE, "15 × 8 = 120 dollars.", "ok"),
    ("a percent of a count", "A class has 40 students and 25% of them are boys. How many boys are there?",
     "40 × 0.25 = 10 boys.", "ok"),
    ("an average", "Tom scored 80, 90 and 100 points in three tests. What is his average score?",
     "(80 + 90 + 100) / 3 = 90 points.", "ok"),
    ("twice as many", "Tom has 3 apples and Sue has twice as many. How many apples do they have in all?",
     "Sue has 3 × 2 = 6 apples. 3 + 6 = 9 apples in all.", "ok"),
    ("hours to minutes", "A movie lasts 2 hours. How many minutes is that?", "2 × 60 = 120 minutes.", "ok"),
    ("a speed over minutes", "A car drives 50 km per hour. How many km does it drive in 30 minutes?",
     "50 × 30 / 60 = 25 km.", "ok"),
    ("speed", DRIVE, "150 / 3 = 50 miles per hour.", "ok"),
    ("how fast", FAST, "150 / 3 = 50 miles per hour.", "ok"),
    ("days from a rate", "Tom reads 20 pages a day. How many days does he need to read 100 pages?",
     "100 / 20 = 5 days.", "ok"),
    ("a count from money over a price", "Pencils cost $4 each. How many pencils can she buy with $20?",
     "20 / 4 = 5 pencils.", "ok"),
    ("shared by each", "24 cookies are shared equally among 6 kids. How many cookies does each kid get?",
     "24 / 6 = 4 cookies.", "ok"),
    ("two prices added", "A ticket costs $5 and a drink costs $2. How much money do a ticket and a drink cost?",
     "5 + 2 = 7 dollars.", "ok"),
    ("a count from lengths", ROPE, "20 / 4 = 5 pieces.", "ok"),
    ("a perimeter", RECT, "2 × (6 + 4) = 20 cm.", "ok"),
    ("an area", "A rectangle is 6 cm long and 4 cm wide. How many square cm is its area?", "6 × 4 = 24 square cm.", "ok"),
    ("a speed over two legs", "A cyclist rides 30 km in 2 hours and 20 km in 1 hour. What is her average speed in km per hour?",
     "(30 + 20) / (2 + 1) = 16.67 km per hour.", "ok"),
    ("a spending left", "Tom had 50 dollars. He spent 15 dollars on a book and 10 dollars on lunch. "
     "How much money does he have left?", "15 + 10 = 25. 50 - 25 = 25. He has 25 dollars left.", "ok"),
    ("zh multiply", BUS_ZH, "45×8=360，一共有360名学生。", "ok"),
    ("zh multiply, 一辆车", CAR_ZH, "45×8=360人。", "ok"),
    ("zh a price times a count, then left", PENS_ZH, "3×4=12元，20-12=8元，还剩8元。", "ok"),
    ("zh speed times hours", WALK_ZH, "5×3=15公里。", "ok"),
    ("zh bottles", WATER_ZH, "24×6=144瓶。", "ok"),
    ("zh 一支笔", PEN_ZH, "3×5=15元。", "ok"),
    ("zh subtract", APPLES_ZH, "8-3=5个。", "ok"),
    ("zh pages", PAGES_ZH, "15×4=60页。", "ok"),
    ("zh speed", SPEED_ZH, "180÷3=60千米。", "ok"),
    ("zh perimeter", RECT_ZH, "(8+5)×2=26厘米。", "ok"),
    ("zh metres per minute", WALK_MIN_ZH, "60×15=900米。", "ok"),
    ("zh 元", "小明有50元，花了18元，还剩多少元？", "50-18=32元。", "ok"),
    ("zh more apples", "小明有5个苹果，小红给了他3个，现在有几个苹果？", "5+3=8个。", "ok"),
    ("zh two kinds of fruit", "小明有3个苹果和4个梨，一共有几个水果？", "3+4=7个。", "ok"),
    ("zh two prices", "一本书12元，一支笔3元，书和笔一共多少元？", "12+3=15元。", "ok"),
    ("zh count from money over price", "每支笔4元，20元可以买几支笔？", "20÷4=5支。", "ok"),
    ("zh minutes in hours", "一小时有60分钟，2.5小时是多少分钟？", "2.5×60=150分钟。", "ok"),
    ("zh a percent", "一共有30名学生，其中40%是女生，女生有多少人？", "30×0.4=12人。", "ok"),
    ("zh an average", "小明三次考试得了85分、90分和95分，平均多少分？", "(85+90+95)÷3=90分。", "ok"),
    ("zh more than", "小红有12本书，小明比小红多5本书，小明有几本书？", "12+5=17本。", "ok"),
    # --- written after the first build: forms met on MAWPS tune rows and the planted set -------------
    ("a rate said with 'on each'", "There are 45 students on each bus. The school needs 8 buses. How many students "
     "are going?", "45 + 8 = 53 students.", "uncertain:adds students per bus to buses"),
    ("a price each, divided by the count", "Pens cost $36 each. Tom buys 9 pens. How much money does he pay?",
     "36 / 9 = 4 dollars.", "uncertain:per pen per pen"),
    ("a count squared, nothing asked by name", "There are 8 oranges. 8 oranges more are added. How many are there "
     "total?", "8 × 8 = 64.", "uncertain:oranges × oranges"),
    ("rows of a bare number", "How many eggs are in 44 rows of 97?", "44 × 97 = 4268 eggs.", "ok"),
    ("a bare number after 'is'", "The average of 3 numbers is 20. What is their sum?", "3 × 20 = 60.", "ok"),
    ("more dollars", "George had 30 dollars. For his birthday he got 16 more dollars. How much money does he have now?",
     "30 + 16 = 46 dollars.", "ok"),
    ("hours each day, for days", "Mike worked 3 hours each day for 5 days. How many hours did he work?",
     "3 × 5 = 15 hours.", "ok"),
    ("hours for days, the per unsaid", "Benny worked 3 hours for 6 days. How many hours did he work in total?",
     "3 × 6 = 18 hours.", "ok"),
    ("weeks to save", "Tom saves $5 a week. How many weeks does he need to save $60?", "60 / 5 = 12 weeks.", "ok"),
    ("a map scale", "If 1 cm on a map represents 25 km, how many km do 7 cm represent?", "1 × 25 × 7 = 175 km.", "ok"),
    ("an area in m²", "A room is 24 m² and 4 m wide. How many m long is it?", "24 / 4 = 6 m.", "ok"),
    ("zh an area in 平方米", "长方形的长是8米，宽是5米，面积是多少平方米？", "8×5=40平方米。", "ok"),
    ("zh a perimeter for an area", "长方形的长是8米，宽是5米，面积是多少平方米？", "8+5=13平方米。", "uncertain:结果是"),
    ("zh 一桶油", "一桶油重15千克，3桶油重多少千克？", "15×3=45千克。", "ok"),
    ("zh 一桶油 plus", "一桶油重15千克，3桶油重多少千克？", "15+3=18千克。", "uncertain:相加"),
    ("zh 3倍", "小明有12本书，小红的书是小明的3倍，小红有多少本书？", "12×3=36本。", "ok"),
]


def test_the_twins_cover_both_outcomes_in_both_languages() -> None:
    assert len(TWINS) >= 60
    assert_twins_cover_both_outcomes(TWINS, zh_share=1 / 3)


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), TWINS, ids=[t[0] for t in TWINS])
async def test_a_chain_that_combines_the_wrong_kinds_is_not_an_answer(
        slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    await assert_shown_ok_or_uncertain(slow_path, name, request_text, draft, expected)


async def test_the_reason_names_the_kinds_in_the_request_language(slow_path) -> None:
    drafter, fuser, backend = slow_path
    env = await run_case(Case("en", BUS, "45 + 8 = 53. So 53 students are going.", None), drafter, fuser, backend)
    assert "adds students per bus to buses" in env.answer.text
    env = await run_case(Case("zh", BUS_ZH, "45+8=53，一共有53名学生。", None), drafter, fuser, backend)
    assert "相加" in env.answer.text and "adds" not in env.answer.text
