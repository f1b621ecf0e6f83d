"""Perception: numbers, dates, quotes and language read the way a person wrote them."""

from __future__ import annotations

import pytest

from dtlib.perception import mentions, signature
from dtlib.text import language
from services.classifier.perceive import perceive

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("1,234.5 and -12,567,890", ["1234.5", "-12567890"]),
        ("营收1.2万，成本3千", ["12000", "3000"]),
        ("用户数 1.2 万，利润 320 万元", ["12000", "3200000"]),  # a space before 万 still scales
        ("负12加3万5千", ["-12", "35000"]),
        ("What is 17% of 2,350?", ["17%", "2350"]),
        ("百分之十五的二十三", ["15%", "23"]),
        ("工资的三成，利润的七成五，2成", ["30%", "75%", "20%"]),  # tenths are a percentage
        ("千分之五，3‰，2 per mille", ["0.5%", "0.3%", "0.2%"]),  # per mille: a tenth of a percent
        ("3成人和一成不变的九成新", ["3", "1", "90%"]),  # 成 starting a word is no tenth
        ("1.2 million users", ["1200000"]),
        ("5 - -3", ["5", "-3"]),
        ("第3季度的报告", []),  # an ordinal is a position, not an amount
        ("我一下子买了三个苹果", ["3"]),  # 一下 is a word, 三个 a count
    ],
)
def test_numbers_in_every_written_form(text: str, values: list[str]) -> None:
    assert perceive(text).perception.numbers == values


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("2024-03-15", "2024-03-15"), ("2024/3/15", "2024-03-15"), ("2024年3月15日", "2024-03-15"),
        ("二〇二四年三月十五日", "2024-03-15"), ("March 15, 2024", "2024-03-15"), ("15 March 2024", "2024-03-15"),
        ("Friday, March 15, 2024", "2024-03-15"), ("25/12/2024", "2024-12-25"),
    ],
)
def test_dates_in_common_formats(text: str, iso: str) -> None:
    (date,) = mentions(text).dates
    assert date.iso == iso and not date.problem


@pytest.mark.parametrize("text", ["二〇二四年十十月三日", "二〇二四年三月十十日", "二〇二四年三月二二日", "二零二四年两月三日"])
def test_a_chinese_date_whose_month_or_day_is_no_numeral_is_no_date_and_raises_nothing(text: str) -> None:
    assert mentions(text).dates == []
    assert value_of(text + "再过10天是几月几日？") is None


@pytest.mark.parametrize(("text", "iso"), [("二〇二四年一十月三日", "2024-10-03"), ("二〇二四年十月三十一日", "2024-10-31"),
                                         ("二〇二四年十二月二十九日", "2024-12-29")])
def test_chinese_dates_read_as_their_numerals_count(text: str, iso: str) -> None:
    (date,) = mentions(text).dates
    assert date.iso == iso

def test_dates_that_would_need_a_guess_say_why() -> None:
    assert "ambiguous" in mentions("05/04/2022").dates[0].problem  # May 4 or 5 April
    assert "year" in mentions("3月15日是星期几").dates[0].problem
    assert "weekday" in mentions("Monday, March 15, 2024").dates[0].problem  # it was a Friday
    # "from August 1 to September 8, 2022": the first date takes the year of the second
    first, _ = mentions("from August 1 to September 8, 2022").dates
    assert first.iso == "2022-08-01"


def test_quoted_strings_are_payload_not_numbers() -> None:
    found = mentions('Reverse "12345" please')
    assert [q.text for q in found.quoted] == ["12345"] and found.numbers == []


def test_language_of_mixed_text_follows_the_sentence_frame() -> None:
    assert language("把 hello world 反转") == "zh"
    assert language("dualtrack是什么") == "zh"
    assert language("What does 你好 mean?") == "en"
    assert language("12*24") == "en"


def test_signature_tells_different_numbers_apart() -> None:
    assert signature("12*24") != signature("12*25")
    assert signature("12 * 24") == signature("12*24")
    assert signature("2024-03-15是星期几") != signature("2024-03-16是星期几")


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("5吨等于多少磅", "ton"),
        ("What is 90 days from today?", "anchor"),
        ("What day of the week is 03/04/2024?", "ambiguous"),
        ("6÷2(1+2)等于多少", "two ways"),
    ],
)
def test_ambiguities_are_recorded(text: str, word: str) -> None:
    found = perceive(text).perception.ambiguities
    assert any(word in a for a in found), found


@pytest.mark.parametrize(
    "text",
    ["2023年产量120吨，2024年产量132吨，同比增长率是多少", "每斤3元，买5斤多少钱", "2.5公斤是多少克",
     "3 gallons plus 2 gallons"],
)
def test_a_unit_without_one_standard_is_not_ambiguous_when_nothing_converts_it(text: str) -> None:
    assert not perceive(text).perception.ambiguities


def test_a_relative_date_with_an_anchor_in_the_context_is_not_ambiguous() -> None:
    assert not perceive("What is 90 days from today?", {"today": "2024-03-15"}).perception.ambiguities


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("seven plus eight", "7 plus 8"),
        ("One hundred and ninety minus thirteen ?", "190 minus 13 ?"),
        ("1234 rounded to the nearest ten", "1234 rounded to the nearest ten"),  # a place, not an amount
        ('reverse "one two three"', 'reverse "one two three"'),  # a quoted payload is data
        ("三加五", "三加五"),
        ("Revenue rose from 2.4 million to 3 million.", "Revenue rose from 2.4 million to 3 million."),
        ("one point five million", "one point five million"),  # not "1.5 1000000": left to perception
        ("What is one divided by three", "What is 1 divided by 3"),
        ("one more question: what is 2 plus 2", "one more question: what is 2 plus 2"),
    ],
)
def test_english_number_words_read_as_digits(text: str, digits: str) -> None:
    from dtlib.text import digits_for_number_words

    assert digits_for_number_words(text) == digits


def test_a_value_that_changes_over_time_is_ambiguous_unless_the_request_gives_it() -> None:
    from dtlib.envelope import Envelope
    from dtlib.settings import get_settings
    from services.classifier.settings import ClassifierSettings
    from services.classifier.engine import Classifier
    from services.classifier.model import load_model

    classifier = Classifier(load_model(get_settings(ClassifierSettings).classifier_artifact_dir))
    asked = Envelope(trace_id="a" * 32, text="按最新个税起征点计算月薪1万要交多少税")
    assert classifier.classify(asked).reason == "ambiguous"
    assert any("changes over time" in a for a in asked.perception.ambiguities)
    given = Envelope(trace_id="b" * 32, text="股价从20元涨到25元，涨幅是多少")
    assert classifier.classify(given).path == "fast"
