"""A thing bought for a price, in English (for roles_en.py): "She bought a book for $7.50", "Kim bought a lamp for
$23.40 and a rug for $41.15" — the money is spent: a loss of the buyer's money, added with other spendings or taken
from the money had. Only one thing ("a" or "an" and one or two words) bought or purchased, for an amount of money (or of cents);
"3 hats for $12", "a book for her brother for $7.50", "sold a book for $7.50" are not read here.
"""

from __future__ import annotations

from .role_words import Ask, Quantity
from .units import MONEY_NAMES, money_unit
from .vocab_en import PERSONAL_PRONOUNS_EN, POSSESSIVES_EN

_BUYING = frozenset({"buy", "purchase"})


def _one_thing_for(words: list[str]) -> bool:
    """"(a) book for", "(an) old lamp for" (the lexicon drops the article): a thing of one or two words, then "for"
    before the price; no one's ("for her brother")."""
    thing = words[:-1]
    return 1 <= len(thing) <= 2 and words[-1] == "for" and not any(
        w == "for" or w in PERSONAL_PRONOUNS_EN or w in POSSESSIVES_EN or w.endswith("'s") for w in thing)


def spent_on_a_thing(q: Quantity, verb: str, between: list[str]) -> bool:
    """Whether "bought a book for $7.50" (`between`: the words from the verb to the price) is money spent; where it
    is, `q` is that spending, the thing bought said with it."""
    money = q.unit in MONEY_NAMES or not q.unit and q.noun == "cent"  # "for 11 cents": cents_asked_en.py
    if verb not in _BUYING or not money or not _one_thing_for(between):
        return False
    q.role, q.verb, q.said = "loss", "spend", q.said | frozenset(between[:-1])
    return True


# Words after a price that say it was paid otherwise than from the money had ("… for $7.50 on credit", "on layaway")
_PAID_OTHERWISE = frozenset({"credit", "layaway", "loan", "installments", "instalments", "card", "coupon", "voucher",
                             "points", "tab", "check", "cheque", "debit"})


def paid_otherwise(q: Quantity, tail: list[str]) -> bool:
    """Whether a spending's words after its price say how it was paid otherwise than from the money had."""
    return q.verb == "spend" and not _PAID_OTHERWISE.isdisjoint(tail)


def another_thing_for(q: Quantity, head: list[str], elided: Quantity | None) -> bool:
    """Whether "… and a rug for $41.15" (`head`: the words before the price, no verb) is one more thing bought for a
    price after a first one; where it is, `q` is that spending too."""
    if elided is None or elided.verb != "spend" or q.unit not in MONEY_NAMES or not _one_thing_for(head):
        return False
    q.actor, q.role, q.verb, q.said = elided.actor, "loss", "spend", q.said | frozenset(head[:-1])
    return True


def things_asked_of_money(qs: list[Quantity], ask: Ask) -> bool:
    """"She bought a game for 7 dollars. How many games does she have?": a count of things asked of amounts of money
    (no price per one to count them by)."""
    return ask.counts and not ask.unit and ask.noun not in ("", "money") and not money_unit(ask.noun) \
        and any(q.unit in MONEY_NAMES for q in qs) \
        and not any(q.role in ("rate", "count", "among") or q.per for q in qs)
