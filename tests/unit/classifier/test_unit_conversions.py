"""Unit conversions in both languages, with a rounding instruction after them, and Chinese
temperatures with the scale written first (华氏 98.6 度)."""

from __future__ import annotations

import pytest


from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Convert 10 km to miles, rounded to 2 decimal places", "6.21"),
        ("10 km in miles (2 decimal places)", "6.21"),
        ("10 km is how many miles, to 2 decimal places?", "6.21"),
        ("5 km is how many miles, to one decimal?", "3.1"),
        ("5 km in miles, to 1 decimal", "3.1"),
        ("350°F in °C, rounded to the nearest whole number", "177"),
        ("350°F in °C, to the nearest degree", "177"),
        ("100 km 等于多少英里，保留两位小数", "62.14"),
        ("10公里是多少英里？保留两位小数", "6.21"),
        ("5公里是多少英里（保留一位小数）", "3.1"),
        ("华氏 100 度是多少摄氏度，保留一位小数", "37.8"),
        ("3公斤等于多少克，保留两位小数", "3000"),  # exact already: the rounding changes nothing
    ],
)
def test_a_conversion_then_a_rounding_is_read_as_one_rounded_conversion(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("华氏 98.6 度等于多少摄氏度", "37"),
        ("摄氏 25 度是华氏多少度？", "77"),
        ("摄氏 25 度是多少华氏度", "77"),
        ("25摄氏度是多少华氏度", "77"),
    ],
)
def test_a_temperature_with_its_scale_written_first_converts(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "convert 5 kg to pounds sterling, round to 2 decimals",  # pounds of money in kilograms mean nothing
        "10 km in miles, to 2 decimal places, to 3 decimal places",  # rounded twice
        "10 km in miles, to the nearest ten",  # a place the words do not tie to the conversion
        "华氏 98.6 度",  # nothing asked
    ],
)
def test_conversions_the_words_do_not_fix_are_not_read(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("跑完一个全马 42.195 公里，合多少米？", "42195"),
        ("这条跑道长 400 米，合多少公里？", "0.4"),
        ("The recipe from a US blog says bake at 350°F. What's that in °C, to the nearest degree?", "177"),
        ("The hike is 12 miles long. How many km is that, to 1 decimal place?", "19.3"),
        ("It is 30°C today. What's that in Fahrenheit?", "86"),
    ],
)
def test_a_conversion_of_the_one_amount_of_a_story_is_read(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "I ran 5 km twice. How many miles is that?",  # a word that multiplies the amount
        "I ran 5 km there and back. How many miles is that?",
        "这条路 400 米，我跑了 3 圈，合多少公里？",  # a second amount
        "跑两个全马 42.195 公里，合多少米？",
        "The hike is 12 miles long and 3 hours. How many km is that?",
        "The oven is at 350°F. What's that in kg?",  # a temperature is not a mass
        "The hike is 12 miles long. How many km?",  # the question does not point back at the amount
    ],
)
def test_a_story_conversion_the_words_could_change_is_not_read(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3.5 km = ? m", "3500"),
        ("3.5千米 = ? 米", "3500"),
        ("3.5 km -> m", "3500"),
        ("What does 3.5 km equal in meters?", "3500"),
        ("How many meters make 3.5 km?", "3500"),
        ("3.5千米化成米是多少", "3500"),
        ("把3.5千米化成米", "3500"),
        ("3.5千米折算成米是多少", "3500"),
        ("换算一下，3.5千米是多少米", "3500"),
        ("一公里是多少米", "1000"),
        ("2周是几天", "14"),
        ("48小时是几天", "2"),
        ("20码是多少米", "18.288"),
        ("10分米是多少米", "1"),
        ("1米等于多少分米", "10"),
        # an amount in two units, always whole steps down: it becomes the smaller unit
        ("Convert 3 hours 20 minutes to minutes", "200"),
        ("how many seconds in 2 hours 15 minutes", "8100"),
        ("2 h 15 min in minutes", "135"),
        ("5 feet 9 inches in cm", "175.26"),
        ("How many cm is 5 ft 9 in?", "175.26"),
        ("我 1 米 75，换算成厘米是多少？", "175"),
        ("1米8是多少厘米", "180"),
        ("1公斤200克是多少克", "1200"),
        # areas, volumes, speeds
        ("2平方米是多少平方厘米", "20000"),
        ("100平方米等于多少平方分米", "10000"),
        ("1公顷是多少平方米", "10000"),
        ("2公顷等于多少亩", "30"),
        ("5立方米是多少升", "5000"),
        ("5 cubic meters in liters", "5000"),
        ("5 square feet in square inches", "720"),
        ("2 square meters in square centimeters", "20000"),
        ("36 km/h is how many m/s", "10"),
        ("10米每秒是多少公里每小时", "36"),
    ],
)
def test_an_amount_and_the_unit_asked_is_a_conversion(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "3.5 km and 200 m = ? m",  # a sum
        "3 km 5 kg in g",  # two kinds of amount
        "20 minutes 3 hours in minutes",  # the smaller unit first
        "3 hours 20 in minutes",  # 20 what?
        "5 ft 13 in in cm",  # more inches than a foot: a typo, or another reading?
        "1米175是多少厘米",
        "3.5千米 = ? 千米",
        "2周零3天是几天",
        "一公里是多少公斤",
        "5 km is how many miles, round trip",
        "how many m in 5 km each way",
        "I ran 5 km, how many m",
        "5平方米是多少厘米",  # an area into a length
        "5 km = 5000 m?",
        "how many pounds does 1 kg of beef cost",  # pounds of money: a price asked
        "convert 5 kg to pounds and ounces",
    ],
)
def test_an_amount_with_anything_else_said_is_not_read_as_a_conversion(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("这个快递重 2,750 克，是多少公斤？", "2.75"),
        ("一根网线长 850 厘米，等于多少米？", "8.5"),
        ("手机录音 7,200 秒，等于几个小时？", "2"),
    ],
)
def test_an_amount_converted_when_the_question_points_back_with_shi_duoshao(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    ["这个快递重 2,750 克，运费是多少元？", "跑了 5 公里，用时是多少分钟？", "一根网线长 850 厘米，剪掉一半是多少米？",
     "正方体棱长3厘米，体积是多少立方分米？"],
)
def test_another_quantity_asked_with_shi_duoshao_is_not_read(text: str) -> None:
    assert value_of(text) is None, text
