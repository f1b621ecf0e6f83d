"""Unit words → the canonical names the sandbox's `convert` op and the reader's unit checks use.

Money units are kept apart: they add and compare, but never convert (an exchange rate changes).
Units without one standard (吨, gallon, ounce ...) are not here: perception flags them as ambiguous
(dtlib.conventions) and the request goes slow.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from dtlib.unit_names import (  # noqa: F401 - re-exported: the reader's modules import them from here
    DIMENSION, MONEY_CODES, MONEY_NAMES, UNIT_BY_WORD, UNIT_NAMES, UNIT_WORDS, UNITS, canonical_unit, money_unit,
)

if TYPE_CHECKING:
    from ..slots import Slots
    from .tokens import Tok

# The lexicon lives in dtlib (one unit reader for the classifier and the grounding check).
_UNITS = UNITS
_BY_WORD = UNIT_BY_WORD


def amount_unit(tokens: list[Tok], i: int, slots: Slots) -> str:
    """The unit of the number at tokens[i], named as above: the unit word after it ("45 元",
    "3 hours"), else the one written with the number ("¥28", "$8"); "" when it has none."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    word = following.value if following is not None and following.type == "UNIT" \
        else slots.number(tokens[i].value).unit or ""
    return money_unit(word) or canonical_unit(word) or word


_SIGNS = frozenset("$¥€£")


def money_sign(slots: Slots, i_start: int) -> str:
    """The currency of a sign written right before a number starting at i_start ("a $75 item":
    perception gives the number the noun after it as its unit); "" when there is none. Only a
    sign: the 元 of "28元两个人" ends the amount before, it is not the currency of the count after."""
    sign = slots.folded[i_start - 1:i_start] if i_start else ""
    return money_unit(sign) if sign in _SIGNS else ""




# A unit symbol after a number as the request writes it; the lexicon reads it lower-cased.
_SYMBOL_AFTER_NUMBER = re.compile(r"(?<![\d.,])([$¥€£]?)\d[\d.,]*\s?([A-Za-z]{1,3})(?![A-Za-z])")
# Upper-case spellings that name the same unit (no prefix of another size reads that way): 5 KM, 3 KG, 2 L
_CASE_FREE = frozenset({"KM", "Km", "KG", "Kg", "CM", "L", "ML", "MIN", "HR", "HRS", "SEC", "H", "FT", "MI", "YD"})
# The symbols `unit_case_changed` finds in another case: one of them is among the tokens (guards.py's trigger)
UNIT_SYMBOLS = frozenset(w for w in _BY_WORD if len(w) <= 3 and w.isascii() and w.isalpha())


def unit_case_changed(original: str, read: set[str]) -> bool:
    """"3 Mm" (megametres), "5 M" (million, or mega), "9 DM", "2 MM": a unit symbol after a number written in another
    case than its own, which the lexicon's lower case reads (`read`: the tokens' values) as millimetres or metres
    ("$1.2M" is money in millions)."""
    return any(not sign and symbol != symbol.lower() and symbol.lower() in _BY_WORD and symbol.lower() in read
               and symbol not in _CASE_FREE and symbol not in _UNITS
               for sign, symbol in _SYMBOL_AFTER_NUMBER.findall(original))


def dimension_of(unit: str) -> str | None:
    """What a canonical unit measures, squares and cubes of lengths ("m2", "cm3") included; None if unknown."""
    if unit[-1:] in "23" and DIMENSION.get(unit[:-1]) == "length":
        return "area" if unit.endswith("2") else "volume"
    return DIMENSION.get(unit)


def zhe_percent_off(k: Decimal) -> str | None:
    """The percentage off of k折: 8折 and 8.5折 pay 80 % and 85 %, 88折 pays 88 %; None outside that (十折 is the
    whole price, not 10 %: no discount to compute)."""
    if 0 < k < 10:
        paid = k * 10
    elif 10 < k < 100 and k == k.to_integral_value():
        paid = k
    else:
        return None
    return format((Decimal(100) - paid).normalize(), "f")



def tenths_at(tokens: list["Tok"], i: int, slots: "Slots") -> bool:
    """"涨了三成", "降价两成": the number at tokens[i] counts tenths (成) of an amount, 10 % each."""
    if i + 1 >= len(tokens) or tokens[i + 1].type != "WORD" or tokens[i + 1].value != "成":
        return False
    n = slots.number(tokens[i].value)
    return not n.percent and not n.unit and 0 < n.value < 10
