"""A bill read by its values: what was bought, as amounts of money ("午饭 ¥28", "a $6 salad") or as
a count at a price each ("3 coffees at $4.75 each", "买 5 本书每本 32 元", "6 个 3 块 5 的包子"), all
in one currency, and one question:

- the total: "午饭 ¥28，晚饭 ¥45，奶茶 ¥16，一共花了多少", "What's the total for 2 tickets at $18.50
  and a popcorn for $7.25?";
- the change from one payment: "付了 100 元，花了 63.8 元，应找回多少", "My bill is $37.60 and I pay
  with a $50 note. Change?";
- what is left of one amount had: "I have a $200 budget and spent $64.30 and $89.95. How much is
  left?" (where the words say it was bought or spent);
- each one's share of the bill: "五个人 AA 吃饭一共 680 块，每人多少", "Dinner for four came to $186.
  Split evenly, how much each?".
(Each payment of a price paid in equal parts without interest is installments.py's.)

Every number must be one of these: a price, a count with its price each, the payment, the amount
had, or the number of people sharing. A percentage, a word that changes the question (折, tax,
比, 借, how many, afford, 平均 without sharing), a count without its price, a payment smaller than
the bill, the money of two people or of two days, a last sentence that asks none of these, a count
at a price each before a change, what is left or a share (two steps: the slow path's), or two questions
make the request unread, so it goes slow; so do a question for some of the items only ("早饭和午饭
一共多少"), money handed over beside a price asked as a total, prices by tiers or for the first
items only, a payment said with an alternative ("a $50 note or a card"), a share per something the story
does not divide ("each per course", "per night"), and a question about another than the one who paid ("My
friend paid … How much change do I get?", "… does the cashier keep?").
The amounts are read by bill_amounts.py, whose money it is by bill_people.py.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import DETERMINERS, TYPE_OF, Said, Tok
from .vocab_en import POSSESSIVES_EN
from .vocab_zh import has_cjk
from .money_directions import PLANNED_ZH, a_buying_not_done
from .role_words import state_verb
from .time_words import MOMENTS_EN
from .units import money_unit
from .rate_guards import another_thing_measured_zh
from .triggers import triggered_by
from .added_unsaid import amount_added_unsaid
from .bill_people import (NOT_PEOPLE, SENTENCE_ENDS, asked_of_another, clause_at, left_asked_of_a_stranger,
                          last_sentence, actors, named_only_in_question_zh, other_purse_or_doubt, paid_with_anothers)
from .bill_amounts import Bill, NOT_ITEMS, PAID, PEOPLE, a_person, bill_of, each_after_an_amount, people_after, money_of


_ASKS = {
    "change": ("找回", "找零", "找我", "应找", "找多少", "change", "get back", "do i get back"),
    "left": ("还剩", "剩下", "剩多少", "剩余", "还有多少", "left", "remain", "remaining", "left over"),
    "each": ("每人", "每个人", "人均", "人多少", "人出多少", "人付多少", "each", "per person", "apiece", "a head", "per head", "each owe", "each pay",
             "among", "divided between", "shared between"),
    "total": ("一共", "总共", "合计", "加起来", "总计", "共计", "总价", "总金额", "总费用", "总花费", "in total", "total", "altogether", "combined", "sum",
              "how much for", "花了多少", "一共花", "how much did i spend", "how much did we spend",
              "how much have i spent", "how much did it all cost"),
}
# "split a $156 bill between 4 people": the request is the sharing, said first; "between" asks each one's share
_SPLIT_FIRST = frozenset({"split", "share"})
_ASKS_SPLIT_FIRST = {**_ASKS, "each": (*_ASKS["each"], "between")}


# Money said per one of something: "$4 a pound", "$2 a loaf", "$9 a day" ("$3 a piece" is each one's price)
_PER_ONE_AFTER = re.compile(r"<n\d+>\s+an?\s+(?!piece\b)[a-z]")


def _without_handed_over(tokens: list[Tok]) -> Said:
    """The request's words without the "over" of "handed over £40": money handed, not a price by tiers ("over $100")."""
    return Said([t for k, t in enumerate(tokens) if not (t.value == "over" and k and tokens[k - 1].value in _HANDING)])


_HANDING = frozenset({"hand", "hands", "handed", "handing"})


def _handed_to_someone(tokens: list[Tok]) -> bool:
    """"… and handed over $30 to my brother", "gave $20 to Tom": money given to someone, not paid for what was bought."""
    return any(t.type == "NUM" and any(u.value == "to" and k + 1 < len(tokens) and _someone(tokens[k + 1].value)
                                       for k, u in enumerate(tokens[i + 1:i + 3], start=i + 1))
               for i, t in enumerate(tokens))


def _someone(word: str) -> bool:
    return word in POSSESSIVES_EN or word in DETERMINERS or word in ("him", "her", "them", "me", "us") or a_person(word)


def _split_first(tokens: list[Tok]) -> bool:
    """"split a $156 bill between 4 people": the sharing said first, and the request ends with its sharers (not
    "…, how much did I pay", "… and my dog")."""
    at = next((i for i, t in enumerate(tokens) if t.value == "between"), None)
    rest = [t for t in tokens[at + 1:] if t.value != "the"] if at is not None else []
    return tokens[0].value in _SPLIT_FIRST and len(rest) == 2 and rest[0].type == "NUM" and rest[1].value in PEOPLE
_OTHER = ("折", "%", "percent", "off", "discount", "tax", "税", "比", "more than", "less than", "cheaper", "借", "欠",
          # money put aside or come in is no spending: "saved $200 … and spent $80, saved in total?"
          "saved", "saving", "deposited", "deposit", "deposits", "earned", "raised", "攒", "存入", "存进", "存了", "转入",
          # the speaker beside the people counted: one more sharer? ("among 4 friends and me")
          "and me", "plus me", "including me", "和我", "加上我", "连我",
          "还钱", "还了", "退", "refund", "return", "returns", "returned", "owe me", "赚", "earn", "interest", "利息", "倍", "times", "twice", "double",
          "half", "一半", "多少个", "几个", "how many", "afford", "够", "enough", "可以买", "能买", "can i buy",
          "不", "没", "without", "except", "除了", "but", "only", "not", "didn't", "doesn't", "don't", "丢", "lost",
          # a price that moved ("跌了5元，又跌了3元", "the stock fell $5"): a change, not money spent
          "涨", "跌", "fell", "rose", "went up", "went down",
          # a fee beside money moved (提现500元，手续费1元): taken out of the amount moved, or on top of it?
          "手续费",
          "found", "捡", "收到", "received", "gave me", "给我", "sent me", "sends me", "paid me", "pays me",
          "transferred me", "给了我", "挣", "won", "赢", "奖", "收入", "工资", "salary",
          "income", "月薪", "年", "year", "month", "week", "hour", "个月", "周", "小时", "每天", "每月", "每周",
          "a day", "per day", "daily", "weekly", "monthly", "day", "days", "每日", "第", "per cent", "exchange", "汇率",
          "average", "平均数",
          "其中", "including", "includes", "included", "包括", "包含", "of which",
          # the price changed by an amount not said (抹零, 抹了零头); a buying nearly done, so not done (差点)
          "抹", "零头", "差点", "差一点", "险些",
          # a price paid in part or not at all by the speaker: a coupon, a free or comped item, money paid back by
          # work, another's account ("晚饭用了一张5元的券", "晚饭免单了", "reimbursed by work", "on my company's account")
          "券", "coupon", "coupons", "voucher", "免单", "免费", "free", "comped", "on the house", "报销", "reimbursed",
          "reimburse", "expensed", "公司", "company", "company's",
          # a price by tiers ("超过100度的部分每度0.8元"): each price is of a part, not of the whole count
          "超过", "超出", "以上", "以下", "以内", "部分", "阶梯", "over", "above", "beyond", "up to", "tier",
          "其余", "其他的", "first", "rest", "additional", "the others",
          "吃几", "吃多少", "吃了几", "吃了多少", "eat", "eats",  # "每人吃几块": pieces eaten, not money
          "coupon", "voucher", "优惠券", "代金券", "gift card", "礼品卡",  # "with a coupon": a price off, not given
          "双份", "两份", "多出", "多付",  # unequal shares
          "by what", "according to", "in proportion", "unevenly", "unequally",  # "split by what they ordered": not evenly
          "per night", "a night", "each night", "nightly",  # a share per night: the nights are not told
          "next time", "last time",  # another bill than the one told
          "was given", "were given", "worth",  # "was given a belt worth $18": a value, nothing paid
          "or",  # an alternative ("with a $50 note or a card"): which one was it?
          # the sharers change: "3个人平分168元，又来了3个人" is shared by 6, not by the 3 said once
          "又来", "加入", "走了", "离开", "joined", "join", "arrived", "showed up", "dropped out",
          # as many as the money buys: a count not said ("how much is left after buying as many as I can")
          "as many as", "as much as", "all i can", "最多", "尽量", "尽可能", *PLANNED_ZH)
_CHARGES = frozenset({"tip", "tips", "gratuity", "小费", "服务费"})
# Money that came in by selling or lending: beside money spent or a purchase, a total or what is left
# mixes the two ways ("I sold my bike for $120 and bought a helmet for $40. Total?"); alone, a count sold
# at a price is still a bill ("sold 40 muffins at $2 each").
_CAME_IN = ("sold", "sell", "selling", "卖了", "卖掉", "卖出", "lent", "lend", "loaned", "borrowed")
# What says something was bought, where what is left of an amount had is asked and the story gives
# the price of a thing ("a pen costs $5", 一支笔5元) rather than what was spent (午饭28元).
_BOUGHT = ("spent", "spend", "spends", "spending", "bought", "buy", "buys", "buying", "purchased", "purchases", "purchase",
           "paid", "pays", "ordered", "orders", "order", "cost me", "花了", "花",
           "买了", "买", "用了", "用去", "交了", "付了", "点了", "消费", "刷了")
# A buying said in words other than the handing over of money: what the money paid is for.
_BOUGHT_NOT_HANDED = tuple(word for word in _BOUGHT if word not in PAID)
# Tokens of another computation: a percentage, a date, rounding, arithmetic written out.
_NOT_A_BILL = frozenset({"PCT", "DATE", "QUOTE", "TIME", "ROUND_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH",
                         "PLACE_WORD", "LPAR", "TIMES", "DIVIDE", "MINUS", "POW", "FENZHI", "ZHE", "OFF", "OFF_ZH", "BI",
                         "JI_BEI", "HALF_ZH", "HALF_OF", "DOUBLE_PRE", "TRIPLE_PRE", "MOD", "SQRT_PRE", "SQUARED",
                         # "从80元降到60元，又降到45元": one amount moving, no items of a bill; a share asked
                         "FALL_ZH", "FALLTO_ZH", "RISE_ZH", "ZHAN", "SHARE_ZH", "WHAT_PERCENT"})


@triggered_by(text=[word for words in _ASKS_SPLIT_FIRST.values() for word in words])
def read_bill(tokens: list[Tok], slots: Slots) -> Task | None:
    if not _NOT_A_BILL.isdisjoint(map(TYPE_OF, tokens)) or not any(
            t.type == "NUM" and money_of(tokens, i, slots) for i, t in enumerate(tokens)):
        return None  # the cheap checks first: most requests that get here are no bill
    said = Said(tokens)
    asks = _ASKS_SPLIT_FIRST if _split_first(tokens) else _ASKS
    asked = [kind for kind, words in asks.items() if said.any(words)]
    if said.any(_CAME_IN) and (said.any(_BOUGHT) or "left" in asked or "change" in asked):
        return None  # "She sold a book for $7.50. How much money did she have left?": money came in, none spent
    if not asked or _without_handed_over(tokens).any(_OTHER) or other_purse_or_doubt(tokens) or two_times(said) \
            or _level_at_two_moments(tokens, said) \
            or not Said(last_sentence(tokens)).any(tuple(w for kind in asked for w in asks[kind])):
        return None  # another time named, or the question asks something else ("How much did he have?")
    if any(t.value == "each" and i > 1 and tokens[i - 1].type == "WORD" and each_after_an_amount(tokens, i - 1)
           for i, t in enumerate(tokens)):
        return None  # "a $3 salad each": one for each of whom?
    if any(t.type == "NUM" and money_of(tokens, i, slots) and _PER_ONE_AFTER.match(slots.text, slots.text.find(t.value))
           for i, t in enumerate(tokens)):
        return None  # "grapes for $4 a pound", "spent $9 a day": a price per one, not paid ("for a $6 salad" is)
    if a_buying_not_done(tokens) or paid_with_anothers(tokens) or _handed_to_someone(tokens) \
            or another_thing_measured_zh(slots.text.replace(" ", "")):  # 苹果每斤6元，梨称了3斤: the pears' price?
        return None  # "wanted to buy a game for $7": nothing spent; "with her mother's card": not her money spent
    if _each_paid(tokens) or asked in (["left"], ["change"]) and _time_only_asked(tokens, said) \
            or spent_untold(tokens):
        return None  # "我和朋友各给了100元": two payments; "…昨天还剩多少元": another time than the story's
    if _things_counted_asked(last_sentence(tokens)) or left_asked_of_a_stranger(tokens):
        return None  # "每包6元，一共有多少块饼干": biscuits asked, not money; "书包还剩多少元": no holder of the money
    if any(t.value in _CHARGES and not _priced(tokens, i) for i, t in enumerate(tokens)) or amount_added_unsaid(tokens, slots):
        return None  # "$37.60 plus tip", "$25 each plus parking": a charge whose amount is not given
    if sum(t.type in ("HOW_MANY", "DUOSHAO_QIAN") for t in tokens) > 1 or len(actors(tokens)) > 1:
        return None  # two questions; money of two people ("小明有30元，小红花了12元", "my friend paid $8")
    if asked_of_another(tokens) or named_only_in_question_zh(tokens):
        return None  # "My friend paid with a $50 note … How much change do I get?": the friend's change
    if any(t.type == "MEI" and t.value == "per" and u.type == "WORD" and u.value not in _PER_SHARER
           for t, u in zip(last_sentence(tokens), last_sentence(tokens)[1:])):
        return None  # "how much each per course": a share of what the story does not divide
    if "each" in asked and _unit_price_marks(tokens):
        asked.remove("each")  # "$4.75 each": a price each, not a share
    asked = [kind for kind in asked if not _labels_an_amount(tokens, asks[kind])]  # "一共 86 元，…找我多少"
    if asked == ["each", "total"]:
        question = Said(last_sentence(tokens))
        if question.any(_ASKS["total"]) or not question.any(_ASKS["each"]):
            return None  # "Each of 3 friends pays $12. What's the total?": the total is asked, not a share
        asked = ["each"]  # "一共 680 块，每人多少": the total is the bill shared
    if len(asked) != 1 or _one_thing_twice(tokens):
        return None
    if asked != ["each"] and "SPLIT" in map(TYPE_OF, tokens):
        return None  # "…, split with a friend. How much did I spend?": the bill, or the speaker's share of it?
    if asked == ["change"] and any(t.value == "left" and u.type == "NUM" for t, u in zip(tokens, tokens[1:])):
        return None  # "I left a $2 tip and paid with a twenty. Change?": money left on the table, or out of the twenty?
    bill = bill_of(tokens, slots)
    if bill is not None and asked == ["left"] and bill.had and bill.paid and all(_paid_for(tokens, at) for at, _ in bill.paid):
        bill.bought, bill.paid = sorted(bill.bought + bill.paid), []  # "I had $200 and paid $135 for a jacket": spent
    if bill is None or not bill.bought:
        return None
    total = "+".join(expr for _, expr in bill.bought)
    several = len(bill.bought) > 1
    if asked == ["total"]:
        # "I paid $4.25 for coffee and $6.80 for a sandwich": what was paid for is spent
        spent = [expr for _, expr in sorted(bill.bought + bill.paid)]
        if bill.had or bill.people or len(spent) == 1 and "*" not in spent[0]:
            return None
        if bill.bought and any(_handed_over(tokens, i) for i, _ in bill.paid):
            return None  # "付了50元，东西花了37.25元": the money handed over is not more spending
        if _some_items_asked(tokens, bill):
            return None  # "早饭和午饭一共花了多少": the total of some of the items, not of all
        return expression_task("+".join(spent))
    if asked in (["change"], ["left"], ["each"]) and any("*" in expr for _, expr in bill.bought):
        # "买 5 本书每本 32 元，给了 200 元，找零多少", "the two of us are staying 4 nights at $95 a night,
        # what does each of us pay": a product, then a difference or a share. The project's corpus
        # counts such a two-step story as one for the slow path (data/parse/README.md; two_step_blind.jsonl,
        # slow_stories.jsonl); it is not read here.
        return None
    if asked == ["change"]:
        if len(bill.paid) != 1 or bill.had or bill.people or not _worth(bill.paid[0][1], total):
            return None
        at, paid = bill.paid[0]
        if several and any(i > at for i, _ in bill.bought):
            return None  # "付了100元，花了30元，又花了20元": change given before the second purchase?
        if several and _priced_not_bought(tokens, slots, _BOUGHT_NOT_HANDED):
            return None  # "A coat costs $25 and boots cost $40. Tim paid with a $100 bill": paid for which?
        return expression_task(f"{paid}-({total})" if several else f"{paid}-{total}")
    if asked == ["left"]:
        if len(bill.had) != 1 or bill.paid or bill.people or not _worth(bill.had[0][1], total) \
                or _priced_not_bought(tokens, slots):
            return None  # "A pen costs $5 and I have $32. How much is left?": nothing is said bought
        had = bill.had[0][1]
        return expression_task(f"{had}-({total})" if several else f"{had}-{total}")
    if len(bill.people) != 1 or bill.paid or bill.had or Decimal(next(iter(bill.people))) < 2:
        return None
    if _added_after_sharing(tokens):
        return None  # "$2,400 split three ways plus $60 each", 三人平摊，每人再加60元: shared too, or each one's?
    if Said(last_sentence(tokens)).any(_EACH_DID) and _SHARING.isdisjoint(t.value.lower() for t in tokens):
        return None  # "5 of us spent $100 at the fair. how much did each of us spend?": not said equal
    return expression_task(f"({total})/{bill.people.pop()}")


_SHARING = frozenset({"split", "shared", "divided", "平摊", "均摊", "分摊", "平分", "aa"})
# what each one did with money, asked: each one's own, which a total says only when it is said shared
_EACH_DID = ("spend", "spent", "earn", "earned", "make", "made")
_ADDED = frozenset({"plus", "add", "added", "extra", "再加", "加上", "另加", "再", "另外"})


def _added_after_sharing(tokens: list[Tok]) -> bool:
    words = [t.value.lower() for t in tokens]
    shared_at = next((i for i, w in enumerate(words) if w in _SHARING), None)
    return shared_at is not None and any(w in _ADDED for w in words[shared_at + 1:])


# Another day or week named: amounts at different times, or a question about one of them.
_TIMES = ("昨天", "今天", "明天", "前天", "后天", "上周", "下周", "这周", "本周", "上个月", "上月", "这个月", "本月", "下个月",
          "去年", "今年",
          "yesterday", "today", "tomorrow", "last week", "next week", "this week", "last month", "next month",
          "昨晚", "今晚", "明晚", "last night", "tonight", "tomorrow night",
          "yesterday's", "today's", "tomorrow's", "tonight's")


def _priced(tokens: list[Tok], i: int) -> bool:
    """"a $4.80 tip", "小费 20 元", "a tip of $5": the charge at tokens[i] has its amount beside it."""
    after = [t.type for t in tokens[i + 1:i + 3]]
    return i > 0 and tokens[i - 1].type == "NUM" or after[:1] == ["NUM"] or after == ["OF", "NUM"] or after == ["IS", "NUM"]


# "some" standing for an amount of money ("then found some more", "spent some"), not "some apples for $3"
_SOME_MONEY = frozenset({"more", "money", "cash", "dollars", "of", "of it"})


_OWN_CLAUSE = ("COMMA", "AND", "THEN")


def spent_untold(tokens: list[Tok]) -> bool:
    """"又花了剩下的一些钱买文具": money spent in the story whose amount its clause does not tell, or got after an
    amount told ("spent 12, then got a refund": its clause ends at the "then"; not "Sara got fast food for lunch. She
    spent …"); "买了4千克苹果和一些梨", "and then some more", "some pens at $8 each": things bought or money whose
    amount is not told."""
    question_at = len(tokens) - len(clause_at(tokens, len(tokens) - 1))
    return any(t.value == "some" and (u.value in _SOME_MONEY or u.type in ("COMMA", "AND", "THEN", "END"))
               for t, u in zip(tokens, [*tokens[1:], Tok("END", "", 0)])) \
        or "MEI" in map(TYPE_OF, tokens) and any(t.value == "some" for t in tokens) \
        or any((t.type == "SPEND" or t.type == "ADD_MORE" and "NUM" in map(TYPE_OF, tokens[:i]))
               and not any(c.type == "NUM" for c in clause_at(tokens, i, _OWN_CLAUSE))
               or t.type == "WORD" and t.value.startswith(("一些", "一点", "若干"))
               for i, t in enumerate(tokens[:question_at]))


def _one_thing_twice(tokens: list[Tok]) -> bool:
    """"A店：苹果20元；B店：苹果25元": one thing named before two amounts — two prices to compare, or bought twice?"""
    named = [tokens[i - 1].value for i, t in enumerate(tokens)
             if t.type == "NUM" and i and tokens[i - 1].type == "WORD" and has_cjk(tokens[i - 1].value)]
    # "超市苹果20元，菜场苹果25元": the thing is the word's end (a place before it), two characters or more
    return len(named) != len(set(named)) or any(
        a[-2:] == b[-2:] and has_cjk(a[-2:-1]) for k, a in enumerate(named) for b in named[k + 1:])


def _each_paid(tokens: list[Tok]) -> bool:
    return any(t.type == "WORD" and "各" in t.value and t.value.endswith(("给了", "付了", "出了", "交了", "给", "付", "出"))
               for t in tokens)


_NOW_ZH = ("今天", "今晚", "这周", "本周", "这个月", "本月")


def _time_only_asked(tokens: list[Tok], said: Said) -> bool:
    """A time named in the question alone, not today: the story tells no amount at that time."""
    question = clause_at(tokens, len(tokens) - 1)
    said_asked = Said(question)  # once, not once per time word
    asked = [w for w in _TIMES if w not in _NOW_ZH and said_asked.has(w)]
    return bool(asked) and len(question) < len(tokens) and not Said(tokens[:len(tokens) - len(question)]).any(tuple(asked))


def two_times(said: Said) -> bool:
    """"昨天午饭28元，今天午饭45元": amounts of two days; one day named ("今天一共花了多少") is the bill's."""
    return said.any(_TIMES) and sum(map(said.has, _TIMES)) > 1


def _level_at_two_moments(tokens: list[Tok], said: Said) -> bool:
    """"My savings were $200 in May and $350 in June": money had at two moments is one level twice, no bill."""
    return sum(map(said.has, MOMENTS_EN)) > 1 \
        and any(state_verb(t.value) for t in tokens if t.type in ("WORD", "YOU", "IS"))


_NOTES_OR_COINS = frozenset("张枚个")


def _things_counted_asked(question: list[Tok]) -> bool:
    """"一共有多少块饼干", "how many cookies": a count of things asked (块 before a noun is its measure, not
    yuan), which no sum of money answers."""
    for i, t in enumerate(question[:-1]):
        counted = question[i + 1]
        if (t.value.endswith("几") or t.type == "HOW_MANY") and counted.type in ("MEASURE", "WORD") \
                and counted.value[:1] in _NOTES_OR_COINS:
            return True  # "找零是几张", "多少张", "几枚硬币": notes or coins counted, not the money
        if t.value == "几块" and counted.type == "WORD" and not money_unit(counted.value) \
                and not counted.value.startswith("钱"):
            return True  # "还剩几块糖果": pieces of candy counted, not yuan
        if (t.type == "HOW_MANY" or t.type == "ASK" and t.value.endswith(("多少", "几"))) \
                and counted.type in ("MEASURE", "UNIT") and not money_unit(counted.value) \
                and counted.value not in ("角", "毛", "分"):
            return True  # "还剩多少本", "一共买了多少千克": books counted or the weight, not the money
        if t.type != "HOW_MANY" or "much" in t.value.lower():
            continue  # "how much do I get back": money
        k = i + 1 + (question[i + 1].type in ("UNIT", "MEASURE") and i + 2 < len(question))
        if question[k].type == "WORD" and not money_unit(question[k].value) and question[k].value.lower() not in NOT_PEOPLE:
            return True
    return False


def _priced_not_bought(tokens: list[Tok], slots: Slots, bought: tuple[str, ...] = _BOUGHT) -> bool:
    """A price of a thing is told ("costs", 一支笔5元, 一件衣服100元) and no word says it was bought."""
    priced = any(t.type == "PRICE_EN" or (t.value == "一" or t.type == "NUM" and slots.number(t.value).raw == "一")
                 and i + 2 < len(tokens) and tokens[i + 1].type == "MEASURE" and tokens[i + 2].type == "WORD"
                 or t.type == "WORD" and len(t.value) > 2 and t.value[0] == "一" and i + 1 < len(tokens)
                 and tokens[i + 1].type == "NUM" or t.value in ("is", "are") and i + 1 < len(tokens)
                 and tokens[i + 1].type == "NUM" and i and tokens[i - 1].type == "WORD"  # "the shirt is $40"
                 for i, t in enumerate(tokens))
    return priced and not Said(tokens).any(bought)


_PER_SHARER = frozenset({"person", "head", "people", "guest", "friend", "diner"})


def _some_items_asked(tokens: list[Tok], bill: Bill) -> bool:
    """The question (its last clause, with no amount in it) names some of the items bought and not
    others ("Lunch $12, dinner $30, coffee $5. How much did lunch and dinner cost?")."""
    start = max((i for i, t in enumerate(tokens[:-1]) if t.type == "COMMA" or t.value in SENTENCE_ENDS), default=-1) + 1
    question = tokens[start:]
    if start == 0 or any(t.type == "NUM" for t in question):
        return False
    asked = {t.value for t in question if t.type == "WORD" and t.value not in NOT_ITEMS}
    named = [{t.value for t in clause_at(tokens, i) if t.type == "WORD" and t.value not in NOT_ITEMS}
             for i, _ in bill.bought + bill.paid]
    return any(words & asked for words in named) and not all(words & asked for words in named)


def _handed_over(tokens: list[Tok], i: int) -> bool:
    """A payment not said to be for something ("付了 50 元"; not "paid $4.25 for coffee")."""
    following = tokens[i + 1:i + 3]
    if following and following[0].type == "UNIT":
        following = following[1:]
    return not (following and following[0].type == "FOR")


def _labels_an_amount(tokens: list[Tok], words: tuple[str, ...]) -> bool:
    """"找回 36.2 元，花了多少", "每人出 50 元", "还剩 70 元": the word that would ask names an amount
    given, so the question is another one ("the total of …" names what it adds up)."""
    for i, t in enumerate(tokens):
        if t.type == "NUM" and i and tokens[i - 1].type not in ("FOR", "OF", "ON", "IN") and not people_after(tokens, i):
            if Said(tokens[max(0, i - 2):i]).any(words) or _subject_of(tokens, i).any(words):
                return True
        # "I spent $18 and have $32 left": in English what is left is named after its amount
        if t.type == "NUM" and Said(tokens[i + 1:i + 2]).any(_LEFT_AFTER) and not _LEFT_AFTER.isdisjoint(words):
            return True
    return False


_LEFT_AFTER = frozenset({"left", "remaining", "left over"})


def _subject_of(tokens: list[Tok], i: int) -> Said:
    """"The total at the checkout was $18.45", "Total at the till came to $9.15": the first word of the clause whose
    amount tokens[i] is, where the amount follows its "was" or "came to" (what the amount is, named first)."""
    if not (tokens[i - 1].type == "IS" or i > 1 and tokens[i - 1].value == "to" and tokens[i - 2].value in _CAME):
        return Said([])
    start = i
    while start > 0 and tokens[start - 1].type not in ("COMMA", "AND"):
        start -= 1
    return Said([t for t in tokens[start:i] if t.value not in DETERMINERS][:1])


_CAME = frozenset({"came", "comes", "come"})


def _unit_price_marks(tokens: list[Tok]) -> bool:
    return any(t.type == "MEI" and i and tokens[i - 1].type == "NUM" for i, t in enumerate(tokens))


def _paid_for(tokens: list[Tok], at: int) -> bool:
    """"paid $135 for a jacket": a payment for a thing, which is money spent."""
    after = [t.type for t in tokens[at + 1:at + 3]]
    return after[:1] == ["FOR"] or after == ["UNIT", "FOR"]


def _worth(amount: str, total: str) -> bool:
    return Decimal(amount) >= sum((_product(part) for part in total.split("+")), Decimal(0))


def _product(part: str) -> Decimal:
    value = Decimal(1)
    for factor in part.split("*"):
        value *= Decimal(factor)
    return value


def expression_task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
