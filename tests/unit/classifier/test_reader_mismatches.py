"""Requests whose reading answered another question than the one asked (a wrong fast answer each,
found by red-team probes): another unit, time, item, calendar or language than the reading's. Each
is now refused, in its family, while the reading next to it, which the words do ask, still computes."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("What is 2^10?", "1024"),
        ("What is 3**2 in Python?", "9"),
        ("Python里17 % 5等于多少？", "2"),
        ("一米合多少厘米？", "100"),
        ("身高1米75，合多少厘米？", "175"),
        ("铅笔 2 元一支，买 8 支多少钱", "16"),
        ("What is 2³ + 1?", "9"),
        ("What is 5² + 12²?", "169"),
        ("What is 2³ squared?", "64"),
        ("What is 0.999 + 0.001?", "1"),
        ("Heights 150 cm, 160 cm, 170 cm. What's the average?", "160"),
        ("1、2、3、4的平均数是多少？", "2.5"),
        ("Lunch $12 and dinner $30. What's the total?", "42"),
        ("5个人吃饭一共680块，两桌，每人多少？", "136"),
        ("Dinner for four came to $186. Split evenly, how much each?", "46.5"),
        ("How many days from Dec 24, 2024 to Jan 1, 2025?", "8"),
        ("Planning a trip: I fly out 2025-03-01 and come back 2025-03-31. How many days between those two dates?", "30"),
        ("北京-5度，上海8度，北京比上海低多少度？", "13"),
        ("早上零下5度，中午升高了12度，现在多少度？", "7"),
        ("早上零下5度，中午升高了12度，中午多少度？", "7"),
        ("A $60 dinner with a 15% tip. How much is the tip?", "9"),
        ("A diver is at -30 m and goes up 12 m. What's her new depth?", "-18"),
        ("1英里是多少米？", "1609.344"),
        ("A car goes 60 km/h. How many km does it go in 2 hours?", "120"),
        ("The TV is $500 and 20% off. What's the price?", "400"),
        ("一个披萨切成8块，2个人平分，每人几块？", "4"),
        ("40 students took the test and 34 passed. What's the pass rate?", "85"),
        ("Revenue was 200 in 2022 and 250 in 2023. What was the growth rate?", "25"),
        ("What is 6 times 7 plus 2 altogether?", "44"),  # the product first either way
        ("24块饼干分给4个人，每人几块？", "6"),
        ("一年有365天，3年有多少天？", "1095"),
        ("Users went from 400 to 500. What is the growth rate?", "25"),
        ("He had $50 and spent $20. How much is left?", "30"),
    ],
)
def test_the_reading_asked_still_computes(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value, (text, task)


@pytest.mark.parametrize(
    "text",
    [
        # Python's own operators: ^ is XOR, round() rounds half to even, a decimal is a float
        "What is 2^10 in Python?",
        "Python里3^2等于多少？",
        "在Python中round(2.5)是多少？",
        # two questions: the reading answers one of them
        "一瓶水500毫升，合多少升？喝完要几口？",
        "一支笔3元，买7支多少钱？买10支呢？",
        "3 km in meters? And in feet?",
        # an amount said with its tail after the unit: 一米八 is 1.8 m
        "身高一米八，合多少厘米？",
        "两米三合多少厘米？",
        # superscripts one after another are one exponent; a repeating decimal is not its digits
        "What is 2³²?",
        "What is 2¹⁰ + 1?",
        "What's 1 - 0.999...?",
        "0.999...等于多少？",
        # yes or no about money
        "账户余额200元，消费350元，余额还够吗？",
        "I have $50. Is that enough for 3 books at $15?",
        # a statistic asked in another unit, or of some of the list
        "Heights 150 cm, 160 cm, 170 cm. What's the median in meters?",
        "身高150厘米、160厘米、170厘米，平均身高是多少米？",
        "Temperatures this week: -3, 5, 2, -1, 0. What's the average of the positive ones?",
        "1、2、3、4中偶数的平均数是多少？",
        # an item bought without its price
        "3 coffees at $4 and a muffin. Total?",
        "午饭28元，晚饭45元，还有一杯奶茶，一共花了多少？",
        "午饭28元，晚饭45元，奶茶半价，一共花了多少？",
        "买了一本书30元，还买了一支笔，一共多少钱？",
        # a fraction with a unit is an amount, not a share of the whole
        "一根绳子用去了1/4米，还剩几分之几？",
        "一根绳子长10米，用去了1/2米，还剩几分之几？",
        # dates: a time of day, a repetition or a position, days of a vacation, another calendar
        "2024年3月15日下午到2024年4月15日上午相差多少天？",
        "Take a pill every 3 days from March 1, 2024. What's the date of the 5th pill?",
        "2024年3月1日起每周一次，第4次是哪天？",
        "I'm on vacation from March 15, 2024 to March 18, 2024. How many days of vacation?",
        "我从2024年7月1日放假到2024年7月10日，放了几天假？",
        "How many days between October 4, 1582 and October 15, 1582?",
        "Was October 4, 1582 a Thursday?",
        # 里 is a Chinese length, not "in"; km asked of a speed in mph
        "1里是多少米？",
        "A car goes 60 mph. How many km does it go in 2 hours?",
        # temperatures: a gap given with a temperature asked, a time the reading does not end at
        "北京零下5度，哈尔滨比北京低20度，哈尔滨多少度？",
        "哈尔滨零下25度，比北京低20度，北京多少度？",
        "早上-5度，中午升高了12度，晚上多少度？",
        "It was -5°C in the morning and rose 12 degrees by noon. What was the morning temperature?",
        "The high was 15°C and the low was -3°C yesterday. What's the difference today?",
        # a depth has no sign; a charge of another time; a change that may not happen
        "A diver is at -30 m and goes up 12 m. How deep is she now?",
        "A $60 dinner with a 15% tip. What was the tip last time?",
        "The jacket is $80 and might go 25% off. What's the price?",
        "The jacket would be $80 with 25% off. What is the full price?",
        # pieces cut are not yuan; a percentage asked as a decimal; two currencies
        "一个披萨切成8块，3个人平分，每人几块？",
        "40 students, 34 passed, what's the pass rate in decimal?",
        "Revenue was $200M in 2022 and €250M in 2023. What was the growth rate?",
        # "altogether" after a sum then a product: the whole sum first?
        "What is 8 minus 2 times 3 altogether?",
        "5加3乘2一共是多少？",
        # money asked of things counted; a calendar year counted as years; "the growth": 100 or 25 %?
        "24块饼干分给4个人，每人几块钱？",
        "一年有365天，2023年有多少天？",
        "Users went from 400 to 500. What is the growth?",
    ],
)
def test_a_mismatched_reading_is_not_read(text: str) -> None:
    assert parse(text) is None, text
