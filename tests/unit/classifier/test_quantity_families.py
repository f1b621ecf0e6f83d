"""Quantity families read in every way people ask them, in both languages: temperatures with a
bare C or F, a rise "to" with its 了, "what percent bigger", dozens, a list asked to add up,
decimals asked as fractions, odd powers of negative numbers; and what each must still refuse."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("30 C to F", "86"),
        ("convert 25 C to F", "77"),
        ("30°C in F", "86"),
        ("what is 212 F in C", "100"),
        ("98.6 F to C", "37"),
        ("0 c in f", "32"),
    ],
)
def test_a_bare_c_or_f_is_a_temperature_scale_in_a_conversion(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "Vitamin C in F",  # no amount
        "30 C to F to K",  # two targets
        "5000 in miles",  # "in" is the question's preposition, not inches
        "5K in miles",
    ],
)
def test_a_letter_or_in_that_is_not_a_unit_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("12 in in cm", "30.48"),
        ("5 ft 9 in to cm", "175.26"),
        ("how many cm is 12 in", "30.48"),
    ],
)
def test_inches_written_in_still_convert(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("价格从40元涨到了50元，涨了百分之几", "25"),
        ("销量由300件增加到了360件，增长了百分之多少", "20"),
        ("工资从8000元涨到了9200元，涨幅是多少", "15"),
        ("体重从80公斤降到了72公斤，下降了百分之几", "10"),
        ("The price rose from 20 to 25; by what percent?", "25"),
        ("sales rose from 40 to 50 by what percent", "25"),
        ("year over year growth from 200 to 230", "15"),
        ("what is the month over month growth rate from 1000 to 1100", "10"),
        ("150比120大百分之几", "25"),
        ("150比120高百分之几", "25"),
        ("72比90低百分之几", "20"),
        ("What percent larger is 90 than 72?", "25"),
        ("how many percent bigger is 150 than 120", "25"),
        ("what percent smaller is 72 than 90", "20"),
        ("what percent cheaper is 40 than 50", "20"),
    ],
)
def test_a_growth_or_a_percent_difference_reads_in_its_everyday_forms(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "价格从50元涨到了40元，涨了百分之几",  # a rise to a smaller amount
        "The price fell from 25 to 20; by what percent?",  # percent of what, up or down? (not this form)
        "Sales rose from 25 to 20, by what percent?",  # a rise to a smaller amount
        "价格从40元涨到了50元，涨了多少",  # an amount or a rate
        "150比120大多少百分点",  # points of two plain numbers
        "what percent bigger is 150",  # than what?
    ],
)
def test_a_growth_the_numbers_or_words_do_not_settle_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("12打是多少个", "144"),
        ("6打鸡蛋一共多少", "72"),
        ("add 4, 7 and 12 together", "23"),
        ("what do 4, 7 and 12 add up to", "23"),
        ("what do 15 and 27 add up to", "42"),
        ("4, 7 and 12 added together", "23"),
        ("36乘15是多少来着", "540"),
        ("what's 36 x 15 again", "540"),
    ],
)
def test_dozens_sums_and_a_trailing_again_read(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "打8折是多少",  # a discount of nothing
        "what do 4, 7 and 12 times 2 add up to",  # an operation inside the list
        "2.5打是多少个",  # a dozen counts whole dozens
    ],
)
def test_a_dozen_or_a_sum_that_reads_two_ways_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("0.75 as a fraction", "3/4"),
        ("convert 0.35 to a fraction", "7/20"),
        ("what is 0.125 as a fraction", "1/8"),
        ("0.6写成分数", "3/5"),
        ("把0.25化成分数是多少", "1/4"),
        ("0.375用分数表示", "3/8"),
    ],
)
def test_a_decimal_asked_as_a_fraction_shows_the_fraction(text: str, display: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).display.startswith(display)


@pytest.mark.parametrize("text", ["5 as a fraction", "33% as a fraction", "3 km as a fraction"])
def test_a_whole_number_a_percentage_or_an_amount_as_a_fraction_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("-2 cubed", "-8"),
        ("minus 3 cubed", "-27"),
        ("-2^3", "-8"),
        ("负2的立方", "-8"),
        ("(-5)^2", "25"),
    ],
)
def test_an_odd_power_of_a_negative_number_reads_one_way(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize("text", ["-3^2", "minus 3 squared", "-2^2^3", "4/5减去一半等于多少"])
def test_a_minus_that_reads_two_ways_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一个班有40人，女生占3/8，女生有多少人", "15"),
        ("一个班有40人，女生占八分之三，女生有多少人", "15"),
        ("There are 32 students and 3/4 are girls. How many girls?", "24"),
        ("全班48人，男生占5/8，男生有几人", "30"),
    ],
)
def test_a_named_part_given_as_a_fraction_of_the_whole_is_counted(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "一个班有40人，女生占1/3，女生有多少人",  # 13.33 girls
        "一个班有40人，女生占3/8，男生有多少人",  # the other part: another step
        "一个班有40人，女生占3/8，剩下的是男生，男生有多少人",
        "一个班有40人，女生占5/3，女生有多少人",  # more than the whole
        "一个班有40人，女生占3/8，其中1/3戴眼镜，戴眼镜的女生有多少人",  # a part of a part
    ],
)
def test_a_fraction_part_that_is_not_the_named_one_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("How many degrees warmer is 6°C than -3°C?", "9"),
        ("how much colder is -5°C than 3°C", "8"),
        ("the low was -7°C and the high was 5°C, what's the temperature range", "12"),
        ("The temperature was -12°C at dawn and rose 9 degrees by noon. What was it at noon?", "-3"),
    ],
)
def test_temperatures_compared_or_moved_in_english_everyday_forms(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "how much warmer is -5°C than 3°C",  # the values say colder
        "how much warmer or colder is 5°C than -3°C",  # both
        "It was -3°C in the morning and rose 8 degrees by noon. What was it in the evening?",  # another time
    ],
)
def test_a_temperature_question_the_values_do_not_answer_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("比去年增长了百分之几？去年3000人，今年3600人", "20"),
        ("今年比去年增长了百分之几？今年3600人，去年3000人", "20"),
        ("多少钱？一支笔3元，买5支", "15"),
    ],
)
def test_a_question_asked_before_its_numbers_reads_as_after_them(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "比去年增长了多少？去年3000人，今年3600人",  # an amount or a rate
        "比去年增长了百分之几？去年3000人",  # a number missing
        "比去年增长了百分之几？去年3000人，今年3600人，明年4000人",  # a number too many
    ],
)
def test_a_question_first_that_the_numbers_do_not_settle_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I ran 3 miles on Monday and 4 miles on Tuesday. How many miles in total?", "7"),
        ("周一跑了 3 公里，周二跑了 4 公里，一共跑了多少公里", "7"),
        ("I worked 2 1/2 hours on Monday and 3 3/4 hours on Tuesday. Total hours as a fraction?", "6.25"),
        ("周一跑了 1又1/2 公里，周二跑了 2又3/4 公里，一共跑了多少公里", "4.25"),
        ("I swam 400 m on Saturday, 600 m on Sunday and 500 m on Monday. How many meters altogether?", "1500"),
    ],
)
def test_amounts_of_one_unit_asked_for_their_total_are_added(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "I ran 3 miles on Monday and 4 km on Tuesday. How many miles in total?",  # two units
        "I ran 3 miles on Monday and 4 miles on Tuesday. How many km in total?",  # another unit asked
        "I ran 3 miles on Monday and 4 miles on Tuesday. How many miles on Tuesday?",  # no total asked
        "周一跑了3公里，周二比周一多跑了2公里，一共跑了多少公里",  # a comparison: two steps
        "I ran 3 miles each day on Monday and Tuesday. How many miles in total?",  # a rate
        "I ran 3 miles on Monday and 4 miles on Tuesday. How many miles in total if I skip Tuesday?",
    ],
)
def test_a_total_that_is_not_the_sum_of_the_amounts_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("第一季度亏损 20 万，第二季度盈利 35 万，上半年盈亏多少万", "15"),
        ("我卡里余额 -80 元，存了 200 元，现在余额多少", "120"),
        ("潜水员在水下 -30 米，上升了 12 米，现在在多少米", "-18"),
        ("I had $50 in my account and spent $80. What's my balance?", "-30"),
    ],
)
def test_gains_losses_and_balances_in_everyday_words(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "我卡里余额 -80 元，存了 200 元，又取了 50 元，现在余额多少",  # several steps from a start
        "I had $50 in my account and spent $80. How much did I spend?",  # not the balance
        "第一季度亏损 20 万，第二季度盈利 35 万，第二季度盈利多少万",  # given, not asked
    ],
)
def test_a_balance_question_that_is_not_one_change_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Two lights blink every 6 and 8 seconds. They blinked together just now; after how many seconds "
         "will they blink together again?", "24"),
        ("Buses leave every 12 and 20 minutes. They left together at noon; how many minutes until they next "
         "leave together?", "60"),
    ],
)
def test_periods_sharing_one_every_and_unit_meet_again_at_their_lcm(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "Two lights blink every 6 and 8 seconds. They blinked together just now; after how many minutes will "
        "they blink together again?",  # another unit asked
        "Buses leave every 12 and 20 minutes. They left together at noon; how many times do they leave together "
        "in an hour?",  # a count, not a time
        "Lights blink 6 and every 8 seconds. They blinked together just now; after how many seconds will they "
        "blink together again?",  # the first amount is no period
    ],
)
def test_periods_that_do_not_ask_when_they_meet_again_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("去年收入10万，今年比去年多了2万，增长了百分之几", "20"),
        ("去年800，今年比去年多卖了200，增长率是多少", "25"),
        ("去年200人，今年比去年少了50人，下降了百分之几", "25"),
        ("去年200人，今年比去年少了50人，增长率是多少", "-25"),
        ("上个月会员8000人，这个月比上个月多了2000人，环比增长了百分之几", "25"),
    ],
)
def test_a_growth_rate_from_a_base_and_the_change_against_it(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "今年收入12万，比去年多了2万，增长了百分之几",  # the base is not given: two steps
        "去年收入10万，今年比前年多了2万，增长了百分之几",  # against another period
        "去年收入10万，今年比去年多了2万，增长了多少",  # an amount or a rate
        "去年收入10万，今年比去年多了2万，今年收入多少",  # an amount asked
        "去年200人，今年比去年少了50人，增长了百分之几",  # an increase asked of a fall
        "去年收入10万，今年比去年多了20%，增长了百分之几",  # the change is a rate already
    ],
)
def test_a_growth_from_a_change_that_the_words_do_not_settle_is_not_read(text: str) -> None:
    assert read(text) is None
