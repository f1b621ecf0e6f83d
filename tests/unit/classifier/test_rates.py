"""Rate problems are read by their units, once, or not at all (services/classifier/reader/rates.py)."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words
from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import value_of


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


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # speed × time, distance ÷ speed, distance ÷ time, in every order and both languages
        ("汽车的速度是每小时80公里，3.5小时行驶多少公里", "280"),
        ("汽车速度80千米/小时，行驶3.5小时，路程是多少千米", "280"),
        ("80km/h的速度开3.5小时，能开多远", "280"),
        ("一辆车以60千米每小时的速度行驶了4小时，行驶了多少千米？", "240"),
        ("爸爸开车的速度是每小时80千米，他开了3小时，一共开了多少千米？", "240"),
        ("一辆车5小时行驶了300千米，它的速度是多少？", "60"),
        ("一列火车4小时行驶了480千米，这列火车每小时行驶多少千米？", "120"),
        ("Driving at 65 mph for 4 hours, how far will I travel?", "260"),
        ("How far do you go in 4 hours at 65 mph?", "260"),
        ("At a speed of 60 km/h, how far will you travel in 2.5 hours?", "150"),
        ("How long does it take to ride 63 km at 18 km/h?", "3.5"),
        ("How many hours to drive 300 miles at 60 mph?", "5"),
        ("450 km in 2.5 hours — what speed is that?", "180"),
        ("What's the average speed if I drive 120 km in 1.5 hours?", "80"),
        ("A train travels 360 km in 4 hours. How fast is it going?", "90"),
        ("John walked 12 miles in 4 hours. What was his speed in miles per hour?", "3"),
        ("一辆车3小时开了240公里，它的速度是多少千米每小时", "80"),
        # work and flow rates
        ("水龙头每分钟流出 15 升水，灌满 450 升的水箱要多少分钟？", "30"),
        ("工人每天生产 250 个零件，一周工作 5 天能生产多少个？", "1250"),
        ("一台打印机每分钟打印20页，打印300页需要多少分钟？", "15"),
        ("小华每分钟打字80个，打2400个字需要多少分钟？", "30"),
        ("工程队每天修路120米，修了8天，一共修了多少米？", "960"),
        ("一件衣服要用3米布，30米布可以做多少件？", "10"),
        ("一年按365天算，一天24小时，一年有多少小时？", "8760"),
        ("Tom reads 20 pages a day. How many days will it take him to read 140 pages?", "7"),
        ("Tom reads 20 pages every day. How many pages will he have read after 7 days?", "140"),
        ("It takes 3 minutes to print 45 pages. How many pages per minute?", "15"),
        ("A snail crawls 3 meters per hour. How far does it crawl in 8 hours?", "24"),
        # fuel: per a hundred, written every way
        ("这辆车每百公里耗油7升，跑350公里需要多少升", "24.5"),
        ("每100公里耗油7升，350公里耗油多少升", "24.5"),
        ("汽车百公里油耗7升，行驶350公里用多少升油", "24.5"),
        ("A car uses 8 L per 100 km. How much fuel for 350 km?", "28"),
        ("My car burns 8 L/100 km. How many liters will a 350 km trip take?", "28"),
        ("A faucet drips 2 liters per hour. How much water drips in 24 hours?", "48"),
        # wages by the hour and by the month, unit prices
        ("他每小时工资30元，工作了8小时，能挣多少钱", "240"),
        ("时薪30元，一天工作8小时，一天挣多少", "240"),
        ("小王时薪25元，上周工作了40小时，工资是多少", "1000"),
        ("小王月薪8000元，工作了6个月，一共挣多少", "48000"),
        ("I make $15 per hour and worked 40 hours this week. What's my pay?", "600"),
        ("She is paid $15/hour. How much for 40 hours?", "600"),
        ("He earned $600 for 40 hours of work. What's his hourly rate?", "15"),
        ("买3千克苹果花了36元，苹果每千克多少钱", "12"),
        ("500 克装的茶叶卖 240 元，每克多少钱", "0.48"),
        ("Bananas are $0.50 each. How much for 12 bananas?", "6"),
        ("If 5 notebooks cost $15, how much does one cost?", "3"),
        # the question first, an imperative, a place the distance is between
        ("If a car goes 60 km in one hour, how far will it go in 5 hours?", "300"),
        ("A car moving at a constant speed of 60 km/h travels for 5 hours. What distance does it cover?", "300"),
        ("How much will I earn working 6 hours at $12 an hour?", "72"),
        ("What is the cost of 5 pens if one pen costs $2?", "10"),
        ("Find the distance covered by a car travelling at 60 km/h for 5 hours.", "300"),
        ("Calculate the speed of a car that travels 300 km in 5 hours.", "60"),
        ("A bus travels 300 km in 5 hours; find its speed.", "60"),
        ("Compute the time taken to travel 300 km at 60 km/h.", "5"),
        ("A car travels 300 km at 60 km/h. How long does the trip take?", "5"),
        ("小明家到学校1200米，他每分钟走80米，需要多少分钟？", "15"),
        ("小明每分钟走80米，从家到学校1200米，需要走多少分钟？", "15"),
        ("苹果每千克8元，妈妈买了5千克，应付多少元", "40"),
        ("一辆汽车4小时行驶300千米，它的速度是每小时多少千米", "75"),
        ("一辆汽车4小时行驶300千米，求它的速度", "75"),
        ("飞机每小时飞行800千米，2400千米要飞几小时", "3"),
        ("李师傅8小时加工120个零件，平均每小时加工多少个", "15"),
        ("一箱苹果重15千克，20箱苹果重多少千克", "300"),
    ],
)
def test_rate_stories_read_in_the_wordings_people_use(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "汽车的速度是每小时80公里，3.5小时后还剩多少公里",  # what is left: a second step
        "How far do you go in 4 hours at 65 mph if you stop for 1 hour?",
        "How far do you go in 4 days at 65 mph?",  # nobody drives four days without stopping
        "How long does it take to ride 63 km at 18 mph?",  # km and miles
        "A train travels 360 km in 4 days. How fast is it going?",  # a speed per day: say its unit
        "What's the average speed if I drive 120 km in 1.5 hours and then 60 km in 1 hour?",
        "What's the average speed if I don't drive 120 km in 1.5 hours?",
        "Tom reads 20 pages a day. How many days will it take him to read 150 pages?",  # 7.5 days
        "Tom reads 20 pages every day. How many pages will he have left after 7 days?",
        "It takes 3 minutes to print 45 pages. How many pages in 10 minutes?",  # two steps
        "A faucet drips 2 liters per hour. How much water drips in 2 days?",
        "一辆车5小时行驶了300千米，行驶600千米要几小时？",  # two steps
        "一辆车以60千米每小时的速度行驶了4小时，还剩多少千米？",
        "时薪30元，一天工作8小时，一周挣多少",  # how many days a week?
        "时薪30元，一天工作8小时，5天挣多少",
        "他每小时工资30元，工作了8天，能挣多少钱",  # eight days of hours
        "小王月薪8000元，每月花3000元，6个月能存多少",
        "两台打印机每分钟打印20页，打印300页需要多少分钟？",
        "一件衣服要用3米布，31米布可以做多少件？",  # 10 and a metre left, or 10.33?
        "一件衣服要用3米布，30米布可以做多少条裤子？",  # trousers were never measured
        "工程队每天修路120米，修了8天，还剩多少米没修？",
        "A car uses 8 L per 100 km. How much fuel for 350 miles?",
        "A car uses 8 L per 100 km. How much does fuel cost for 350 km?",
        "每100公里耗油7升，350公里耗油多少元",
        "买3千克苹果花了36元，梨每千克多少钱",  # pears were never priced
        "Bananas are $0.50 each. How much for 12 apples?",
        "If 5 notebooks cost $15, how much do two cost?",  # a proportion: two steps
        "If a car goes 60 km in two hours, how far will it go in 5 hours?",
        "How much will I earn working 6 hours at $12 an hour after tax?",
        "What is the cost of 5 pencils if one pen costs $2?",
        "Calculate the speed of a car that travels 300 km in 5 hours and 200 km in 3 hours.",
        "Compute the time taken to travel 300 km at 60 mph.",
        "A car travels 300 km at 60 km/h. How long does the return trip take?",
        "小明家到学校1200米，他每分钟走80米，来回需要多少分钟？",
        "苹果每千克8元，妈妈买了5千克，找回多少元",
        "一辆汽车4小时行驶300千米，求它5小时行驶多少千米",
        "李师傅8小时加工120个零件，徒弟每小时加工多少个",
        "一箱苹果重15千克，20箱梨重多少千克",
    ],
)
def test_near_misses_of_those_stories_are_not_read(text: str) -> None:
    assert parse(digits_for_number_words(text)) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一小时开 60 公里，4 小时开多少公里", "240"),  # 一小时: per hour, as 每小时
        ("一小时走 5 公里，走 20 公里要几个小时", "4"),
    ],
)
def test_one_hour_names_the_rate(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "一小时开 60 公里，开了 4 小时，又开了 2 小时，一共多少公里",  # two steps
        "一小时开 60 公里，4 天开多少公里",  # nobody drives four days without stopping
        "一小时开 60 公里，4 小时后还剩多少公里",  # left of what
    ],
)
def test_one_hour_near_misses_are_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    "text",
    ["T恤和帽子都是12元一件，我花了84元，买了几件T恤？", "钢笔和铅笔都是3元一支，我花了27元，买了几支钢笔？"],
)
def test_one_price_said_of_two_things_counts_neither(text: str) -> None:
    assert parse(digits_for_number_words(text)) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [("T恤12元一件，我花了84元，买了几件T恤？", "7"), ("铅笔每支2元，我花了14元，买了几支铅笔？", "7")],
)
def test_one_price_of_one_thing_still_counts_it(text: str, value: str) -> None:
    assert value_of(text) == value
