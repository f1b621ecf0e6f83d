"""A percentage of one amount told in a story (reader/percent_parts.py): the words tie the
percentage to the amount and the question asks that part; the rest, a total, another group or a
change asks something else and is not read."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I put 20 percent of my $3,200 paycheck into savings. How much is that?", "640"),
        ("A school has 640 students and 35% of them bike to school. How many students bike?", "224"),
        ("Of the company's 1,250 employees, 8% work remotely. How many is that?", "100"),
        ("A 5% late fee on a $1,380 rent payment is how much?", "69"),
        ("how much is a 12.5 % service charge on a $ 96 bill?", "12"),
        ("The down payment is 20% of a $385,000 house. How much is the down payment?", "77000"),
        ("一瓶500毫升的饮料，果汁含量是12%，纯果汁有多少毫升？", "60"),
    ],
)
def test_a_percentage_of_an_amount(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "A school has 640 students and 35% of them bike to school. How many students walk?",  # another group
        "A school has 640 students and 35% of them bike to school. How many students don't bike?",
        "A school has 645 students and 35% of them bike to school. How many students bike?",  # 225.75 students
        "A school has 640 students and 35% of them bike to school, and 10% walk. How many students bike?",
        "Of the company's 1,250 employees, 8% work remotely. How many work in the office?",
        "I put 20 percent of my $3,200 paycheck into savings. How much do I keep?",
        "A 5% late fee on a $1,380 rent payment is how much in total?",
        "My $1,380 rent went up 5%. How much is that?",  # the increase or the new rent? (percent_change.py)
        "一瓶500毫升的饮料，果汁含量是12%，水有多少毫升？",  # the rest of the drink
    ],
)
def test_another_question_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我月薪12000，房租3600，房租占工资的百分之几？", "30"),
        ("果园里一共250棵果树，其中梨树有60棵，梨树占百分之几？", "24"),
    ],
)
def test_a_named_part_of_a_whole_in_percent(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "果园里有苹果树250棵，梨树60棵，梨树占百分之几？",  # the whole may be both kinds of tree
        "果园里一共250棵果树，其中梨树有60棵，苹果树占百分之几？",  # a part no amount names
        "我月薪12000，房租3600，伙食费占工资的百分之几？",
        "我月薪12000，房租3600，工资占房租的百分之几？",  # more than all of it
        "果园里一共250棵果树，其中梨树有60棵，不是梨树的占百分之几？",
    ],
)
def test_a_share_whose_whole_is_not_said_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("全年级有 320 人，近视的有 208 人，近视率是多少？", "65"),  # shares.py: the rate's part "的有"
        ("这次考试满分150，我考了132，得分率是百分之多少？", "88"),  # 得分 said as 考了
    ],
)
def test_a_rate_named_by_its_part(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    ["全年级有 320 人，不近视的有 208 人，近视率是多少？", "这次考试满分150，我考了132，失分率是百分之多少？"],
)
def test_a_rate_of_another_part_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My phone plan is 20 GB and I've used 13 GB. What percent of my data have I used?", "65"),
        ("Of the 1,500 people who visited the site, 60 bought something. What percentage bought something?", "4"),
    ],
)
def test_a_named_part_in_percent_in_english(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "My phone plan is 20 GB and I've used 13 GB. What percent of my data is left?",
        "Of the 1,500 people who visited the site, 60 bought something. What's the return rate as a percent?",
        "Of the 1,500 people who visited the site, 60 bought something and 30 returned it. What percent bought?",
        "I scored 45 and my friend scored 50. What percent is that?",
    ],
)
def test_a_share_the_words_do_not_name_is_not_read(text: str) -> None:
    assert read(text) is None, text
