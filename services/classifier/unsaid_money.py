"""Money typed without its sign (issue 15, the chats corpus): "we won 2,000 in the office pool", "tires are 89.99
each", "the cashier rang up 64.15", "the bill came to 86.40 and i paid 100". People leave the $ out where the words
before the number already say money; the readers take an amount as money only by its sign or its currency word.

When an English request is not read as written, `signed` writes the sign the words imply before each such number, and
the request is read once more, as strictly as ever. A number is money here only where all of these hold:
- it is a plain number (no unit, sign, percent or ordinal of its own) and no noun follows it ("won 3 games", "spent
  3 hours" keep their nouns): after it comes the end, a mark, or one of a closed list of words ("each", "a month",
  "for", "and", "in", "on" …);
- right before it stands a verb of paying, spending, earning, owing or winning ("paid", "spent", "won", "owes",
  "rang up", "came to", "handed over"), a money noun and its "is" ("the bill is", "total came to", "a budget of",
  "rent is"), "paid … with" ("paid with 100"), or "is"/"are" before an amount written in cents beside
  "each", "a", "per" ("headphones are 59.99 each", "the plan is 17.97 a month"); or the same verb as an amount in
  the request's currency ("mom sent 150 dollars and dad sent 80");
- the request names at most one currency; its sign is the one written ("$" where none is).
What is left unread still goes slow; "my son is 12" (no money word) and "the score was 86.40" keep no sign, nor do
amounts not typed in digits alone ("5 k", "60k", "a twenty": hostile_probes' "paid with a twenty" stays slow).
"""

from __future__ import annotations

import re

from dtlib.perception import NumberMention
from dtlib.rulematch import verb_lemma

from .slots import Slots

# Words right before an amount that say it is money paid, spent, earned, owed or won
_PAY_WORDS = frozenset({
    "paid", "pay", "pays", "paying", "spent", "spend", "spends", "spending", "cost", "costs", "costing", "charged",
    "charges", "charge", "earned", "earns", "earn", "won", "win", "wins", "owe", "owes", "owed", "lent", "borrowed",
    "tipped", "donated", "deposited", "withdrew", "withdrawn", "refunded", "billed", "priced"})
# Two words before it that say the same ("came to 86.40", "rang up 64.15", "handed over 50", "sold it for 340")
_PAY_PAIRS = frozenset({
    "came to", "comes to", "come to", "adds up to", "added up to", "rang up", "rings up", "handed over", "hand over",
    "handed her", "handed him", "paid with", "pay with", "paying with", "sold for", "bought for", "got paid",
    "get paid", "gets paid", "it for", "them for"})
# Money nouns whose "is", "was", "of", ":" or "=" names the amount after it
_MONEY_NOUNS = frozenset({
    "bill", "total", "subtotal", "price", "cost", "balance", "budget", "rent", "salary", "wage", "fee", "fare", "tip",
    "deposit", "tab", "check", "invoice", "payment", "paycheck", "paycheque", "allowance", "pot", "prize", "jackpot"})
_NAMING = frozenset({"is", "was", "of", ":", "=", "be", "will be", "'s"})
_COPULAS = frozenset({"is", "are", "was", "were", "'s"})
# What may follow the amount: nothing that could be its noun
_AFTER = frozenset({"each", "apiece", "a", "an", "per", "for", "and", "but", "so", "then", "on", "in", "at", "to",
                    "from", "with", "this", "last", "today", "yesterday", "now", "plus", "total", "altogether"})
_PRICE_MARKS = frozenset({"each", "apiece", "a", "an", "per"})  # "59.99 each", "17.97 a month"
_SIGN_WORDS = {"$": "$", "dollar": "$", "dollars": "$", "bucks": "$", "usd": "$", "£": "£", "pound": "£",
               "pounds": "£", "gbp": "£", "€": "€", "euro": "€", "euros": "€", "eur": "€"}
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|[:=]")
_CENTS = re.compile(r"\d\.\d\d$")
_PLAIN = re.compile(r"\d[\d,]*(?:\.\d+)?")  # digits as typed: not "5 k", "60k", "twenty"


def signed(slots: Slots) -> str | None:
    """The request as written with the money sign before each amount its words say is money, or None where there is
    none (or the request is not English, or names two currencies)."""
    folded, original = slots.folded, slots.original
    if not folded.isascii() or len(folded) != len(original):
        return None
    numbers = [n for n in slots.items if isinstance(n, NumberMention)]
    signs = {_sign_of(n, folded) for n in numbers} - {""}
    if len(signs) > 1:
        return None
    sign = signs.pop() if signs else "$"
    # the verbs right before an amount in the currency ("mom sent 150 dollars"): a verb, never "and" or "at"
    money_verbs = {before[-1] for n in numbers if _sign_of(n, folded) and (before := _words_before(folded, n.start))
                   and before[-1] not in _COPULAS and verb_lemma(before[-1]) is not None}
    at = [n.start for n in numbers if _unsaid(n, folded, money_verbs)]
    if not at:
        return None
    out = original
    for start in sorted(at, reverse=True):
        out = out[:start] + sign + out[start:]
    return out


def _sign_of(n: NumberMention, folded: str) -> str:
    """The currency an amount is written in ("$80", "80 dollars"), as its sign; "" where none."""
    unit = (n.unit or "").lower()
    if unit in _SIGN_WORDS:
        return _SIGN_WORDS[unit]
    after = _WORD.match(folded, _skip_space(folded, n.end))
    return _SIGN_WORDS.get(after.group(), "") if after else ""


def _unsaid(n: NumberMention, folded: str, money_verbs: set[str]) -> bool:
    if n.unit or n.percent or n.ordinal or _sign_of(n, folded) or folded[n.start - 1:n.start] in "$£€¥" \
            or not _PLAIN.fullmatch(n.raw or ""):
        return False  # "5 k" (thousands, or a typo?), "a twenty" (a note, or twenty of them?) keep their reading
    k = _skip_space(folded, n.end)
    nxt = _WORD.match(folded, k)
    if nxt is not None and nxt.group() not in _AFTER or folded[n.end:n.end + 1] in ("-", "/", "k", "m"):
        return False  # "won 3 games", "a 12-pack", "60k" (perception's), "3/4"
    before = _words_before(folded, n.start)
    if not before:
        return False
    last, pair = before[-1], " ".join(before[-2:])
    if last in _PAY_WORDS or pair in _PAY_PAIRS or last in money_verbs and last not in _COPULAS:
        return True
    if last in _NAMING and len(before) > 1 and before[-2] in _MONEY_NOUNS:
        return True  # "the bill is 86.40", "a budget of 500", "total: 64.15"
    return last in _COPULAS and bool(_CENTS.search(n.raw or "")) and nxt is not None and nxt.group() in _PRICE_MARKS


def _words_before(folded: str, start: int) -> list[str]:
    """The last few words before `start`, in its own clause (a mark ends the look)."""
    head = re.split(r"[.,;!?\n]", folded[max(0, start - 40):start])[-1]
    return _WORD.findall(head)[-4:]


def _skip_space(text: str, k: int) -> int:
    while k < len(text) and text[k] == " ":
        k += 1
    return k
