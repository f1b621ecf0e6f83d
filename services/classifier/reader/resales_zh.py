"""A thing bought for one amount and sold for another, the gain or the loss asked (issue 15, the composition layer):
闲置的自行车卖了450，当初买的时候花了1200，亏了多少钱 → 1200−450; 这双球鞋650买的，转手卖了980，赚了多少钱 → 980−650;
一件衣服进价80元，卖了120元，赚了多少钱 → 120−80.

Read only where the request is these clauses, in either order (a setting of no number may open it: 摆摊卖烤肠): the
buying (买, 入手, 收来, 进价, 进货, 成本) with its one amount of money, the selling (卖, 回收, 出手, 收入) with its one, and
a question of the gain (赚, 挣, 盈利) or the loss (亏, 赔, 亏损) in money that names no one and nothing else. A gain
asked of a sale below its cost, or a loss of one above, is slow (which did the writer mean?); so is a fee or a tax,
a discount, a count sold (卖了5件), a part sold, a second purchase, a percentage asked, a sale only meant (想卖, 挂着),
another currency, a condition, a negation or an estimate.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, f, names_written_back, value
from .vocab_zh import clauses_zh

_GATE = re.compile("卖|回收|出手")
_STOPS = re.compile("又|再|每|部分|一半|费|税|利息|佣金|另|扣|押金|折|优惠|便宜|涨|降|百分|%|率|想|准备|能卖|可以卖|挂着|"
                    "一共卖|分别|各|和|与|跟|还")
_BOUGHT = re.compile("买|入手|收来|进价|进货|成本")
_SOLD = re.compile("卖|回收|出手|收入")
# one amount of money in a clause: 卖了450, 650买的, 进价80元, 60万买的 (never 5件, 3斤)
_AMOUNT = re.compile(r"(?P<h>[^<>]*?)<n(?P<k>\d+)>(?P<cur>元|块钱|块)?(?P<t>[^<>]*)")
_ASKED = re.compile("(?:我|这样|算下来|一共|总共|共)?(?:是)?(?P<way>赚|挣|盈利|亏损|亏|赔)了?(?:多少|几)(?:钱|元|块钱|块)?")
# The buying's and the selling's own words and times: what is left names the thing (闲置的相机, 一件衣服)
_DOING = re.compile("卖的时候|卖了|卖出|卖掉|卖完|卖得|卖|转手|回收|出手|收入|全部|买的时候|买来|买入|买进|买了|买的|买|入手|收来|"
                    "进价|进货|成本|花了|花|当初|当时|当年|今年|去年|现在|后来|最后|新|二手|闲鱼上|闲鱼|挂|原价|是|了|的|时候|一共|共|"
                    "我|元|块")
_NOT_MONEY_AFTER = re.compile("^(?:[个件只斤克本张台辆双套次年月天岁]|公斤|千克|美元|欧元|日元|港元|英镑|美金)")


def resales_composed_zh(slots: Slots, core: str) -> Task | None:
    """The gain or the loss of a thing bought and sold, or None."""
    if not _GATE.search(core) or STOPS.search(core) or _STOPS.search(core) or "多少" not in core and "几" not in core:
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text)
    if len(clauses) == 4 and "<" not in clauses[0]:
        clauses = clauses[1:]  # 摆摊卖烤肠: the setting
    if len(clauses) != 3 or "<" in clauses[2] or any(k != "n" for k in re.findall(r"<([a-z])\d+>", text)):
        return None
    ask = _ASKED.fullmatch(clauses[2])
    if ask is None:
        return None
    amounts = [_AMOUNT.fullmatch(c) for c in clauses[:2]]
    if any(m is None or _NOT_MONEY_AFTER.match(m.group("t")) for m in amounts):
        return None
    kinds = [_kind(c) for c in clauses[:2]]
    if None in kinds or sorted(kinds) != ["bought", "sold"]:
        return None
    bought_m, sold_m = (amounts[kinds.index(k)] for k in ("bought", "sold"))
    things = [_DOING.sub("", m.group("h") + m.group("t")) for m in (bought_m, sold_m)]
    if all(things) and not set(things[0]) & set(things[1]):
        return None  # 买菜花了120，卖废品卖了30: two things, no one resold
    used = {int(bought_m.group("k")), int(sold_m.group("k"))}
    if {int(k) for k in re.findall(r"<n(\d+)>", text)} - labels != used:
        return None
    bought, sold = value(slots, int(bought_m.group("k"))), value(slots, int(sold_m.group("k")))
    if bought is None or sold is None:
        return None
    gain = ask.group("way") in ("赚", "挣", "盈利")
    if gain and sold <= bought or not gain and sold >= bought:
        return None  # a gain asked of a loss: which did the writer mean?
    expression = f"{f(sold)}-{f(bought)}" if gain else f"{f(bought)}-{f(sold)}"
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_resale_zh")


def _kind(clause: str) -> str | None:
    bought, sold = bool(_BOUGHT.search(clause)), bool(_SOLD.search(clause))
    return "bought" if bought and not sold else "sold" if sold and not bought else None
