"""Chinese one-step stories told by the speaker, with counts by measure word (reader/roles_zh.py,
counts_zh.py; issue 15).

role_stories_zh_2.jsonl: 80 stories with golds from an independent Fraction expression (`expr`) and
40 that must go slow (`kind`: two_ops, different_question, different_nouns, unclear_actor, missing,
reversed, rate_inverted, two_times, hedge, …). Its tune / check split (alternate rows of each
expectation) was fixed before the reader ran on it; the check half is measured only by the counts here.
rz0089 ("我用了18张纸，还剩22张，原来有多少张纸", 18+22) was labelled slow as a story told backwards; the start
asked after changes of one kind is one operation (starts_asked_zh.py, as unknown_changes.py reads it in
English), so it is a fast row now.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, read, value_of

ROWS = jsonl_rows("role_stories_zh_2.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 81 and sum(r["expect"] == "slow" for r in ROWS) == 39
    assert_golds_are_their_expressions(ROWS)


# Before counts_zh.py and the speaker's rules the reader answered 26 of the 40 tuning stories and 32 of
# the 40 check stories, and answered 2 check stories that must go slow (我 beside 他) wrongly.
@pytest.mark.parametrize(("split", "floor"), [("tune", 33), ("check", 35)])
def test_no_chinese_story_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("咱们家有一打鸡蛋，吃了5个，还剩几个鸡蛋？", "7"),  # 一打 is 12, 咱们 the speaker
        ("我买了两打鸡蛋，吃了7个，还剩多少个鸡蛋？", "17"),
        ("我买了3打鸡蛋，吃了7个，还剩多少个鸡蛋？", "29"),
        ("我有半打鸡蛋，又买了一打鸡蛋，现在一共有多少个鸡蛋？", "18"),
        ("妈妈买了一打铅笔，分给3个孩子，每个孩子分到几支？", "4"),  # a dozen counted by the question's 支
        ("一盒巧克力有24块，我买了5盒，一共有多少块巧克力？", "120"),  # per one box
        ("我跑了5.5千米，弟弟跑了3千米，我们一共跑了多少千米？", "8.5"),  # 我们: the group
        ("房贷每个月还4,127元，12个月要还多少钱？", "49524"),  # 每个月: per month, not per 个
        ("我有20个苹果，吃了5个，你猜我还剩几个？", "15"),  # put to the one asked: 你猜, 请问, 帮我算算
        ("我有20个苹果，吃了5个，帮我算算还剩几个？", "15"),
        ("我有32块饼干，平均分给4个同学，每个同学分到几块？", "8"),  # 块 of biscuits, no money said
        ("我的存钱罐里有68元，我又存了25元，现在有多少元？", "93"),  # what is in my box is mine
        ("我有18支蜡笔，又买了一盒，一盒有12支，现在一共有多少支？", None),  # two steps: slow
    ],
)
def test_counts_by_measure_word_and_the_speaker(text: str, value: str | None) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "我有30颗糖，她吃了6颗，还剩多少颗？",  # 她 is not 我
        "我有12支笔，他有9支笔，他们一共有多少支笔？",
        "我有20张卡片，送给她6张，她现在有多少张？",
        "每袋面包有6个，我买了两袋饼干，一共有多少个面包？",  # bread per bag, biscuits counted
        "一只蜘蛛有8条腿，笼子里有9只兔子，一共有多少条腿？",
        "我有一打鸡蛋，吃了5个苹果，还剩几个鸡蛋？",  # another thing
        "我有一打鸡蛋，大概吃了5个，还剩几个鸡蛋？",  # a hedge
        "我有两打鸡蛋，又买了3盒，每盒10个，一共有多少个？",  # two steps
        "我有20块巧克力，花了6块钱，还剩多少块巧克力？",  # 块 of chocolate, 块 of money
        "我有20个苹果，他吃了5个，请问我还剩几个？",
        "小明有20块巧克力，给了小红6块钱，小明还剩多少块？",
    ],
)
def test_chinese_stories_without_one_reading_go_slow(text: str) -> None:
    assert read(text) is None, text
