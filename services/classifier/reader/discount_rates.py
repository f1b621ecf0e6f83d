"""The discount asked from a price before it and a price after it, or the amount it saved (for discounts.py):
"原价 ¥180，现在卖 ¥135，打了几折" (7.5), "shoes were $120, now $90 — what percent off is that?" (25); each price
labelled before or after the discount by the words beside it (原价, "was", 现在, "now", "down to").
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .discount_story import CLAUSE_ENDS, SAVED, SENTENCE_ENDS

# What the words just before a price say it is: the price before the discount, or the one paid.
_BEFORE_WORDS = ("原价", "标价", "定价", "原来", "was", "were", "originally", "original", "regular", "list", "listed",
                 "retail", "retails", "msrp", "marked", "regularly", "usually", "normally", "typically")
_AFTER_WORDS = ("现价", "现在", "now", "才", "到手", "实付", "实际付", "花了", "付了", "paid", "sale price",
                "sales price", "discounted price", "reduced price", "after", "后", "折后", "打折后", "卖了", "买到", "on sale for")
_DOWN_TO = ("marked down to", "reduced to", "cut to", "dropped to", "lowered to", "down to", "降到", "降至", "降为",
            "降价到", "便宜到")
# "sells for", "sold for", "goes for" name either price ("regularly sells for $135"): not a label.
_PRICED = ("price", "is", "costs", "cost", "卖", "售价", "价格", "是", "要", "付")  # the words that state a price


def _window_start(tokens: list[Tok], i: int) -> int:
    """Where the words that name the amount at tokens[i] start: up to four tokens, within its clause."""
    start = i
    while start > 0 and i - start < 4 and tokens[start - 1].type not in CLAUSE_ENDS:
        start -= 1
    return start


def labels_a_price(tokens: list[Tok], i: int) -> bool:
    """tokens[i] is among the words right before a number, in its clause ("original price $80")."""
    following = next((j for j in range(i + 1, len(tokens)) if tokens[j].type in CLAUSE_ENDS), None)
    return following is not None and tokens[following].type == "NUM" and _window_start(tokens, following) <= i


def price_label(tokens: list[Tok], i: int) -> str | None:
    """What the words around a price say it is, within its clause: "before" (原价, was, listed),
    "after" (现价, 才, now, "$68 after a 20% discount"), None when they say neither, "both" when both."""
    start = _window_start(tokens, i)
    end = i + 1
    while end < len(tokens) and end - i < 3 and tokens[end].type not in CLAUSE_ENDS:
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
    while start > 0 and tokens[start - 1].value not in SENTENCE_ENDS:
        start -= 1
    kinds = [t.type for t in tokens[start:i]]
    return any(a == "AFTER_EN" and b == "PCT" and c == "OFF" for a, b, c in zip(kinds, kinds[1:], kinds[2:])) \
        or any(a in ("ZHE", "OFF_ZH", "PCT") and b == "AFTER_ZH" for a, b in zip(kinds, kinds[1:])) \
        or any(t.type == "DA" and t.value == "打完" for t in tokens[start:i])  # "打完八折我得付160元": done, 后 unsaid


_OF_THE_PRICE_BEFORE = ("原价的", "原来的", "以前的", "之前的", "的百分之", "of the original", "of the old", "of the regular",
                        "of the full", "of the list", "of what it was", "of the price", "of the previous")


def discount_rate_asked(tokens: list[Tok], slots: Slots, said: Said, prices: list[tuple[int, str]],
                        coupons: list[str]) -> Task | None:
    """A price before and a price after, or the amount taken off it (原价 600，便宜了 150; "I saved $20"):
    几折 is the share paid in tenths, a percentage the share off."""
    if coupons:
        pair = _before_and_off(tokens, prices, coupons[0])
    else:
        pair = before_and_after(tokens, prices) or _before_and_saved(tokens, prices)
    if pair is None:
        return None
    before, after = pair
    if said.any(("几折", "多少折")):
        if not _paid_in_tenths_asked(tokens):
            return None  # 还剩几折, 还要便宜几折: not the share paid the prices give
        # a 折 is said to a tenth at most (七折, 八五折, 8.8折): 398 → 279 is no such rate (7.01…)
        return expression_task(f"{after}/{before}*10") if (_amount(after) / _amount(before) * 100).denominator == 1 else None
    if said.any(_OF_THE_PRICE_BEFORE):
        return None  # "现价是原价的百分之几": the share paid (75), not the share off (25)
    if not said.any(("off", "discount", "优惠", "便宜", "降价", "减价", "打折", "折扣", "save", "省")):
        return None  # a percentage of what: the words name the discount
    return expression_task(f"({before}-{after})/{before}*100")


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


def _amount(written: str) -> Fraction:
    """A price as this module writes it: a number, or "(price-off)"."""
    minuend, _, subtrahend = written.strip("()").partition("-")
    return Fraction(minuend) - (Fraction(subtrahend) if subtrahend else 0)


def _before_and_saved(tokens: list[Tok], prices: list[tuple[int, str]]) -> tuple[str, str] | None:
    """"原价 600 元，现在便宜了 150 元", "was $80 and I saved $20": the price before, and what is left of it
    after the amount saved (the price after, as an expression)."""
    if len(prices) != 2:
        return None
    saved = [(at, value) for at, value in prices if _word_before(tokens, at) in SAVED]
    before = [(at, value) for at, value in prices if price_label(tokens, at) == "before"]
    if len(saved) != 1 or len(before) != 1 or saved[0] == before[0]:
        return None
    (_, price), (_, off) = before[0], saved[0]
    if not Decimal(0) < Decimal(off) < Decimal(price):
        return None
    return price, f"({price}-{off})"


def _before_and_off(tokens: list[Tok], prices: list[tuple[int, str]], off: str) -> tuple[str, str] | None:
    """"原价 600 元，便宜了 150 元": the one price, said to be the one before, and what is left of it."""
    if len(prices) != 1 or price_label(tokens, prices[0][0]) != "before":
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


def before_and_after(tokens: list[Tok], prices: list[tuple[int, str]]) -> tuple[str, str] | None:
    """The price before and the price after, each said to be one ("原价 180，现在卖 135", "was $80, now
    $68", "from $150 to $120"), the one after the lower."""
    if len(prices) != 2:
        return None
    labels = {price_label(tokens, at) or _from_or_to(tokens, at): value for at, value in prices}
    if set(labels) == {None, "after"} and price_label(tokens, prices[0][0]) is None:
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


def expression_task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
