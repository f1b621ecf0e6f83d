"""Amounts said as multiples, for the grounding check's reading of amounts (dtlib.amount_units).

- Dozens: "9 dozen eggs" counts 9 dozens, and the 12 a calculation multiplies them by is eggs per dozen, a
  constant the words imply though they do not write it ("9 × 12" is eggs; "9 + 12" adds eggs per dozen to
  dozens). "$3 a dozen" is money per dozen.
- A number of times: "7 times more books", "12 times as many", "walks there 4 times", 是小明的7倍. It is a
  plain number (a ratio, or how often), which multiplies or divides an amount but is never added to one
  that has a unit, nor taken from it (dtlib.unit_check).
- Cents are money ("34 cents"), as dollars are; coins ("9 dimes") stay counts of things.
- A part of one unit: "0.25 of a mile", "0.6 of an hour" are miles and hours ("0.5 of a pizza" is no unit).
"""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal

from .amount_unit_kinds import COUNTED, MONEY, Unit, physical
from .unit_names import canonical_unit, money_unit

DOZEN = "n:dozen"
ONE_DOZEN = Decimal(12)
_EN_DOZEN = re.compile(r"\s*dozens?\b(?:\s+of\b(?:\s+(?:the|his|her|their|its|my|our)\b)?)?", re.IGNORECASE)
_EN_TIMES = re.compile(r"\s*times\b", re.IGNORECASE)
_CENTS = frozenset({"cent", "cents"})
_EN_OF_A = re.compile(r"\s+of\s+an?\s+([a-z]+)\b", re.IGNORECASE)


def dozens_end(text: str, at: int) -> int | None:
    """Where "dozen" (or "dozens of the") said right after a number at `at` ends; None when it is not said."""
    m = _EN_DOZEN.match(text, at)
    return m.end() if m else None


def dozen_units(thing: Unit | None, words: dict[str, tuple[str, str]]) -> tuple[Unit, Unit] | None:
    """For "N dozen <thing>": the amount's unit (dozens) and the unit of the 12 in one dozen (things per dozen);
    None when the thing is not one counted thing."""
    if thing is None or len(thing) != 1 or not next(iter(thing)).startswith(COUNTED) or next(iter(thing.values())) != 1:
        return None
    words.setdefault(DOZEN, ("dozens", "dozen"))
    return Counter({DOZEN: 1}), Counter({next(iter(thing)): 1, DOZEN: -1})


def per_dozen(word: str | None, words: dict[str, tuple[str, str]]) -> Unit | None:
    """"$3 a dozen", "per dozen": what a rate is per."""
    if word is None or word.lower() != "dozen":
        return None
    words.setdefault(DOZEN, ("dozens", "dozen"))
    return Counter({DOZEN: 1})


def is_times(text: str, at: int, zh: bool) -> bool:
    """A number said as a number of times: "7 times", 7倍."""
    return text[at:at + 1] == "倍" if zh else bool(_EN_TIMES.match(text, at))


def is_cents(word: str) -> bool:
    return word.lower() in _CENTS


def part_of_a_unit(text: str, at: int, words: dict[str, tuple[str, str]]) -> tuple[Unit, int] | None:
    """"0.25 of a mile", "0.6 of an hour": the unit, and where it ends; None for anything but a unit or money."""
    m = _EN_OF_A.match(text, at)
    if m is None:
        return None
    word = m.group(1)
    if money_unit(word):
        words.setdefault(MONEY, ("money", "money"))
        return Counter({MONEY: 1}), m.end()
    unit = physical(canonical) if (canonical := canonical_unit(word)) else None
    if unit is None:
        return None
    if len(unit) == 1:
        words.setdefault(next(iter(unit)), (word + "s", word))
    return unit, m.end()


def implied_constants(found: dict[Decimal, list[Unit]]) -> dict[Decimal, Unit | None]:
    """The units the words imply for constants (12 eggs per dozen), None where two readings differ."""
    return {value: units[0] if all(u == units[0] for u in units) else None for value, units in found.items()}
