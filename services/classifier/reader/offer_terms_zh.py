"""An offer's numbers read as amounts bought or paid (red team zh 32, issue 15), checked against an expression's terms:

- a threshold: 满100元免运费，买了85元的东西，一共付多少元 was read 100 + 85. A number after 满 that a 免, 减, 送, 包邮, 返 or
  a coupon's use follows (满99元包邮, 满一百元送一瓶水, 满200元可用这张券) says how much must be bought for an offer, not
  an amount added (满200减30，买了一件200元的衣服 → 200 − 30 is the price, not the threshold, and passes);
- an amount taken off, or a price it was not paid at: 买一台1500元的洗衣机，以旧换新抵200元，一共付多少元 was read
  1500 + 200, 买了一台1500元的洗衣机，原价1800元 1500 + 1800, 一件外套300元，我还价到250元 300 + 250. An amount after
  抵, 抵扣, 补贴, 减免, 返, 立减, 优惠, 省, 砍, 便宜, 少算, 退 comes off the price, and one after 原价, 还价到, 降到 is
  the price another time: an expression that adds it to another amount is refused (1800 − 1500 subtracts it).
Only a plain sum or difference of the story's numbers is checked (the parser's 一共 reading): in a product or a quotient a
number may be a percentage's 100 (100 × (100 − 10)/100), not the story's.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots

_THRESHOLD = re.compile(r"满\s*<n(?P<k>\d+)>\s*(?:元|块)?钱?(?:就|即|可|才|以上)?(?:免|减|送|包邮|返|享|打|立减|可用|可以用|使用|用)")
_NOT_ADDED = re.compile(r"(?:抵扣|抵用|折抵|抵|补贴|减免|返现|返还|返|立减|优惠|节省|省|砍价砍|砍|便宜|少算|少收|差价|退回|退"
                        r"|原价|原来|还价到|还到|降到|降价到)(?:是|为|要|卖)?了?\s*<n(?P<k>\d+)>")
# The words either pattern needs (guard_checks.py's trigger)
OFFER_TERM_WORDS = ("满", "抵", "补贴", "减免", "返", "立减", "优惠", "省", "砍", "便宜", "少算", "少收", "差价", "退", "原价",
                    "原来", "还价", "还到", "降到", "降价")
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[-+]")
_PLAIN_SUM = re.compile(r"\d+(?:\.\d+)?(?:[-+]\d+(?:\.\d+)?)+")


def offer_term_misread(task: Task, slots: Slots) -> bool:
    """Whether an expression holds a number the (slotted) Chinese request says only as an offer's threshold, or adds one
    it says is taken off or another time's price."""
    expression = str(task.args.get("expression", "")).replace(" ", "")
    if task.op != "expr" or not _PLAIN_SUM.fullmatch(expression):
        return False
    tokens = _TOKEN.findall(expression)
    thresholds, not_added = _values(_THRESHOLD, slots), _values(_NOT_ADDED, slots)
    for i, token in enumerate(tokens):
        if token in "+-":
            continue
        before, after = tokens[i - 1] if i else None, tokens[i + 1] if i + 1 < len(tokens) else None
        added = before == "+" or before is None and after == "+"
        if added and (Fraction(token) in thresholds or Fraction(token) in not_added):
            return True
    return False


def _values(pattern: re.Pattern[str], slots: Slots) -> set[Fraction]:
    return {Fraction(str(value)) for m in pattern.finditer(slots.text)
            if (value := getattr(slots.items[int(m["k"])], "value", None)) is not None}
