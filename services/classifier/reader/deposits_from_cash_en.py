"""Money deposited out of where it was ("Ann had $20 in cash. She deposited $5 into her bank account. How much cash
does she have?"): a deposit is a gain of the account, and a loss of the cash, wallet or piggy bank it came from. A
reading that adds it to what was had in hand answers 25 for 15. Where the story's money is in the bank or in
savings already, a deposit adds to it and stays with its reader."""

from __future__ import annotations

import re

DEPOSIT_WORDS = ("deposit", "deposits", "deposited", "depositing")
# money had in hand: in cash, in a wallet, a purse, a pocket, a piggy bank, a jar
_IN_HAND = re.compile(r"\b(?:in cash|cash|wallet|purse|pocket|piggy bank|jar|coin box|money box|envelope)\b")
_DEPOSITED = re.compile(r"\bdeposit(?:s|ed|ing)?\b")


def deposited_out_of_hand(text: str) -> bool:
    """`text` (slotted, lowered) deposits money that it says was in hand."""
    return _DEPOSITED.search(text) is not None and _IN_HAND.search(text) is not None
