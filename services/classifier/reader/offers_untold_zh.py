"""A coupon or credit used whose amount the request never tells (issue 15): 每杯16元，用了一张券，一共付多少元
is not 3×16, as "bought 5 pounds at a discount" is not 5× the price (interruptions_en.py). The amount is told where a
money amount sits in the offer's own clause (用了一张5元的券, 红包抵扣了8元) or a share off is said anywhere (打八折, 85折,
优惠20%, 百分之十, 七五折); otherwise any reading goes slow."""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

# coupons and credits used at the till; a discount (打折, 优惠价) is the discount readers' to read or refuse
OFFER_WORDS_ZH = ("券", "抵扣", "抵用", "满减", "立减")  # 红包 alone is money given (过年红包), 红包抵扣 a credit
_OFFER = re.compile("|".join(OFFER_WORDS_ZH))
_MONEY = re.compile(r"(?:\d|<[a-z]\d+>|[零一二两三四五六七八九十百千万])\s*(?:元|块|角|毛)")
_SHARE_OFF = re.compile(r"(?:\d|<[a-z]\d+>|[一二三四五六七八九十半])\s*折|%|％|百分之|成")


def offer_amount_untold(text: str) -> bool:
    """Whether the (original) Chinese request uses an offer whose amount it never tells."""
    if not _OFFER.search(text) or _SHARE_OFF.search(text):
        return False
    return any(_OFFER.search(clause) and not _MONEY.search(clause) for clause in clauses_zh(text))
