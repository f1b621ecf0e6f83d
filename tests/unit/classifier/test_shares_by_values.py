"""A part as a percentage of its whole, read by its values: the rate's word names the part, or
"out of" names the whole; another rate, the rest, or a third number is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("班上 40 人，及格 34 人，及格率是百分之多少", "85"),
        ("班上 40 人，34 人及格，及格率是多少", "85"),
        ("全班 50 人，今天出勤 48 人，出勤率是多少", "96"),
        ("这批产品共 200 件，合格 190 件，合格率是百分之几", "95"),
        ("40 students took the test and 34 passed. What's the pass rate?", "85"),
        ("I scored 57 out of 60 on a test — what's that as a percentage?", "95"),
        ("I got 45 out of 50 questions right, what percent is that?", "90"),
    ],
)
def test_the_part_of_the_whole(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "班上 40 人，及格 34 人，不及格率是百分之多少",  # the rest's rate
        "班上 40 人，及格 34 人，优秀率是多少",  # a rate of what the numbers do not name
        "班上 40 人，及格 34 人，及格率是多少，优秀率呢",  # two rates asked
        "40 students, 34 passed and 2 were absent. What's the pass rate?",  # a third number
        "45 out of 50 students passed. What percent failed?",  # the rest
        "I scored 57 out of 60, what's that?",  # a percentage, a fraction or a grade?
        "班上 40 人，及格 45 人，及格率是多少",  # a part larger than the whole
        "本金 1000 元，利息 50 元，利率是多少",  # not a part of a whole
    ],
)
def test_what_is_not_one_part_of_one_whole_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我存了 2000 元，花掉了其中的 30%，还剩多少", "1400"),
        ("I spent 40% of my $500 paycheck. How much is left?", "300"),
        ("Out of a $2,400 monthly budget I put 15% into savings and 30% into rent. How much is left for everything else?",
         "1320"),
    ],
)
def test_what_is_left_after_shares_are_taken(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "I spent 40% of my $500 paycheck and 30% of the rest. How much is left?",  # a share of the rest
        "我有 2000 元，先花了 30%，又花了剩下的 20%，还剩多少",
        "I have $500, 40% of it is rent. How much is left?",  # a share not said to be taken
        "I spent 60% and 50% of my $500 paycheck. How much is left?",  # more than the whole
        "I spent 40% of my $500 paycheck and $50 on food. How much is left?",  # an amount too
        "我存了 2000 元，花掉了 30%，其中 100 元是买书，还剩多少",  # 其中 names a part of what was spent
    ],
)
def test_shares_of_what_was_left_are_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一个班 50 人，女生占 40%，女生有多少人", "20"),
        ("There are 40 students and 25% are boys. How many boys?", "10"),
    ],
)
def test_the_part_from_its_share(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "一个班 50 人，女生占 40%，男生有多少人",  # the rest
        "There are 40 students and 25% are boys. How many boys are not here?",
        "全班 50 人，女生占 40%，女生比男生少多少人",  # a comparison
        "女生占 40%，女生有多少人",  # of what whole?
    ],
)
def test_a_part_the_words_do_not_name_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("全班 50 人，男生 30 人，男生占百分之几", "60"),
        ("全班 50 人，女生 20 人，女生占百分之多少", "40"),
        ("在 80 人中有 20 人戴眼镜，戴眼镜的占百分之几", "25"),
        ("全校 1200 人，近视 300 人，近视的占百分之几", "25"),
        ("There are 25 students and 10 are girls. What percent are girls?", "40"),
        ("A class has 30 students and 12 are boys. What percentage are boys?", "40"),
        ("Of 200 parts, 190 passed inspection. What percentage passed?", "95"),
    ],
)
def test_a_named_groups_share_of_a_whole(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "全班 50 人，男生 30 人，女生占百分之几",  # the other group
        "男生 30 人，女生 20 人，男生占百分之几",  # no whole said
        "有 25 个男生和 10 个女生，女生占百分之几",  # a whole of 35, not of 25
        "There are 25 boys and 10 girls. What percent are girls?",
        "There are 25 students and 10 girls. What percent are girls?",  # ten more, or ten of them?
        "一共 25 个男生，女生 10 个，女生占百分之几",
        "全班 50 人，男生 60 人，男生占百分之几",  # a part above its whole
        "全班 50 人，男生 30 个，男生占百分之几",  # counts of different things
        "There are 25 students, 10 are girls and 5 are absent. What percent are girls?",
        "There are 25 students; 10 are not girls. What percent are girls?",
        "Of 200 parts, 190 passed inspection. What percentage failed?",
        "全班 50 人，男生 30 人，男生比女生多百分之几",
    ],
)
def test_a_groups_share_near_misses_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("40% of the 250 students walk to school. How many walk?", "100"),  # the whole right after "of"
        ("Out of 250 students, 40% walk to school. How many students walk?", "100"),  # a verb names the part
        ("There are 250 students and 40% are girls. How many girls are there?", "100"),
        ("250 名学生中有 40% 是女生，女生有多少人", "100"),
    ],
)
def test_a_part_from_its_share_said_by_a_verb_or_after_of(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "Out of 250 students, 40% walk to school. How many don't walk?",
        "Out of 250 students, 40% walk to school. How many take the bus?",  # another group
        "Out of 250 students, 40% walk to school and 30% bike. How many walk?",
        "Out of 250 students, 40% walk to school. How many walk home?",
        "40% of the 250 students walk to school. How many students are there?",  # the whole asked
        "Out of 250 students, 33% walk to school. How many walk?",  # 82.5 students
    ],
)
def test_a_part_from_its_share_near_misses_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(("text", "value"), [("15 是 60 的多少百分比", "25"), ("15 占 60 的多少百分比", "25"),
                                             ("60 的多少百分比是 15", "25")])
def test_the_share_asked_as_how_many_percent(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


def test_a_rate_named_by_the_answers_done_right() -> None:
    """正确率: the part is what was done right (做对 87 道), not what was done wrong."""
    task = parse("一共 100 道题，做对 87 道，正确率是多少")
    assert task is not None and run_task(task).value == "87"
    assert parse("考试 50 道题做错了 8 道，正确率是多少") is None
    assert parse("50 道题，对了 42 道，错了 8 道，正确率是多少") is None
