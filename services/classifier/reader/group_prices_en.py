"""A price said per group of things ("Socks cost $6 a pair", "Markers cost $5 a pack", "$8 a set") asked for a count of
the single things ("How much for 10 socks?"): the price of one is the group's over its size, which a pack, a box or
a set does not tell. Read as a price each it answers 60 for 30. Asked in groups ("for 3 pairs", "for 3 cartons"),
or with the group's size told ("$5 a pack of 4") it stays with its reader."""

from __future__ import annotations

import re

from .role_words import lemma

GROUP_WORDS = ("pair", "pack", "box", "set", "bag", "case", "bundle", "carton", "crate", "packet", "tray", "sack",
               "roll", "kit")
_PRICE_PER_GROUP = re.compile(r"\b(?:cost|costs|is|are|sell for|sells for|priced at|go for|goes for)\s+<n\d+>\s+"
                              r"(?:a|an|per|for a|for one|for each)\s+(pair|pack|box|set|bag|case|bundle|carton|crate"
                              r"|packet|tray|sack|roll|kit)\b(?!\s+of\s+<n)")
_ASKED_COUNT = re.compile(r"<n\d+>(?:\s+([a-z]+))?")


def group_price_asked_of_ones(text: str) -> bool:
    """`text` (slotted, lowered) prices a group of things and its question counts something else than groups."""
    priced = _PRICE_PER_GROUP.search(text)
    if priced is None:
        return False
    asked = text[priced.end():]
    counts = [m[1] for m in _ASKED_COUNT.finditer(asked)]
    return any(word is None or lemma(word, "NOUN") != priced[1] for word in counts)
