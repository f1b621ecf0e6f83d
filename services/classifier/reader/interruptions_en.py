"""A sentence without a number that says the story's doing stopped or its price changed (issue 15): "A machine makes
50 bottles an hour. The machine broke down for a while. How many bottles did it make in 6 hours?" is not 50*6, and
"Tickets cost 7 dollars each. Today there is a sale. How much do 4 tickets cost today?" is not 4*7: the sentence tells
no amount, so no reader reads it, yet it changes what the amounts give. Such a sentence, anywhere before the
question, sends any reading slow (guard_checks.py). A pause or a price told with its number ("rested 6 hours",
"$2 off") is a quantity of its own and left to the readers that read it; a "bake sale" or "yard sale" is a place,
not a price. A discount or a sale price whose amount the request never tells ("If Ruth buys 5 pounds at a discount,
how much does she pay?") sends it slow wherever it is said, the question too."""

from __future__ import annotations

import re

INTERRUPTION_WORDS = ("broke", "broken", "stopped", "stops", "jammed", "paused", "order", "sale", "discount",
                      "discounted", "prices", "price", "cheaper", "raised", "lowered")
_NUMBER = re.compile(r"<[a-z]\d+>|\d")
_STOPPED = re.compile(r"\b(?:broke(?: down)?|(?:was|is|got) broken|stopped(?: working)?|stops working|jammed|"
                      r"paused|out of order|shut down for)\b", re.IGNORECASE)
_PRICE_CHANGED = re.compile(r"\b(?:on sale|(?<!bake )(?<!yard )(?<!garage )(?<!rummage )(?<!book )a sale|"
                            r"sale (?:today|this week)|discount(?:ed)?|prices? (?:went|go|goes|rose|rise|rises|fell|"
                            r"dropped|drops|changed|changes)|(?:raised|lowered|cut) (?:the|its|their) prices?|cheaper)\b",
                            re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
# a price changed by an amount never told, said anywhere, the question too ("If Ruth buys 5 pounds at a discount, …")
_UNTOLD_DISCOUNT = re.compile(r"\b(?:at|with|gets?|got|on) (?:a )?(?:discount|reduced price|lower price|sale price)\b"
                              r"(?! of)|\bon sale\b", re.IGNORECASE)
_AMOUNT_OFF = re.compile(r"%|<p\d+>|\bpercent\b|\boff\b|\bdiscount of\b", re.IGNORECASE)


def interrupted_without_a_number(text: str) -> bool:
    """Whether a sentence of the story (not the question) tells, with no number, that its doing stopped or its
    price changed."""
    if _UNTOLD_DISCOUNT.search(text) and not _AMOUNT_OFF.search(text):
        return True
    sentences = [s for s in _SENTENCES.split(text.strip()) if s.strip()]
    return any(not _NUMBER.search(s) and (_STOPPED.search(s) or _PRICE_CHANGED.search(s)) for s in sentences[:-1])
