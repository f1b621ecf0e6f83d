"""Chinese knowledge hits: an amount or a time is not a yes-or-no answer, and another act on the
same thing is another question (issue 17); their true paraphrases still hit."""

import pytest

from .zh_twins import served

# (request, cached question, another question of the cached answer)
PARAPHRASES = [
    ("门诊能报销多少", "门诊费用可以报多少钱", "门诊报销的额度是多少"),
    ("退电影票要手续费吗", "电影票退票收手续费吗", "退电影票扣钱吗"),
    ("改签电影票要手续费吗", "电影票改签收手续费吗", "电影票改签扣钱吗"),
    ("社保卡怎么申领", "怎么申请社保卡", "社保卡在哪里办理"),
    ("信用卡丢了怎么挂失", "信用卡怎么挂失", "信用卡挂失怎么操作"),
    ("护照过期了怎么续签", "护照怎么续签", "护照续签要带什么"),
    ("可以退火车票吗", "火车票能退吗", "火车票能不能退"),
    ("宽带续费多少钱", "宽带续一年要多少钱", "宽带续费的价格"),
]

# the same words nearly, but an amount or a time against a yes-or-no, or another act
NEAR_MISSES = [
    ("门诊能报销多少", "门诊费用能报销吗", "门诊看病的钱可以报销吗"),
    ("大病医保能报多少", "看病花的钱医保能报吗", "大病医保能不能报销"),
    ("退电影票要手续费吗", "改签电影票要手续费吗", "电影票改签收手续费吗"),
    ("查一下我的社保", "社保卡怎么申领", "怎么申请社保卡"),
    ("信用卡补办要多久", "信用卡挂失要多久", "信用卡挂失多久生效"),
    ("护照补办需要什么材料", "护照续签需要什么材料", "护照续签要带什么"),
    ("火车票改签怎么弄", "火车票退票怎么弄", "火车票怎么退"),
    ("宽带能续费吗", "宽带续费多少钱", "宽带续一年要多少钱"),
    ("机票可以退吗", "机票退了多久到账", "机票退款几天到账"),
]


@pytest.mark.parametrize(("request_text", "cached", "other"), PARAPHRASES)
def test_a_true_chinese_paraphrase_is_served(request_text, cached, other):
    assert served(request_text, cached, other)


@pytest.mark.parametrize(("request_text", "cached", "other"), NEAR_MISSES)
def test_an_amount_against_a_yes_or_no_or_another_act_is_not_served(request_text, cached, other):
    assert not served(request_text, cached, other)


@pytest.mark.xfail(strict=True, reason="a known miss, before and after issue 17's change: two thirds of its "
                   "words are new to the answer's questions (new_words), which holds its score under the base")
def test_a_paraphrase_in_other_words_is_served():
    assert served("门诊费用能报销吗", "门诊看病的钱可以报销吗", "门诊能不能报销")
