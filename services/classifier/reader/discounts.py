"""A discount read by its values, in Chinese or English, whatever the word order: one price, the
discounts taken off it one after another (八折, 优惠20%, "25% off", "an extra 10% off"), perhaps a
coupon taken off after them (再减50, "then my $15 coupon"), and one question:

- the price paid: "原价 399 元，打八折是多少钱", "先打九折再打八折，原价 500，最后多少钱", "40% off today
  and there's 8% sales tax on the sale price" (a tax on top of a discount only where the words name
  the reduced price as its base, as a second discount's: "25% off, plus 8% sales tax" is slow);
- the saving: "原价 680，打九折后便宜了多少钱", "How much do I save on a $1,250 laptop at 15% off?";
- the discount, from a price before and a price after: "原价 ¥180，现在卖 ¥135，打了几折" (7.5),
  "shoes were $120, now $90 — what percent off is that?" (25).

- the original price, from the price paid where the words say it is the price after the discounts
  ("打八折后卖160元，原价多少钱", "The shoes cost $90 after 10% off. What was the original price?"); a
  price not said to be the one paid, a coupon or a tax beside it makes it unread: which amount was
  paid is where a wrong answer hides; or from the amount one discount saved ("打七折省了 90 元，原价多少").

Every number must be one of these (a price, a discount, a coupon, a tax), and every price must be
said to be before or after the discount where the question needs it. Two discounts are taken one
after the other only when the words say so (再, then, extra); a coupon and a discount only in the
order the words give. The stacked-discount policy (docs/bench/parse.md): 折 after 折 is read (打八折再打九折
pays 80 % then 90 % of that: a 折 is the share paid of the price it is applied to); a percentage or 成
off after another discount ("then another 15% off", 再优惠10%) only where the words name the reduced
price as its base ("15% off the sale price", 折后价再…), else it reads two ways (15 % of the reduced
price, or 35 % off in all); a 满减 beside a discount never (the store's rule says which price meets it). A count (两件), a condition (满, "if you spend"), a second item, a word that
asks something else (each, 每, cheaper, 划算, tip, shipping) or two questions make the request
unread, so it goes slow; so does a 折 after a word of lowering (便宜了两折: paid two tenths, or two off?).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .bill_people import named_only_in_question_zh
from .changes_asked import change_asked
from .tokens import Said, Tok, last_clause_start
from .words import WORDS
from .triggers import triggered_by
from .discount_rates import before_and_after, discount_rate_asked, expression_task, labels_a_price, price_label
from .discount_story import (COUPON_WORDS, SAVED, UNTOLD, discount_story_values, fractions_off, half_price_at,
                             off_placed, saved_percent, tax_base_named, things_joined_en)

# The question. A saving, an original price or a discount is asked in so many words; the price
# paid is what any other question for an amount of money asks.
_ASKS_SAVING = ("便宜了多少", "便宜多少", "省了多少", "省多少", "省下多少", "少花了多少", "少花多少", "少付了多少",
                "少付多少", "优惠了多少钱", "优惠多少钱", "优惠了多少元", "优惠金额", "节省了多少", "节省多少",
                "减了多少钱", "how much do i save", "how much will i save", "how much did i save",
                "how much would i save", "how much money do i save", "how much money will i save",
                "how much am i saving", "how much is the saving", "how much are the savings", "how much is saved",
                "what do i save", "what will i save", "the amount saved", "how much money is saved",
                "how much do you save", "how much will you save", "how much would you save", "how much did you save",
                "how much money do you save", "what is the saving", "what's the saving", "what are the savings")
_ASKS_ORIGINAL = ("原价多少", "原价是多少", "原价为多少", "原价是几", "原价几", "原来多少钱", "原来是多少", "原来卖多少", "原来要多少", "本来要多少", "原本要多少", "原本多少",
                  "打折前多少", "打折前是多少", "折前多少", "折前是多少", "原价应该是多少", "original price",
                  "price before", "before the discount", "regular price", "full price", "was it originally",
                  "cost originally", "it originally cost", "cost before", "was it before",
                  "what was original", "what's original", "what is original")  # "what was the original?": "the" lexes into WHAT
_ASKS_RATE = ("几折", "多少折", "百分之几", "百分之多少", "多少百分比", "折扣率", "what percent", "what percentage",
              "what %", "how much percent", "how many percent", "discount rate", "percentage discount",
              "percent discount", "discount percentage", "percentage off", "percent off is", "the percent off",
              "the percentage off", "the discount percentage")
_ASKS_PRICE = ("多少钱", "付多少", "到手价", "到手多少", "现价多少", "现价是多少", "售价多少", "售价是多少", "最后多少", "最终多少",
               "实付多少", "折后多少", "折后是多少", "折后价", "打折后多少", "打完折多少", "卖多少", "现在多少", "现在是多少", "现在要多少", "需要多少", "是多少", "多少元", "几元", "花多少", "价格是多少", "价格多少",
               "what do i pay", "how much do i pay", "how much do you pay", "what do you pay", "how much will you pay",
               "how much would you pay", "what did i pay", "how much did i pay", "what did we pay", "how much did we pay", "how much will i pay", "how much would i pay", "what will i pay",
               "what would i pay", "final price", "sale price", "new price", "price now", "discounted price",
               "how much is it now", "how much now", "what does it cost", "how much does it cost", "how much is it",
               "how much for", "what's the price", "what is the price", "how much will it cost", "what do i owe",
               "how much do i owe", "what does it come to", "total", "costs how much", "cost how much",
               "is how much")
# A saving named in the question: it never asks the price paid.
_SAVING_WORDS = ("省", "节约", "节省", "便宜", "少花", "少付", "save", "saves", "saving", "savings", "saved",
                 "keep", "keeps", "kept", "pocket")  # "how much do I keep": what is not paid
# Words that make it another question, a condition, a count, or a second item.
_OTHER = ("每", "各", "满", "第二", "第2", "送", "返", "赠", "买一送", "买一赠", "再买", "又买", "还买", "两件", "还是", "哪", "划算", "更", "比", "涨", "提价",
          "加价", "上调", "小费", "运费", "邮费", "手续费", "利息", "分期", "成本", "进价", "利润", "赚", "亏", "平均", "倍", "折合", "不", "没", "最多", "最高", "至少", "如果", "假如", "含税", "税前",
          "每人", "平分", "会员价", "积分", "优惠是", "优惠为", "便宜是",
          "each", "per", "every", "second", "buy", "bogo", "or", "which", "cheaper", "better", "vs", "versus",
          "than", "more", "up to", "at least", "at most", "markup", "marked up", "raise", "raised", "tip", "shipping",
          "delivery", "fee", "fees", "interest", "profit", "cost price", "margin", "average", "split", "share",
          "people", "together", "both", "not", "no", "don't", "isn't", "wasn't", "without",
          "before tax", "including tax", "tax included", "times", "twice", "half", "double", "third",
          "quarter", "spend", "over", "above", "minimum", "exchange", "convert", "percent of", "if i buy", "when",
          # "除外套外全场打八折", "everything except coats": the discount may not be of the thing priced
          "除外", "以外", "except", "excluding", "else", "other than", "apart from", "besides")
# "除外套外", "除了外套外": a thing set apart from the discount (not "除了打八折，还能再减20元", a discount besides)
_SET_APART_ZH = re.compile(r"除了?[^，,。打减]{1,10}外")
_ASK_TYPES = frozenset({"SHI", "WEI", "HOW_MANY", "DUOSHAO_QIAN", "ASK", "IS"})


def _counted_thing_unpriced(tokens: list[Tok], slots: Slots) -> bool:
    """"一双鞋240元，打七五折，我买了一双鞋和一双袜子": a thing counted as bought (一双袜子) that no clause with
    a price names: its price is not told."""
    clauses, start = [], 0
    for i, t in enumerate(tokens + [Tok("COMMA", "，", -1)]):
        if t.type == "COMMA":
            clauses.append(tokens[start:i])
            start = i + 1
    priced = "".join("".join(c.value for c in clause) for clause in clauses
                     if any(c.type == "NUM" and money_of(clause, k, slots) for k, c in enumerate(clause)))
    bought = [clause for clause in clauses if any(c.type == "BUY_ZH" for c in clause)]
    return any(t.type == "MEASURE" and clause[i + 1].type == "WORD" and clause[i + 1].value not in priced
               for clause in bought for i, t in enumerate(clause[:-1]))


# the words its first test looks for (a discount, "half price", "save 20%", 半价, 立减)
@triggered_by(types=("ZHE", "OFF", "OFF_ZH", "DECREASED_BY"), text=("半价", "立减", "halfprice"), words=("save",))
def read_discount(tokens: list[Tok], slots: Slots) -> Task | None:
    kinds = {t.type for t in tokens}
    if not kinds & {"ZHE", "OFF", "OFF_ZH", "DECREASED_BY"} and not half_price_at(tokens) \
            and not any(saved_percent(tokens, i) for i in range(len(tokens))) \
            and not any(t.value == "半价" or t.value == "减" and i and tokens[i - 1].value.endswith("立")
                        for i, t in enumerate(tokens)):
        return None  # neither a discount nor an amount taken off (立减 20 元)
    fractions = fractions_off(tokens, slots)
    said = Said(tokens)
    if Said([t for i, t in enumerate(tokens) if i not in fractions]).any(_OTHER) or _SET_APART_ZH.search(said.joined) \
            or not all(off_placed(tokens, i, fractions) for i, t in enumerate(tokens) if t.type == "OFF"):
        return None
    asked = _asked(said, tokens)
    if asked is None or said.joined.count("多少") + said.spaced.count(" how much ") > 1:
        return None  # no question this reader reads, or two ("how much do I pay and how much do I save")
    if any(t.type == "HOW_MANY" and u.type == "MEASURE" for t, u in zip(tokens, tokens[1:])):
        return None  # "便宜了多少件": things counted, not money
    if asked == "price" and any(t.type == "OFF_ZH" and i + 1 < len(tokens) and tokens[i + 1].type in _ASK_TYPES
                                for i, t in enumerate(tokens)):
        return None  # "优惠多少": the saving or the rate, not the price
    if said.any(UNTOLD):
        return None  # "打8折，买了一些", "又便宜了一些", "for some customers": how many (how much, who) is not told
    if _untold_asked(tokens) or named_only_in_question_zh(tokens):
        return None  # "… what was the original of my sister's", "$84 for shoes … the original of the hat": not told
    if _counted_thing_unpriced(tokens, slots) or _two_things_named(tokens):
        return None  # "一件衣服原价240元，一条裤子现价180元", "…打八折，一顶帽子多少钱": another thing's price
    story = discount_story_values(tokens, slots, said, fractions)
    if story is None:
        return None
    prices, factors, coupons, tax = story
    if asked == "rate":
        if factors or tax is not None or len(coupons) > 1:
            return None
        return discount_rate_asked(tokens, slots, said, prices, coupons)
    if asked == "saving" and not factors and not coupons and tax is None:
        pair = before_and_after(tokens, prices)  # "原价 1200，现在卖 840，便宜了多少钱"
        return expression_task(f"{pair[0]}-{pair[1]}") if pair is not None else None
    if asked == "original" and len(prices) == 1 and len(factors) == 1 and not coupons and tax is None \
            and prices[0][0] and tokens[prices[0][0] - 1].value in SAVED:
        # "打七折省了 90 元，原价多少", "I saved $90 with a 30% discount": the amount saved is the share off
        return expression_task(f"{prices[0][1]}/(1-{factors[0]})")
    if any(at and tokens[at - 1].value in SAVED for at, _ in prices):
        return None  # "I saved $90 …": an amount saved is no price
    if len(prices) != 1 or not factors and not coupons:
        return None
    at, price = prices[0]
    label = price_label(tokens, at)
    paid = _times(price, factors)
    if asked == "original":
        # "打八折后卖160元，原价多少", "$68 after a 20% discount. The original price?": the price paid,
        # said to be the one after the discounts, divided by what they leave to pay
        if _discount_told_after_zh(tokens, at):
            return None  # "打八五折后是170元，又打了九折，原价多少": the 九折 came after the 170, not before it
        return expression_task(f"{price}/({_product(factors)})") if label == "after" and not coupons and tax is None else None
    if label == "after":
        return None
    if not _left_to_pay(price, factors, coupons):
        return None  # "$50 off a $45 shirt": nothing is left to pay
    for coupon in coupons:
        paid = f"{paid}-{coupon}"
    if asked == "saving":
        return expression_task(f"{price}-({paid})") if tax is None else None
    if tax is not None:
        if coupons or said.any(COUPON_WORDS) or factors and not tax_base_named(tokens):
            # a tax on top of a discount is a second step whose base the words must name ("8% sales
            # tax on the sale price"), as a second discount's (the stacked-discount policy); beside
            # a coupon the words do not say which price is taxed
            return None
        paid = f"({paid})*(1+{tax}/100)"
    return expression_task(paid)


def _discount_told_after_zh(tokens: list[Tok], at: int) -> bool:
    """A Chinese discount told as a later step (又, 再) in a clause after the price's (打八五折后是170元，又打了九折): the
    price said is not after it."""
    end = next((i for i in range(at, len(tokens)) if tokens[i].type == "COMMA"), len(tokens))
    chinese = any(not t.value.isascii() for t in tokens)
    later = False  # "现价240元，是打八折后的价格": a clause after the price may say which discount it is after
    for t in tokens[end:]:
        later = False if t.type == "COMMA" else later or t.value in _LATER_ZH
        if later and (t.type == "ZHE" or chinese and t.type == "PCT"):
            return True
    return False


_LATER_ZH = frozenset({"又", "再", "然后", "后来", "之后", "接着", "又打", "再打"})


def asks_original(tokens: list[Tok]) -> bool:
    """The question asks the price before the discounts (原价多少, "What was the original price?")."""
    return _asked(Said(tokens), tokens) == "original"


def _asked(said: Said, tokens: list[Tok]) -> str | None:
    """rate, saving, original or price: exactly one of the first three, else the price paid. The
    original price is asked only by words that do not name a price given ("original price $80")."""
    unlabelled = Said([t for i, t in enumerate(tokens) if not labels_a_price(tokens, i)])
    named = [kind for kind, words, where in (("rate", _ASKS_RATE, said), ("saving", _ASKS_SAVING, said),
                                             ("original", _ASKS_ORIGINAL, unlabelled)) if where.any(words)]
    change = change_asked(tokens)  # "打掉了多少钱", "how much comes off": the saving in other words
    if change == "up":
        return None
    if change == "down" and "saving" not in named:
        named.append("saving")
    if len(named) > 1:
        return None
    if named:
        return named[0]
    question = tokens[max((i for i, t in enumerate(tokens[:-1]) if t.type == "COMMA"), default=-1) + 1:]
    bare = len(question) == 1 and question[0].type == "HOW_MANY" and question[0].value == "how much"  # "How much?"
    if Said(question).any(_SAVING_WORDS):
        return None  # "省掉多少钱", "saves me how much": a saving asked in words not listed, not the price
    return "price" if said.any(_ASKS_PRICE) or bare else None


def _untold_asked(tokens: list[Tok]) -> bool:
    """The question names an owner ("my sister's") or, after "of", a thing ("the original of the hat") the story
    before it never names."""
    start = last_clause_start(tokens)
    story, asked = {t.value for t in tokens[:start]}, tokens[start:]
    return any(t.value not in story and (t.value.endswith("'s") and t.value not in ("it's", "what's", "that's", "how's")
                                         or k and asked[k - 1].type == "OF" and t.type == "WORD"
                                         and t.value.isascii() and t.value not in _ANY_THING)
               for k, t in enumerate(asked))


_ANY_THING = frozenset({"it", "item", "items", "thing", "things", "one", "price", "purchase", "this", "that", "mine",
                        "my", "them", "order", "cost"})


_MEASURE_CHARS = frozenset(w for w in WORDS["MEASURE"] if len(w) == 1) | frozenset("顶把副片幅")  # 一顶帽子


def _two_things_named(tokens: list[Tok]) -> bool:
    """Two things named, neither within the other's words ("一双鞋 … 一顶帽子"; not "一件衣服卖 … 这件衣服"), or
    joined by "and" ("$160 for a coat and a hat")."""
    if things_joined_en(tokens):
        return True
    named = _things_named(tokens)
    return any(a not in b and b not in a for a in named for b in named)


def _things_named(tokens: list[Tok]) -> set[str]:
    """The things a Chinese story names by a measure word or by 的 ("一件衣服", "一 双 鞋", "2 条裤子", "300元的鞋")."""
    named = set()
    for i, t in enumerate(tokens):
        if t.type != "WORD" or t.value.isascii():
            continue
        if i and tokens[i - 1].type == "MEASURE":
            named.add(t.value)
        elif t.value.startswith("一") and len(t.value) >= 3 and t.value[1] in _MEASURE_CHARS:
            named.add(t.value[2:])
        elif t.value.startswith("的") and len(t.value) >= 2 and i and tokens[i - 1].type == "UNIT":
            named.add(t.value[1:])
    return named


def _left_to_pay(price: str, factors: list[str], coupons: list[str]) -> bool:
    paid = Fraction(price)
    for factor in factors:
        paid *= _fraction(factor)
    return paid - sum((Fraction(c) for c in coupons), Fraction(0)) > 0


def _fraction(factor: str) -> Fraction:
    """ "(100-20)/100", "80/100", "2/3" as a fraction."""
    top, _, bottom = factor.rpartition("/")
    if top.startswith("("):
        a, _, b = top.strip("()").partition("-")
        return (Fraction(a) - Fraction(b)) / Fraction(bottom)
    return Fraction(top) / Fraction(bottom)


def _times(price: str, factors: list[str]) -> str:
    return f"{price}*{_product(factors)}" if factors else price


def _product(factors: list[str]) -> str:
    return "*".join(f"({f})" for f in factors)
