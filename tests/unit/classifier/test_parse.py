"""The parser reads whole computations into sandbox operations, and nothing else."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "op", "value"),
    [
        ("12*24等于多少", "expr", "288"),
        ("3+4", "expr", "7"),
        ("7 * 13", "expr", "91"),
        ("What is 17% of 2,350?", "percent_of", "399.5"),
        ("营收从1200万增长到1500万，增长率是多少", "growth_rate", "25"),
        ("原价100元打8折", "discount", "80"),
        ("求15683615的质因数", "factorize", "5*151*20773"),
        ("2023年12月31日到2024年3月15日之间有多少天", "date_diff", "75"),
        ("What date is 90 days after 2024-01-31?", "date_add", "2024-04-30"),
        ("把 hello world 反转", "str_reverse", "dlrow olleh"),
        ("一百二十三加四百五十六等于多少", "expr", "579"),
        ("2的10次方是多少", "expr", "1024"),
        ("Is 97 prime?", "is_prime", "true"),
        ("2024年3月15日是星期几", "weekday", "Friday"),
        ("12和18的最大公约数", "expr", "6"),
        ("'banana'中有几个'a'", "str_count", "3"),
        ("Convert 'dualtrack' to uppercase", "str_upper", "DUALTRACK"),
        ("Solve the following multiplication: 18271 * 43432. Give only the result as your final answer.",
         "expr", "793546072"),
        ("10除以3，保留2位小数", "expr", "3.33"),
    ],
)
def test_computations_become_the_right_operation_and_value(text: str, op: str, value: str) -> None:
    task = parse(text)
    assert task is not None and task.op == op and task.source == "parser"
    result = run_task(task)
    assert result.status == "ok" and result.value == value


@pytest.mark.parametrize(
    "text",
    [
        "第3季度的报告在哪里", "Q3 2023 report", "Who won the 2018 World Cup?", "Name one colour of the sky.",
        "What is 12 apples * 3?",  # a word the parser cannot account for
        "6÷2(1+2)",  # implied multiplication: not guessed
        "Solve 3*4 and give the answer in hexadecimal.",  # an instruction that changes the value
        "What day of the week is 05/04/2022?",  # day/month order unknown
        "3月15日是星期几",  # no year
        "How many business days between 2024-03-01 and 2024-03-29?",  # are the ends counted?
        "把这句话反转",  # names the text instead of giving it
        "12",
    ],
)
def test_what_is_not_read_completely_is_not_guessed(text: str) -> None:
    assert parse(text) is None


def test_inclusive_date_ranges_count_both_ends() -> None:
    task = parse("从2024年1月1日到2024年12月31日有多少天（含首尾）")
    assert task is not None and task.args["inclusive"] is True
    assert run_task(task).value == "366"


def test_dates_before_and_weeks() -> None:
    task = parse("What date was 3 weeks before March 1, 2024?")
    assert task is not None and task.args == {"date": "2024-03-01", "amount": -3, "unit": "weeks"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("三分之一加六分之一等于多少", "0.5"),  # 之一 is a word, but not after 分
        ("原价200元的商品打8折后多少钱", "160"),  # 的商品 is not 的商 (a quotient)
        ("2023年产量120吨，2024年产量132吨，同比增长率是多少", "10"),  # the year names the period
    ],
)
def test_chinese_fractions_nouns_and_years_are_read_as_written(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Increase 200 by 15%", "230"),
        ("What is 500 reduced by 10%?", "450"),
        ("150提高20%是多少", "180"),
        ("80减少25%是多少", "60"),
        ("what is 3 to the 4th power", "81"),
        ("Take 15 away from 40", "25"),
        ("Add 250 to 750", "1000"),
        ("What is the highest number in 4, 17, 9, 12?", "17"),
        ("23、45、12中哪个最大", "45"),
        ("Find the average of these numbers: 10, 20, 30", "20"),
        ('Please reverse this string: "abc123"', "321cba"),
        ('Make "Good Morning" all lowercase', "good morning"),
        ('把"DualTrack"全部变成小写', "dualtrack"),
        ("45 out of 60 as a percentage", "75"),
        ("72 hours is how many days?", "3"),
        ("A shirt costs $40 and is 25% off. What is the sale price?", "30"),
        ("原价80元，打7折后是多少元", "56"),
        ("Count the days from 2024-06-01 to 2024-06-30", "29"),
        ('What is the reverse of "stack"?', "kcats"),
    ],
)
def test_everyday_wordings_of_one_operation_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize("text", ["increase the font by 15%", "prices rose by 15%", "I want to take 15 away"])
def test_a_percentage_change_without_its_value_is_not_read(text: str) -> None:
    assert parse(text) is None


def test_a_computation_in_number_words_is_answered_on_the_fast_path() -> None:
    from services.classifier.engine import Classifier
    from services.classifier.model import load_model
    from dtlib.envelope import Envelope
    from dtlib.settings import get_settings
    from services.classifier.settings import ClassifierSettings

    classifier = Classifier(load_model(get_settings(ClassifierSettings).classifier_artifact_dir))
    env = Envelope(trace_id="t" * 32, text="two hundred and seven times twenty-one")
    assert classifier.classify(env).path == "fast"
    assert run_task(env.task).value == "4347"


@pytest.mark.parametrize(
    ("text", "value"),
    [("half of 250", "125"), ("250的一半是多少", "125"), ("double 37", "74"), ("half of 3/4", "0.375"),
     ("What's 3 times as much as 45?", "135"), ('"banana"里有几个a', "3"),
     ('count the letter s in "mississippi"', "4"), ('统计"hello world"中字母l出现的次数', "3")],
)
def test_halves_doubles_and_unquoted_letters_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize("text", ["half of 8 plus 2", "8加2的一半", "twice 15 plus 1"])
def test_a_half_or_double_of_more_than_one_amount_reads_two_ways_and_is_not_read(text: str) -> None:
    assert parse(text) is None


def test_letters_are_counted_only_when_every_character_is_a_letter() -> None:
    assert run_task(parse('How many letters are in "encyclopedia"?')).value == "12"
    assert parse('How many letters are in "hello world"?') is None  # 10 letters, 11 characters


@pytest.mark.parametrize(
    "text",
    ["Quick question: 12*24 right now", "Can you do 12*24 - thanks!", "Mind calculating 12*24, please?",
     "Homework question: what is 12*24, please?", "考考你，12乘以24等于几", "请直接告诉我12乘以24啊",
     "在线等，12乘以24谢谢", "小学数学题：12乘以24？"],
)
def test_lead_ins_and_sign_offs_around_a_computation_change_nothing(text: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == "288"


@pytest.mark.parametrize("text", ["hey - 12*24", "what is 12 -", "what is 12*24 -"])
def test_a_dash_that_may_be_a_minus_sign_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [("17 mod 5?", "2"), ("What would the remainder of 17 divided by 5 be?", "2"), ("17除以5的余数是多少呢", "2"),
     ("the square root of 144 equals what?", "12"), ("What would 7 squared be?", "49"), ("3加5，结果是多少", "8"),
     ("请算出64的立方根", "4")],
)
def test_remainders_and_more_question_forms_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


def test_a_remainder_of_a_negative_number_is_refused_not_guessed() -> None:
    result = run_task(parse("-7 mod 3"))
    assert result.status == "rejected" and result.error.code == "DOMAIN_ERROR"


@pytest.mark.parametrize(
    ("text", "value"),
    [("How many days separate 2024-05-01 and 2024-06-01?", "31"), ("Which date comes 45 days after 2024-12-01?", "2025-01-15"),
     ("2 months after 2024-01-15 is what date?", "2024-03-15"), ("Subtract 10 days from 2024-03-05", "2024-02-24"),
     ("从2024年6月1日到2024年6月30日一共有几天（含首尾）", "30")],
)
def test_more_date_questions_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value.startswith(value)


def test_a_month_added_to_a_day_not_every_month_has_is_not_guessed() -> None:
    assert parse("2024年1月31日加上一个月是哪天") is None  # Feb 29, or Mar 2?
    assert parse("2024年1月15日加上一个月是哪天") is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [("小红有25本书，送给同学8本，还剩几本？", "17"), ("小明有8元钱，妈妈又给了他5元，现在有多少元？", "13"),
     ("Sam had 45 stickers and gave 12 to his friend. How many stickers does he have left?", "33"),
     ("A farmer has 120 chickens and sells 45. How many chickens remain?", "75"),
     ("There were 28 birds on a tree. 9 flew away. How many birds are left?", "19")],
)
def test_one_step_stories_with_a_recipient_or_a_place_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


def test_a_story_tail_with_another_amount_word_is_not_read() -> None:
    assert parse("Sam had 45 stickers and gave 12 to each friend. How many stickers does he have left?") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [("一件商品标价120元，打八折后卖多少元", "96"), ("衣服原价250元，八折优惠后多少钱", "200"), ("原价200元，优惠30元后多少钱", "170"),
     ("A $250 bike is on sale for 20% off. What's the sale price?", "200"),
     ("If a $90 item is discounted by 10%, what is the new price?", "81"),
     ("A laptop priced at $800 is 15% off. How much does it cost now?", "680"),
     ('Write "hello" backwards', "olleh"), ('"apple"反过来怎么写', "elppa"), ("Which number is smallest: 9, 4, 7?", "4")],
)
def test_discounts_strings_and_lists_in_more_words(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize("text", ["$120 minus 15%", "100+15%", "120减去15%"])
def test_a_percentage_added_to_an_amount_reads_two_ways_and_is_not_read(text: str) -> None:
    assert parse(text) is None  # 120 − 0.15, or 15% off 120?


@pytest.mark.parametrize(
    "text", ["2^3^2", "-3^2", "2 to the power of 3 squared", "the difference of 10 and 3 squared", "-3 squared"],
)
def test_powers_that_read_two_ways_are_not_read(text: str) -> None:
    assert parse(text) is None


def test_the_square_of_a_word_list_is_of_the_whole_list() -> None:
    assert run_task(parse("the square of the sum of 3 and 4")).value == "49"
    assert run_task(parse("(-3)^2")).value == "9"


@pytest.mark.parametrize(
    ("text", "value"),
    [("By how much percent did sales go up from 200 to 260?", "30"),
     ("If a price rises from $40 to $50, what is the percent increase?", "25"),
     ("3/5等于百分之几", "60"), ("一天有多少分钟", "1440"), ("3周是多少天", "21")],
)
def test_growth_shares_and_conversions_in_more_words(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("423的百分之20是多少", "84.6"), ("打8折后200元的商品多少钱", "160"), ("一件200元的衣服打8折后的价格", "160"),
     ("200变成250，增长了百分之几", "25"), ("由200上升到250的增幅", "25"), ("210可以分解成哪些质数的乘积", "2*3*5*7")],
)
def test_chinese_percentages_discounts_growth_and_factors_in_more_words(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("12和18最大公约数是多少", "6"), ("12和18最小公倍数", "36"), ("12和18这两个数的最大公约数", "6"),
     ("3、5、7总和", "15"), ("2、9、4最小的数", "2"), ("一组数据3、5、7的平均数", "5"), ("3、5、7这三个数的平均数", "5")],
)
def test_chinese_list_results_written_without_的_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(("text", "value"), [("7个8相加是多少", "56"), ("5个12的和", "60"), ("100里面有几个25", "4")])
def test_counts_of_a_number_are_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


def test_a_count_that_does_not_go_evenly_is_not_read() -> None:
    assert parse("100里面有几个30") is None  # 3, or 3 and a third?


@pytest.mark.parametrize(
    ("text", "value"),
    [("2024-03-15 is what day of the week?", "Friday"), ("Day of week for 2024-03-15", "Friday"),
     ("What's 9 to the third power?", "729"), ("Raise 3 to the 5th power", "243"), ("Square 12", "144"),
     ("Cube 5", "125"), ("Add 7, 8 and 9", "24"), ("What is 100 take away 45?", "55"),
     ("Multiply 9 by 11 then subtract 4", "95")],
)
def test_english_verbs_ordinals_and_weekday_questions(text: str, value: str) -> None:
    from dtlib.text import digits_for_number_words

    task = parse(digits_for_number_words(text))
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [('Give me "banana" in reverse order', "ananab"), ('Reverse the letters in "stressed"', "desserts"),
     ('Print "abc" backwards', "cba"), ('Flip the string "12345"', "54321"),
     ('Convert "Hello" to all uppercase letters', "HELLO"),
     ('Count how many times "l" appears in "hello world"', "3")],
)
def test_more_ways_to_ask_for_a_string_operation(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("What date will it be in 2 weeks?", "2024-03-29"), ("In 30 days, what will the date be?", "2024-04-14"),
     ("How many days since 2024-01-01?", "74"), ("从今天起100天后是哪一天", "2024-06-23")],
)
def test_relative_dates_from_the_given_today(text: str, value: str) -> None:
    task = parse(text, None, {"today": "2024-03-15"})
    assert task is not None and run_task(task).value.startswith(value)


def test_what_day_is_tomorrow_may_ask_for_the_date_or_the_weekday_and_is_not_read() -> None:
    assert parse("What day is it tomorrow?", None, {"today": "2024-03-15"}) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [("What is the result when you add 13 to 29?", "42"), ("If you subtract 19 from 50, what do you get?", "31"),
     ("What number is 12 more than 30?", "42"), ("What is 200 divided by 4, plus 10?", "60"), ("Take 8 from 20", "12"),
     ("Subtract 4 from the product of 3 and 5", "11"), ("Divide the sum of 10 and 14 by 4", "6"),
     ("What is 45 increased by 15?", "60"), ("What is 90 decreased by 25?", "65"), ("Increase 200 by 15%", "230")],
)
def test_english_arithmetic_in_more_words(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value


@pytest.mark.parametrize(("text", "value"), [("What is 20% more than 50?", "60"), ("What is 20% less than 50?", "40")])
def test_a_percentage_more_or_less_than_an_amount(text: str, value: str) -> None:
    assert run_task(parse(text)).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("2 weeks is how many days?", "14"), ("How many days are in 6 weeks?", "42"), ("Express 90 minutes in hours", "1.5")],
)
def test_more_conversion_questions(text: str, value: str) -> None:
    assert run_task(parse(text)).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [("The bus had 105 passengers, then 25 got off. how many are still on the bus", "80"),
     ("1米等于100厘米，3米等于多少厘米", "300"),
     ("There are 7 days in a week and 24 hours in a day, how many hours are in a week ?", "168"),
     ("31.12.2023 to 15.03.2024 - how many days is that", "75"),
     ("Spell this word backward (example: sun -> nus): Indian", "naidnI")],
)
def test_stories_stated_factors_rate_chains_dashes_and_spelled_words(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value.startswith(value)


def test_a_total_of_groups_names_what_they_all_are_never_one_group() -> None:
    assert run_task(parse("果园里有苹果树162棵，梨树19棵，一共有多少棵果树")).value == "181"
    assert parse("果园里有苹果树162棵，梨树19棵，一共有多少棵苹果树") is None  # that is 162
    assert parse("果园里有苹果树162棵，梨树19棵，一共有多少棵花") is None


def test_a_weekday_counted_between_two_dates_when_the_ends_are_said() -> None:
    from services.fuser.render import sentence

    task = parse("How many Fridays are there from Monday, July 11, 2022 to Saturday, August 27, 2022 (inclusive of both dates)?")
    result = run_task(task)
    assert result.value == "7" and sentence(task, result, "en").startswith("7 Fridays from")
    assert parse("How many Fridays are there from 2022-07-11 to 2022-08-27?") is None  # do the ends count?


@pytest.mark.parametrize(
    "text", ["按八折计算，200元的商品多少钱", "200元的商品按八折出售，售价多少元", "一件200元的外套打八折，现在卖多少钱", "200元的东西八折后多少钱"],
)
def test_a_chinese_discount_is_read_by_its_values_in_any_order(text: str) -> None:
    assert run_task(parse(text)).value == "160"


@pytest.mark.parametrize(
    "text",
    ["满200元打八折，180元的商品多少钱", "200元的商品打八折，运费10元，一共多少钱", "-200元打八折"],
)
def test_a_discount_question_that_asks_something_else_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.reader_errors_expected
def test_a_rule_that_fails_sends_the_request_slow_and_says_so(monkeypatch: pytest.MonkeyPatch,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    """A rule that raises (a bug, not a refusal) never answers and never fails the request."""
    from lark.exceptions import VisitError

    import services.classifier.reader as reader

    def broken(self: object, tree: object) -> None:
        raise VisitError("sum", tree, ZeroDivisionError("a bug in a rule"))

    monkeypatch.setattr(reader.Builder, "transform", broken)
    assert parse("3 + 4") is None
    assert "reader failed" in caplog.text


@pytest.mark.parametrize("text", ["pens are <n0> each, for all of us, how much?",
                                  "how many days from <d0>? up to now", "<n1>除以<n2>?",
                                  "what is <p0> of <n1>?"])
def test_a_request_that_writes_the_readers_placeholder_goes_slow(text: str) -> None:
    """"<n0>" is how the reader writes a number in the request's shape: a request that writes it
    itself cannot be read (it used to raise on some of them)."""
    assert parse(text) is None
    assert parse(text, context={"today": "2026-12-04"}) is None
