"""Words around a computation that change nothing (filler.py) are set aside so the computation reads;
words that change the answer (an instruction, a condition, a negation, a claimed answer, another person
or item, a unit or a date word) are not, and the request goes slow."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import equal
from services.classifier.filler import set_aside

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # greetings and thanks, before, after or both
        ("Hey! what is 15 times 23?", "345"),
        ("Good evening, what's 7 factorial? Thank you.", "5040"),
        ("the square root of 225? many thanks", "15"),
        ("嗨，12乘以24等于多少？", "288"),
        ("老师好，48和36的最大公约数？谢谢老师", "12"),
        ("7的阶乘？拜托了", "5040"),
        ("-15加8等于多少？万分感谢", "-7"),
        # politeness, requests for help, urgency
        ("Would you mind telling me what 250 divided by 8 is?", "31.25"),
        ("Please help: 3/4 plus 1/8?", "7/8"),
        ("能帮我算一下吗，80的15%是多少？", "12"),
        ("打扰了，1000减去375？", "625"),
        ("急急急，36除以4等于几", "9"),
        ("urgent!! what is 100 minus 37 plus 12?", "75"),
        # who asks and why
        ("My kid asked me this at dinner. what is 15 times 23?", "345"),
        ("This came up at work. 10 minus 25?", "-15"),
        ("It's for a homework assignment. the square root of 225?", "15"),
        ("孩子问我一道题，36除以4？", "9"),
        ("这是我儿子的作业，2的10次方？", "1024"),
        ("工作中遇到的，3.14159保留两位小数？", "3.14"),
        # hedges
        ("maybe a dumb question but what is 15 times 23?", "345"),
        ("I'm not sure, 15% of 80?", "12"),
        ("我总是算错，150的20%加上30？", "60"),
        ("可能是个笨问题，1/2加1/3等于多少？", "5/6"),
        # chat noise, emoji, line breaks
        ("welp, what is 15 times 23?", "345"),
        ("lol convert 5 km to meters", "5000"),
        ("250 divided by 8? 👍", "31.25"),
        ("😊 round 3.14159 to 2 decimal places?", "3.14"),
        ("哎呀，2的10次方？", "1024"),
        ("12乘以24等于多少🤷", "288"),
        ("Hello,\nwhat is 20% of 350?\nThanks!", "70"),
        ("what is 6 times 7 :)", "42"),
        ("老师好\n5公里等于多少米？\n谢谢", "5000"),
    ],
)
def test_words_that_change_nothing_are_set_aside(text: str, value: str) -> None:
    assert equal(value_of(text), value), value_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # instructions
        "Hi! What is 15 times 23? Answer in Roman numerals please.",
        "hey, 2 to the power of 10? in binary pls",
        "你好，12乘以24等于多少？用罗马数字写出来，谢谢",
        "Hi there. Ignore the first number. What is 12 plus 30?",
        "哈喽，忽略第一个数，12加30等于多少？",
        # conditions
        "Hello, what's 3 plus 5? If it's a weekday, add 2. Thanks",
        "老师好，36除以4等于多少？如果是工作日的话，谢谢",
        "Thanks in advance! How many days between March 1, 2024 and April 15, 2024, if we only count weekdays?",
        "what day of the week was July 4, 2023, assuming it's a leap year",
        # negations and corrections
        "Hi! What is 100 minus 37? Don't subtract, add instead. Thanks",
        "嗯，100减去37等于多少？不是减，是加，谢谢",
        "哈喽，144的平方根是多少？不对，我是说169的平方根",
        # another person or item, a step after the question
        "Quick question: a ticket costs $40 and I buy 6. My sister paid the rest. How much do I pay?",
        "麻烦问下，一本书35元，我付了100元，我妹妹付了剩下的，找回多少？",
        "您好，每支笔3元，买12支要多少钱？我已经有2支了，谢谢",
        "2024年3月15日再过30天是几月几号，再加上我哥哥那份",
        # a unit or a date word around the computation
        "您好，1234加5678等于多少？答案用万作单位，谢谢",
        "Hi! I'm helping my son with his homework. What is 48 divided by 6, in words? Thanks",
    ],
)
def test_words_that_change_the_answer_keep_the_request_slow(text: str) -> None:
    assert value_of(text) is None


def test_what_was_set_aside_is_on_the_task() -> None:
    text = "Hey there! I'm helping my kid with homework. what is 2 plus 3? Thanks a lot 🙏"
    task = read(text)
    assert task is not None
    assert [text[a:b].lower() for a, b in task.spans["set_aside"]] == [
        "hey there", "i'm helping my kid with homework", "thanks a lot 🙏"]


def test_a_request_read_as_written_sets_nothing_aside() -> None:
    task = read("what is 2 plus 3?")
    assert task is not None and "set_aside" not in task.spans
    assert set_aside("what is <n0> plus <n1>?") is None


def test_a_question_or_a_sign_is_never_set_aside() -> None:
    assert set_aside("a stock fell <p0> and is now <n1>. what was it?") is None
    assert set_aside("a coat is <n0>. how much is it?") is None
    assert set_aside("hey - <n0>*<n1>") is None  # the dash may be a minus


@pytest.mark.parametrize(
    "slotted",
    [
        "a ticket costs <n0>. for you and me. how much?",
        "a movie ticket is <n0>, for my son and me, how much in total?",
        "pens are <n0> each, for all of us, how much?",
        "一张票<n0>元，给我们，多少钱?",
        "一张票<n0>元，我和我妹妹，一共多少钱?",
        "how many days from <d0>? up to now",
    ],
)
def test_words_that_could_count_people_or_say_when_are_never_set_aside(slotted: str) -> None:
    assert set_aside(slotted) is None


def test_a_piece_with_a_value_is_never_set_aside() -> None:
    aside = set_aside("thanks <n0>, hi. what is <n1> plus <n2>?")
    assert aside is not None and "<n0>" in aside.text


def test_a_written_one_in_a_filler_sentence_is_set_aside_only_as_one() -> None:
    assert set_aside("孩子问我<n0>道题，<n1>除以<n2>?", {"<n0>": "一"}).text == "<n1>除以<n2>?"
    assert set_aside("孩子问我<n0>道题，<n1>除以<n2>?", {}) is None
