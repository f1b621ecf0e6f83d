"""A price said as the old one, with none said for now (issue 15): 车厘子原来68一斤，买了2.5斤，多少钱 says with 原来 that the
price has changed since, and tells no new one, so 68 × 2.5 may not be what was paid. A price after 原来, 以前, 之前, 原本,
原先, 过去 or 昨天, told either way (原来68一斤, 原来一张门票80元), sends any reading slow unless the request says what it
is now (现在, 现价, 今天, 如今, 打折 …: a discount from an original price is read by the discount readers) or asks the old
price itself (买3张原来要多少元). A change said with no amount (后来涨价了, 调价了, 价格变了) tells no price for now even
beside 现在 or 涨价: it sends the reading slow too."""

from __future__ import annotations

import re

OLD_WORDS_ZH = ("原来", "以前", "之前", "原本", "原先", "过去", "昨天")
_OLD = "(?:原来|以前|之前|原本|原先|过去|昨天)"
_AMOUNT = r"(?:\d+(?:\.\d+)?(?![\d.])|<[a-z]\d+>)"
_OLD_PRICE = re.compile(_OLD + r"(?:的价格|价格|是|卖|要)?\s*" + _AMOUNT + r"\s*(?:元|块)?钱?\s*(?:一|每)"
                        "|" + _OLD + r"(?:的价格|价格)?(?:一|每)[^，,。；;！!？?\d<]{1,6}?(?:是|卖|要)?\s*" + _AMOUNT + r"\s*(?:元|块)")
_NOW = re.compile("现在|现价|今天|如今|目前|眼下|折|降价|涨价|涨到|降到|优惠")
_CHANGE = re.compile("涨价|降价|调价|调整|变了|变动|涨了|降了|贵了|便宜了|上涨|下调|上调|下降|提价")
_NUMBER = re.compile(r"\d|[零一二两三四五六七八九十百千万半]")
_CLAUSES = re.compile("[，,。；;！!？?]")


def old_price_only(text: str) -> bool:
    """Whether the (original) Chinese request prices a thing only as it was before."""
    if _OLD_PRICE.search(text) is None:
        return False
    clauses = [c for c in _CLAUSES.split(text) if c]
    if any(word in clauses[-1] for word in OLD_WORDS_ZH):
        return False  # the old price asked
    return _NOW.search(text) is None or any(_CHANGE.search(c) and not _NUMBER.search(c[_CHANGE.search(c).start():])
                                            for c in clauses[1:])
