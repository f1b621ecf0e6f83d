"""What the words around an operation say, checked before a reading is accepted (reader/guards.py)
and by the rules that compose values: the change asked instead of the new amount, a share of an
amount, a power of so many equal factors; and refusals where a reading would be a wrong answer."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the question asks for the change, not the amount after it
        ("My salary is $8,000 and I get a 5% raise. How much is the raise?", "400"),
        ("A $250 TV is 30% off. How much is the discount?", "75"),
        ("The $40 shirt is 15% off. How much cheaper is it?", "6"),
        ("Rent is $1,200 and rises 5%. By how much does it rise?", "60"),
        ("房租3000元，涨了10%，房租增加了多少钱？", "300"),
        ("衣服300元，降价10%，优惠金额是多少？", "30"),
        # a percentage or a fraction taken from an amount is that share of it
        ("小明有30元，花了20%，还剩多少元？", "24"),
        ("Ann had $80 and spent 25%. How much is left?", "60"),
        ("小红有60元，花了四分之一，还剩多少元？", "45"),
        ("27减少三分之一是多少", "18"),
        ("60增加二分之一是多少", "90"),
        ("100 reduced by 1/4", "75"),
        ("60减去四分之一是多少", "59.75"),  # 减去 takes the number itself
        # a percentage of a percentage is a percentage
        ("What is 10% of 10%?", "0.01"),
        # so many equal factors
        ("3个5相乘是多少", "125"),
        ("6个4相加是多少", "24"),
        # "the difference between" in English is the larger less the smaller
        ("What is the difference between 3 and 10?", "7"),
        ("4和15的差是多少", "-11"),
        # the story's one thing, and its one actor, or a pronoun for them
        ("Lily had 9 pears and ate 4. How many pears are left?", "5"),
        ("小红有20元，妈妈又给了她8元，现在有多少元？", "28"),
        ("一本书有120页，小明已经看了45页，还剩多少页没看？", "75"),
        # kept: an amount named before its change, a dash with spaces, a weekday asked with 要不要
        ("Gas was $4 and rose 25%. What's the price now?", "5"),
        ("What is 2023 - 24?", "1999"),
        ("28块糖平均分给4个小朋友，每人分几块？", "7"),
    ],
)
def test_what_the_words_ask_is_computed(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value, (text, task)


@pytest.mark.parametrize(
    "text",
    [
        # the amount given is the one after the change, or the one before is asked
        "The jacket costs $80 after 25% off. What was the price?",
        "A stock fell 20% and is now $80. What was it?",
        "The stock rose 50% to $30. What was it worth before?",
        "降价25%后卖60元，降价前多少钱？",
        "一件衣服80元，比另一件便宜25%，另一件多少钱？",
        "营收增长了25%，达到250亿，之前是多少亿？",
        # a negation, a condition or another time on the change
        "The $80 jacket is not 25% off. What's the price?",
        "一件80元的衣服没有降价25%，现在多少钱？",
        "A $80 jacket is 25% off for members. I'm not a member. What do I pay?",
        "一盏50元的台灯下周降价20%，现在多少钱？",
        "A $50 lamp was 20% off yesterday. What's the price today?",
        "My 80-dollar phone plan goes up 25% unless I switch. I switched. What do I pay now?",
        # a share added, or with another step: of which amount?
        "Tom had $30 and earned 20%. How much does he have now?",
        # the change asked, but not as an amount
        "My rent of $1,500 goes up 4%. How much is the increase in percent?",
        # two readings, or not read in full
        "What is 20% more than 50%?",
        "0个5相乘是多少",
        "3!!",
        # money: an item excluded, another currency or a smaller unit asked, counts not said
        "午饭28元，晚饭45元，其中晚饭是朋友请的，我一共花了多少？",
        "Lunch $12, coffee $8 — I skipped the coffee. What's my total?",
        "Breakfast $6, lunch $14, but lunch was free. What's my total?",
        "帽子12美元，围巾8美元，一共多少人民币？",
        "A book is $25 and a pen is $5. What's the total in pounds?",
        "Tickets are $12 for adults and $8 for kids. What's the total?",
        "我付了50元，东西花了37.25元，应该找我多少角？",
        "Tom had $30 and spent $12. How many cents does he have left?",
        # a growth rate of other things, or of another period
        "2022年营收200亿元，2023年利润250亿元，增长率是多少？",
        "去年营收200亿，今年营收250亿，去年的增长率是多少？",
        "Revenue was 200 in 2022 and costs were 250 in 2023. What was the growth rate?",
        "Our revenue was 200 in 2022; a rival's was 250 in 2023. What's our growth rate?",
        # stories of two things or two people
        "小明有7个苹果，吃了5个橘子，还剩几个苹果？",
        "Tom had 30 apples and sold 12 oranges. How many apples does he have?",
        "小明有30元，小红花了12元，小明还剩多少元？",
        "小明有30元，花了12元，小红还剩多少元？",
        # a half after a count, things that do not share out, the days strictly between
        "2024年3月15日再过三天半是几号？",
        "每小时走5公里，3小时半走多少公里？",
        "27颗糖平均分给4个小朋友，每人分几颗？",
        "2024年3月15日到2024年3月25日，中间隔了几天？",
        # a phone number, a span of years
        "What is 555-1234?",
        "What is 2023-24?",
        # a hedge before the verb that gives the amount (hedges.py)
        "小红大概有20元，花了8元，还剩多少元？",
        "He almost had $50 and spent $20. How much is left?",
        "小明好像有15本书，借出6本，还剩几本？",
    ],
)
def test_what_would_be_a_wrong_answer_is_not_read(text: str) -> None:
    assert parse(text) is None, text


@pytest.mark.parametrize("text", ["月薪 1.5 万，花了 8 千，还剩多少", "工资 8 千，房租 3 千，还剩多少"])
def test_a_scale_word_left_after_a_number_is_not_read(text: str) -> None:
    """"8 千" written apart is 8000: a reading of 8 would be wrong."""
    assert parse(text) is None, text
