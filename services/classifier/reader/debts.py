"""A debt paid down, for money_flows.py: "信用卡欠款3000元，这个月还款1200元，还欠多少元", "Credit card balance is 2,750. I
just made a payment of 800. How much do I still owe?", "Bar tab was 86 and I paid 50 toward it. What do I still owe?".

A debt goes down by what is paid on it, where money would go up by money coming in: "a payment I just made" on a
credit card is not money made. So a story is read as a debt only where its first amount is told as owed (欠款, owe, a
loan, a credit card, a tab, an IOU, outstanding), every later amount is the speaker's own payment on it, and the
question asks what is owed (还欠, "still owe", "left to pay", or the debt's own noun: "the loan balance now"). A debt
told later, grown (a purchase on the card, "spent another 100"), a payment to someone the debt does not name ("I
paid Cal $20"), a payment with the card ("paid $300 with the same card"), owed to the speaker ("owes me"), a payment
not made (minimum, due, received, a plan, 应还, 打算), money asked ("how much money do I have left", 还剩多少元: the
debt, or the money?) or a limit given back (额度 … 还了 10000) leave it unread.
"""

from __future__ import annotations

import re

from .pronouns import is_person_name
from .tokens import Said, Tok, words_of
from .vocab_en import PEOPLE_NOUNS_EN

# money paid out, whatever verb tells it: "Payment I just made: 950" is no money made, "Payment received: 500" no
# money come in (received by whom?)
PAID_OUT_NOUNS = ("payment", "payments", "purchase", "purchases", "withdrawal", "transfer", "charge", "charges", "bill")
# the first amount told as owed
DEBT = ("欠款", "欠了", "owe", "owed", "debt", "loan", "mortgage", "credit card", "tab", "iou", "outstanding")
# the speaker's payment on it
_REPAID = ("还款", "还了", "paid back", "paid off", "paid", "payment", "repaid", "repayment", "sent")
# a payment not made, or not the speaker's
_NOT_PAID = ("me", "with", "got paid", "get paid", "gets paid", "was paid", "were paid", "been paid", "for", "received",
             "minimum", "min", "due", "will", "next", "going to", "plan", "planning", "scheduled", "应还", "应该还",
             "最低", "打算", "准备", "计划", "要还", "将", "预计", "需还", "需要还", "下个月", "下月", "明天", "想")
# paid with the card is a purchase on it ("paid $300 with the same card"), not a payment on its debt: "with" leaves a
# payment unread
# a change undone: "a deposit of 24.50 just bounced", "a payment … declined", 还款失败 never reached the balance
UNDONE = ("bounced", "bounce", "declined", "reversed", "cancelled", "canceled", "failed", "rejected", "voided", "退回",
          "被退", "撤销", "失败")
# a payment on another debt than the one told ("on my other card", 给另一张卡还款: 另 before a count, "另<n1>张",
# once the count is a token of its own; 给老公的卡还了, 替他还了: someone else's)
_ANOTHER_DEBT = ("other card", "another card", "other loan", "another loan", "other account", "another account",
                 "other tab", "another tab", "different", "另一张", "另一笔", "另<n", "别的卡", "的卡", "的信用卡", "的贷款",
                 "替")
# asked what is owed, in any story; the debt's own noun asked, in a debt's story
_OWED_ASKED = ("还欠", "still owe", "owe", "owed", "left to pay", "left to repay", "to pay off")
_DEBT_ASKED = ("debt", "balance", "loan", "mortgage", "tab")
_MONEY_ASKED = ("money", "cash", "have", "savings", "account")
_OWED_TO_ME = ("owes", "owe me", "owed me", "owing me", "lent", "borrowed")
# the debt grown after it was told: "then charged 300 more", "ordered 2 more drinks" (at a price untold)
_GROWN = ("charged", "ordered", "bought", "purchased", "borrowed", "spent", "spend", "swiped", "interest", "fee",
          "fees", "又借", "利息", "又刷", "又买")
_LIMIT = ("额度", "limit", "available credit", "credit available", "credit left")
_PARTS = frozenset({"COMMA", "AND"})


def part_of(tokens: list[Tok], i: int, after: int = -1) -> list[Tok]:
    """The part (between commas or "and") that holds tokens[i], from past `after` (an amount before it) on."""
    lo, hi = i, i + 1
    while lo > after + 1 and tokens[lo - 1].type not in _PARTS:
        lo -= 1
    while hi < len(tokens) and tokens[hi].type not in _PARTS:
        hi += 1
    return tokens[lo:hi]


def repaid(said: Said) -> bool:
    """The speaker's payment on a debt: "paid her back 125", "a payment of 800", "还款1200元"."""
    return (said.any(_REPAID) or said.has("paid") and said.has("back")) and not said.any(_NOT_PAID + _ANOTHER_DEBT)


_DETERMINERS = frozenset({"the", "a", "an", "my", "his", "her", "their", "our", "your"})
# what may follow "paid" or "to" that names no payee: the lender as a pronoun, the debt's own nouns ("paid the card
# off"), a particle, a time
_NO_PAYEE = frozenset({"him", "her", "them", "it", "me", "us", "you", "back", "off", "down", "up", "out", "for",
                       "toward", "towards", "on", "in", "at", "by", "with", "of", "this", "that", "last", "yesterday",
                       "today", "just", "already", "also", "then", "card", "loan", "tab", "balance", "bill", "debt",
                       "mortgage", "date", "pay", "repay"})


_PAID_TO_ZH = re.compile(r"给([^<>0-9，]{1,4}?)还")  # 给小李还了200元


def paid_to_another(debt: list[Tok], payment: list[Tok]) -> bool:
    """A payment to someone the debt does not name: "I owe Ben $50. I paid Cal $20", "I paid my sister $80", "paid
    the bank $20" (the debt's lender is Ben, or untold), 给小李还了300元."""
    told = {w.removesuffix("'s") for w in words_of(debt)}
    words = [w.removesuffix("'s") for w in words_of(payment) if w not in _DETERMINERS]
    people = {w for w in words if w in PEOPLE_NOUNS_EN} | {a for a, b in zip(words, words[1:])
                                                        if b == "paid" and a not in _NO_PAYEE and is_person_name(a)}
    people |= set(_PAID_TO_ZH.findall("".join(t.value for t in payment)))  # 给他还了 too: whose debt is then unsaid
    payees = {b for a, b in zip(words, words[1:]) if a in ("to", "paid") and b.isalpha() and b not in _NO_PAYEE}
    return bool((people | payees) - told - {"i"})


# a debt told as over: "I used to owe $500" owes it no more
_DEBT_PAST = ("used to", "formerly", "以前欠", "曾经欠")


def opens_with_debt(tokens: list[Tok], amounts: list[int]) -> bool:
    """Whether the first amount is told as owed (now: not "I used to owe")."""
    opening = Said(part_of(tokens, amounts[0])) if amounts else None
    return opening is not None and opening.any(DEBT) and not opening.any(_DEBT_PAST)


def paid_down(tokens: list[Tok], amounts: list[int], question: Said) -> bool:
    """A debt the story opens with, paid down by the speaker alone, and asked as what is still owed: read as the
    debt less the payments."""
    parts = [Said(part_of(tokens, i)) for i in amounts]
    # each payment by its own words: "I paid 200 then took 50 cash advance on it" pays 200 only
    own = [Said(part_of(tokens, i, after)) for after, i in zip(amounts, amounts[1:])]
    return opens_with_debt(tokens, amounts) and len(parts) > 1 and all(repaid(part) for part in own) \
        and not any(part.any(DEBT) for part in parts[1:]) and _asks_the_debt(question) \
        and not any(paid_to_another(part_of(tokens, amounts[0]), part_of(tokens, i)) for i in amounts[1:]) \
        and not Said(tokens).any(_OWED_TO_ME + _LIMIT + _GROWN + UNDONE) and not _spaced_numbers(tokens, amounts)


def debt_unread(tokens: list[Tok], amounts: list[int], question: Said) -> bool:
    """A debt told, or asked, that `paid_down` does not read; a limit given back ("额度是50000，用了37,845.2，又还了
    10000"): what is paid back against a limit gives the limit back, not money going out."""
    parts = [Said(part_of(tokens, i)) for i in amounts]
    if any(repaid(part) for part in parts) and parts[0].any(_LIMIT):
        return True
    told = any(part.any(DEBT) for part in parts) or question.any(_OWED_ASKED)
    return told and not paid_down(tokens, amounts, question)


def _spaced_numbers(tokens: list[Tok], amounts: list[int]) -> bool:
    """Two amounts with nothing between them ("I paid 1 20"): one number typed with a space, or two?"""
    return any(tokens[i + 1].type == "NUM" for i in amounts if i + 1 < len(tokens))


def _asks_the_debt(question: Said) -> bool:
    return (question.any(_OWED_ASKED) or question.any(_DEBT_ASKED)) and not question.any(_MONEY_ASKED)
