"""An amount shared equally (reader/equal_shares.py): the amount over the count of those who share
it, where the words say the sharing is equal and the question asks one part. Another sharer beside
the count, a thing asked that was not shared, or a count that does not divide is not read."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("4 roommates split a $2,860 rent. What's each share?", "715"),
        ("一箱饮料 24 瓶，平均分给 6 个同事，每人几瓶", "4"),
        ("我和老公两个人平摊这个月的家用 7,850 元，各出多少？", "3925"),
        ("小组作业 60 页的 PPT 由 4 个人平均分，每人做几页？", "15"),
        ("A 2.4 m ribbon is cut into 8 equal pieces; how long is each piece in m?", "0.3"),
        ("Utilities are $243 this month, split between 3 housemates. Each pays?", "81"),
        ("I have 45 stickers to share equally among 5 friends. How many does each friend get?", "9"),
        ("The campsite fee is $96 for the weekend and 4 families share it. Per family?", "24"),
    ],
)
def test_an_equal_share(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "Split a $120 bill among 4 friends and me. How much each?",  # five share it
        "12 apples shared among him and his 3 friends, how many each?",
        "Mia shares 20 stickers equally with 4 friends. How many stickers does each person get?",  # five
        "Lisa shares $40 with her 3 friends equally. How much does each person get?",  # four
        "Lisa and her 3 friends share $40 equally. How much does each person get?",
        "小红和她的3个朋友平分40元，每人多少元？",
        "A $300 gift, split among 6 coworkers and the manager. How much each?",
        "老板和 5 个员工平分 6000 元奖金，每人多少？",
        "The rent is $2,400 a month split among 3 roommates. How much each per year?",  # which period?
        "3 friends share a pizza that costs $18. How many slices each?",  # slices were never counted
        "一个披萨12元，3个人平分，每人吃几块？",
        "一箱饮料 24 瓶，平均分给 5 个同事，每人几瓶",  # 4.8 bottles
        "4 roommates split a $2,860 rent, but I pay double. What's each share?",
        "4 roommates split a $2,860 rent and $200 utilities. What's each share?",
        "6 个人平分 300 元，我不要，每人多少？",
        "A 2.4 m ribbon is cut into 8 equal pieces; how long is each piece in cm?",
        "We're splitting the dinner bill evenly - it was $240. How much does each person pay?",  # how many?
    ],
)
def test_what_is_not_one_equal_share_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "6个朋友拼车90元，有一个半路下车了，每人出多少？",
        "Four of us split a $120 dinner but Sam only had a salad. How much does each pay?",
        "5个同事平摊午饭150元，不过小李中途走了，每人出多少？",
    ],
)
def test_a_turn_that_changes_the_sharing_goes_slow(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("6个朋友平摊车费90元，每人出多少？", "15"),
        ("Four of us split a $120 dinner. How much does each pay?", "30"),
    ],
)
def test_the_same_shares_without_the_turn_still_read(text: str, value: str) -> None:
    assert value_of(text) == value
