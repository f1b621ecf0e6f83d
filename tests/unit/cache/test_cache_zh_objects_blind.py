"""The blind half of the Chinese object twins (issue 17, h/cache17c): written and committed before
the change, run once at its end; failures are marked, nothing is fixed after them."""

import pytest

from .zh_twins import served

# Run once on the candidate of h/cache17c (paraphrases 1 of 6 served, near misses 4 of 6 refused), then
# on main's code after the candidate was reverted, to mark what main does (4 of 6, 5 of 6); nothing fixed.
BLIND_MISS = pytest.mark.xfail(strict=True, reason="failed on main's code (h/cache17c): served by the score, "
                               "or held under the base (驾驶证 / 驾照, 在哪缴纳 / 怎么交)")

PARAPHRASES = [
    ("港澳通行证在哪里办理", "怎么办理港澳通行证", "港澳通行证办理流程"),
    pytest.param("物业费在哪缴纳", "物业费怎么交", "物业费在哪里交", marks=BLIND_MISS),
    ("公积金余额在哪查询", "公积金余额怎么查", "怎么查公积金余额"),
    pytest.param("驾驶证丢了怎么补办", "驾照丢了怎么补办", "驾照补办流程", marks=BLIND_MISS),
    ("银行卡掉了怎么补办", "银行卡丢了怎么补办", "银行卡补办流程"),
    ("快递物流在哪里查", "怎么查快递物流", "快递物流怎么查询"),
]

NEAR_MISSES = [
    pytest.param("公积金余额怎么查", "公积金贷款额度怎么查", "怎么查公积金贷款额度", marks=BLIND_MISS),
    ("怎么办理港澳通行证", "怎么办理护照", "护照在哪里办理"),
    ("燃气费怎么交", "物业费怎么交", "物业费在哪里交"),
    ("车辆年检怎么预约", "驾照考试怎么预约", "驾照考试预约流程"),
    ("学生证丢了怎么补办", "银行卡丢了怎么补办", "银行卡补办流程"),
    ("怎么查快递物流", "怎么查话费余额", "话费余额在哪查"),
]


@pytest.mark.parametrize(("request_text", "cached", "other"), PARAPHRASES)
def test_blind_the_same_object_said_another_way_is_served(request_text, cached, other):
    assert served(request_text, cached, other)


@pytest.mark.parametrize(("request_text", "cached", "other"), NEAR_MISSES)
def test_blind_the_same_act_on_another_object_is_not_served(request_text, cached, other):
    assert not served(request_text, cached, other)
