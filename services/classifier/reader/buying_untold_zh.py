"""What a Chinese buying story names but does not tell, whichever reader read it (guards.py; issue 15, h/redteam_zh29):
- a thing bought beside a priced one, with no price of its own ("买了一支8元的笔和一个本子，还剩多少元": the 本子 costs
  something nobody said; the reading of the numbers told leaves it out). Things priced each (每个2元, 各, 都) are not this;
- a discount said with no rate ("再打个折是多少", "打个折多少元"): a further or only discount whose size is not told
  (对折 and 半价 tell theirs);
- a buying told of each of several people (每人买了2斤, 我和妈妈每人买了2斤) and the whole asked (一共多少元): the reading
  of the numbers told is one person's (a 各 told is rate_guards.each_of_several_told_zh's, for the rate reader).
The request goes slow."""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

_BUYING = re.compile("(?:买了?|购买了?|买来|购进了?|订了?)")
_JOINED = re.compile("和|与|跟|以及|还有|、")
_MONEY_AFTER_SLOT = re.compile(r"<n\d+>(?:元|块|角|毛|钱)")
# 每个2元, 各3元, 都是5元, 单价: a price each, said once for the things listed
_EACH = re.compile("每|各|都|单价|一样")
# a thing counted: a slot or a numeral, a measure word, then the thing (<n2>个本子, 一双袜子, 几本练习本, 两支铅笔)
_COUNTED_THING = re.compile(r"^(?:<n\d+>|[一两二三四五六七八九十几]+)[个只支本条双件把块张盒瓶袋包斤份台辆]"
                            r"[^\s<>0-9，,。？?]{1,6}$")


def thing_bought_unpriced_zh(slotted: str) -> bool:
    """A clause that buys several things joined by 和 (与, 、 …), one priced (<n1>元的笔) and another counted with no
    price (<n2>个本子), in a request that prices nothing each."""
    if _EACH.search(slotted):
        return False
    for clause in clauses_zh(slotted):
        bought = _BUYING.search(clause)
        if bought is None:
            continue
        parts = _JOINED.split(clause[bought.end():])
        if len(parts) < 2 or not any(_MONEY_AFTER_SLOT.search(p) for p in parts):
            continue
        if any(_COUNTED_THING.match(p) and not _MONEY_AFTER_SLOT.search(p) for p in parts[1:]):
            return True
    return _priced_apart_not_all(slotted)


_COUNTED_NOUN = re.compile(r"(?:<n\d+>|[一两二三四五六七八九十几]+)[个只支本条双件把块张盒瓶袋包斤份台辆](?P<noun>[^\s<>0-9，,。？?]{1,6})")


def _priced_apart_not_all(slotted: str) -> bool:
    """Things bought together (买了一本笔记本和一支笔), some priced in a clause of their own (笔记本8元) and some nowhere: the
    笔's price is untold."""
    for clause in clauses_zh(slotted):
        bought = _BUYING.search(clause)
        parts = _JOINED.split(clause[bought.end():]) if bought else []
        nouns = [m["noun"] for p in parts if (m := _COUNTED_NOUN.fullmatch(p.strip()))]
        if len(parts) < 2 or len(nouns) != len(parts):
            continue
        priced = [n for n in nouns if re.search(rf"(?:^|[，,。；;\s]){re.escape(n)}(?:的价格|的单价|的价钱)?(?:是|要|卖|为)?"
                                                rf"<n\d+>(?:元|块|角|毛)", slotted)]
        if priced and len(priced) < len(nouns):
            return True
    return False


# 打个折, 打了折, 再打折, 打折后: 折 with no rate before it (not 八折 <n>折, 对折, 半折)
_UNRATED = re.compile(r"(?<![<>\d对半])打了?个?折")
_RATED = re.compile(r"<n\d+>折|对折|半价|%|百分之|<p\d+>|优惠<n\d+>|减<n\d+>|便宜<n\d+>"
                    r"|几折|多少折"  # the rate asked (打折后350元，打了几折)
                    r"|折后(?:的价格|价格|价)?(?:是|为|只要|要|卖)?<n\d+>")  # the price after it told: no rate needed
_FURTHER = re.compile(r"(?:再|又|另外|还)(?:给我|给他|给她)?打了?个?折")


def discount_unrated_zh(slotted: str) -> bool:
    """A discount with no rate: a further one (再打个折) beside a rated one, or the only one said, its rate not asked
    and the price after it not told."""
    return bool(_FURTHER.search(slotted) or _UNRATED.search(slotted) and not _RATED.search(slotted))


_EACH_BUYS = re.compile("(?:每人|每个人|每位|每家|每户|每组|每班)(?:都)?(?:买|购|订|花|付|交)")
_WHOLE_ASKED = re.compile("一共|总共|共|合计|总计|总")


# the buyers counted, the one other number besides each one's (一个班45人，每人交30元): the whole is theirs
_BUYERS_COUNTED = re.compile(r"<n\d+>(?:个)?(?:人|名|位|户|家|个同学|个学生)")
_GROUP_NAMED = re.compile(r"<n\d+>个?(?:班|组|队)(?:有|共有|一共有)?(?=<n\d+>个?(?:人|名|位|同学|学生))")  # 一个班45人: one class


def each_buyer_whole_asked_zh(slotted: str) -> bool:
    """A told clause buys (spends, pays) for each of several people, and the question asks the whole; not where the
    story counts those people and tells nothing else (一个班45人，每人交30元班费，一共交多少元)."""
    clauses = clauses_zh(slotted)
    if not (_WHOLE_ASKED.search(clauses[-1]) and any(_EACH_BUYS.search(clause) for clause in clauses[:-1])):
        return False
    counted = [c for c in clauses[:-1] if _BUYERS_COUNTED.search(c)]
    return not (len(counted) == 1 and len(re.findall(r"<[np]\d+>", _GROUP_NAMED.sub("", slotted))) == 2)


def buying_untold_zh(slotted: str) -> bool:
    """A buying the story leaves untold (guards.py): a thing with no price, a discount with no rate, each buyer's
    amount asked as a whole."""
    return thing_bought_unpriced_zh(slotted) or discount_unrated_zh(slotted) or each_buyer_whole_asked_zh(slotted)
