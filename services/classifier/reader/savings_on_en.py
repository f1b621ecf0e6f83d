"""Money saved on a purchase ("He saved $20 on a new bike", "saved $15 by using a coupon", "saved 20% on a jacket"):
a discount on a price the story may not tell, not money put aside. A reading that counts it as a gain of what is
had ("Ben had $100 … How much money does he have?": 120) is wrong; only a reader of discounts reads it (the price
told before it, "was $300 and I saved $20 on it": 280). Saved on a day ("saved $20 on Monday") or saved more is
money put aside and stays with its reader."""

from __future__ import annotations

import re

SAVE_WORDS = ("save", "saves", "saved", "saving")
_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|the weekend|payday|average" \
        r"|each day|every day|that day|the first day|the last day)s?\b"
_WHEN = r"(?:then|now|noon|tomorrow|today|next|last|the end|the time|january|february|march|april|may|june|july" \
        r"|august|september|october|november|december)\b"
# a slotted amount or percent saved, then what it was saved on or by (not a day, not a time)
_SAVED_ON = re.compile(r"\bsav(?:e|es|ed|ing)\s+(?:me\s+|us\s+|him\s+|her\s+|them\s+|you\s+)?(?:about\s+|over\s+)?"
                       r"<[np]\d+>\s*(?:dollars?\s+|bucks\s+|euros?\s+|pounds?\s+|cents?\s+|percent\s+)?"
                       rf"(?:on\s+(?!{_DAYS})|off\s+|by\s+(?!{_DAYS}|{_WHEN})|with\s+|thanks to\s+|using\s+)")
# the readers that read a saving as taken off a price
_DISCOUNT_READERS = ("discount", "percent_change", "saving")


def saved_on_a_purchase(text: str, reader: str) -> bool:
    """`text` (slotted, lowered) says money was saved on something bought, and `reader` reads no discount."""
    return not any(word in reader for word in _DISCOUNT_READERS) and _SAVED_ON.search(text) is not None
