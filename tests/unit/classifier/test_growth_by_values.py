"""A growth rate read by its values: two amounts, each with its own period, and a rate asked."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words
from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Revenue was 200 in 2022 and 250 in 2023. What was the growth rate?", "25"),
        ("In 2021 we sold 300 units; in 2022 we sold 360 units. What's the growth rate?", "20"),
        ("March revenue was 4000 and April revenue was 5000, what is the percent increase", "25"),
        ("Q1 sales 120, Q2 sales 150, what is the percentage increase?", "25"),
        ("上个月用户数1200，这个月1500，环比增长率多少", "25"),
        ("1月份收入3000元，2月份收入3600元，增长了百分之多少", "20"),
        ("三月份的销量是400，四月份是500，增幅是多少", "25"),
        ("2023年营收250亿，2022年营收200亿，增长率是多少", "25"),  # years say the base in any order
        ("用户数从 1.2 万增长到 1.5 万，增长了百分之多少", "25"),  # 从 … 到 …, and a spaced 万
        ("the price went from 80 to 100, what's the percentage increase", "25"),
    ],
)
def test_the_earlier_period_is_the_base(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and task.op == "growth_rate", text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "2022年营收200亿，今年营收250亿，增长率是多少",  # a year and 今年: which is later is not said
        "12月收入3000元，1月收入3600元，增长率",  # December of which year?
        "3月份收入3000元，3月份收入3600元，增长率",  # one period twice
        "1月份收入3000元，2月份收入3600美元，增长率",  # two currencies
        "1月份收入3000元，2月份收入3600元，增长了多少",  # an amount or a rate?
        "2022年营收200亿，今年营收250亿，年均增长率是多少",  # an average rate over years not stated
        "去年200，今年250，明年300，增长率",  # three amounts
        "3年前收入200，现在250，增长率",  # a duration, not a period
        "从100到150，再到200，增长率",  # three amounts
        "Revenue was 200 in 2022 and 250 in 2023. If it keeps this growth rate what will it be in 2024?",
    ],
)
def test_periods_that_do_not_say_the_base_are_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a rate that carries its sign, of an amount that fell
        ("体重从 75 公斤降到 69 公斤，变化率是多少？", "-8"),
        ("销量从 8000 下降到 7200，增长率是多少", "-10"),
        ("Membership dropped from 250 to 235. What's the growth rate?", "-6"),
        ("The price fell from 80 to 60, what's the percentage change?", "-25"),
        ("Our signups were 1,250 last quarter and 1,000 this quarter. Growth rate?", "-20"),
        # a decrease asked of an amount that fell
        ("Our signups were 1,250 last quarter and 1,000 this quarter. What's the percentage drop?", "20"),
        # periods named in English, and the periods with 从/from … 到/to
        ("Price index was 118 last year and 127.44 this year — growth rate?", "8"),
        ("Revenue was 400 last month and 460 this month. What's the growth rate?", "15"),
        ("Between last spring (400 members) and this spring (460 members), what was our growth rate?", "15"),
        ("Visitors were 3,200 in January and 3,680 in February. Month-over-month growth?", "15"),
        ("Sales grew from 80k in 2021 to 100k in 2022 — what's the YoY growth in percent?", "25"),
        # the question asks a rate in other words
        ("If profit was 45,000 in 2019 and 54,000 in 2020, how much did it grow in percent?", "20"),
        ("Profit was 45,000 in 2019 and 54,000 in 2020. By what percent did it grow?", "20"),
        ("What is the percentage growth if something goes from 64 to 88", "37.5"),
        ("If the price goes from 64 to 88, what's the percent increase?", "37.5"),
        # a comparison that names the same two periods, later 比 earlier
        ("一季度利润 320 万，二季度 400 万，二季度比一季度增长了百分之几？", "25"),
        ("去年收入 200 万，今年 250 万，今年比去年增长了百分之多少", "25"),
        ("2022年销量 8000，2023年 9000，2023年比2022年增长了百分之几", "12.5"),
        # a period beside each amount in one clause, a count of people, an old and a new price
        ("产量由 2020 年的 500 吨增加到 2021 年的 600 吨，增长率是多少", "20"),
        ("公司员工人数从 200 人增加到 250 人，增长了百分之多少？", "25"),
        ("某商品原价100元，现价120元，涨了百分之几", "20"),
        ("今年的销售额 150 万，去年 120 万，同比增长多少百分比", "25"),
        ("If a stock goes from $50 to $65, what's the percent gain?", "30"),
    ],
)
def test_a_rate_asked_in_everyday_words_is_read(text: str, value: str) -> None:
    task = parse(digits_for_number_words(text))
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    ("text", "periods"),
    [
        ("GDP 从 100 到 121 用了两年，年均增长率是多少？", 2),
        ("两年内 GDP 从 100 增长到 121，年均增长率是多少", 2),
        ("2019年产值100亿，2021年产值121亿，年均增长率是多少", 2),
        ("Compound annual growth rate from 1000 to 1331 over 3 years", 3),
        ("What is the CAGR if revenue went from 1000 to 1331 in 3 years?", 3),
        ("Revenue was 1000 in 2020 and 1331 in 2023. What's the compound annual growth rate?", 3),
        ("My savings went from $5,000 to $6,050 in two years at a constant yearly rate — what rate?", 2),
    ],
)
def test_a_compound_rate_is_read_over_the_years_the_request_states(text: str, periods: int) -> None:
    task = parse(digits_for_number_words(text))
    assert task is not None and task.op == "growth_rate" and task.args["periods"] == periods, text
    assert run_task(task).value == "10"


@pytest.mark.parametrize(
    "text",
    [
        "GDP 从 100 到 121，年均增长率是多少？",  # over how many years?
        "What is the average annual growth rate from 100 to 121 over 2 years?",  # simple or compound average?
        "GDP 从 100 到 121 用了两个月，年均增长率是多少？",  # months, a rate per year
        "Revenue went from 100 to 121 in 2 years. What's the annual growth rate?",  # constant is not said
        "销量从 8000 下降到 7200，增长了百分之几",  # an increase asked of a fall
        "Membership dropped from 250 to 235. What's the percentage increase?",
        "去年营收 400 万，今年 500 万，下降了百分之几",  # a fall asked of a rise
        "What's the percentage decrease from 80 to 100?",
        "Membership rose from 250 to 235. What's the growth rate?",  # the words and the numbers disagree
        "去年收入 200 万，今年 250 万，去年比今年增长了百分之多少",  # the base is the later year
        "去年收入 200 万，今年 250 万，明年比今年增长了百分之多少",  # a period the story does not name
        "Sales grew from 80k in 2022 to 100k in 2021 — what's the YoY growth in percent?",
        "If profit was 45,000 in 2019 and 54,000 in 2020, how much did it grow?",  # an amount or a rate?
        "Revenue was 200 last year and 250 this year and 300 next year. Growth rate?",
        "Revenue was 200 last year and 250 this year. What's the real growth rate after inflation?",
        "Revenue was 200 in 2022 and 250 in 2023. What will it be in 2024 at the same growth rate?",
        "产量由 2021 年的 500 吨增加到 2020 年的 600 吨，增长率是多少",  # the years and 由…到 disagree
        "公司员工人数从 200 人增加到 250 台，增长了百分之多少？",  # people and machines
        "某商品原价100元，现价80元，涨了百分之几",  # a rise asked of a lower price
        "If a stock goes from $65 to $50, what's the percent gain?",
        "去年500万，今年400万，增幅是多少",  # an increase asked of a fall, whichever way it is read
        "从 500 到 400，增长了百分之几",
        "What is the percentage increase from 80 to 60?",
        "去年 200，今年 250，明年预计增长率是多少",  # a forecast, not the rate between the two
        "去年营收 500 万，今年 650 万，净利润增长率是多少",  # the amounts are revenue, not profit
        "Sales were 100 in Q1 and 120 in Q3. What's the quarter-over-quarter growth?",  # not next quarters
        "2021年销量 8000，2023年 9000，同比增长率",
        "一季度利润 320 万，三季度 400 万，环比增长率是多少",
    ],
)
def test_a_rate_the_words_do_not_fix_is_not_read(text: str) -> None:
    assert parse(digits_for_number_words(text)) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("营收从500万增至650万，增幅多大", "30"),
        ("2022年营收500万，2023年650万，同比增长多少个百分比", "30"),
        ("2023年营收650万元，比2022年的500万元增长了百分之几？", "30"),
        ("价格从80元降到60元，降了百分之几", "25"),
        ("价格从80元下降到60元，降幅是百分之几", "25"),
        ("价格从50元涨到60元，涨了百分之几", "20"),
        ("店铺 1 月销售额 5 万，3 月 7.2 万，如果这两个月每月增长率相同，月增长率是多少？", "20"),
        ("2019年到2021年营收从100万增长到121万，年均复合增长率是多少", "10"),
        ("We had 200 customers last month and 250 this month. What is the month-over-month growth?", "25"),
        # percentage points: the difference of two percentages
        ("Unemployment went from 5% to 6.5%. By how many percentage points did it rise?", "1.5"),
        ("支持率从45%升到52%，上升了几个百分点", "7"),
        ("The approval rating fell from 52% to 45%. How many percentage points did it drop?", "7"),
    ],
)
def test_growth_asked_in_more_wordings_is_read(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "营收从650万降至500万，增幅多大",  # an increase asked of a fall
        "2022年营收500万，2023年650万，同比增长多少个百分点",  # points of two amounts
        "2022年营收500万元，比2023年的650万元增长了百分之几？",  # compared with a later year
        "2023年营收650万元，比2022年的500万元多了百分之几？",
        "2023年营收650万元，比2022年3月的500万元增长了百分之几？",
        "价格从60元涨到80元，降了百分之几",
        "价格从80元降到60元，降了多少",  # an amount or a rate?
        "店铺 1 月销售额 5 万，4 月 7.2 万，如果这两个月每月增长率相同，月增长率是多少？",  # 1 to 4 is 3 months
        "店铺 1 月销售额 5 万，3 月 7.2 万，如果下个月增长率相同，4月销售额是多少？",
        "2021年到2019年营收从100万增长到121万，增长率是多少",
        "We had 200 customers last month and 250 this month. What is the year-over-year growth?",
        "The approval rating fell from 52% to 45%. How many percentage points did it rise?",
        "The approval rating fell from 52% to 45%. By what percent did it drop?",  # percent or points?
        "支持率从45%升到52%，上升了百分之几",
        "支持率从45%升到52%，下降了几个百分点",
        "Unemployment went from 5% to 6.5% and then to 7%. By how many percentage points did it rise?",
    ],
)
def test_growth_near_misses_are_not_read(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("去年 800 万，今年 1000 万，比去年增长了百分之几", "25"),  # 比 names the base alone
        ("2022 年 800 万，2023 年 1000 万，比 2022 年增长了百分之几", "25"),
        ("上个月 2000 单，这个月 2500 单，比上个月增长了百分之几", "25"),
        ("去年 1000 万，今年 800 万，比去年下降了百分之几", "20"),
        ("2023 年 GDP 120 万亿，2024 年 126 万亿，增速是多少", "5"),  # 增速: the growth rate
        ("去年营收 200 亿，今年 250 亿，营收增速多少", "25"),
        ("人口从 50 万增加到 60 万，增长率多少", "20"),  # 人口 is a word, not 人 + 口
        ("城市人口去年 50 万，今年 60 万，增长率是多少", "20"),
    ],
)
def test_the_base_named_alone_and_growth_speed(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "去年 800 万，今年 1000 万，比今年增长了百分之几",  # compared with the later period
        "去年 800 万，今年 1000 万，比前年增长了百分之几",  # a period not given
        "去年 800 万，今年 1000 万，明年比去年增长百分之几",
        "去年 800 万，今年 1000 万，比去年增长了多少",  # an amount or a rate?
        "去年 1000 万，今年 800 万，比去年增长了百分之几",  # a fall asked as a rise
        "去年营收 200 亿，今年 180 亿，营收增速多少",
        "2023 年 GDP 120 万亿，2024 年 126 万亿，人口增速是多少",  # another thing
        "2023 年 GDP 120 万亿，2024 年 126 万亿，平均增速是多少",
        "城市人口去年 50 万，今年 60 万，收入增长率是多少",
    ],
)
def test_the_base_named_alone_near_misses_are_not_read(text: str) -> None:
    assert parse(text) is None
