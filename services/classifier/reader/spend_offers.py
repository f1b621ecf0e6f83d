"""An amount off for spending enough (满减), read by its values: one rule ("满 200 减 30", "Spend $100,
get $20 off", "$20 off orders over $100"), one purchase, and the price paid asked:

- "满200减30，买了一件250元的衣服，实付多少" (220), "Spend $100, get $20 off. My cart is $135. What do I pay?" (115);
- "每满100减15，买了320元的东西，最后付多少" (275): a rule per so much spent, taken once for each whole 100.

A rule without 每 on a purchase of twice its amount or more (满200减30 on 450: once, or for each 200?) and a
purchase in another currency than the rule's (满200减30，买了230美元) go slow too.

The rule is read only where the purchase meets its condition (满 and "of … or more": at least the
amount; "over": more than it): a purchase short of it, a second rule (满200减30，满400减80: which one
applies?), a gift instead of money off (满200送50), a discount
beside it (折, %), a second purchase or a word that asks something else make the request unread,
so it goes slow.
"""

from __future__ import annotations

from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .bill_people import named_only_in_question_zh
from .bills import two_times
from .tokens import Said, Tok
from .triggers import triggered_by

_OTHER = ("每满", "送", "返", "赠", "折", "%", "percent", "再", "又", "还", "和", "跟", "以及", "两件", "各", "每", "运费",
          "邮费", "税", "省", "便宜", "tax", "tip", "shipping", "each", "per", "every", "and", "also", "another", "plus", "then", "or",
          "for every", "save", "saving", "how many", "几", "个人", "people", "split", "less", "more than", "cheaper", "比",
          "without", "not", "不", "没", "会员", "member", "coupon", "券", "if", "如果")
_PAID_ASKED = ("实付", "要付", "付多少", "多少钱", "多少元", "应付", "到手", "what do i pay", "how much do i pay",
               "how much will i pay", "what will i pay", "how much do i owe", "final price", "total", "how much is it")
_GET = frozenset({"get", "gets", "take", "takes", "save"})


@triggered_by(text=("满", "spend", "over"))
def read_spend_offer(tokens: list[Tok], slots: Slots) -> Task | None:
    joined = "".join([t.value for t in tokens])
    if "满" not in joined and "spend" not in joined and "over" not in joined:
        return None  # the cheap check first
    per_each = [i for i, t in enumerate(tokens[:-1]) if t.type == "MEI" and tokens[i + 1].value == "满"]
    said = Said([t for i, t in enumerate(tokens) if i not in per_each])  # 每满: the rule's own 每
    if said.any(_OTHER) or not said.any(_PAID_ASKED) or any(t.type in ("PCT", "ZHE", "DATE", "ORD") for t in tokens):
        return None  # a percentage, a 折, a date or an item by its place ("第二件") is another rule
    if any(t.type in ("YAO", "HOW_MANY", "ASK", "DUOSHAO_QIAN") and u.type == "MEASURE" for t, u in zip(tokens, tokens[1:])) \
            or len({t.type for t in tokens} & {"TODAY", "TOMORROW", "YESTERDAY"}) > 1:
        return None  # "实付多少件": things counted; "明天买 … 今天实付": a purchase of another day
    if two_times(said) or named_only_in_question_zh(tokens):
        return None  # "上周买了 … 今天实付多少": two days; "…，小红实付多少": a payer the story never names
    rules = [r for i in range(len(tokens)) if (r := _rule(tokens, i)) is not None]
    if len(rules) != 1:
        return None
    used, threshold, off, strict = rules[0]
    purchase = [i for i, t in enumerate(tokens) if t.type == "NUM" and i not in used
                and not (slots.number(t.value).value == 1 and tokens[i + 1:i + 2] and tokens[i + 1].type == "MEASURE")]
    if len(purchase) != 1 or not money_of(tokens, purchase[0], slots):
        return None
    spent = slots.number(tokens[purchase[0]].value).value
    least, taken = slots.number(tokens[threshold].value).value, slots.number(tokens[off].value).value
    met = spent > least if strict else spent >= least
    if not met or not Decimal(0) < taken < least or any(slots.number(tokens[i].value).percent for i in used):
        return None
    if _another_currency(tokens, slots, [threshold, off, purchase[0]]):
        return None  # "满200减30，买了230美元的东西": a rule in 元 (said or not), a purchase in dollars
    if per_each:  # 每满100减15 on 320: taken for each whole 100 spent
        if len(per_each) != 1 or per_each[0] + 1 != min(used) - 1:
            return None
        return Task("expr", {"expression": f"{_plain(spent)}-{int(spent // least)}*{_plain(taken)}"}, source="parser")
    if spent >= 2 * least:
        return None  # "满200减30，买了450元": taken once, or once for each whole 200 (每满)? The words do not say.
    return Task("expr", {"expression": f"{_plain(spent)}-{_plain(taken)}"}, source="parser")


def _another_currency(tokens: list[Tok], slots: Slots, amounts: list[int]) -> bool:
    """Whether the rule's amounts and the purchase are of two currencies; in Chinese an amount without one is in 元."""
    chinese = not "".join(t.value for t in tokens).isascii()
    return len({money_of(tokens, i, slots) or ("CNY" if chinese else "") for i in amounts} - {""}) > 1


def _rule(tokens: list[Tok], i: int) -> tuple[set[int], int, int, bool] | None:
    """The rule starting at tokens[i]: (its positions, the amount to spend, the amount off, whether
    the spending must be more than the amount), or None."""
    kinds = [t.type for t in tokens[i:i + 6]]
    values = [t.value for t in tokens[i:i + 6]]
    t = tokens[i]
    if t.value.endswith("满") and kinds[1:2] == ["NUM"]:  # 满 200 (元) 减 30 (元)
        j = i + 2 + (kinds[2:3] == ["UNIT"])
        if j < len(tokens) and tokens[j].value in ("减", "立减") and j + 1 < len(tokens) and tokens[j + 1].type == "NUM":
            return {i + 1, j + 1}, i + 1, j + 1, False
        return None
    if t.value == "spend" and kinds[1:2] == ["NUM"]:  # spend $100, get $20 off
        j = i + 2 + (kinds[2:3] == ["COMMA"]) + (kinds[2:3] == ["AND"])
        if j + 2 < len(tokens) and tokens[j].value in _GET and tokens[j + 1].type == "NUM" and tokens[j + 2].type == "OFF":
            return {i + 1, j + 1}, i + 1, j + 1, False
        return None
    if t.type == "NUM" and kinds[1:2] == ["OFF"] and len(values) >= 5:  # $20 off orders over $100
        if values[2] in ("orders", "purchases", "any order", "an order") and values[3] == "over" and kinds[4] == "NUM":
            return {i, i + 4}, i + 4, i, True
    return None


def _plain(value: Decimal) -> str:
    return format(value.normalize(), "f")
