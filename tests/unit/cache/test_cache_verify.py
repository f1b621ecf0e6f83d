"""The second look at borderline hits refuses what the words say is another question."""

from collections import Counter

from services.cache.verify import refusal
from services.cache.words import content_words


def words(*texts: str) -> Counter:
    return Counter(w for t in texts for w in content_words(t))


def test_opposite_actions_are_refused():
    assert refusal("how do I disable my card", "how do I enable my card", Counter(), []) == "opposites"
    assert refusal("怎么关闭自动续费", "怎么开通自动续费", Counter(), []) == "opposites"
    assert refusal("turn down volume", "turn your volume up", Counter(), []) == "opposites"


def test_chinese_switches_said_other_ways_are_opposites_too():
    assert refusal("帮我开一下短信提醒", "帮我把短信提醒停掉", Counter(), []) == "opposites"
    assert refusal("我要开通交易提醒短信", "我要取消交易提醒短信", Counter(), []) == "opposites"
    # 解除锁卡 holds 锁卡: read as the longer word, unlocking, it is the opposite of locking
    assert refusal("怎么临时锁卡", "怎么解除锁卡", Counter(), []) == "opposites"
    # two ways of turning off are not opposites
    assert refusal("怎么取消自动续费", "自动续费怎么关闭", Counter(), []) is None


def test_a_word_that_belongs_to_the_rival_answer_is_refused():
    own = words("where is my card", "when will my card be delivered")
    rival = words("my card has not arrived", "card never arrived")
    assert refusal("my card still hasn't arrived", "where is my card", own, [rival]) == "rival-word"


def test_a_plain_paraphrase_passes():
    own = words("where is my card", "when will my card be delivered")
    rival = words("my card has not arrived")
    assert refusal("when does my card get delivered", "where is my card", own, [rival]) is None


def test_different_names_are_refused_and_the_same_name_passes():
    assert refusal("book a flight to Paris", "book me a flight to London", Counter(), []) == "names"
    assert refusal("book a flight to Paris please", "book me a flight to Paris", Counter(), []) is None


def test_chinese_content_words_are_character_pairs_without_the_question_words():
    assert content_words("怎么申请退款") == {"申请", "请退", "退款"}
    assert {"退款", "到账"} <= content_words("退款多久能到账？")
    assert not content_words("怎么") and not content_words("是什么吗")


def test_a_chinese_word_that_belongs_to_the_rival_answer_is_refused():
    own = words("怎么申请退款", "退款流程是什么")
    rival = words("退款多久能到账", "退款什么时候到账")
    assert refusal("退款多久能到", "怎么申请退款", own, [rival]) == "rival-word"
    assert refusal("如何申请退款", "怎么申请退款", own, [rival]) is None


def test_a_chinese_request_to_undo_something_is_not_a_request_about_it():
    # the other question need not name the verb undone: 解除 against 用, 移出 against 加入, 关 against 开
    assert refusal("如何解除微信登录", "如何用微信登录", Counter(), []) == "opposites"
    assert refusal("移出家庭共享成员", "邀请成员加入家庭共享", Counter(), []) == "opposites"
    assert refusal("保费自动扣款功能怎么关", "保费自动扣款功能怎么开", Counter(), []) == "opposites"
    assert refusal("基金怎么卖出", "基金怎么买", Counter(), []) == "opposites"
    # both undo, or neither does: the second look lets the score decide
    assert refusal("怎么解绑微信", "微信解绑入口在哪", Counter(), []) is None
    assert refusal("基金定投怎么设置", "怎么定投指数基金", Counter(), []) is None
    # 关联 (to link) is not 关 (to turn off)
    assert refusal("怎么关联微信", "如何绑定微信", Counter(), []) is None


def test_the_same_act_on_another_kind_of_thing_is_refused():
    own = words("火车票改签要手续费吗", "高铁票改签收费吗")
    assert refusal("机票改签需要手续费吗", "火车票改签要手续费吗", own, []) == "different-things"
    assert refusal("how do I cancel my credit card", "how do I cancel my debit card",
                   words("how do I cancel my debit card"), []) == "different-things"
    assert refusal("what time is check-out", "what time is check in", Counter(), []) == "different-things"
    assert refusal("酒店规定几点退房", "酒店规定几点入住", Counter(), []) == "different-things"


def test_ways_of_saying_one_kind_and_the_general_thing_pass():
    # 飞机票, 航班 and 机票 are one kind; "card" may be any card: neither is another thing
    own = words("机票改签要手续费吗", "航班改签收费吗")
    assert refusal("飞机票改签要钱吗", "机票改签要手续费吗", own, []) is None
    assert refusal("how do I cancel my credit card", "how do I cancel my card", words("how do I cancel my card"), []) is None
    assert refusal("can I change my flight", "can I change my plane ticket", Counter(), []) is None
    # "business" holds "bus", 车票 is any ticket: no kind is read in them
    assert refusal("business class train tickets", "train tickets for a business trip", Counter(), []) is None


def test_another_kind_the_answers_questions_use_passes():
    # the answer is about rebooking any ticket: one of its questions speaks of flights
    own = words("火车票改签要手续费吗", "机票改签收费吗")
    assert refusal("飞机票改签要钱吗", "火车票改签要手续费吗", own, []) is None


def test_chinese_opening_a_lock_against_closing_it():
    # a lock is opened with 开 / 打开 / 解, closed with 关 / 上 / 锁, and said failing with 不了,
    # 不上, 不开 between the verb and the lock: opening and closing it are two questions
    for opening, closing in [("扫码后开不了锁怎么办", "还车时上不了锁怎么办"), ("车锁打不开了", "车锁关不上了"),
                             ("怎么开锁", "怎么上锁"), ("开锁失败怎么办", "关锁失败怎么办"),
                             ("开不了锁怎么办", "锁不上车怎么办"), ("门锁打不开", "门锁锁不上"),
                             ("怎么开锁", "怎么锁车"), ("解锁不了怎么办", "关不了锁怎么办")]:
        assert refusal(opening, closing, Counter(), []) == "opposites", (opening, closing)
        assert refusal(closing, opening, Counter(), []) == "opposites", (closing, opening)


def test_chinese_lock_questions_of_one_direction_pass():
    for one, other in [("扫码后开不了锁", "车锁打不开怎么办"), ("还车时锁不上", "关锁失败怎么办"),
                       ("怎么上锁", "怎么锁车"), ("开锁失败", "解锁不了怎么办"), ("车锁关不上", "锁不上车怎么办"),
                       ("怎么关锁", "怎么锁车")]:
        assert refusal(one, other, Counter(), []) is None, (one, other)
        assert refusal(other, one, Counter(), []) is None, (other, one)
    # a card locked against a card unlocked stays opposite; 开发票 (issue an invoice) is no lock
    assert refusal("怎么临时锁卡", "怎么解除锁卡", Counter(), []) == "opposites"
    assert refusal("怎么开发票", "发票怎么开", Counter(), []) is None


def test_another_act_on_one_chinese_object_is_refused_and_one_act_said_two_ways_passes():
    assert refusal("退电影票要手续费吗", "改签电影票要手续费吗", Counter(), []) == "another-act"
    assert refusal("社保卡怎么申领", "怎么申请社保卡", Counter(), []) is None  # 申领 / 申请: one act
    # whole words only: 检查 is no 查, 交通卡 no 交
    assert refusal("体检检查要带什么", "体检预约要带什么", Counter(), []) is None
    assert refusal("交通卡丢了怎么办", "交通卡怎么挂失", Counter(), []) is None


def test_a_chinese_value_question_against_a_yes_or_no_one_is_refused():
    assert refusal("门诊能报销多少", "门诊费用能报销吗", Counter(), []) == "value-against-yes-or-no"
    assert refusal("门诊能不能报销", "门诊费用能报销吗", Counter(), []) is None  # yes or no, both
    assert refusal("怎么报销门诊费用", "门诊费用能报销吗", Counter(), []) is None  # how is not a value
