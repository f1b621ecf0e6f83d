"""A tip, a tax or a service charge on one amount, read by its values: one amount of money, one
percentage with the charge's word right beside it, and one question:

- the amount with the charge: "A $60 dinner with a 15% tip, how much in total?", "What's $45 after
  tax at 8%?", "账单 200 元，加 10% 服务费，一共多少";
- the charge itself: "Tip of 18% on a $50 bill, how much is the tip?", "饭钱 300 元，小费给 15%，小费多少钱".

A second amount or percentage, a discount, a charge included in the amount (含税, "before tax",
"including tax"), a share (split, each) or both questions at once make the request unread, so it
goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok, last_clause_start
from .units import MONEY_NAMES, amount_unit
from .triggers import triggered_by

_CHARGES = ("tip", "tax", "gratuity", "service charge", "service fee", "vat", "小费", "服务费", "税", "手续费")
_TOTAL = ("total", "in total", "altogether", "all together", "after tax", "with tip", "with the tip", "with tax",
          "what do i pay", "how much do i pay", "how much will i pay", "what will i pay", "一共", "总共", "合计",
          "总计", "一共要付", "要付多少", "应付多少", "付多少", "comes to", "come to", "comes out to", "come out to")
_OTHER = ("off", "discount", "discounted", "reduced", "sale", "marked down", "clearance", "折", "优惠", "便宜", "减", "before", "pre-tax", "pretax", "including", "included", "incl",
          "含", "包含", "包括", "split", "share", "each", "per", "every", "每", "平分", "平均", "aa", "people", "人",
          "rate is what", "what percent", "百分之几", "多少百分比", "back", "change", "找", "剩", "left", "interest",
          "利息", "growth", "then", "再", "又", "another", "extra", "plus another",
          "last", "previous", "yesterday", "next", "上次", "下次", "昨天", "明天",  # a charge of another time
          # income: its tax is taken off it, not added ("My paycheck is $2,000 and 10% tax is withheld")
          "salary", "paycheck", "pay check", "wage", "wages", "income", "earn", "earned", "earns", "earnings",
          "withheld", "withholding", "deducted", "take-home", "take home", "won", "prize", "bonus", "revenue",
          "profit", "工资", "薪", "收入", "奖金", "中奖", "扣", "交", "缴", "到手", "营收", "利润", "稿费", "报酬",
          # the charge's own verb: the amount is the charge paid ("tip is 20%, I tipped 15"), not what it is on
          "tipped", "taxed")
_ALLOWED = frozenset({"NUM", "PCT", "WORD", "COMMA", "WHAT", "HOW_MANY", "ASK", "TOGETHER", "ZH_SUM", "DUOSHAO_QIAN",
                      "IS", "AT", "WITH", "AFTER_EN", "ON", "OF", "FOR", "PLUS", "SHI", "DE", "UNIT", "PAY_EN", "YAO",
                      "THEN", "MA", "PRICE_EN", "AND", "ADD_VERB", "SPEND"})


@triggered_by(text=_CHARGES)
def read_surcharge(tokens: list[Tok], slots: Slots) -> Task | None:
    # "花了84元，再加18%的服务费": 再 right before 加 adds the charge, it is no second step
    tokens = [t for i, t in enumerate(tokens)
              if not (t.value == "再" and i + 1 < len(tokens) and tokens[i + 1].type == "PLUS")
              and not (t.type == "TO" and i and tokens[i - 1].value in _CAME)  # "lunch came to $45": the amount
              and not (t.type == "TO" and i and tokens[i - 1].value in _WISHING and i + 1 < len(tokens)
                       and tokens[i + 1].value in _TIPPING)]  # "want to leave 6% tip": the tip left
    if any(t.type not in _ALLOWED for t in tokens):
        return None
    with_tax = _with_tax_asked(tokens)
    said = Said(tokens)
    if not said.any(_CHARGES) or Said([t for i, t in enumerate(tokens) if i != with_tax]).any(_OTHER):
        return None
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(percents) != 1 or len(amounts) != 1:
        return None
    p, a = percents[0], amounts[0]
    charged = [i for i, t in enumerate(tokens) if Said([t]).any(_CHARGES) and i != with_tax
               and not _total_with_the_charge(tokens, i)]
    label = [i for i in charged if abs(i - p) <= 2 and not any(t.type == "COMMA" for t in tokens[min(i, p):max(i, p)])]
    rate_after = _rate_after_the_amount(tokens, p)
    if rate_after:
        label = charged[:1]
    if len(label) != 1:
        return None  # the percentage is not said to be the charge
    if len({next(w for w in _CHARGES if Said([tokens[i]]).has(w)) for i in charged}) > 1:
        return None  # "a 15% tip on $84 plus tax": two charges, one rate
    named = _the_charge_named(tokens, p)
    charge_asked = len(charged) > 1 or _asked_before_the_charge(tokens, p) or rate_after or named \
        or _asked_last_with_its_rate(tokens, p, a)
    total_asked = said.any(_TOTAL) or with_tax is not None or p >= 2 and tokens[p - 1].type == "PLUS" and p - 2 == a
    if charge_asked == total_asked or len(charged) > 2:
        return None  # both asked, or neither
    if charge_asked and not named and not said.any(("how much", "what", "what's", "whats", "多少", "几", "calculate",
                                                    "work out", "figure out")):
        return None
    amount, pct = slots.number(tokens[a].value), slots.number(tokens[p].value)
    unit = amount_unit(tokens, a, slots)
    if unit and unit not in MONEY_NAMES and not money_of(tokens, a, slots) or amount.value <= 0 \
            or not 0 < pct.value < 100:
        return None
    if charge_asked:
        return Task("percent_of", {"percent": pct.plain(), "of": amount.plain()}, source="parser")
    return Task("expr", {"expression": f"{amount.plain()}*(1+{pct.plain()}/100)"}, source="parser")


def _with_tax_asked(tokens: list[Tok]) -> int | None:
    """"含税价多少": the price with the tax asked, in the last clause, with no number in it."""
    last = last_clause_start(tokens)
    found = [i for i in range(last, len(tokens)) if tokens[i].value in ("含税价", "含税价格", "含税总价", "含税金额")]
    return found[0] if len(found) == 1 and not any(t.type == "NUM" for t in tokens[last:]) else None


def _total_with_the_charge(tokens: list[Tok], i: int) -> bool:
    """"… 18% tip. how much total with tip": the charge named again in the question, after "with", with no rate of
    its own: the total is asked (_TOTAL's "with tip"), not a second charge."""
    k = i - 1 if i and tokens[i - 1].value == "the" else i
    return k > 0 and tokens[k - 1].type == "WITH" and k - 1 >= last_clause_start(tokens) \
        and not any(t.type == "PCT" for t in tokens[last_clause_start(tokens):])


def _asked_before_the_charge(tokens: list[Tok], p: int) -> bool:
    """"What's a 15% tip on $84?": the question opens on the charge itself."""
    return p == 1 and tokens[0].type in ("WHAT", "HOW_MANY") and p + 2 < len(tokens) \
        and Said([tokens[p + 1]]).any(_CHARGES) and tokens[p + 2].type in ("ON", "FOR", "OF")


_CAME = frozenset({"came", "comes", "come"})
_WISHING = frozenset({"want", "wanna", "like", "going", "planning", "need", "have"})
_TIPPING = frozenset({"leave", "add", "give", "pay", "tip"})


def _asked_last_with_its_rate(tokens: list[Tok], p: int, a: int) -> bool:
    """"The bill is $86, what's a 20% tip?", "the tv is $400, what's 7% sales tax?": the amount told first, then a
    last clause that asks the charge and names its rate, nothing else in it."""
    start = last_clause_start(tokens)
    question = tokens[start:-1] if tokens[-1].type == "COMMA" else tokens[start:]
    if a >= start or not question or question[0].type not in ("WHAT", "HOW_MANY"):
        return False
    k = 2 if len(question) > 1 and question[1].type == "IS" else 1  # "how much is", "what is"
    after = question[k + 1:]
    return p == start + k and 1 <= len(after) <= 2 and all(t.type == "WORD" for t in after) \
        and Said(after[-1:]).any(_CHARGES)


def _rate_after_the_amount(tokens: list[Tok], p: int) -> bool:
    """"What's the tip on $48 at 15%?": the question opens on the charge, its rate said last."""
    return len(tokens) == 6 and p == 5 and tokens[0].type in ("WHAT", "HOW_MANY") \
        and Said([tokens[1]]).any(_CHARGES) and tokens[2].type in ("ON", "FOR", "OF") and tokens[3].type == "NUM" \
        and tokens[4].type == "AT"


def _the_charge_named(tokens: list[Tok], p: int) -> bool:
    """"15% tip on $48": the charge alone, named as a thing to work out."""
    return len(tokens) == 4 and p == 0 and Said([tokens[1]]).any(_CHARGES) \
        and tokens[2].type in ("ON", "FOR", "OF") and tokens[3].type == "NUM"
