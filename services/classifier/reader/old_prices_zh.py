"""A price said as the old one, with none said for now (issue 15): 车厘子原来68一斤，买了2.5斤，多少钱 says with 原来 that the
price has changed since, and tells no new one, so 68 × 2.5 may not be what was paid. A price after 原来, 以前, 之前, 原本,
原先, 过去 or 昨天 sends any reading slow unless the request says what it is now (现在, 现价, 今天, 如今, 打折 …): a
discount from an original price is read by the discount readers (原价…打八折)."""

from __future__ import annotations

import re

OLD_WORDS_ZH = ("原来", "以前", "之前", "原本", "原先", "过去", "昨天")
_OLD_PRICE = re.compile(r"(?:原来|以前|之前|原本|原先|过去|昨天)(?:的价格|价格|是|卖|要)?\s*(?:\d+(?:\.\d+)?(?![\d.])|<[a-z]\d+>)\s*"
                        r"(?:元|块)?钱?\s*(?:一|每)")
_NOW = re.compile("现在|现价|今天|如今|目前|眼下|折|降价|涨价|涨到|降到|优惠")


def old_price_only(text: str) -> bool:
    """Whether the (original) Chinese request prices a thing only as it was before."""
    return _OLD_PRICE.search(text) is not None and _NOW.search(text) is None
