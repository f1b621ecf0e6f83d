"""The values of a discount's story (for discounts.py): its price, the discounts taken off it in the order the
words give (八折, "25% off", 再减50, "then my $15 coupon"), a tax on the reduced price where the words name it as
the base, and the words that make a reading two ways (a 折 after a word of lowering, a coupon beside a discount).
"""

from __future__ import annotations

from decimal import Decimal

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok
from .units import MONEY_NAMES, amount_unit, money_sign, zhe_percent_off


_TAX = ("tax", "税", "vat", "gst")
SENTENCE_ENDS = frozenset({".", "。", "?", "？", "!", "！", ";", "；"})
CLAUSE_ENDS = frozenset({"COMMA", "AND", "THEN", "NUM", "PCT"})
_IN_ORDER = ("再", "又", "然后", "之后", "后", "then", "extra", "another", "additional", "further", "on top")
# The reduced price named as the base of a percentage taken off after another discount.
# (the tokens carry no "the": "off the sale price" is OFF, sale, price)
_REDUCED_BASE = ("reduced price", "sale price", "discounted price", "new price", "lower price", "already reduced price",
                 "marked-down price", "that price", "that", "折后价", "折后的价格", "打折后的价格", "基础上", "折上")
# an amount or a group the words do not tell ("又便宜了一些", "20% off and then some", "for some customers")
# amounts not told: 买了一些, 还能便宜点 (by how much?)
UNTOLD = ("一些", "若干", "一点", "有些", "部分", "便宜点", "便宜些", "优惠点", "优惠些", "some", "a little", "a bit")
COUPON_WORDS = ("coupon", "voucher", "优惠券", "券", "代金券", "立减")
_SAVE = ("save", "saves", "省", "立减", "减")  # "save $10", "立减 20 元": an amount taken off
SAVED = frozenset({"省了", "省下", "便宜了", "少花了", "saved"})  # right before the amount a discount took off
_LOWERING = ("降", "便宜", "少", "减", "下调", "下降")


def _lowered_by(before: Tok | None) -> bool:
    """A word of lowering right before a 折 count (降价两折, 便宜了两折); 打 and 优惠 name the share paid."""
    return before is not None and (before.type == "DECREASED_BY" or before.value.rstrip("了价").endswith(_LOWERING))


def discount_story_values(tokens: list[Tok], slots: Slots, said: Said,  # noqa: ANN201 - the four parts below
                          fractions: dict[int, str]):
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
        if t.type == "NUM" and n.raw == "一" and following is not None and following.value.startswith("点"):
            return None  # "再减一点": a little taken off, not one yuan
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
            if not 0 < n.value < 100 or before is not None and before.type == "DA":
                return None  # 打了80%的折扣: 打 names the share paid (打八折), a percentage the share off
            if _beside(tokens, i, _TAX):
                if tax is not None:
                    return None
                tax = n.plain()
            elif following is not None and following.type == "OFF" \
                    or before is not None and (before.type in ("OFF_ZH", "DECREASED_BY") or before.value == "discount") \
                    or saved_percent(tokens, i):
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
                or following is not None and following.type == "OFF" or _beside(tokens, i, COUPON_WORDS) \
                or Said(_clause_after(tokens, i)).any(COUPON_WORDS):
            coupons.append((i, n.plain()))
        else:
            prices.append((i, n.plain()))
    if len(currencies - {""}) > 1 or (tax is None) == said.any(_TAX):
        return None  # two currencies; a tax word without a tax rate, or the other way round
    if factors and first_discount_said_later(tokens, factors[0][0]):
        return None  # "an extra 20% off", 再打八折, "20% off the sale price": a discount before it is not told
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
    while start > 0 and tokens[start - 1].type not in SENTENCE_ENDS | {"COMMA"}:
        start -= 1
    return Said(tokens[start:i]).any(_REDUCED_BASE) and not Said(tokens[start:i]).any(("on top of",))


def things_joined_en(tokens: list[Tok]) -> bool:
    """"a $200 coat and a scarf", "$160 for a coat and hat", "after a 20% discount and a hat.": two things joined by
    "and" share the amount said; the other's price is not told."""
    return any(a.type == c.type == "WORD" and b.type == "AND" and a.value.isascii() and c.value.isascii()
               or b.type == "AND" and c.type == "WORD" and c.value.isascii() and d.type == "COMMA"  # "… and a hat."
               for a, b, c, d in zip(tokens, tokens[1:], tokens[2:], [*tokens[3:], Tok("COMMA", "", -1)]))


def first_discount_said_later(tokens: list[Tok], i: int) -> bool:
    """The first discount the words give, at tokens[i], is said to follow another (再打八折, "an extra 20% off", 折上再打)
    or to be taken off a price that is not the original ("20% off the sale price", "off the clearance price",
    在促销价的基础上): the discount before it is not told."""
    start = i
    while start > 0 and tokens[start - 1].type not in SENTENCE_ENDS | {"COMMA"}:
        start -= 1
    before = Said(tokens[start:i])
    if before.any(_AGAIN) or before.any(_BASE_BEFORE_ZH) and not before.any(_ORIGINAL_BASE):
        return True
    after = tokens[i + 1:i + 4]
    if not after or after[0].type != "OFF":
        return False
    if Said(_clause_after(tokens, i)).any(("on top", "again")):
        return True  # "20% off on top of the sale"
    named = after[1:2] if len(after) > 1 and after[1].type == "PRICE_EN" else after[1:3] \
        if len(after) > 2 and after[1].type == "WORD" and after[2].type == "PRICE_EN" else []
    # "off the sale price", "off the clearance price": the price it is taken off, named
    return bool(named) and named[-1].value.endswith("price") and not Said(named).any(_ORIGINAL_BASE)


# a discount said to come on top of another ("then 20% off" only follows the price)
_AGAIN = ("再", "又", "extra", "another", "additional", "further", "on top")
_BASE_BEFORE_ZH = ("基础上", "折上", "价上")  # 在促销价的基础上打八折, 折上打八折
_ORIGINAL_BASE = ("original", "regular", "list price", "full price", "retail", "usual", "normal", "sticker",
                  "tag price", "原价", "标价", "定价")


def tax_base_named(tokens: list[Tok]) -> bool:
    """The clause of the tax names the discounted price as what it is on ("8% sales tax on the sale price",
    折后价再加 13% 的税)."""
    at = next((i for i, t in enumerate(tokens) if Said([t]).any(_TAX)), None)
    if at is None:
        return False
    start, end = at, at
    while start > 0 and tokens[start - 1].type not in SENTENCE_ENDS | {"COMMA"}:
        start -= 1
    while end < len(tokens) and tokens[end].type not in SENTENCE_ENDS | {"COMMA"}:
        end += 1
    return Said(tokens[start:end]).any(tuple(w for w in _REDUCED_BASE if w not in ("that", "that price")))


def off_placed(tokens: list[Tok], i: int, fractions: dict[int, str]) -> bool:
    """"25% off", "a $15 off coupon", "what percent off", "half off", "the discount percentage": off
    names a discount given or asked; "how much is the discount" asks the saving or the rate, which
    this reader does not guess."""
    return i > 0 and (tokens[i - 1].type in ("PCT", "NUM", "WHAT_PERCENT", "PERCENT_WORD", "AFTER_EN", "BEFORE_EN")
                      or i - 1 in fractions) \
        or i + 1 < len(tokens) and tokens[i + 1].type == "PERCENT_WORD" \
        or tokens[i].value == "discount" and i + 1 < len(tokens) and tokens[i + 1].type == "PCT"  # "discount 12%"


# The share of the price a fraction off leaves to pay: "half off", "a third off", "a quarter off".
_PAID_AFTER = {2: "1/2", 3: "2/3", 4: "3/4"}


def fractions_off(tokens: list[Tok], slots: Slots) -> dict[int, str]:
    """The discounts written as a fraction, by position: the factor paid at the first token, "" at
    the others it takes. "half off", "a 3rd off" ("a third" in digits), "a quarter off", "1/3 off",
    打对折, 半价."""
    found: dict[int, str] = {}
    half_price = half_price_at(tokens)
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


def saved_percent(tokens: list[Tok], i: int) -> bool:
    """"save 20% on a $90 jacket": the percentage at tokens[i] is taken off (what "20% off" says)."""
    return tokens[i].type == "PCT" and i > 0 and tokens[i - 1].value == "save"


def half_price_at(tokens: list[Tok]) -> set[int]:
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
    while end < len(tokens) and tokens[end].type not in CLAUSE_ENDS:
        end += 1
    return tokens[i + 1:end]


def _between(tokens: list[Tok], a: int, b: int, words: tuple[str, ...]) -> bool:
    return any(t.type == "THEN" for t in tokens[a + 1:b]) or Said(tokens[a + 1:b]).any(words)
