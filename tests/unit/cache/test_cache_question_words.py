"""The second look (issue 17, h/cache17c): two Chinese questions whose question words ask for
different things (how against where, how against how much, when against how) are not one
question; the same question word said another way is; and "true" is not "false". Measured and not
shipped (docs/bench/cache.md): the rows main fails are marked."""

from collections import Counter

import pytest

from services.cache.verify import refusal

from .zh_twins import served

# The refusal these rows were written for was measured and not shipped (h/cache17c, docs/bench/cache.md):
# main's score refuses three of the near misses and serves two; strict, so a change that fixes one says so.
NOT_SHIPPED = pytest.mark.xfail(strict=True, reason="the question-word refusal was not shipped (h/cache17c)")

# written after the rule, run once when committed; not tuned on
NEAR_MISSES = [
    pytest.param("护照怎么办理", "护照在哪里办理", "去哪办护照", marks=NOT_SHIPPED),
    pytest.param("宽带怎么续费", "宽带续费多少钱", "宽带续一年多少钱", marks=NOT_SHIPPED),
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


@pytest.mark.xfail(strict=True, reason="true / false as opposites was not shipped (h/cache17c)")
def test_true_is_not_false():
    assert refusal("that is true", "that is actually false", Counter(), []) == "opposites"
    assert refusal("that is not false", "that's not true", Counter(), []) == "opposites"
    assert refusal("i think it's true", "that is untrue", Counter(), []) == "opposites"
    assert refusal("that is true", "that's correct", Counter(), []) is None
