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
  Split evenly, how much each?";
- each payment of a price paid in equal parts without interest (`read_installments`): "手机 4,299 元，
  分 12 期免息，每期多少钱", "A $1,200 phone on a 24-month plan with no interest — monthly payment?".

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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .lexicon import Said, Tok, last_clause_start
from .money_directions import a_buying_not_done
from .role_words import MOMENTS_EN, SPEAKER_EN, lemma, state_verb
from .units import MONEY_NAMES, amount_unit, money_sign, money_unit
from .triggers import triggered_by

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


def _split_first(tokens: list[Tok]) -> bool:
    """"split a $156 bill between 4 people": the sharing said first, and the request ends with its sharers (not
    "…, how much did I pay", "… and my dog")."""
    at = next((i for i, t in enumerate(tokens) if t.value == "between"), None)
    rest = [t for t in tokens[at + 1:] if t.value != "the"] if at is not None else []
    return tokens[0].value in _SPLIT_FIRST and len(rest) == 2 and rest[0].type == "NUM" and rest[1].value in _PEOPLE


_PAID = ("付了", "付", "给了", "给收银员", "给", "交了", "拿了", "拿", "pay with", "paid with", "paying with", "hand over", "gave",
         "handed", "paid", "pay", "pays", "give", "gives", "hand", "hands")
_HAD = ("带了", "有", "had", "have", "has", "budget", "预算", "wallet", "钱包里", "starting with", "started with", "存了",
        "充了", "口袋里")
_RECEIVED = ("got", "gets", "received", "receive", "given", "收到", "得到", "领了", "赚了", "捡到")
_OTHER = ("折", "%", "percent", "off", "discount", "tax", "税", "比", "more than", "less than", "cheaper", "借", "欠",
          # money put aside or come in is no spending: "saved $200 … and spent $80, saved in total?"
          "saved", "saving", "deposited", "earned", "raised", "攒",
          # the speaker beside the people counted: one more sharer? ("among 4 friends and me")
          "and me", "plus me", "including me", "和我", "加上我", "连我",
          "还钱", "还了", "退", "refund", "return", "returns", "returned", "owe me", "赚", "earn", "interest", "利息", "倍", "times", "twice", "double",
          "half", "一半", "多少个", "几个", "how many", "afford", "够", "enough", "可以买", "能买", "can i buy",
          "不", "没", "without", "except", "除了", "but", "only", "not", "didn't", "doesn't", "don't", "丢", "lost",
          "found", "捡", "收到", "received", "gave me", "给我", "sent me", "sends me", "paid me", "pays me",
          "transferred me", "给了我", "挣", "won", "赢", "奖", "收入", "工资", "salary",
          "income", "月薪", "年", "year", "month", "week", "hour", "个月", "周", "小时", "每天", "每月", "每周",
          "a day", "per day", "daily", "weekly", "monthly", "第", "per cent", "exchange", "汇率", "average", "平均数",
          "其中", "including", "includes", "included", "包括", "包含", "of which",
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
          "as many as", "as much as", "all i can", "最多", "尽量", "尽可能")
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
_BOUGHT_NOT_HANDED = tuple(word for word in _BOUGHT if word not in _PAID)
# Tokens of another computation: a percentage, a date, rounding, arithmetic written out.
_NOT_A_BILL = frozenset({"PCT", "DATE", "QUOTE", "TIME", "ROUND_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH",
                         "PLACE_WORD", "LPAR", "TIMES", "DIVIDE", "MINUS", "POW", "FENZHI", "ZHE", "OFF", "OFF_ZH", "BI",
                         "JI_BEI", "HALF_ZH", "HALF_OF", "DOUBLE_PRE", "TRIPLE_PRE", "MOD", "SQRT_PRE", "SQUARED",
                         # "从80元降到60元，又降到45元": one amount moving, no items of a bill; a share asked
                         "FALL_ZH", "FALLTO_ZH", "RISE_ZH", "ZHAN", "SHARE_ZH", "WHAT_PERCENT"})
_PEOPLE = frozenset({"个人", "人", "位", "名", "people", "persons", "friends", "guys", "ways", "us", "of us"})
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "twelve": 12}


@triggered_by(text=[word for words in _ASKS_SPLIT_FIRST.values() for word in words])
def read_bill(tokens: list[Tok], slots: Slots) -> Task | None:
    if any(t.type in _NOT_A_BILL for t in tokens) or not any(
            t.type == "NUM" and money_of(tokens, i, slots) for i, t in enumerate(tokens)):
        return None  # the cheap checks first: most requests that get here are no bill
    said = Said(tokens)
    asks = _ASKS_SPLIT_FIRST if _split_first(tokens) else _ASKS
    asked = [kind for kind, words in asks.items() if said.any(words)]
    if said.any(_CAME_IN) and said.any(_BOUGHT):
        return None
    if not asked or said.any(_OTHER) or two_times(said) or _level_at_two_moments(tokens, said) \
            or not Said(_question(tokens)).any(tuple(w for kind in asked for w in asks[kind])):
        return None  # another time named, or the question asks something else ("How much did he have?")
    if any(t.value == "each" and i > 1 and tokens[i - 1].type == "WORD" and _each_after_an_amount(tokens, i - 1)
           for i, t in enumerate(tokens)):
        return None  # "a $3 salad each": one for each of whom?
    if a_buying_not_done(tokens) or paid_with_anothers(tokens):
        return None  # "wanted to buy a game for $7": nothing spent; "with her mother's card": not her money spent
    if _each_paid(tokens) or asked in (["left"], ["change"]) and _time_only_asked(tokens, said) \
            or _spent_untold(tokens):
        return None  # "我和朋友各给了100元": two payments; "…昨天还剩多少元": another time than the story's
    if _things_counted_asked(_question(tokens)) or _left_asked_of_a_stranger(tokens):
        return None  # "每包6元，一共有多少块饼干": biscuits asked, not money; "书包还剩多少元": no holder of the money
    if any(t.value in _CHARGES and not _priced(tokens, i) for i, t in enumerate(tokens)) or _added_unpriced(tokens, slots):
        return None  # "$37.60 plus tip", "$25 each plus parking": a charge whose amount is not given
    if sum(t.type in ("HOW_MANY", "DUOSHAO_QIAN") for t in tokens) > 1 or len(actors(tokens)) > 1:
        return None  # two questions; money of two people ("小明有30元，小红花了12元", "my friend paid $8")
    if _asked_of_another(tokens) or named_only_in_question_zh(tokens):
        return None  # "My friend paid with a $50 note … How much change do I get?": the friend's change
    if any(t.type == "MEI" and t.value == "per" and u.type == "WORD" and u.value not in _PER_SHARER
           for t, u in zip(_question(tokens), _question(tokens)[1:])):
        return None  # "how much each per course": a share of what the story does not divide
    if "each" in asked and _unit_price_marks(tokens):
        asked.remove("each")  # "$4.75 each": a price each, not a share
    asked = [kind for kind in asked if not _labels_an_amount(tokens, asks[kind])]  # "一共 86 元，…找我多少"
    if asked == ["each", "total"]:
        question = Said(_question(tokens))
        if question.any(_ASKS["total"]) or not question.any(_ASKS["each"]):
            return None  # "Each of 3 friends pays $12. What's the total?": the total is asked, not a share
        asked = ["each"]  # "一共 680 块，每人多少": the total is the bill shared
    if len(asked) != 1:
        return None
    bill = _bill(tokens, slots)
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
        return _task("+".join(spent))
    if asked in (["change"], ["left"], ["each"]) and any("*" in expr for _, expr in bill.bought):
        # "买 5 本书每本 32 元，给了 200 元，找零多少", "the two of us are staying 4 nights at $95 a night,
        # what does each of us pay": a product, then a difference or a share. The project's corpus
        # counts such a two-step story as one for the slow path; it is not read here.
        return None
    if asked == ["change"]:
        if len(bill.paid) != 1 or bill.had or bill.people or not _worth(bill.paid[0][1], total):
            return None
        at, paid = bill.paid[0]
        if several and any(i > at for i, _ in bill.bought):
            return None  # "付了100元，花了30元，又花了20元": change given before the second purchase?
        if several and _priced_not_bought(tokens, slots, _BOUGHT_NOT_HANDED):
            return None  # "A coat costs $25 and boots cost $40. Tim paid with a $100 bill": paid for which?
        return _task(f"{paid}-({total})" if several else f"{paid}-{total}")
    if asked == ["left"]:
        if len(bill.had) != 1 or bill.paid or bill.people or not _worth(bill.had[0][1], total) \
                or _priced_not_bought(tokens, slots):
            return None  # "A pen costs $5 and I have $32. How much is left?": nothing is said bought
        had = bill.had[0][1]
        return _task(f"{had}-({total})" if several else f"{had}-{total}")
    if len(bill.people) != 1 or bill.paid or bill.had or Decimal(next(iter(bill.people))) < 2:
        return None
    if _added_after_sharing(tokens):
        return None  # "$2,400 split three ways plus $60 each", 三人平摊，每人再加60元: shared too, or each one's?
    return _task(f"({total})/{bill.people.pop()}")


_SHARING = frozenset({"split", "shared", "divided", "平摊", "均摊", "分摊", "平分", "aa"})
_ADDED = frozenset({"plus", "add", "added", "extra", "再加", "加上", "另加", "再", "另外"})


def _added_unpriced(tokens: list[Tok], slots: Slots) -> bool:
    """"3 tickets at $25 each plus parking": something added ("plus") with no amount in its clause; "再加运费8元和一个
    盘子": each thing added after 和 or "and" needs its own amount of money (一个 counts a plate, it prices nothing)."""
    for i, t in enumerate(tokens):
        if t.type == "PLUS":
            end = next((j for j in range(i + 1, len(tokens)) if tokens[j].type == "COMMA"
                        or tokens[j].value in _SENTENCE_ENDS), len(tokens))
            if not any(u.type == "NUM" for u in tokens[i + 1:end]) \
                    or _counted_unpriced(tokens, i + 1, end, slots):
                return True
            ands = [j for j in range(i + 1, end) if tokens[j].type == "AND"]
            for start, stop in zip(ands, [*ands[1:], end]):
                if any(tokens[k].type == "NUM" for k in range(start + 1, stop)) \
                        and not any(tokens[k].type == "NUM" and money_of(tokens, k, slots) for k in range(start + 1, stop)):
                    return True  # "再加运费8元和一个盘子": the plate has no amount of its own
    return False


def _counted_unpriced(tokens: list[Tok], start: int, end: int, slots: Slots) -> bool:
    """"再加一碗汤": a thing counted (a number and its measure word) and no money among tokens[start:end]."""
    return any(tokens[k].type == "NUM" and tokens[k + 1].type == "MEASURE" for k in range(start, end - 1)) \
        and not any(tokens[k].type == "NUM" and money_of(tokens, k, slots) for k in range(start, end))


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
_SENTENCE_ENDS = frozenset({".", "。", "?", "？", "!", "！"})
# Who has, spends or pays: "I" and "we" are one actor; he, she and they may be anyone named.
_SELF = SPEAKER_EN | {"我", "我们", "咱们"}
_ANYONE = frozenset({"he", "she", "they", "him", "her", "his", "their", "他", "她", "他们", "她们", "每人", "each"})
_ACTS = frozenset({"SPEND", "YOU", "BUY_ZH", "LEFT_ASK", "YAO", "PAY_EN"})
_ACT_WORDS = ("paid", "pays", "pay", "付了", "付", "spent", "spends", "spend", "花了", "买了")
_ADVERBS = frozenset({"ZH_SUM", "TOGETHER", "IS"})
_NOT_PEOPLE = frozenset({"money", "cash"})  # "how much money does she have left"


def paid_with_anothers(tokens: list[Tok]) -> bool:
    """"bought a scarf for $12 with her mother's card", "spent $25 of my sister's money": paid with what another owns
    ("with her card" is her own); "wanted a plate for $6": a thing wished for."""
    return any(t.value in ("with", "from") and any(_possessive(u) for u in tokens[i + 1:i + 3])
               or t.value == "of" and any(_possessive(u) and k + 1 < len(tokens) and tokens[k + 1].value in _MONEY_HELD
                                          for k, u in enumerate(tokens[i + 1:i + 3], start=i + 1))
               or t.value in _WISHED for i, t in enumerate(tokens))


_MONEY_HELD = frozenset({"money", "cash", "savings", "allowance", "card", "wallet", "budget"})
# a thing wished for, not bought ("wanted a plate for $6"); "I want to know the total" is no wish of the bill
_WISHED = frozenset({"wanted", "wished", "hoped", "planned"})


def _possessive(t: Tok) -> bool:
    return t.value.endswith("'s") and t.value != "it's"


def _priced(tokens: list[Tok], i: int) -> bool:
    """"a $4.80 tip", "小费 20 元", "a tip of $5": the charge at tokens[i] has its amount beside it."""
    after = [t.type for t in tokens[i + 1:i + 3]]
    return i > 0 and tokens[i - 1].type == "NUM" or after[:1] == ["NUM"] or after == ["OF", "NUM"] or after == ["IS", "NUM"]


def _spent_untold(tokens: list[Tok]) -> bool:
    """"又花了剩下的一些钱买文具": money spent in the story whose amount its clause does not tell; "买了4千克苹果和
    一些梨": things bought whose amount is not told."""
    question_at = len(tokens) - len(_clause_at(tokens, len(tokens) - 1))
    return any(t.type == "SPEND" and not any(c.type == "NUM" for c in _clause_at(tokens, i))
               or t.type == "WORD" and t.value.startswith(("一些", "一点", "若干"))
               for i, t in enumerate(tokens[:question_at]))


def _each_paid(tokens: list[Tok]) -> bool:
    return any(t.type == "WORD" and "各" in t.value and t.value.endswith(("给了", "付了", "出了", "交了", "给", "付", "出"))
               for t in tokens)


_NOW_ZH = ("今天", "今晚", "这周", "本周", "这个月", "本月")


def _time_only_asked(tokens: list[Tok], said: Said) -> bool:
    """A time named in the question alone, not today: the story tells no amount at that time."""
    question = _clause_at(tokens, len(tokens) - 1)
    asked = [w for w in _TIMES if w not in _NOW_ZH and Said(question).any((w,))]
    return bool(asked) and len(question) < len(tokens) and not Said(tokens[:len(tokens) - len(question)]).any(tuple(asked))


def two_times(said: Said) -> bool:
    """"昨天午饭28元，今天午饭45元": amounts of two days; one day named ("今天一共花了多少") is the bill's."""
    return said.any(_TIMES) and sum(said.any((w,)) for w in _TIMES) > 1


def _level_at_two_moments(tokens: list[Tok], said: Said) -> bool:
    """"My savings were $200 in May and $350 in June": money had at two moments is one level twice, no bill."""
    return sum(said.any((w,)) for w in MOMENTS_EN) > 1 \
        and any(state_verb(t.value) for t in tokens if t.type in ("WORD", "YOU", "IS"))


KIN = ("朋友", "妈", "爸", "哥", "姐", "弟", "妹", "同学", "同事", "老师", "爷", "奶", "叔", "姨", "舅")


def a_person(word: str) -> bool:
    """"小明", "老王", "阿姨", "朋友", "我": a Chinese word that names a person (not "东西", "买菜")."""
    return word in _SELF or any(k in word for k in KIN) or len(word) in (2, 3) and word[0] in "小老阿"


# Common surnames that seldom begin a thing's name in a story ("王芳", "李军", "张伟"), and the doings a name may
# run into in one token ("王芳买书包").
_SURNAMES = "王李张刘陈杨赵周吴徐孙胡朱林何郭罗梁宋郑谢韩唐冯董曹袁邓许彭吕卢蒋蔡魏叶潘杜汪姜谭廖邹熊陆郝崔邱顾侯邵孟"
_DOINGS_RUN_IN = "买用拿付给借花"


def _named_person(word: str) -> bool:
    """"小明", "王芳", "李军买书包": a person by a_person, by a surname and a given name, or one such name running
    into what they do."""
    return a_person(word) or len(word) in (2, 3) and word[0] in _SURNAMES and word.isalpha() \
        or any(len(word) > k and word[k] in _DOINGS_RUN_IN and _named_person(word[:k]) for k in (2, 3))


def _given_to(word: str) -> str | None:
    """"妈妈给了小明" (before an amount): the one given it, when both the giver and the one given are persons."""
    giver, _, taker = word.partition("给")
    taker = taker.removeprefix("了")
    return taker if giver and taker and _named_person(giver) and _named_person(taker) else None


def _surname_as_measure(tokens: list[Tok], i: int) -> bool:
    """"张伟有90元" lexed 张 (a measure word) + 伟: a surname opening its clause, then a given name."""
    return tokens[i].type == "WORD" and i > 0 and tokens[i - 1].type == "MEASURE" \
        and _named_person(tokens[i - 1].value + tokens[i].value) \
        and tokens[i - 1].value in _SURNAMES and (i == 1 or tokens[i - 2].type == "COMMA")


def _question(tokens: list[Tok]) -> list[Tok]:
    """The last sentence: where the question is asked."""
    ends = [i for i, t in enumerate(tokens[:-1]) if t.value in _SENTENCE_ENDS]
    return tokens[ends[-1] + 1:] if ends else tokens


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
        if question[k].type == "WORD" and not money_unit(question[k].value) and question[k].value.lower() not in _NOT_PEOPLE:
            return True
    return False


def _left_asked_of_a_stranger(tokens: list[Tok]) -> bool:
    """"小明带了79元，买书花了38元，书包还剩多少元": what is left is asked of a thing the story never names
    (not 小明, not 他, not 钱包里 said before)."""
    question = _clause_at(tokens, len(tokens) - 1)
    story = "".join(t.value for t in tokens[:len(tokens) - len(question)])
    return any(t.type == "WORD" and question[i + 1].type == "LEFT_ASK" and not t.value.isascii()
               and t.value not in _SELF | _ANYONE and t.value not in story for i, t in enumerate(question[:-1]))


def _priced_not_bought(tokens: list[Tok], slots: Slots, bought: tuple[str, ...] = _BOUGHT) -> bool:
    """A price of a thing is told ("costs", 一支笔5元, 一件衣服100元) and no word says it was bought."""
    priced = any(t.type == "PRICE_EN" or (t.value == "一" or t.type == "NUM" and slots.number(t.value).raw == "一")
                 and i + 2 < len(tokens) and tokens[i + 1].type == "MEASURE" and tokens[i + 2].type == "WORD"
                 or t.type == "WORD" and len(t.value) > 2 and t.value[0] == "一" and i + 1 < len(tokens)
                 and tokens[i + 1].type == "NUM" or t.value in ("is", "are") and i + 1 < len(tokens)
                 and tokens[i + 1].type == "NUM" and i and tokens[i - 1].type == "WORD"  # "the shirt is $40"
                 for i, t in enumerate(tokens))
    return priced and not Said(tokens).any(bought)


def someone_else(tokens: list[Tok]) -> bool:
    """Another person than the speaker has, spends or pays in a story the speaker is in ("I earn $3,000
    … my wife spends $800"): whose money is meant is not said."""
    others = actors(tokens) - {"I"}
    return len(others) > 1 or bool(others) and Said(tokens).any(("i", "my", "me", "我", "我的"))


def actors(tokens: list[Tok]) -> set[str]:
    """The people named right before what they have, spend or pay ("小明有", "Ann spent", "朋友付的")."""
    found, someone, named_after = set(), False, False
    asked_at = len(tokens) - len(_question(tokens))  # "… how much did Jason spend": the one asked, not another
    for i, t in enumerate(tokens[:-1]):
        if _surname_as_measure(tokens, i):
            t = Tok("WORD", tokens[i - 1].value + t.value, t.pos)  # "张 伟有90元": 张 read as a measure word
        given = _given_to(t.value) if t.type == "WORD" and tokens[i + 1].type == "NUM" else None
        if given:
            found.add("I" if given in _SELF else given)  # "妈妈给了小明50元": 小明 holds the money
            continue
        payer = t.value.removesuffix("了").removesuffix("给").removesuffix("付") if t.type == "WORD" else ""
        if payer != t.value.removesuffix("了") and tokens[i + 1].type == "NUM" and _named_person(payer):
            found.add("I" if payer in _SELF else payer)  # "张伟给了100元": 张伟 pays
            continue
        if t.type != "WORD" or t.value in _NOT_PEOPLE or not t.value.isascii() and not _named_person(t.value) \
                and t.value not in _ANYONE:
            continue
        j = i + 1
        while j < len(tokens) - 1 and tokens[j].type in _ADVERBS and tokens[j].value not in ("is", "was", "是"):
            j += 1
        if tokens[j].type in _ACTS or tokens[j].value in _ACT_WORDS:
            if t.value in _ANYONE:
                someone = True
            else:
                found.add("I" if t.value in _SELF else t.value)
                named_after = named_after or someone and t.value not in _SELF and i < asked_at
    # "我有50元，他花了20元": not me; "Ann went to the mall. She had $50. Tom spent $20": she, then another named
    return found | {"he"} if someone and ("I" in found or named_after) else found


def _asked_of_another(tokens: list[Tok]) -> bool:
    """The one who pays, spends or has is someone else than the one the question asks about: another named
    (or he, she, they) than "I" while the question asks "I" or "we"; "I" while it asks he, she or they; or a
    question whose subject ("does the cashier keep") is no one the story names."""
    who = actors(tokens)
    question = _question(tokens)
    asked = {t.value for t in question if t.type == "WORD"}
    start = len(tokens) - len(question)
    someone_else = any(t.value in _THIRD_PERSONS and (tokens[i + 1].type in _ACTS or tokens[i + 1].value in _ACT_WORDS)
                       for i, t in enumerate(tokens[:start - 1]))
    subject = next((u for t, u in zip(question, question[1:]) if t.type == "IS" and t.value in _AUXILIARIES
                    and u.type == "WORD"), None)
    asks_me = not asked.isdisjoint(_SELF) or any("我" in w and "我们" not in w for w in asked)  # "找我多少钱"
    return (bool(who) or someone_else) and ((who - {"I"} or someone_else) and asks_me
                                            or who == {"I"} and not asked.isdisjoint(_THIRD_PERSONS)) \
        or subject is not None and subject.value not in _SELF | _THIRD_PERSONS | {"it"} and subject.value not in who


def named_only_in_question_zh(tokens: list[Tok]) -> bool:
    """"我买了5本书……给了200元，小明找零多少", "我带了100元，花了37.5，同学还剩多少": the question starts with a
    person the story never names (a name, or a kin word, which the lexicon may take for a greeting)."""
    start = last_clause_start(tokens)
    first = next((t.value for t in tokens[start:] if t.type in ("WORD", "WHAT")), "")
    kin = next((k for k in KIN if first.startswith(k)), "")
    name = kin or (first[:2] if len(first) >= 2 and (first[0] in "小老阿" or first[0] in _SURNAMES) else "")
    story = "".join(t.value for t in tokens[:start])
    return bool(name) and (bool(kin) or _named_person(name)) and name not in story


_PER_SHARER = frozenset({"person", "head", "people", "guest", "friend", "diner"})
_THIRD_PERSONS = frozenset({"he", "she", "they", "him", "her", "them"})
_AUXILIARIES = frozenset({"does", "did", "do", "will", "would", "should"})


@dataclass
class _Bill:
    bought: list[tuple[int, str]] = field(default_factory=list)  # (position, amount or count*price)
    paid: list[tuple[int, str]] = field(default_factory=list)
    had: list[tuple[int, str]] = field(default_factory=list)
    people: set[str] = field(default_factory=set)


def _bill(tokens: list[Tok], slots: Slots) -> _Bill | None:
    """What was bought, paid and had, and how many share it; None when a number is none of these,
    a count has no price each, or two currencies appear."""
    bill = _Bill()
    currencies = set()
    count: tuple[str, str, int] | None = None  # a count waiting for its price each, with its unit word and place
    each: tuple[str, str, int] | None = None  # a price each waiting for its count ("每支 3 元，买 5 支")
    skip = set()
    for i, t in enumerate(tokens):
        if i in skip:
            continue
        if t.type == "WORD" and t.value == "一" and i + 1 < len(tokens) and tokens[i + 1].type == "MEASURE" \
                and _bought_again(tokens, i) and not _priced_in_its_clause(tokens, i, slots):
            return None  # "又买了一瓶水，找零多少": one more thing bought, its price not told
        if t.type == "WORD" and t.value in _NUMBER_WORDS:
            if not _people_after(tokens, i):
                return None  # "three coffees": a count written in words is not read
            bill.people.add(str(_NUMBER_WORDS[t.value]))
            continue
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        if n.percent or n.value <= 0:
            return None
        value = n.plain()
        unit = money_of(tokens, i, slots) or amount_unit(tokens, i, slots)
        if a_piece(tokens, i):
            unit = "块"  # "2 块蛋糕": pieces, not yuan
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if unit not in MONEY_NAMES and n.value == 1 and following is not None and following.type == "MEASURE":
            if i + 2 < len(tokens) and tokens[i + 2].type == "WORD" and a_person(tokens[i + 2].value):
                return None  # "我请了一个朋友": one more person, not one item; who shares is no longer told
            if _bought_again(tokens, i) and not _priced_in_its_clause(tokens, i, slots):
                return None  # "又买了一瓶水，找零多少": one more thing bought, its price not told
            continue  # "一条裤子 96 元": one item, and its price
        if unit not in MONEY_NAMES and _handed_over_bare(tokens, i):
            unit = ""  # "一共 263.4 元，我给了 300": money handed over is in the bill's currency
        elif unit not in MONEY_NAMES:
            if count is not None:
                return None
            counted = following.value if following is not None and following.type in ("UNIT", "MEASURE") else ""
            if each is not None:
                if each[1] and each[1] != counted and not (each[1] == "人" and counted in _PEOPLE) \
                        and (counted or not _named_by_word(tokens, each[1])):
                    return None  # "每斤 8 元 … 3 公斤": the count is not of what the price is each
                if _other_item(tokens, i, each[2]):
                    return None
                bill.bought.append((i, f"{value}*{each[0]}"))
                each = None
            elif _people_after(tokens, i):
                bill.people.add(value)
            elif n.value == n.value.to_integral_value():
                count = (value, counted, i)
            else:
                return None
            continue
        if unit:
            currencies.add(unit)
        jiao = _jiao(tokens, i, slots)
        if jiao is not None:
            value = f"{value}.{jiao}"
            skip.add(i + 2)
        end = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].type == "UNIT") + (jiao is not None)
        if each is not None:
            return None  # a price each, then another amount before its count
        is_each, named = _each_price(tokens, i, end, count[1] if count else "", slots)
        if is_each:
            if count is None:
                if _after_a_price_in_its_sentence(tokens, bill, i):
                    return None  # "Pens cost $2 and notebooks $5 each": is the $2 each too?
                each = (value, named, i)  # its count comes later
                continue
            if _other_item(tokens, count[2], i):
                return None
            bill.bought.append((i, f"{count[0]}*{value}"))
            count = None
            continue
        if count is not None:
            return None  # a count, then a price not said to be each
        role = _role(tokens, i)
        if role is None:
            return None
        getattr(bill, role).append((i, value))  # bought, paid or had
    if count is not None or each is not None or len(currencies) != 1:
        return None
    return bill


_HANDING = ("给了", "付了", "拿了", "给", "付")


def _handed_over_bare(tokens: list[Tok], i: int) -> bool:
    """"我给了 300，应该找多少", "给了100块，花了37.5，找我多少": a bare number right after the word that hands
    money over or spends it, ending its clause."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return i > 0 and (tokens[i - 1].value.endswith(_HANDING) or tokens[i - 1].value in _SPENT_ZH) \
        and (following is None or following.type == "COMMA")


_SPENT_ZH = frozenset({"花了", "花掉了", "花掉", "消费了", "支出", "用掉了"})


_NOT_ITEMS = _SELF | _ANYONE | frozenset(_ACT_WORDS) | frozenset({"the", "a", "an", "and", "on", "for", "of"})


def _some_items_asked(tokens: list[Tok], bill: _Bill) -> bool:
    """The question (its last clause, with no amount in it) names some of the items bought and not
    others ("Lunch $12, dinner $30, coffee $5. How much did lunch and dinner cost?")."""
    start = max((i for i, t in enumerate(tokens[:-1]) if t.type == "COMMA" or t.value in _SENTENCE_ENDS), default=-1) + 1
    question = tokens[start:]
    if start == 0 or any(t.type == "NUM" for t in question):
        return False
    asked = {t.value for t in question if t.type == "WORD" and t.value not in _NOT_ITEMS}
    named = [{t.value for t in _clause_at(tokens, i) if t.type == "WORD" and t.value not in _NOT_ITEMS}
             for i, _ in bill.bought + bill.paid]
    return any(words & asked for words in named) and not all(words & asked for words in named)


def _handed_over(tokens: list[Tok], i: int) -> bool:
    """A payment not said to be for something ("付了 50 元"; not "paid $4.25 for coffee")."""
    following = tokens[i + 1:i + 3]
    if following and following[0].type == "UNIT":
        following = following[1:]
    return not (following and following[0].type == "FOR")


def _after_a_price_in_its_sentence(tokens: list[Tok], bill: _Bill, i: int) -> bool:
    """A price each at tokens[i] whose count comes later, joined to another amount without a comma or a
    stop between ("$2 and notebooks $5 each"): the "each" may be said of both."""
    earlier = [at for at, _ in bill.bought + bill.paid + bill.had if at < i]
    return bool(earlier) and not any(t.type == "COMMA" or t.value in _SENTENCE_ENDS
                                     for t in tokens[max(earlier) + 1:i])


def _other_item(tokens: list[Tok], count_at: int, price_at: int) -> bool:
    """"Pens cost $2 and notebooks $5 each. I buy 3 pens": the count names an item ("3 pens") and
    the clause of the price each names items, none of them this one."""
    counted = tokens[count_at + 1] if count_at + 1 < len(tokens) else None
    if counted is None or counted.type != "WORD" or counted.value in _NOT_ITEMS or not counted.value.isascii():
        return False
    priced = {lemma(t.value, "NOUN") for t in _clause_at(tokens, price_at)
              if t.type == "WORD" and t.value not in _NOT_ITEMS and t.value.isascii()}
    return bool(priced) and lemma(counted.value, "NOUN") not in priced


def _clause_at(tokens: list[Tok], i: int) -> list[Tok]:
    start, end = i, i
    while start > 0 and tokens[start - 1].type not in ("COMMA", "AND") and tokens[start - 1].value not in _SENTENCE_ENDS:
        start -= 1
    while end < len(tokens) and tokens[end].type not in ("COMMA", "AND") and tokens[end].value not in _SENTENCE_ENDS:
        end += 1
    return tokens[start:end]


def _labels_an_amount(tokens: list[Tok], words: tuple[str, ...]) -> bool:
    """"找回 36.2 元，花了多少", "每人出 50 元", "还剩 70 元": the word that would ask names an amount
    given, so the question is another one ("the total of …" names what it adds up)."""
    for i, t in enumerate(tokens):
        if t.type == "NUM" and i and tokens[i - 1].type not in ("FOR", "OF", "ON", "IN") and not _people_after(tokens, i):
            if Said(tokens[max(0, i - 2):i]).any(words):
                return True
        # "I spent $18 and have $32 left": in English what is left is named after its amount
        if t.type == "NUM" and Said(tokens[i + 1:i + 2]).any(_LEFT_AFTER) and not _LEFT_AFTER.isdisjoint(words):
            return True
    return False


_LEFT_AFTER = frozenset({"left", "remaining", "left over"})


def money_of(tokens: list[Tok], i: int, slots: Slots) -> str:
    """The currency of the number at tokens[i] ("45 元", "$8", "a $75 item", "USD 12", "RMB 80"), or ""."""
    unit = amount_unit(tokens, i, slots)
    if unit in MONEY_NAMES:
        return unit
    start = slots.number(tokens[i].value).start
    if start and not slots.folded[start - 1].isalnum() and not slots.folded[start - 1].isspace():
        return money_sign(slots, start)  # "$8", "¥28"; not "1760元4个人": 元 is the number before's
    if i >= 2 and tokens[i - 1].type == "UNIT" and not tokens[i - 1].value.isascii() and tokens[i - 2].type == "NUM":
        return ""  # "45 元一张": 元 is the number before's, as in "1760元4个人"
    before = slots.folded[max(0, start - 5):start].split()
    return money_unit(before[-1]) if before and before[-1].isalpha() else ""


def a_piece(tokens: list[Tok], i: int) -> bool:
    """"2 块蛋糕": 块 right before a noun counts pieces ("4 块的豆浆", "3 块 5", "680 块，" are yuan)."""
    if i + 2 >= len(tokens) or tokens[i + 1].value != "块":
        return False
    noun = tokens[i + 2]
    return noun.type == "WORD" and not noun.value.startswith(("的", "钱"))


def _jiao(tokens: list[Tok], i: int, slots: Slots) -> str | None:
    """"3 块 5": three yuan and five jiao, when a lone digit follows 块 and no unit follows it."""
    if i + 2 >= len(tokens) or tokens[i + 1].value != "块" or tokens[i + 2].type != "NUM":
        return None
    n = slots.number(tokens[i + 2].value)
    after = tokens[i + 3] if i + 3 < len(tokens) else None
    if n.unit or n.percent or not (0 < n.value < 10) or n.value != n.value.to_integral_value() \
            or slots.number(tokens[i].value).value != slots.number(tokens[i].value).value.to_integral_value() \
            or after is not None and after.type in ("UNIT", "MEASURE", "NUM"):
        return None
    return n.plain()


def _unit_price_marks(tokens: list[Tok]) -> bool:
    return any(t.type == "MEI" and i and tokens[i - 1].type == "NUM" for i, t in enumerate(tokens))


def _each_after_an_amount(tokens: list[Tok], at: int) -> bool:
    """An "each" said after an amount ("$4.75 each"), not before the next one ("每本 32 元")."""
    before = tokens[at - 1] if at else None
    return before is not None and (before.type == "NUM" or before.type == "UNIT" and at > 1 and tokens[at - 2].type == "NUM")


def _each_price(tokens: list[Tok], i: int, end: int, count_unit: str, slots: Slots) -> tuple[bool, str]:
    """"每本 32 元", "$4.75 each", "2 tickets at $18.50", "6 个 3 块 5 的包子": a price of one, and the
    unit it is each of when one is named (of the count before it, when there is one); the amount is
    tokens[i:end]."""
    before = tokens[max(0, i - 2):i]
    after = tokens[end] if end < len(tokens) else None
    for k, t in enumerate(before):
        if t.type == "PER_EACH":  # "每人 35 元"
            return count_unit in ("", *_PEOPLE), "人"
        if t.type == "MEI" and _each_after_an_amount(tokens, max(0, i - 2) + k):
            continue  # "$14.99 each and a $3 salad": that "each" is the price before's
        if t.type == "MEI":  # "每本 32 元"
            named = before[k + 1].value if k + 1 < len(before) else _unit_dropped(tokens, i, slots)
            return not count_unit or not named or named == count_unit, named
    if after is not None and after.type == "MEI":  # "$4.75 each", "$2 per kg"
        per = tokens[end + 1] if end + 1 < len(tokens) else None
        named = per.value if per is not None and per.type in ("UNIT", "MEASURE", "WORD") else ""
        return not count_unit or not named or named == count_unit, named
    if before and before[-1].type == "AT" and i >= 3 and tokens[i - 3].type == "NUM":
        return True, ""  # "2 tickets at $18.50"
    return len(before) == 2 and before[0].type == "NUM" and (before[1].type == "MEASURE" or len(before[1].value) == 1) \
        and after is not None and after.value.startswith("的") \
        and slots.number(before[0].value).value != 1, ""  # "2 杯 4 块的豆浆"; "一件 68 元的衣服" is one item bought


def _named_by_word(tokens: list[Tok], named: str) -> bool:
    """"$3 per ticket, 4 tickets": a price each of a thing named by a word; a count without a unit
    counts it (one with a unit, "3 kg" after "per pound", does not)."""
    return any(t.type == "WORD" and t.value == named for t in tokens)


def _unit_dropped(tokens: list[Tok], i: int, slots: Slots) -> str:
    """"每公斤 6 元": the unit right before a number is left out of the tokens (the number carries
    its own); it is read back from the text between 每 and the number."""
    start = slots.number(tokens[i].value).start
    written = slots.folded[max(0, start - 6):start]
    return written[written.rfind("每") + 1:].strip() if "每" in written else ""


def _bought_again(tokens: list[Tok], i: int) -> bool:
    """"又买了一瓶水": one more thing bought after the bill told (not "买一个书包和一个文具盒", the things priced)."""
    return i > 0 and (tokens[i - 1].type == "ADD_MORE" or tokens[i - 1].value.startswith(("又买", "再买", "还买")))


def _priced_in_its_clause(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"一条裤子 96 元", "一瓶水，3元": the one thing at tokens[i] has a money amount in its clause or the next."""
    clauses = 0
    for k in range(i + 1, len(tokens)):
        if tokens[k].type == "COMMA":
            clauses += 1
            if clauses > 1 or tokens[k].value in _SENTENCE_ENDS:
                return False
        elif tokens[k].type == "NUM":
            return bool(money_of(tokens, k, slots))
    return False


def _people_after(tokens: list[Tok], i: int) -> bool:
    """"五个人", "4 people", "three of us", "split three ways", "dinner for four": how many share."""
    after = [t.value for t in tokens[i + 1:i + 3]]
    before = tokens[i - 1] if i else None
    return bool(after) and (after[0] in _PEOPLE or after[:2] == ["of", "us"]) \
        or before is not None and before.type == "FOR" and i >= 2 \
        and tokens[i - 2].value in ("dinner", "lunch", "breakfast", "brunch", "meal", "table")


def _role(tokens: list[Tok], i: int) -> str | None:
    """What the words just before the amount (up to three tokens, within its clause) say it is."""
    words: list[Tok] = []
    for j in reversed(range(0, i)):
        t = tokens[j]
        if t.type == "NUM" and tokens[j + 1].type == "MEASURE":
            continue  # "付了一张 50 元": one note (_bill reads only one here), not an amount
        if t.type in ("COMMA", "AND", "NUM") or len(words) == 3:
            break
        words.insert(0, t)
    before = Said(words)
    if Said(words[-2:]).any(_RECEIVED):
        return None  # "got $20 from mom": money come in, neither paid, had nor spent
    found = [role for role, marks in (("paid", _PAID), ("had", _HAD)) if before.any(marks)]
    if len(found) > 1:
        return None
    return found[0] if found else "bought"


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


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")


_INTEREST_FREE = ("免息", "无息", "零利息", "0利息", "不要利息", "没有利息", "no interest", "interest-free", "interest free",
                  "without interest", "zero interest")
_PERIODS = ("期", "个月", "月", "month", "months", "payments", "installments", "instalments")
_EACH_PAYMENT = ("每期", "每个月", "每月", "monthly payment", "each payment", "per month", "each month", "a month",
                 "every month", "per payment")
_NOT_EQUAL_PARTS = ("首付", "down payment", "deposit", "定金", "利率", "interest rate", "手续费", "fee", "%", "比", "first",
                    "last", "最后", "第", "weekly", "每周", "每年", "year", "years", "天", "day", "days")


@triggered_by(text=("息", "interest"))
def read_installments(tokens: list[Tok], slots: Slots) -> Task | None:
    """One price, a number of equal payments said to be without interest, and one payment asked."""
    if not any("息" in t.value or "interest" in t.value for t in tokens):
        return None  # the cheap check first
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2 or any(t.type == "PCT" for t in tokens):
        return None
    said = Said(tokens)
    if not said.any(_INTEREST_FREE) or not said.any(_EACH_PAYMENT) or said.any(_NOT_EQUAL_PARTS):
        return None  # with interest, a payment depends on a rate the words do not give
    price = [i for i in amounts if money_of(tokens, i, slots)]
    periods = [i for i in amounts if i not in price and Said(tokens[i + 1:i + 4]).any(_PERIODS)]
    if len(price) != 1 or len(periods) != 1:
        return None
    total, count = slots.number(tokens[price[0]].value), slots.number(tokens[periods[0]].value)
    if total.value <= 0 or count.value < 2 or count.value != count.value.to_integral_value():
        return None
    return _task(f"{total.plain()}/{count.plain()}")
