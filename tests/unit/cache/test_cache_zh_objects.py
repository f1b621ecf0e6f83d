"""Chinese knowledge hits: the same act on another object is another question (issue 17, h/cache17c:
社保卡制卡进度 against 社保卡缴费记录, 电费 against 水费), while the same object said another way
(身份证 / 身份证件, 手机号 / 手机号码) or with its act said another way still hits."""

import pytest

from .zh_twins import served

# Marks (h/cache17c): the object reading was measured and not built (docs/bench/cache.md), so main's
# second look and score decide these rows; strict, so a change that fixes one says so.
NOT_READ = pytest.mark.xfail(strict=True, reason="the same act on another object: no object reading "
                             "(measured on the calibration: 78 right pairs refused for 1 wrong), served by the score")
WHERE_HOW = pytest.mark.xfail(strict=True, reason="where against how: its score under the base (not checked which feature)")

# (request, cached question, another question of the cached answer)
PARAPHRASES = [
    ("身份证件丢了怎么补办", "身份证丢了怎么补办", "身份证补办流程"),
    ("怎么查社保缴费记录", "社保缴费记录怎么查", "社保缴费明细在哪里查"),
    ("考试成绩在哪查询", "怎么查考试成绩", "考试成绩在哪里查"),
    pytest.param("水费在哪里缴", "水费怎么交", "在哪交水费", marks=WHERE_HOW),
    ("居住证怎么办理", "怎么申请居住证", "居住证在哪里申请"),
    ("信用卡的额度怎么查", "信用卡额度怎么查", "怎么查信用卡额度"),
    ("体检要怎么预约", "体检怎么预约", "体检预约流程"),
    ("手机号码怎么注销", "手机号怎么注销", "注销手机号的流程"),
]

# the same act (or none named) on another object, or another detail of the same object
NEAR_MISSES = [
    pytest.param("社保卡制卡进度怎么查", "社保卡缴费记录怎么查", "怎么查社保卡缴费", marks=NOT_READ),
    pytest.param("怎么查考试时间", "怎么查考试成绩", "考试成绩在哪里查", marks=NOT_READ),
    pytest.param("宠物寄养怎么收费", "宠物美容怎么收费", "宠物美容的价格", marks=NOT_READ),
    pytest.param("信用卡账单怎么查", "信用卡额度怎么查", "怎么查信用卡额度", marks=NOT_READ),
    ("怎么申请营业执照", "怎么申请居住证", "居住证在哪里申请"),
    ("驾照丢了怎么补办", "身份证丢了怎么补办", "身份证补办流程"),
    pytest.param("护照怎么预约", "体检怎么预约", "体检预约流程", marks=NOT_READ),
    pytest.param("电费怎么交", "水费怎么交", "水费在哪里交", marks=NOT_READ),
]


@pytest.mark.parametrize(("request_text", "cached", "other"), PARAPHRASES)
def test_the_same_object_said_another_way_is_served(request_text, cached, other):
    assert served(request_text, cached, other)


@pytest.mark.parametrize(("request_text", "cached", "other"), NEAR_MISSES)
def test_the_same_act_on_another_object_is_not_served(request_text, cached, other):
    assert not served(request_text, cached, other)
