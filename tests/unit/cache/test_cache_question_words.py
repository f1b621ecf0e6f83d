"""The second look (issue 17, h/cache17c): two Chinese questions whose question words ask for
different things (how against where, how against how much, when against how) are not one
question; the same question word said another way is; and "true" is not "false"."""

from collections import Counter

import pytest

from services.cache.verify import refusal

from .zh_twins import served

# written after the rule, run once when committed; not tuned on
NEAR_MISSES = [
    ("护照怎么办理", "护照在哪里办理", "去哪办护照"),
    ("宽带怎么续费", "宽带续费多少钱", "宽带续一年多少钱"),
    ("退款怎么申请", "退款多久到账", "退款几天能到"),
    ("快递怎么寄", "寄快递要多少钱", "寄个快递多少钱"),
    ("驾照什么时候能拿到", "驾照怎么考", "考驾照的流程"),
]

PARAPHRASES = [
    ("护照在哪办理", "护照在哪里办理", "去哪办护照"),
    ("宽带续费要多少钱", "宽带续费多少钱", "宽带续一年多少钱"),
    ("退款几天到账", "退款多久到账", "退款几天能到"),
    ("快递要怎么寄", "快递怎么寄", "寄快递的方法"),
]


@pytest.mark.parametrize(("request_text", "cached", "other"), NEAR_MISSES)
def test_another_question_word_is_not_served(request_text, cached, other):
    assert not served(request_text, cached, other)


@pytest.mark.parametrize(("request_text", "cached", "other"), PARAPHRASES)
def test_the_same_question_word_said_another_way_is_served(request_text, cached, other):
    assert served(request_text, cached, other)


def test_true_is_not_false():
    assert refusal("that is true", "that is actually false", Counter(), []) == "opposites"
    assert refusal("that is not false", "that's not true", Counter(), []) == "opposites"
    assert refusal("i think it's true", "that is untrue", Counter(), []) == "opposites"
    assert refusal("that is true", "that's correct", Counter(), []) is None
