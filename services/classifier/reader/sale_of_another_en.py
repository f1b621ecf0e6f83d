"""A sale said of another thing than the one priced ("A lamp costs $40 and the table is 25% off", "A bike costs $300
and its helmet is 15% off", "the store has 20% off pants"): the percent is the other thing's, whose price is not
told. Read off the priced thing's price it answers the table's price with the lamp's (30). A sale of the priced
thing itself, of everything ("everything is 10% off", "the whole store"), or of a thing the story prices too
stays with its reader."""

from __future__ import annotations

import re

from .role_words import lemma

SALE_WORDS = ("off", "cheaper", "discounted")
_DETERMINER = r"(?:a|an|the|my|his|her|its|their|our|your|one|each|every|this|that|these|those)"
# "a (red) lamp costs <n0>", "the jacket is <n0>", "shoes cost <n0>"
_PRICED = re.compile(rf"(?:\b{_DETERMINER}\s+)?\b(?:[a-z]+\s+)?([a-z]+)\s+(?:costs?|is|are|was|were|sells? for|"
                     r"is priced at|are priced at|priced at)\s+<n\d+>")
# "the table is <p1> off", "its helmet is now <p1> cheaper", "<p1> off pants", "<p1> off the table"
_SALE_OF = re.compile(rf"\b{_DETERMINER}\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:is|are|was|were)\s+(?:now\s+|also\s+|only\s+)?"
                      r"<p\d+>\s+(?:off|cheaper|discounted)\b")
_OFF_THE = re.compile(rf"<p\d+>\s+off\s+(?:all\s+|any\s+|{_DETERMINER}\s+)?([a-z]+)\b")
# words that are no thing of their own: the priced thing, or everything
_ANY_THING = frozenset({"it", "they", "them", "this", "that", "everything", "all", "store", "shop", "item", "items",
                        "price", "prices", "sale", "one", "each", "both", "whole", "entire", "these", "those", "thing",
                        "things", "if", "when", "for", "at", "of", "on", "in", "and", "now", "today", "total", "bill",
                        "order", "purchase", "cost", "rest", "tag", "sticker", "list", "regular", "original",
                        # no thing at all: "the sale price after <p0> off is <n1>"
                        "is", "are", "was", "were", "be", "been", "off", "after", "before", "then", "so", "or", "but",
                        "with", "to", "by", "what", "how"})


def sale_of_another_thing(text: str) -> bool:
    """`text` (slotted, lowered) prices one thing and puts another, not priced, on sale."""
    priced = {_one(m[1]) for m in _PRICED.finditer(text)} - _ANY_THING
    if not priced:
        return False
    on_sale = {_one(m[1]) for m in (*_SALE_OF.finditer(text), *_OFF_THE.finditer(text))} - _ANY_THING
    return bool(on_sale - priced)


def _one(word: str) -> str:
    return lemma(word, "NOUN")
