"""A factor between two units of one kind told by the user, in English (issue 15, red team 31): "A foot is 30 cm, so
how many cm is 6 feet?", "There are 100 minutes in an hour. How many minutes are in 3 hours?", "Since a mile is 1.6
km …". A reading that multiplies by the factor told answers on the user's premise, which may be rounded or wrong
(a foot is 30.48 cm): the request goes slow unless the factor told is the standard one ("there are 60 seconds in a
minute", "1 yard = 3 feet", "1 mile = 1.609344 km"). The standards are the exact factors the sandbox converts by
(dtlib.unit_factors): a unit without one (a month, a year) makes any factor told of it unsure.

Read on the words: "a/an/one/1 <unit> is/equals/= … <number or a/half a> <unit>", "there are <number> <unit> in
a/an/each <unit>", "<number> <unit> = <number> <unit>", both units in the lexicon (dtlib.unit_names) and of one
dimension.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.unit_factors import LINEAR_BY_NAME
from dtlib.unit_names import DIMENSION, UNIT_BY_WORD, canonical_unit

_NUMBER_WORDS = {"a": Fraction(1), "an": Fraction(1), "one": Fraction(1), "half a": Fraction(1, 2),
                 "half an": Fraction(1, 2)}

_WORDS = sorted((w for w in UNIT_BY_WORD if w.isascii() and w.isalpha() and len(w) > 1), key=len, reverse=True)
_UNIT = "(" + "|".join(map(re.escape, _WORDS)) + ")"
_NUMBER = r"(\d[\d,]*(?:\.\d+)?(?:/\d+)?|half an?|an?|one)"
_LINK = r"(?:is|was|equals|=|makes|has|contains|is equal to|is the same as|as)"
_HEDGE = r"(?:(?:about|roughly|approximately|around|exactly|just)\s+)?"
_TOLD = re.compile(
    rf"(?<!of )\b(?:an?|one|1)\s+{_UNIT}\s+{_LINK}\s+{_HEDGE}{_NUMBER}\s*{_UNIT}\b"
    rf"|\bthere (?:are|is)\s+{_HEDGE}{_NUMBER}\s*{_UNIT}\s+(?:in|to)\s+(?:an?|one|1|each|every)\s+{_UNIT}\b"
    rf"|(?<![\w.])(?:1|one)\s*{_UNIT}\s*=\s*{_NUMBER}\s*{_UNIT}\b")
NEEDED_WORDS = frozenset({"is", "was", "equals", "makes", "has", "contains", "as", "there"})


def factor_told(text: str) -> bool:
    """Whether `text` tells a factor between two units of one dimension other than the standard one."""
    folded = text.lower()
    for match in _TOLD.finditer(folded):
        groups = [g for g in match.groups() if g]
        if match.group(0).startswith("there"):  # "there are <n> <small> in a <big>"
            number, small, big = groups
        else:  # "a <big> is <n> <small>", "1 <big> = <n> <small>"
            big, number, small = groups
        big, small = canonical_unit(big), canonical_unit(small)
        if big == small or not DIMENSION.get(big) or DIMENSION.get(big) != DIMENSION.get(small):
            continue
        told = _NUMBER_WORDS.get(number) or Fraction(number.replace(",", ""))
        standard = [LINEAR_BY_NAME.get(unit.casefold()) for unit in (big, small)]  # L, mL: the table's l, ml
        if None in standard or told != standard[0][1] / standard[1][1]:
            return True
    return False
