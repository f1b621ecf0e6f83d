"""Everyday forms of list statistics, remainders, factorisations, holidays and growth, read in full
or refused."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一组数据2,4,6,8,10的极差是多少", "8"),
        ("what is the range of 3, 9, 4 and 12", "9"),
        ("这组数的平均值是多少：80、90、85、95", "87.5"),  # the list after its question
        ("数据8，3，9，4，6的中位数是多少？", "6"),
        ("72191对29取余？", "10"),
        ("97532模9等于多少", "8"),
        ("Python里55709 % 13等于多少", "4"),  # a spaced % between numbers is a modulo
        ("if you divide 50799 by 58, what's the remainder?", "49"),
        ("75868 divided by 5, what's the remainder?", "3"),
        ("what remainder do you get dividing 44790 by 39?", "18"),
        ("用69857除以43，余下多少", "25"),
        ("595等于哪些质数的乘积", "5*7*17"),
        ("how does 286 factor into primes?", "2*11*13"),
        ("Decompose 19610 into its prime factorization", "2*5*37*53"),
        ("请问将12495分解质因数，结果是什么", "3*5*7^2*17"),
        ("12怎么分解质因数", "2^2*3"),
        ("97属于质数吗", "true"),
        ("1988年元旦是星期几", "Friday"),
        ("What day of the week was New Year's Day 1989?", "Sunday"),
        ("Christmas 2024 falls on what day of the week", "Wednesday"),
        ("帮我查一下2024年国庆节是星期几", "Tuesday"),
        ("What day is 2024-03-15?", "Friday"),
        ("从100增长到150，增长率是多少", "50"),
        ("从100增长到150，增长了百分之几", "50"),
        ("821减少18%后是多少", "673.22"),
        ("353 after a 10% increase", "388.3"),
        ("353 after a 10% decrease", "317.7"),
        ("50% of what number is 239", "478"),
        ("40 is 20% of what?", "200"),
        ("194的六折再减10是多少", "106.4"),
        ("一件商品五折出售，原价200元，售价多少", "100"),
        ("降价25%后多少钱，原价80元", "60"),
        ("a $80 jacket discounted by 20 percent", "64"),
        ("Take 20% off $45", "36"),
        ("biggest value among 3, 9, 2", "9"),
        ("3,9,4,12的最大值减最小值", "9"),
        ("3.14159 to one decimal place", "3.1"),
        ("3.14159取两位小数（四舍五入）", "3.14"),
        ("convert 30 degrees Celsius to Fahrenheit", "86"),
        ("帮我验算一下：(360 − 48) ÷ 12 + 9 应该等于几", "35"),
        ("我算不清了，15 乘以 15 再减去 25 是多少", "200"),
        ("先把 18 和 27 加起来，再乘以 3，结果是？", "135"),
        ("My calculator died — what's 2,048 minus 1,536, then divided by 8?", "64"),
    ],
)
def test_the_form_is_read_and_computed(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "这组数的平均值是多少：80、90、85、95的一半",  # the list is not the whole tail
        "what's the remainder",  # of nothing
        "15% 3-year loan rate",  # an unspaced % stays a percentage
        "从100增长到150，增长了多少",  # by 50, or by 50 %? the words do not say
        "销售额从100增加到150，增加了多少",
        "2023年春节是星期几",  # a lunar-calendar holiday is not a fixed date
        "What day is it tomorrow?",  # the date, or the weekday?
        "5 to ten",  # not a rounding without 'round'
        "两件商品五折出售，原价200元，售价多少",  # a count of two and one price
        "what is 5 pounds in dollars",  # money: today's rate
    ],
)
def test_a_form_that_is_incomplete_is_not_read(text: str) -> None:
    assert parse(text) is None


def test_a_division_without_a_remainder_question_stays_a_division() -> None:
    task = parse("17 divided by 5")
    assert task is not None and run_task(task).value == "3.4"
