"""A factor between two units of one kind told by the user, in English (issue 15, red team 31): "A foot is 30 cm, so
how many cm is 6 feet?", "There are 100 minutes in an hour. How many minutes are in 3 hours?", "Since a mile is 1.6
km …". A reading that multiplies by the factor told answers on the user's premise, which may be rounded or wrong
(a foot is 30.48 cm), and the reader does not hold the standard factors to check it (the sandbox converts): the
request goes slow, a standard restated ("1 yard = 3 feet") with it.

Read on the words: "a/an/one/1 <unit> is/equals/= … <number or a/half a> <unit>", "there are <number> <unit> in
a/an/each <unit>", "<number> <unit> = <number> <unit>", both units in the lexicon (dtlib.unit_names) and of one
dimension.
"""

from __future__ import annotations

import re

from dtlib.unit_names import DIMENSION, UNIT_BY_WORD, canonical_unit

_WORDS = sorted((w for w in UNIT_BY_WORD if w.isascii() and w.isalpha() and len(w) > 1), key=len, reverse=True)
_UNIT = "(" + "|".join(map(re.escape, _WORDS)) + ")"
_NUMBER = r"(?:\d[\d,]*(?:\.\d+)?(?:/\d+)?|half an?|an?|one)"
_LINK = r"(?:is|was|equals|=|makes|has|contains|is equal to|is the same as|as)"
_HEDGE = r"(?:(?:about|roughly|approximately|around|exactly|just)\s+)?"
_TOLD = re.compile(
    rf"\b(?:an?|one|1)\s+{_UNIT}\s+{_LINK}\s+{_HEDGE}{_NUMBER}\s*{_UNIT}\b"
    rf"|\bthere (?:are|is)\s+{_HEDGE}{_NUMBER}\s*{_UNIT}\s+(?:in|to)\s+(?:an?|one|1|each|every)\s+{_UNIT}\b"
    rf"|(?<![\w.])\d[\d,]*(?:\.\d+)?\s*{_UNIT}\s*=\s*{_NUMBER}\s*{_UNIT}\b")
NEEDED_WORDS = frozenset({"is", "was", "equals", "makes", "has", "contains", "as", "there"})


def factor_told(text: str) -> bool:
    """Whether `text` tells a factor between two units of one dimension."""
    folded = text.lower()
    for match in _TOLD.finditer(folded):
        units = [canonical_unit(u) for u in match.groups() if u]
        if len(units) == 2 and units[0] != units[1] and DIMENSION.get(units[0]) \
                and DIMENSION.get(units[0]) == DIMENSION.get(units[1]):
            return True
    return False
