"""An amount said to be approximate ("about $50", "roughly 3 hours", 生活费大概2000, 2000元左右, "30-ish",
"50 dollars or so"): a reading that computes with it would state an exact answer from a guess, so
the request goes slow, whichever reader read it.

Only a hedge on a given amount counts; one on the answer asked (约等于多少, 大约是多少, "about how
much") asks for an exact value shown rounded and is not this.
"""

from __future__ import annotations

import re

_SLOT = r"<[np]\d+>"  # an amount or a percentage
# "how about 5 more": a suggestion, not a hedge.
_BEFORE_EN = r"(?<!how )(?<!what )\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|circa)"
# 约 alone as well, but not inside a word (预约, 合约, 公约 …).
_BEFORE_ZH = r"(?:大概|大约|约莫|约摸|差不多|将近|估计|大致|(?<![预合公节契签赴邀相制])约)"
_AFTER = r"(?:[^\s，。,.;；？?！!<]{0,3}?(?:左右|上下)|(?:\s*\S+)?\s+or so\b|-?ish\b)"
_HEDGED = re.compile(rf"(?:{_BEFORE_EN}\s*[$€£¥￥]?\s*|{_BEFORE_ZH}\s*|[~≈]\s*){_SLOT}|{_SLOT}{_AFTER}")


def hedged_amount(slotted: str) -> bool:
    """Whether an amount of the (folded, slotted) request is said to be approximate."""
    return _HEDGED.search(slotted) is not None
