"""The blind half of the Chinese twins (issue 17): written and committed before the change, run
once at its end (h/cache17b, 10 of 12: the two that failed are marked, nothing fixed after them)."""

import pytest

from .zh_twins import served

PARAPHRASES = [
    ("公积金能贷多少", "公积金贷款额度是多少", "公积金最多能贷多少钱"),
    ("驾照到期怎么换证", "驾照到期了怎么换", "驾照换证去哪办"),
    pytest.param("会员费能退吗", "会员可以退费吗", "会员能不能退钱", marks=pytest.mark.xfail(
        strict=True, reason="failed on the blind run: the same act (退 / 退费), its score under the base (new words)")),
    ("身份证丢了怎么补办", "身份证怎么补办", "补办身份证要什么"),
    ("话费怎么查询", "怎么查话费", "话费余额在哪查"),
    ("快递寄一次多少钱", "寄快递要多少钱", "寄个快递多少钱"),
]

NEAR_MISSES = [
    ("公积金能贷多少", "公积金能贷款吗", "能不能用公积金贷款"),
    ("驾照补办要多久", "驾照换证要多久", "驾照到期了怎么换"),
    ("会员费什么时候退", "会员可以退费吗", "会员能不能退钱"),
    ("身份证挂失怎么弄", "身份证怎么补办", "补办身份证要什么"),
    pytest.param("话费怎么充值", "怎么查话费", "话费余额在哪查", marks=pytest.mark.xfail(
        strict=True, reason="failed on the blind run: jieba reads 查话费 as one word, so no act is named")),
    ("快递能寄吗", "寄快递要多少钱", "寄个快递多少钱"),
]


@pytest.mark.parametrize(("request_text", "cached", "other"), PARAPHRASES)
def test_a_true_chinese_paraphrase_is_served(request_text, cached, other):
    assert served(request_text, cached, other)


@pytest.mark.parametrize(("request_text", "cached", "other"), NEAR_MISSES)
def test_an_amount_against_a_yes_or_no_or_another_act_is_not_served(request_text, cached, other):
    assert not served(request_text, cached, other)
