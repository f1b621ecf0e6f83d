"""What a Chinese question does and how it asks (issue 17): the act it names on its object (退 /
改签 / 挂失 / 补办 / 查 …) and whether it asks yes or no (吗, 能不能, 是否) or for a value (多少,
多久, 哪里). Two questions with nearly the same words can ask for other answers: 门诊能报销多少
(an amount) against 门诊费用能报销吗 (yes or no), 退电影票要手续费吗 against 改签电影票要手续费吗
(another act on the same ticket). The second look refuses both (verify.py): as features of the
match score they were measured and not kept (docs/bench/cache.md, issue 17).

Acts are read on words, not characters: Chinese is written without spaces, and a verb of one
character is often part of another word (查 in 检查, 交 in 交通卡, 还 the adverb in 还需要), so
the question is segmented with jieba (its default dictionary) and only whole words count.
"""

from __future__ import annotations

import functools
import re
import threading

from .words import asks

# Acts on one object that change the answer. Each group is one act said several ways (申请 /
# 申领 / 办理 apply for the same card); two questions whose named acts share no group ask for
# different things. Whole jieba words only; a word that is also something else is left out (还:
# "still" as often as "give back"; 贷款: "a loan" as often as "to borrow").
ACTS: dict[str, tuple[str, ...]] = {
    "return": ("退", "退票", "退款", "退钱", "退货", "退掉", "退回", "退费", "退租"),
    "rebook": ("改签", "改期"),
    "change": ("改", "修改", "更改", "换", "更换", "换新", "换卡", "换证", "变更"),
    "cancel": ("取消",),
    "apply": ("申请", "申领", "办理", "办", "开办", "申办", "办卡", "领取"),
    "query": ("查", "查询", "查看", "查到", "查找", "查查"),
    "sell": ("赎回", "卖", "卖掉", "卖出"),
    "buy": ("买", "购买", "买入", "申购"),
    "reissue": ("补", "补办", "补领", "补卡", "补发"),
    "report loss": ("挂失",),
    "renew": ("续", "续租", "续费", "续签", "续期", "续借", "续约"),
    "pay in": ("缴", "交", "缴纳", "缴费", "交费", "缴存"),
    "withdraw": ("提取", "提现", "取出", "取", "取钱"),
    "repay": ("还款", "还贷", "归还", "偿还"),
    "register": ("报名", "注册"),
    "book": ("预约", "预订", "订"),
    "transfer": ("转租", "转让", "过户"),
    "settle": ("结清",),
    "top up": ("充值", "充", "充钱"),
    "activate": ("激活",),
    "close": ("注销",),
}
_ACT_OF = {word: act for act, words in ACTS.items() for word in words}

# A yes-or-no question: a final 吗, or a verb asked both ways (能不能, 是不是) or 是否.
_YES_NO = re.compile(r"吗[?？!！。.\s]*$|能不能|可不可以|是不是|是否|有没有|会不会|要不要|行不行|能否|"
                     r"用不用|需不需要|可以吗|对吗")
VALUE_ASKS = frozenset({"amount", "when", "where"})  # words.asks: what a value question asks for

_CJK = re.compile(r"[\u4e00-\u9fff]")
_LOADED = threading.Lock()


@functools.lru_cache(maxsize=65536)
def segment(text: str) -> tuple[str, ...]:
    """jieba's words of a text (its dictionary loads once, on the first call)."""
    import jieba

    with _LOADED:
        if not jieba.dt.initialized:
            jieba.setLogLevel(60)
            jieba.initialize()
    return tuple(jieba.lcut(text))


def acts(text: str) -> frozenset[str]:
    """The acts a Chinese question names (ACTS' groups)."""
    if not _CJK.search(text):
        return frozenset()  # no Chinese word: not segmented
    return frozenset(_ACT_OF[word] for word in segment(text) if word in _ACT_OF)


def acts_differ(request: str, candidate: str) -> bool:
    """Both name an act and no act of one is an act of the other: 退票 against 改签."""
    mine, theirs = acts(request), acts(candidate)
    return bool(mine and theirs and not mine & theirs)


def asks_yes_or_no(text: str) -> bool:
    return _YES_NO.search(text) is not None


def value_against_yes_or_no(request: str, candidate: str) -> bool:
    """One asks yes or no and nothing else, the other asks for a value (how much, when, where)
    and not yes or no: 能报销多少 against 能报销吗."""
    def kind(text: str) -> str | None:
        yes_no, value = asks_yes_or_no(text), bool(asks(text) & VALUE_ASKS)
        return "yes-no" if yes_no and not value else "value" if value and not yes_no else None

    pair = {kind(request), kind(candidate)}
    return pair == {"yes-no", "value"}
