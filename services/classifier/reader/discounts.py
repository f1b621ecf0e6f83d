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

from decimal import Decimal
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .bill_people import named_only_in_question_zh
from .changes_asked import change_asked
from .tokens import Said, Tok, last_clause_start
from .words import WORDS
from .units import MONEY_NAMES, amount_unit, money_sign, zhe_percent_off
from .triggers import triggered_by

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
_SAVING_WORDS = ("省", "节约", "节省", "便宜", "少花", "少付", "save", "saves", "saving", "savings", "saved")
# Words that make it another question, a condition, a count, or a second item.
_OTHER = ("每", "各", "满", "第二", "第2", "送", "返", "赠", "买一送", "买一赠", "再买", "又买", "还买", "两件", "还是", "哪", "划算", "更", "比", "涨", "提价",
          "加价", "上调", "小费", "运费", "邮费", "手续费", "利息", "分期", "成本", "进价", "利润", "赚", "亏", "平均", "倍", "折合", "不", "没", "最多", "最高", "至少", "如果", "假如", "含税", "税前",
          "每人", "平分", "会员价", "积分", "优惠是", "优惠为", "便宜是",
          "each", "per", "every", "second", "buy", "bogo", "or", "which", "cheaper", "better", "vs", "versus",
          "than", "more", "up to", "at least", "at most", "markup", "marked up", "raise", "raised", "tip", "shipping",
          "delivery", "fee", "fees", "interest", "profit", "cost price", "margin", "average", "split", "share",
          "people", "together", "both", "not", "no", "don't", "isn't", "wasn't", "without",
          "before tax", "including tax", "tax included", "times", "twice", "half", "double", "third",
          "quarter", "spend", "over", "above", "minimum", "exchange", "convert", "percent of", "if i buy", "when")
_ASK_TYPES = frozenset({"SHI", "WEI", "HOW_MANY", "DUOSHAO_QIAN", "ASK", "IS"})
_TAX = ("tax", "税", "vat", "gst")
# What the words just before a price say it is: the price before the discount, or the one paid.
_BEFORE_WORDS = ("原价", "标价", "定价", "原来", "was", "were", "originally", "original", "regular", "list", "listed",
                 "retail", "retails", "msrp", "marked", "regularly", "usually", "normally", "typically")
_AFTER_WORDS = ("现价", "现在", "now", "才", "到手", "实付", "实际付", "花了", "付了", "paid", "sale price",
                "sales price", "discounted price", "reduced price", "after", "后", "折后", "打折后", "卖了", "买到", "on sale for")
_DOWN_TO = ("marked down to", "reduced to", "cut to", "dropped to", "lowered to", "down to", "降到", "降至", "降为",
            "降价到", "便宜到")
# "sells for", "sold for", "goes for" name either price ("regularly sells for $135"): not a label.
_PRICED = ("price", "is", "costs", "cost", "卖", "售价", "价格", "是", "要", "付")  # the words that state a price
_SENTENCE_ENDS = frozenset({".", "。", "?", "？", "!", "！", ";", "；"})
_CLAUSE_ENDS = frozenset({"COMMA", "AND", "THEN", "NUM", "PCT"})
_IN_ORDER = ("再", "又", "然后", "之后", "后", "then", "extra", "another", "additional", "further", "on top")
# The reduced price named as the base of a percentage taken off after another discount.
# (the tokens carry no "the": "off the sale price" is OFF, sale, price)
_REDUCED_BASE = ("reduced price", "sale price", "discounted price", "new price", "lower price", "already reduced price",
                 "marked-down price", "that price", "that", "折后价", "折后的价格", "打折后的价格", "基础上", "折上")
_COUPON_WORDS = ("coupon", "voucher", "优惠券", "券", "代金券", "立减")
_SAVE = ("save", "saves", "省", "立减", "减")  # "save $10", "立减 20 元": an amount taken off
_SAVED = frozenset({"省了", "省下", "便宜了", "少花了", "saved"})  # right before the amount a discount took off


_LOWERING = ("降", "便宜", "少", "减", "下调", "下降")


def _lowered_by(before: Tok | None) -> bool:
    """A word of lowering right before a 折 count (降价两折, 便宜了两折); 打 and 优惠 name the share paid."""
    return before is not None and (before.type == "DECREASED_BY" or before.value.rstrip("了价").endswith(_LOWERING))


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
    if not kinds & {"ZHE", "OFF", "OFF_ZH", "DECREASED_BY"} and not _half_price_at(tokens) \
            and not any(_saved_percent(tokens, i) for i in range(len(tokens))) \
            and not any(t.value == "半价" or t.value == "减" and i and tokens[i - 1].value.endswith("立")
                        for i, t in enumerate(tokens)):
        return None  # neither a discount nor an amount taken off (立减 20 元)
    fractions = _fractions_off(tokens, slots)
    said = Said(tokens)
    if Said([t for i, t in enumerate(tokens) if i not in fractions]).any(_OTHER) \
            or not all(_off_placed(tokens, i, fractions) for i, t in enumerate(tokens) if t.type == "OFF"):
        return None
    asked = _asked(said, tokens)
    if asked is None or said.joined.count("多少") + said.spaced.count(" how much ") > 1:
        return None  # no question this reader reads, or two ("how much do I pay and how much do I save")
    if any(t.type == "HOW_MANY" and u.type == "MEASURE" for t, u in zip(tokens, tokens[1:])):
        return None  # "便宜了多少件": things counted, not money
    if asked == "price" and any(t.type == "OFF_ZH" and i + 1 < len(tokens) and tokens[i + 1].type in _ASK_TYPES
                                for i, t in enumerate(tokens)):
        return None  # "优惠多少": the saving or the rate, not the price
    if any(t.type == "WORD" and t.value.startswith(("一些", "若干")) for t in tokens):
        return None  # "打8折，买了一些": how many is not told
    if _untold_asked(tokens) or named_only_in_question_zh(tokens):
        return None  # "… what was the original of my sister's", "$84 for shoes … the original of the hat": not told
    if _counted_thing_unpriced(tokens, slots) or _two_things_named(tokens):
        return None  # "一件衣服原价240元，一条裤子现价180元", "…打八折，一顶帽子多少钱": another thing's price
    story = _story(tokens, slots, said, fractions)
    if story is None:
        return None
    prices, factors, coupons, tax = story
    if asked == "rate":
        if factors or tax is not None or len(coupons) > 1:
            return None
        return _rate(tokens, slots, said, prices, coupons)
    if asked == "saving" and not factors and not coupons and tax is None:
        pair = _before_and_after(tokens, prices)  # "原价 1200，现在卖 840，便宜了多少钱"
        return _task(f"{pair[0]}-{pair[1]}") if pair is not None else None
    if asked == "original" and len(prices) == 1 and len(factors) == 1 and not coupons and tax is None \
            and prices[0][0] and tokens[prices[0][0] - 1].value in _SAVED:
        # "打七折省了 90 元，原价多少", "I saved $90 with a 30% discount": the amount saved is the share off
        return _task(f"{prices[0][1]}/(1-{factors[0]})")
    if any(at and tokens[at - 1].value in _SAVED for at, _ in prices):
        return None  # "I saved $90 …": an amount saved is no price
    if len(prices) != 1 or not factors and not coupons:
        return None
    at, price = prices[0]
    label = _label(tokens, at)
    paid = _times(price, factors)
    if asked == "original":
        # "打八折后卖160元，原价多少", "$68 after a 20% discount. The original price?": the price paid,
        # said to be the one after the discounts, divided by what they leave to pay
        if _discount_told_after_zh(tokens, at):
            return None  # "打八五折后是170元，又打了九折，原价多少": the 九折 came after the 170, not before it
        return _task(f"{price}/({_product(factors)})") if label == "after" and not coupons and tax is None else None
    if label == "after":
        return None
    if not _left_to_pay(price, factors, coupons):
        return None  # "$50 off a $45 shirt": nothing is left to pay
    for coupon in coupons:
        paid = f"{paid}-{coupon}"
    if asked == "saving":
        return _task(f"{price}-({paid})") if tax is None else None
    if tax is not None:
        if coupons or said.any(_COUPON_WORDS) or factors and not _tax_base_named(tokens):
            # a tax on top of a discount is a second step whose base the words must name ("8% sales
            # tax on the sale price"), as a second discount's (the stacked-discount policy); beside
            # a coupon the words do not say which price is taxed
            return None
        paid = f"({paid})*(1+{tax}/100)"
    return _task(paid)


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
    unlabelled = Said([t for i, t in enumerate(tokens) if not _labels_a_price(tokens, i)])
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


def _story(tokens: list[Tok], slots: Slots, said: Said, fractions: dict[int, str]):  # noqa: ANN202 - the four parts below
    """The prices (position, value), the discounts as factors paid ("80/100"), the coupons and the
    tax rate, in the order written; None when a number is none of these."""
    prices: list[tuple[int, str]] = []
    factors: list[tuple[int, str]] = []
    percents_off: set[int] = set()  # the factors said in percent or 成 (not 折, not a fraction)
    coupons: list[tuple[int, str]] = []
    tax = None
    currencies = set()
    for i, t in enumerate(tokens):
        if fractions.get(i):
            factors.append((i, fractions[i]))
            continue
        if t.type not in ("NUM", "PCT") or i in fractions:
            continue
        n = slots.number(t.value)
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        before = tokens[i - 2] if i > 1 and tokens[i - 1].value == "了" else tokens[i - 1] if i else None
        if t.type == "NUM" and following is not None and following.type == "MEASURE" and n.value == 1 and not n.unit:
            continue  # "一件外套": one item
        if t.type == "NUM" and before is not None and before.value == "双" and n.value in (11, 12) and not n.unit:
            continue  # 双十一, 双12: the shopping days' names
        if t.type == "NUM" and not n.unit and not n.percent and _tenths_off(tokens, i):
            if not 0 < n.value < 10:
                return None
            factors.append((i, f"(10-{n.plain()})/10"))
            percents_off.add(i)
            continue
        if t.type == "NUM" and (following is not None and following.type == "ZHE" or n.unit == "折"):
            off = zhe_percent_off(n.value)
            if off is None or n.percent or _lowered_by(before):
                return None  # 便宜了两折, 降了两折: the share paid (打两折), or two tenths off?
            factors.append((i, f"{100 - Decimal(off)}/100"))
            continue
        if t.type == "PCT" or n.percent:
            if not 0 < n.value < 100:
                return None
            if _beside(tokens, i, _TAX):
                if tax is not None:
                    return None
                tax = n.plain()
            elif following is not None and following.type == "OFF" \
                    or before is not None and (before.type in ("OFF_ZH", "DECREASED_BY") or before.value == "discount") \
                    or _saved_percent(tokens, i):
                factors.append((i, f"(100-{n.plain()})/100"))
                percents_off.add(i)
            else:
                return None
            continue
        unit = amount_unit(tokens, i, slots)
        if unit in ("item", "items"):
            unit = money_sign(slots, n.start) or unit  # "a $75 item": the sign says it is money
        if unit and unit not in MONEY_NAMES or n.value <= 0:
            return None
        currencies.add(unit or "")
        if before is not None and (before.type == "MINUS" or before.value in _SAVE
                                   or before.type in ("OFF_ZH", "DECREASED_BY") and money_of(tokens, i, slots)) \
                or following is not None and following.type == "OFF" or _beside(tokens, i, _COUPON_WORDS) \
                or Said(_clause_after(tokens, i)).any(_COUPON_WORDS):
            coupons.append((i, n.plain()))
        else:
            prices.append((i, n.plain()))
    if len(currencies - {""}) > 1 or (tax is None) == said.any(_TAX):
        return None  # two currencies; a tax word without a tax rate, or the other way round
    if len(factors) > 1 and not all(_between(tokens, a[0], b[0], _IN_ORDER) for a, b in zip(factors, factors[1:])):
        return None  # "20% and 10% off": one after the other, or 30 % off?
    if any(at in percents_off and not reduced_base_named(tokens, at) for at, _ in factors[1:]):
        return None  # "then another 10% off": of the reduced price, or 30 % off in all?
    if coupons and not all(c[0] > factors[-1][0] and _between(tokens, factors[-1][0], c[0], _IN_ORDER)
                           for c in coupons) if factors else len(coupons) > 1:
        return None  # a coupon is taken off after the discounts, and the words say so; one amount off alone
    if coupons and Said(tokens[coupons[0][0]:]).any(("先", "first")):
        return None  # "use the coupon first": only the order the words are written in is read
    if tax is not None and sum(Said([t]).any(_TAX) for t in tokens) != 1:
        return None  # "how much tax …": the tax asked, not the price
    return prices, [f for _, f in factors], [c for _, c in coupons], tax


def reduced_base_named(tokens: list[Tok], i: int) -> bool:
    """The percentage at tokens[i], taken off after another discount, is said to be taken off the
    reduced price: "10% off the sale price", "an extra 10% off that", 折后价再优惠10%, 在此基础上再降10%."""
    end = i + 1
    while end < len(tokens) and end < i + 6 and tokens[end].type != "COMMA":
        end += 1
    after = tokens[i + 1:end]  # to the clause's end: "…15% off. What's the sale price?" names no base
    if after and after[0].type == "OFF" and Said(after[1:]).any(_REDUCED_BASE):
        return True
    start = i
    while start > 0 and tokens[start - 1].type not in _SENTENCE_ENDS | {"COMMA"}:
        start -= 1
    return Said(tokens[start:i]).any(_REDUCED_BASE) and not Said(tokens[start:i]).any(("on top of",))


def _tax_base_named(tokens: list[Tok]) -> bool:
    """The clause of the tax names the discounted price as what it is on ("8% sales tax on the sale price",
    折后价再加 13% 的税)."""
    at = next((i for i, t in enumerate(tokens) if Said([t]).any(_TAX)), None)
    if at is None:
        return False
    start, end = at, at
    while start > 0 and tokens[start - 1].type not in _SENTENCE_ENDS | {"COMMA"}:
        start -= 1
    while end < len(tokens) and tokens[end].type not in _SENTENCE_ENDS | {"COMMA"}:
        end += 1
    return Said(tokens[start:end]).any(tuple(w for w in _REDUCED_BASE if w not in ("that", "that price")))


def _off_placed(tokens: list[Tok], i: int, fractions: dict[int, str]) -> bool:
    """"25% off", "a $15 off coupon", "what percent off", "half off", "the discount percentage": off
    names a discount given or asked; "how much is the discount" asks the saving or the rate, which
    this reader does not guess."""
    return i > 0 and (tokens[i - 1].type in ("PCT", "NUM", "WHAT_PERCENT", "PERCENT_WORD", "AFTER_EN", "BEFORE_EN")
                      or i - 1 in fractions) \
        or i + 1 < len(tokens) and tokens[i + 1].type == "PERCENT_WORD" \
        or tokens[i].value == "discount" and i + 1 < len(tokens) and tokens[i + 1].type == "PCT"  # "discount 12%"


# The share of the price a fraction off leaves to pay: "half off", "a third off", "a quarter off".
_PAID_AFTER = {2: "1/2", 3: "2/3", 4: "3/4"}


def _fractions_off(tokens: list[Tok], slots: Slots) -> dict[int, str]:
    """The discounts written as a fraction, by position: the factor paid at the first token, "" at
    the others it takes. "half off", "a 3rd off" ("a third" in digits), "a quarter off", "1/3 off",
    打对折, 半价."""
    found: dict[int, str] = {}
    half_price = _half_price_at(tokens)
    for i, t in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.value == "半价" or t.type == "BA" and t.value == "对" and following is not None and following.type == "ZHE" \
                or i in half_price:
            found[i] = "1/2"
        elif following is None or following.type != "OFF":
            continue
        elif t.type == "HALF_OF" and t.value == "half":
            found[i] = "1/2"
        elif t.type == "WORD" and t.value == "quarter":
            found[i] = "3/4"
        elif t.type == "ORD" and (paid := _PAID_AFTER.get(int(slots.number(t.value).value))) is not None \
                and int(slots.number(t.value).value) > 2:
            found[i] = paid
        elif t.type == "NUM" and i >= 2 and tokens[i - 1].type == "DIVIDE" and tokens[i - 2].type == "NUM":
            top, bottom = slots.number(tokens[i - 2].value).value, slots.number(t.value).value
            if 0 < top < bottom and top == top.to_integral_value() and bottom == bottom.to_integral_value():
                found.update({i - 2: "", i - 1: "", i: f"({bottom}-{top})/{bottom}"})
    return found


def _saved_percent(tokens: list[Tok], i: int) -> bool:
    """"save 20% on a $90 jacket": the percentage at tokens[i] is taken off (what "20% off" says)."""
    return tokens[i].type == "PCT" and i > 0 and tokens[i - 1].value == "save"


def _half_price_at(tokens: list[Tok]) -> set[int]:
    """"at half price", "half-price": where "half" says the price paid is half."""
    return {i for i, t in enumerate(tokens[:-1]) if t.type == "HALF_OF" and t.value == "half"
            and tokens[i + 1].type == "PRICE_EN" and tokens[i + 1].value == "price"}


def _tenths_off(tokens: list[Tok], i: int) -> bool:
    """"降价两成", "便宜了三成": a number of tenths taken off (成), right after the word that takes it off."""
    before = tokens[i - 2] if i > 1 and tokens[i - 1].value == "了" else tokens[i - 1] if i else None
    return i + 1 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "成" \
        and before is not None and before.type in ("OFF_ZH", "DECREASED_BY")


def _beside(tokens: list[Tok], i: int, words: tuple[str, ...]) -> bool:
    """One of `words` within two tokens after tokens[i], or right before it."""
    near = [tokens[j] for j in (i - 1, i + 1, i + 2) if 0 <= j < len(tokens)]
    return Said(near).any(words)


def _clause_after(tokens: list[Tok], i: int) -> list[Tok]:
    """The tokens after tokens[i], to its clause's end ("20 元的优惠券")."""
    end = i + 1
    while end < len(tokens) and tokens[end].type not in _CLAUSE_ENDS:
        end += 1
    return tokens[i + 1:end]


def _between(tokens: list[Tok], a: int, b: int, words: tuple[str, ...]) -> bool:
    return any(t.type == "THEN" for t in tokens[a + 1:b]) or Said(tokens[a + 1:b]).any(words)


def _window_start(tokens: list[Tok], i: int) -> int:
    """Where the words that name the amount at tokens[i] start: up to four tokens, within its clause."""
    start = i
    while start > 0 and i - start < 4 and tokens[start - 1].type not in _CLAUSE_ENDS:
        start -= 1
    return start


def _labels_a_price(tokens: list[Tok], i: int) -> bool:
    """tokens[i] is among the words right before a number, in its clause ("original price $80")."""
    following = next((j for j in range(i + 1, len(tokens)) if tokens[j].type in _CLAUSE_ENDS), None)
    return following is not None and tokens[following].type == "NUM" and _window_start(tokens, following) <= i


def _label(tokens: list[Tok], i: int) -> str | None:
    """What the words around a price say it is, within its clause: "before" (原价, was, listed),
    "after" (现价, 才, now, "$68 after a 20% discount"), None when they say neither, "both" when both."""
    start = _window_start(tokens, i)
    end = i + 1
    while end < len(tokens) and end - i < 3 and tokens[end].type not in _CLAUSE_ENDS:
        end += 1
    before_words, after_words = Said(tokens[start:i]), Said(tokens[i + 1:end])
    down_to = before_words.any(_DOWN_TO)  # "marked down to $90": the price after ("marked" alone names the one before)
    is_before = before_words.any(_BEFORE_WORDS) and not down_to or after_words.any(("originally", "before"))
    is_after = before_words.any(_AFTER_WORDS) or down_to or after_words.any(("after", "后的价格", "后的售价", "买到", "买的"))
    if not is_before and not is_after and before_words.any(_PRICED):
        is_after = _after_a_discount(tokens, i)  # "After 25% off, the price is $90"
    if is_before and is_after:
        return "both"
    return "before" if is_before else "after" if is_after else None


def _after_a_discount(tokens: list[Tok], i: int) -> bool:
    """"打八折以后一件衣服卖 160 元", "After 25% off, the price is $90", 打完八折我得付160元: earlier in the
    price's sentence, the discount is said to be taken already."""
    start = i
    while start > 0 and tokens[start - 1].value not in _SENTENCE_ENDS:
        start -= 1
    kinds = [t.type for t in tokens[start:i]]
    return any(a == "AFTER_EN" and b == "PCT" and c == "OFF" for a, b, c in zip(kinds, kinds[1:], kinds[2:])) \
        or any(a in ("ZHE", "OFF_ZH", "PCT") and b == "AFTER_ZH" for a, b in zip(kinds, kinds[1:])) \
        or any(t.type == "DA" and t.value == "打完" for t in tokens[start:i])  # "打完八折我得付160元": done, 后 unsaid


_OF_THE_PRICE_BEFORE = ("原价的", "原来的", "以前的", "之前的", "的百分之", "of the original", "of the old", "of the regular",
                        "of the full", "of the list", "of what it was", "of the price", "of the previous")


def _rate(tokens: list[Tok], slots: Slots, said: Said, prices: list[tuple[int, str]],
          coupons: list[str]) -> Task | None:
    """A price before and a price after, or the amount taken off it (原价 600，便宜了 150; "I saved $20"):
    几折 is the share paid in tenths, a percentage the share off."""
    if coupons:
        pair = _before_and_off(tokens, prices, coupons[0])
    else:
        pair = _before_and_after(tokens, prices) or _before_and_saved(tokens, prices)
    if pair is None:
        return None
    before, after = pair
    if said.any(("几折", "多少折")):
        if not _paid_in_tenths_asked(tokens):
            return None  # 还剩几折, 还要便宜几折: not the share paid the prices give
        # a 折 is said to a tenth at most (七折, 八五折, 8.8折): 398 → 279 is no such rate (7.01…)
        return _task(f"{after}/{before}*10") if (_amount(after) / _amount(before) * 100).denominator == 1 else None
    if said.any(_OF_THE_PRICE_BEFORE):
        return None  # "现价是原价的百分之几": the share paid (75), not the share off (25)
    if not said.any(("off", "discount", "优惠", "便宜", "降价", "减价", "打折", "折扣", "save", "省")):
        return None  # a percentage of what: the words name the discount
    return _task(f"({before}-{after})/{before}*100")


# What asks the share paid in tenths just before 几折: 打(了)几折, 是/相当于/等于/算几折, 原价的几折
_RATE_PAID_BY = frozenset({"是", "相当于", "等于", "算", "算是", "打折", "打了折"})


def _paid_in_tenths_asked(tokens: list[Tok]) -> bool:
    """"打了几折", "相当于几折": 几折 asked as the discount; "还剩几折" (what is left of money spent) or "还要便宜几折" (a
    further cut) ask no rate the two prices give."""
    for k in range(1, len(tokens)):
        if tokens[k].type == "ZHE" and tokens[k - 1].type == "HOW_MANY":
            before = [t for t in tokens[last_clause_start(tokens[:k]):k - 1] if t.value != "了"]
            return bool(before) and (before[-1].type in ("DA", "DE") or before[-1].value in _RATE_PAID_BY)
    return True  # 多少折 and forms the tokens do not split: as before


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


def _amount(written: str) -> Fraction:
    """A price as this module writes it: a number, or "(price-off)"."""
    minuend, _, subtrahend = written.strip("()").partition("-")
    return Fraction(minuend) - (Fraction(subtrahend) if subtrahend else 0)


def _before_and_saved(tokens: list[Tok], prices: list[tuple[int, str]]) -> tuple[str, str] | None:
    """"原价 600 元，现在便宜了 150 元", "was $80 and I saved $20": the price before, and what is left of it
    after the amount saved (the price after, as an expression)."""
    if len(prices) != 2:
        return None
    saved = [(at, value) for at, value in prices if _word_before(tokens, at) in _SAVED]
    before = [(at, value) for at, value in prices if _label(tokens, at) == "before"]
    if len(saved) != 1 or len(before) != 1 or saved[0] == before[0]:
        return None
    (_, price), (_, off) = before[0], saved[0]
    if not Decimal(0) < Decimal(off) < Decimal(price):
        return None
    return price, f"({price}-{off})"


def _before_and_off(tokens: list[Tok], prices: list[tuple[int, str]], off: str) -> tuple[str, str] | None:
    """"原价 600 元，便宜了 150 元": the one price, said to be the one before, and what is left of it."""
    if len(prices) != 1 or _label(tokens, prices[0][0]) != "before":
        return None
    price = prices[0][1]
    if not Decimal(0) < Decimal(off) < Decimal(price):
        return None
    return price, f"({price}-{off})"


def _word_before(tokens: list[Tok], at: int) -> str:
    """The word right before the amount at `at`, with its 了 ("便宜" "了" is 便宜了)."""
    if at >= 2 and tokens[at - 1].value == "了":
        return tokens[at - 2].value + "了"
    return tokens[at - 1].value if at else ""


_MEASURE_CHARS = frozenset(w for w in WORDS["MEASURE"] if len(w) == 1) | frozenset("顶把副片幅")  # 一顶帽子


def _two_things_named(tokens: list[Tok]) -> bool:
    """Two things named, neither within the other's words ("一双鞋 … 一顶帽子"; not "一件衣服卖 … 这件衣服")."""
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


def _before_and_after(tokens: list[Tok], prices: list[tuple[int, str]]) -> tuple[str, str] | None:
    """The price before and the price after, each said to be one ("原价 180，现在卖 135", "was $80, now
    $68", "from $150 to $120"), the one after the lower."""
    if len(prices) != 2:
        return None
    labels = {_label(tokens, at) or _from_or_to(tokens, at): value for at, value in prices}
    if set(labels) == {None, "after"} and _label(tokens, prices[0][0]) is None:
        labels["before"] = labels.pop(None)  # "A $50 item is on sale for $40": the price it had, then the sale
    if set(labels) != {"before", "after"}:
        return None
    before, after = labels["before"], labels["after"]
    if not Decimal(0) < Decimal(after) < Decimal(before):
        return None
    return before, after


def _from_or_to(tokens: list[Tok], i: int) -> str | None:
    """"marked down from $80 to $68": from names the price before, to the price after."""
    j = i - 1 - (i >= 2 and tokens[i - 1].type == "UNIT")
    kind = tokens[j].type if j >= 0 else ""
    return "before" if kind in ("FROM", "CONG") else "after" if kind in ("TO", "DAO") else None


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


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
