"""Coins, bills or tokens of no told value beside money, in English (issue 15, red team 32's blind run): "I had $12.40
and found 3 coins. How much do I have now?" was read 12.40 + 3, as if each coin were a dollar; so would "got 2 bills
from my aunt" or "found 2 tokens". What a coin, a bill or a token is worth is not said, so the request goes slow.
Their worth told stays for the readers that read it: "2 $5 bills", "3 five-dollar bills", "4 dimes", "3 quarters"
(coins_en.py knows US coins by name).
"""

from __future__ import annotations

import re

# a count of coins, bills, notes or tokens with no worth between or after ("3 coins", "2 bills"; not "2 $5 bills", "a
# $ 96 bill": a bill to pay, "3 bills: $12.50, $8 and $30.25", "4 coins worth 50 cents")
_UNVALUED = re.compile(r"(?<![$£€¥.,\d])\b\d[\d,]*\s+"
                       r"(?:(?:more|other|old|loose|spare|foreign|shiny|gold|silver|paper)\s+)?"
                       r"(?:coins|bills|notes|banknotes|tokens)\b(?!\s*(?::|worth|of\b|valued|each|at\b))",
                       re.IGNORECASE)
_CURRENCY_BEFORE = re.compile(r"[$£€¥]\s*$")
_MONEY = re.compile(r"[$£€¥]\s*\d|\d[\d,.]*\s*(?:dollars?|euros?|pounds?|bucks|cents?)\b", re.IGNORECASE)
TOKEN_WORDS = frozenset({"coins", "bills", "notes", "banknotes", "tokens"})


def tokens_of_no_worth(text: str) -> bool:
    """Whether the request counts coins, bills, notes or tokens of no told worth beside an amount of money."""
    counted = any(not _CURRENCY_BEFORE.search(text[:m.start()]) for m in _UNVALUED.finditer(text))
    return counted and _MONEY.search(text) is not None
