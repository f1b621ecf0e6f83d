"""A price per unit in Chinese and a quantity in that unit, the money asked: "汽油每升7.65元，我加了40升，付了多少钱" →
7.65*40; "彩印一张1.5元，我印了40张，要给多少钱"; "牛肉45元一斤，称了3斤，一共多少钱".

The price names its unit after 每 / 一 (每升7.65元, 一张1.5元) or after the amount (45元一斤); the quantity is said in
that same unit by one doing (加了, 印了, 称了, 买了, 用了), the speaker's or no one's, and the question asks money to pay
(多少钱, 多少元). Not read (slow): another unit, two prices, a payment and its change, a discount, a hedge, a rest asked,
a number or a clause more.

A price said without 元 (话剧票一张380, 停车每小时8) is money where the question asks money by its words (多少钱, 多少元) or by a
verb of paying (花了多少, 要付多少). The other way round, the money spent told first (花了360块买演出票 / 加油花了280元), then the
price of one unit of the same thing, the count bought asked (买了几张, 加了多少升) where it comes out whole (litres: a
decimal that ends).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import is_kin_or_role

_MEASURE = r"(?:升|毫升|斤|公斤|千克|克|吨|度|米|厘米|张|个|本|支|件|瓶|盒|袋|份|杯|条|块|双|把|根|包|箱|平方米|小时|分钟|天)"
_MONEY = r"(?:元|块钱|块)"
_THING = r"[^<>0-9，每一的是多少几]{0,5}"
_PRICE = re.compile(rf"(?P<thing>{_THING})(?:(?:每|一)(?P<u>{_MEASURE})(?:是|要|卖)?(?P<p>{N})(?P<currency>{_MONEY})?|(?P<p2>{N}){_MONEY}(?:一|每)(?P<u2>{_MEASURE}))")
_DOING = r"(?:加了|印了|称了|买了|用了|要了|打了|复印了|充了|灌了|订了|装了|停了)"
_QUANTITY = re.compile(rf"(?P<who>[^<>0-9，]{{0,4}}?){_DOING}(?P<q>{N})(?P<u>{_MEASURE})")
# Who bought: the speaker, a person by kin or role (妈妈), or no one said; a time said first (这个月用了15吨) is no one.
_WHEN = re.compile("(?:这个月|上个月|今天|昨天|本月|上周|这周|今年)")
# A price said of a time (汽油昨天每升7.65元, 原来每斤6元) may not be the price the quantity was bought at.
_PRICED_WHEN = re.compile("(?:这个月|上个月|今天|昨天|前天|本月|上周|这周|上次|今年|去年|原来|以前|原价|平时|现在)")
# 前一小时5元, 第一张2元, 超过一小时5元, 满一天: a price of the first unit, or after it, not of each
_FIRST_ONLY = re.compile("(?:第|前|头|首|超过|超出|满|过|后|以后|之后|以上|以内|内)$")
_MONEY_ASKED = re.compile(r"(?:一共|总共|共)?(?:要|得|应|应该|需要)?(?:付|给|交|花)?了?(?:多少钱|多少元|几块钱|多少)")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另|找|折|优惠|减|送|免")
# 多少钱, 多少元, 花了多少, 要付多少: money asked by its word or by a verb of paying (for a price said without 元)
_MONEY_SAID = re.compile("钱|元|付|交|花|给")
# 花了360块买演出票, 加油花了280元, 我花了96元买苹果: the money spent on one thing
_SPENT = re.compile(rf"(?P<who>[^<>0-9，]{{0,4}}?)(?:花了(?P<m>{N}){_MONEY}(?:买|加)(?P<thing>[^<>0-9，和与跟及]{{0,5}})"
                    rf"|(?:买|加)(?P<thing2>[^<>0-9，和与跟及]{{1,5}})花了(?P<m2>{N}){_MONEY})")
_COUNT_ASKED = re.compile(rf"(?P<who>[^<>0-9，]{{0,4}}?)(?:买了|加了|称了|能买|可以买)(?:几|多少)(?P<u>{_MEASURE})(?P<thing>{_THING})")


@triggered_by(text=("元", "块", "钱", "付", "花", "交"))  # a price without 元: money asked by 钱 or a verb of paying
def read_unit_price_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    if _SPENT.fullmatch(clauses[0]):
        return _count_bought(clauses, slots)
    price, quantity, asked = _PRICE.fullmatch(clauses[0]), _QUANTITY.fullmatch(clauses[1]), _MONEY_ASKED.fullmatch(clauses[2])
    if price is None or quantity is None or asked is None:
        return None
    if _PRICED_WHEN.search(clauses[0]) or _FIRST_ONLY.search(price["thing"]):
        return None
    p, unit = price["p"] or price["p2"], price["u"] or price["u2"]
    if price["p"] and not price["currency"] and not _MONEY_SAID.search(clauses[2]):
        return None  # 一张380 … 一共买了多少: tickets or money?
    who = _WHEN.sub("", quantity["who"])
    if who and who not in ("我", "我们", "咱", "咱们") and not is_kin_or_role(who):
        return None  # 梨买了3斤 after 苹果每斤6元: another thing bought than the one priced
    if quantity["u"] != unit or not uses_every_number(clauses, [p, quantity["q"]]):
        return None
    value = number(slots, p) * number(slots, quantity["q"])
    return exact_task(value, "元", f"{slots.number(p).plain()}*{slots.number(quantity['q']).plain()}")


def _is_buyer(who: str) -> bool:
    return not who or who in ("我", "我们", "咱", "咱们") or is_kin_or_role(who)


def _count_bought(clauses: list[str], slots: Slots) -> Task | None:
    """"花了360块买演出票，一张90块，买了几张" → 360/90: the money spent, the price of one, the count asked."""
    spent, price, asked = _SPENT.fullmatch(clauses[0]), _PRICE.fullmatch(clauses[1]), _COUNT_ASKED.fullmatch(clauses[2])
    if spent is None or price is None or asked is None or price["p"] and not price["currency"]:
        return None  # the price's 元 said: 一张90块, or 45元一斤
    m, thing = spent["m"] or spent["m2"], spent["thing"] or spent["thing2"] or ""
    p, unit = price["p"] or price["p2"], price["u"] or price["u2"]
    told = price["thing"]
    if told and thing and not (told.endswith(thing) or thing.endswith(told)):
        return None  # 买苹果 … 梨每斤8元: another thing priced than the one bought
    if asked["thing"] and asked["thing"] not in (thing, told):
        return None
    if asked["u"] != unit or not _is_buyer(spent["who"]) or not _is_buyer(asked["who"]) \
            or _PRICED_WHEN.search(clauses[1]) or not uses_every_number(clauses, [m, p]):
        return None
    value = number(slots, m) / number(slots, p)
    return exact_task(value, unit, f"{slots.number(m).plain()}/{slots.number(p).plain()}")
