"""An offer's numbers read as amounts bought or paid (red team zh 32, issue 15), checked against an expression's terms:

- a threshold: 满100元免运费，买了85元的东西，一共付多少元 was read 100 + 85. A number after 满 that a 免, 减, 送, 包邮, 返 or
  a coupon's use follows (满99元包邮, 满一百元送一瓶水, 满200元可用这张券) says how much must be bought for an offer, not
  an amount; the readers of 满减 and 每满 use it as the rule it is, and their expressions do not hold it (250 − 30,
  350 − 3 × 15);
- an amount taken off: 买一台1500元的洗衣机，以旧换新抵200元，一共付多少元 was read 1500 + 200. An amount after 抵, 抵扣,
  补贴, 减免, 返现, 立减 or 优惠 comes off the price, so an expression that adds it (not after a minus) is refused.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots

_THRESHOLD = re.compile(r"满\s*<n(?P<k>\d+)>\s*(?:元|块)?钱?(?:就|即|可|才|以上)?(?:免|减|送|包邮|返|享|打|立减|可用|可以用|使用|用)")
_TAKEN_OFF = re.compile(r"(?:抵扣|抵用|折抵|抵|补贴|减免|返现|返还|立减|优惠)了?\s*<n(?P<k>\d+)>")
# an expression's number and the sign before it ("1500+200": +200; "1500-200": -200)
_TERM = re.compile(r"(?P<sign>[-+*/(]?)\s*(?P<n>\d+(?:\.\d+)?)")


def offer_term_misread(task: Task, slots: Slots) -> bool:
    """Whether an expression holds a number the (slotted) Chinese request says only as an offer's threshold, or adds one
    it says is taken off."""
    if task.op != "expr":
        return False
    terms = [(m["sign"], Fraction(m["n"])) for m in _TERM.finditer(str(task.args.get("expression", "")))]
    thresholds = _values(_THRESHOLD, slots)
    taken_off = _values(_TAKEN_OFF, slots)
    return any(n in thresholds or n in taken_off and sign != "-" for sign, n in terms)


def _values(pattern: re.Pattern[str], slots: Slots) -> set[Fraction]:
    return {Fraction(str(value)) for m in pattern.finditer(slots.text)
            if (value := getattr(slots.items[int(m["k"])], "value", None)) is not None}
