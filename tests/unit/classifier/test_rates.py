"""Rate problems are read by their units, once, or not at all (services/classifier/reader/rates.py)."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words
from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("a box holds 74 eggs. how many eggs are in 9 boxes", "666"),
        ("If I drive at 65 mph for 4 hours, how far do I go?", "260"),
        ("If I earn $22 an hour and work 35 hours, how much do I make?", "770"),
        ("I bought 3 coffees at $4.75 each. Total?", "14.25"),
        ("My rent is $116 a month. how much do I pay for 3 months", "348"),
        ("a ticket costs 40 dollars and I buy 6, how much do I pay", "240"),
        ("I buy 6 tickets at 40 dollars each. How much do I pay?", "240"),
        ("91 cookies are shared equally among 13 kids. how many does each kid get", "7"),
        ("a train covers 680 km in 20 hours at constant speed. what's its speed in km/h", "34"),
        ("there are 60 seconds in a minute. how many minutes in 15 seconds", "0.25"),
        ("If one apple costs 3 dollars, how much do 7 apples cost?", "21"),
        ("一支笔3元，买5支多少钱", "15"),
        ("每小时走5公里，3小时走多少公里", "15"),
        ("一箱有12瓶，5箱一共有多少瓶", "60"),
        ("每个盒子装6个苹果，4个盒子装多少个苹果？", "24"),
        ("一本书12元，买3本要多少钱？", "36"),
        ("一辆汽车每小时行驶60千米，4小时行驶多少千米？", "240"),
        ("王师傅每天做40个零件，5天做多少个？", "200"),
        ("一支铅笔2元，10元能买几支？", "5"),
        ("Jane earned $240 in 8 hours. How much did she earn per hour?", "30"),
        ("小明每分钟走70米，走了10分钟，一共走了多少米？", "700"),
        ("一箱苹果有24个，5箱一共有多少个？", "120"),
        ("一盒鸡蛋有12个，7盒有多少个鸡蛋？", "84"),
        ("妈妈买了5千克苹果，每千克8元，一共花了多少元？", "40"),
        ("一天有24小时，一周有7天，一周有多少小时？", "168"),
        ("Sarah bought 4 books at 15 dollars each. How much did she spend?", "60"),
        ("A train travels 240 km in 4 hours. What is its average speed in km per hour?", "60"),
        ("I have 3 boxes with 25 pencils in each box. How many pencils do I have in total?", "75"),
        ("He eats 3 apples a day. How many apples does he eat in 7 days?", "21"),
    ],
)
def test_a_rate_problem_is_read_as_the_one_product_or_quotient_its_units_allow(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and task.op == "expr"
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "A box holds 12 eggs. If 2 boxes are dropped, how many eggs are broken?",  # a word it does not know
        "A box holds 12 eggs and 3 are broken. How many eggs are in 5 boxes?",  # three amounts
        "A box holds 74 eggs. How many boxes do I need for 9 eggs?",  # 0.12 boxes: round up or down?
        "a pizza has 8 slices. how many pizzas for 3 slices?",
        "My rent is $116 a month. how much do I pay for 3 years",  # months are not years
        "she earns $96 an hour and works 9 hours, how much tax does she pay?",
        "一箱有12瓶，打碎了5瓶，还剩多少瓶",
        "一个苹果2元，小明有10元，能买几个梨",  # pears were never priced
        "每箱有12瓶，3箱半有多少瓶",  # three and a half boxes
        "每箱有12瓶，3箱多有多少瓶",  # more than three
        "a ticket costs 40 dollars and I buy 6, how much change do I get from 300?",
        "一盒鸡蛋有12个，7盒有多少个苹果？",  # the question counts what the story never mentions
        "一天有24小时，一周有7天，一天有多少小时？",  # per day is stated, not computed
        "A train travels 240 km in 4 hours. What is its average speed in miles per hour?",
        "I have 3 boxes with 25 pencils in each box. How many boxes do I have?",
    ],
)
def test_a_story_whose_units_do_not_decide_one_reading_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # speed, distance, time: a duration asked ("how long", 几小时), a speed asked without its unit
        ("240 公里的路程用了 3 小时，平均速度是多少公里每小时", "80"),
        ("A car travels 240 km in 3 hours. What is its average speed?", "80"),
        ("高铁时速 300 公里，全程 1,200 公里，需要几个小时？", "4"),
        ("汽车时速 80 公里，行驶 240 公里需要几小时", "3"),
        ("At 60 km/h, how long to drive 150 km?", "2.5"),
        ("I cycle at 18 km/h. How many hours to ride 63 km?", "3.5"),
        # work rates
        ("打字每分钟 60 个字，打 1500 字需要几分钟", "25"),
        ("At 3 pages a minute, how long to print 180 pages?", "60"),
        ("一本书 360 页，每天读 24 页，几天读完？", "15"),
        ("一本书有 360 页，小明每天看 24 页，几天能看完", "15"),
        # a rate per a hundred
        ("油耗每百公里 7 升，跑 350 公里要多少升油？", "24.5"),
        ("My car uses 7 liters per 100 km. How many liters for 350 km?", "24.5"),
        ("My car uses 7 liters per 100 km. How many km for 35 liters?", "500"),
        # what a count is of, said once
        ("A cartridge lasts 500 pages; how many cartridges for 3,500 pages?", "7"),
        ("There are 144 pencils, packed 12 per pack. How many packs?", "12"),
        # how many can I buy: whole items, the rest of the money left over
        ("一支笔 3 元，20 元能买几支", "6"),
        ("A pen costs $3. How many pens can I buy with $20?", "6"),
        # "how much" of what the story prices, "one ticket", "on 10 gallons", a bicycle
        ("Gas costs $3.50 per gallon. How much for 12 gallons?", "42"),
        ("If 4 tickets cost $60, how much does one ticket cost?", "15"),
        ("A car goes 300 miles on 10 gallons. How many miles per gallon?", "30"),
        ("She types 45 words per minute. How long will it take her to type 900 words?", "20"),
        ("小明骑自行车每小时 15 公里，骑 45 公里要几小时？", "3"),
        # a duration in other units than the rate is per, exactly; "how many" of the one thing counted
        ("A machine makes 75 bottles per minute. How many bottles in 8 hours?", "36000"),
        ("A machine makes 75 bottles per minute. How many in an 8-hour shift?", "36000"),
        ("每分钟走 80 米，走了 2 小时，一共走了多少米", "9600"),
    ],
)
def test_everyday_rate_questions_are_read(text: str, value: str) -> None:
    task = parse(digits_for_number_words(text))
    assert task is not None and task.op == "expr", text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "A machine makes 75 bottles per hour. How many in 30 minutes?",  # hours into minutes: not read
        "A machine makes 75 bottles per minute. How many in 8 hours and 3 boxes?",
        "He earns $20 per hour. How many in 3 days?",  # how many what?
        "At 3 pages a minute, how long to print 180 pages twice?",  # a word that changes the amount
        "At 60 km/h, how long to drive 150 km and back?",
        "At 60 km/h, how long to drive 150 miles?",  # km and miles
        "一本书 360 页，每天读 25 页，几天读完？",  # 14.4 days: the 15th day, or 14.4?
        "一本书 360 页，每天读 24 页，读了 5 天，还剩多少页",  # a second step
        "一本书 360 页，每天读 24 页，几天读完两本",  # a third amount
        "一套书 3 本，每本 360 页，每天读 24 页，几天读完？",
        "油耗每百公里 7 升，跑 350 公里要多少钱",  # money the story never prices
        "There are 150 eggs, packed 12 per box. How many boxes?",  # 12.5 boxes: 12 full, or 13?
        "A pen costs $3. How many pens do I need to buy with $20?",  # not "can buy": 6.67 pens
        "A pen costs $3. How many pens can I buy with $20 if I also buy a $5 notebook?",
        "A car travels 240 km in 3 hours. What is its average speed in m/s?",  # a unit it does not compute
        "高铁时速 300 公里，全程 1,200 公里，来回需要几个小时？",  # there and back
        "A box holds 12 eggs. How much for 5 boxes?",  # how much of what? Nothing is priced
        "Gas costs $3.50 per gallon. How much gas for $14 and a $2 snack?",
    ],
)
def test_rate_questions_the_units_do_not_settle_are_not_read(text: str) -> None:
    assert parse(digits_for_number_words(text)) is None
