"""Numbers, dates, units, quoted strings and operators that must agree before a semantic hit."""

import pytest

from services.cache.signature import request_signature as sig


@pytest.mark.parametrize("a, b", [
    ("what is 12*24", "12 × 24 = ?"),
    ("what is 12*24", "twelve times twenty-four"),
    ("12*24等于多少", "十二乘以二十四等于多少"),
    ("1,000 + 5", "1000+5"),
    ("1000+5", "一千加五"),
    ("2024-03-15", "2024/3/15"),
    ("2024-03-15", "2024年3月15日"),
    ("2024-03-15", "March 15, 2024"),
    ("2024-03-15", "15 March 2024"),
    ("3/15/2024", "2024.03.15"),
    ("20000", "2万"),
    ("20000", "两万"),
    ("1500", "1.5k"),
    ("150000000", "一亿五千万"),
    ("5%", "百分之五"),
    ("5%", "five percent"),
    ("-5 degrees", "零下5度"),
    ("下午3点", "15:00"),
    ("3pm", "15:00"),
    ("12 - 5", "12-5"),
    ("convert 5 km to miles", "5公里是多少英里"),
    ("how do I add money to my card", "how can I top up my card"),  # no numbers: no operators
    ("我想问一个问题", "我想问个问题"),  # 一个 is an article, not the number 1
    ("150个苹果", "一百五十个苹果"),
    ("150个苹果", "一百五个苹果"),  # said short, as the reader reads it
    ("八十加上二十九一共多少", "八十加上二十九，一共多少"),  # 二十九一 is no numeral: its 一 starts 一共
    ("2024年", "二〇二四年"),
    ("3.5公斤", "三点五公斤"),
    ("两千三百元", "2300元"),
    ("三十两银子", "三十两银子"),  # no numeral: the same text agrees with itself
])
def test_same_values_agree(a: str, b: str) -> None:
    assert sig(a) == sig(b)


@pytest.mark.parametrize("a, b", [
    ("12*24", "12*25"),
    ("99 × 101", "99 × 102"),
    ("12-5", "5-12"),  # order is kept
    ("12+5", "12-5"),
    ("12 plus 5", "12 times 5"),
    ("-5", "5"),
    ("-5 degrees", "5 degrees"),
    ("2023-12-31 到 2024-03-15 有多少天", "2023-12-31 到 2024-03-16 有多少天"),
    ("2024-02-30", "2024-03-01"),  # not a date: only the same text agrees
    ("3/4/2024", "4/3/2024"),  # ambiguous day and month
    ("reverse the string 'Hello'", "reverse the string 'hello'"),
    ("把“你好”反过来", "把“您好”反过来"),
    ("5 km", "5 miles"),
    ("convert 5 km to miles", "convert 5 km to feet"),
    ("how many seconds in a day", "how many minutes in a day"),
    ("3个月", "3月"),  # three months is not March
    ("十一点", "十点"),
    ("明天天气怎么样", "今天天气怎么样"),
    ("next monday", "last monday"),
    ("下周一开会", "周一开会"),
    ("is 97 prime", "factorise 97"),
    ("1.2.3", "1.2.4"),
    ("1e5", "1e6"),
    # a run that is no numeral, or reads two ways, agrees only with the same text
    ("一百五个苹果", "一百零五个苹果"),  # 150 said short, not 105
    ("一亿一千", "一亿零一千"),  # 一亿一千万 said short, or 一亿零一千?
    ("八千六百加上六百一共多少", "八千六百加上六百一十多少"),  # 六百一共: 610 said short, or 600 then 一共?
    ("八千六百加上六百一共多少", "八千六百加上六百，一共多少"),
    ("三十加上二十一起算", "三十加上二十，一起算"),  # 21, or 20 then 一起?
    ("三十加上二十一起算", "三十加上二十一，起算"),
    ("八十加上二十九一共多少", "八十加上二十一一共多少"),
    ("一万五", "一万零五"),
    ("三十两银子", "四十两银子"),
    ("三十十个", "四十个"),
    ("两十个", "二十个"),
])
def test_near_misses_disagree(a: str, b: str) -> None:
    assert sig(a) != sig(b)


def test_values_by_kind() -> None:
    assert sig("2023-12-31 到 2024-03-15 有多少天") == ("d:2023-12-31", "d:2024-03-15", "o:days")
    assert sig("what is -5+3") == ("n:-5", "o:+", "n:3")
    assert sig("$5 to €") == ("n:5:usd",)
    assert sig("等一下") == () and sig("万一下雨呢") == ()


def test_huge_exponents_stay_short() -> None:
    (token,) = sig("1e999999")
    assert len(token) < 30


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("a box holds 74 eggs. how many eggs are in 9 boxes", "a box holds 74 eggs. how many boxes hold 9 eggs"),
        ("500 raised by 10%", "500 reduced by 10%"),
        ("Take 15 away from 40", "15 from 40"),
        ("150提高20%是多少", "150下调20%是多少"),
    ],
)
def test_requests_the_reader_computes_differently_never_share_a_signature(a: str, b: str) -> None:
    assert sig(a) != sig(b)


def test_number_words_are_values_in_a_signature() -> None:
    assert sig("seven plus eight") == sig("7 + 8")
    assert sig("seven plus eight") != sig("seven plus nine")


@pytest.mark.parametrize("text, expected", [
    ('把“你好”和"Hi"发给他，下周三和next monday、明天 tomorrow 各12+3次',
     ("q:你好", "q:Hi", "r:next-wed", "r:mon", "r:tomorrow", "r:tomorrow", "n:12", "o:+", "n:3")),
    ("'abc' last friday 上星期日 today 5 apples", ("q:abc", "r:last-sun", "r:last-fri", "r:today", "n:5")),
])
def test_quotes_then_weekdays_and_relative_days_then_the_rest_each_once_in_order(text, expected) -> None:
    # a quoted word is not read again as a weekday, a weekday not again as a relative day
    assert sig(text) == expected
