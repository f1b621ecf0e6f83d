"""A bill with a tip (or a service charge) added, then shared equally, read by its values (issue 15, the everyday
corpus): "The dinner bill was $120. We added a 15% tip and split it evenly among 4 people. How much does each person
pay?", "bill is 300 plus 10% tip, split 6 ways", "账单438元，加10%小费，6个人平分，每人多少", "吃饭花了240元，加10%的服务费，
4个人平摊，每人多少钱".

Three numbers in this order: the bill (money), the charge's rate (a percentage right beside its tip or service word),
then the sharers (N people, N of us, N ways, N个人, N位). A sharing word (split, divide, share, 平分, 平摊, AA, 均摊) says
the sharing is equal, and each one's part is asked (each, per person, 每人, 人均), or "split N ways" is the request. Each
part is bill × (1 + rate / 100) / sharers. Not read (slow): a hedge, a condition, a negation, an alternative ("or", 还是),
a second charge (a tax beside the tip: on which base?), the charge included already (含, including), the speaker beside
the count ("me and 3 friends": one more sharer?), a part paid apart (pay for 2, the rest), a discount, or a rate not
told beside its charge word.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok
from .triggers import triggered_by
from .units import MONEY_NAMES, amount_unit

_CHARGES_EN = frozenset({"tip", "gratuity"})
_CHARGES_ZH = ("小费", "服务费")
_SHARING = ("split", "splitting", "divide", "divided", "dividing", "share", "shared", "sharing", "平分", "平摊", "均摊",
            "分摊", "aa", "平均分")
_EACH = ("each", "per person", "each person", "apiece", "a head", "per head", "everyone", "每人", "每个人", "人均",
         "一人", "一个人")
_SHARERS_EN = frozenset({"people", "persons", "friends", "ways", "us", "guys", "diners", "adults", "roommates",
                         "coworkers", "colleagues"})
_SHARERS_ZH = frozenset({"个人", "人", "位"})
_COUNT_UNITS = frozenset({"", "个", "人", "位", "个人", "people", "persons", "friends", "guys", "adults"})  # the sharers' count as the slots carry it
_NOT_READ = ("about", "around", "roughly", "approximately", "approx", "nearly", "almost", "estimate", "or", "either",
             "if", "unless", "when", "not", "n't", "no", "never", "without", "except", "tax", "taxes", "vat",
             "included", "including", "incl", "me", "myself", "and i", "rest", "remaining", "off", "discount",
             "coupon", "already", "paid", "pays for", "pay for", "covers", "cover", "another", "extra", "also",
             "大概", "大约", "约", "左右", "差不多", "如果", "假如", "要是", "还是", "或", "不", "没", "税", "含", "包括",
             "包含", "除了", "剩", "折", "优惠", "减", "已经", "先付", "请客", "和我", "我和", "连我", "跟我")


@triggered_by(text=("tip", "gratuity", "小费", "服务费"))
def read_tipped_share(tokens: list[Tok], slots: Slots) -> Task | None:
    said = Said(tokens)
    if said.any(_NOT_READ) or not said.any(_SHARING) or any(t.type == "ROUND_EN" for t in tokens):
        return None
    numbers = [i for i, t in enumerate(tokens) if t.type in ("NUM", "PCT")]
    if len(numbers) != 3:
        return None
    b, p, c = numbers
    if tokens[b].type != "NUM" or tokens[p].type != "PCT" or tokens[c].type != "NUM":
        return None
    bill, rate, count = (slots.number(tokens[i].value) for i in numbers)
    unit = amount_unit(tokens, b, slots)
    if not (money_of(tokens, b, slots) or unit in MONEY_NAMES) or bill.value <= 0 or not 0 < rate.value < 100:
        return None
    if count.unit not in _COUNT_UNITS or count.percent or count.ordinal or count.value != int(count.value) or count.value < 2:
        return None
    if not _charge_beside(tokens, p) or not _sharers_at(tokens, c) or not _each_asked(tokens, c):
        return None
    return Task("expr", {"expression": f"{bill.plain()}*(1+{rate.plain()}/100)/{count.plain()}"}, source="parser")


def _charge_beside(tokens: list[Tok], p: int) -> bool:
    """The percentage is the tip's: "a 15% tip", "15% gratuity", "10%的服务费", "10%小费"."""
    if p + 1 >= len(tokens):
        return False
    after = tokens[p + 1].value.lower()
    return after in _CHARGES_EN or after.lstrip("的") in _CHARGES_ZH


def _sharers_at(tokens: list[Tok], c: int) -> bool:
    """The number at c counts the sharers: "4 people", "3 of us", "6 ways", "6个人", "我们6个人"."""
    following = tokens[c + 1] if c + 1 < len(tokens) else None
    if following is None:
        return False
    if following.type == "OF" and c + 2 < len(tokens):
        return tokens[c + 2].value == "us"
    return following.value.lower() in _SHARERS_EN or following.value in _SHARERS_ZH


def _each_asked(tokens: list[Tok], c: int) -> bool:
    """Each one's part asked after the sharers ("how much each", "每人多少"), or the request a bare "split N ways"."""
    after = tokens[c + 1:]
    if Said(after).any(_EACH):
        return True
    return [t.type for t in after] == ["WAYS"] and any(t.type == "SPLIT" for t in tokens[:c])
