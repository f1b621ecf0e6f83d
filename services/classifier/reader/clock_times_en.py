"""A number said as a time of day in an English story: "she stayed until 4", "came at 3", "arrived at 9", "worked
till 7", "since 10 this morning". A clock time is no amount of hours, so a reading that takes it for one (a rate of
$15 an hour times 4) answers wrongly; a story with one goes slow. "at $2 each", "until 4 hours later", "at 3
stores" carry their unit or their noun and are amounts."""

from __future__ import annotations

from ..slots import Slots
from .tokens import Tok

# The prepositions of a time of day (the lexicon's types; until, till, at, since, after, past …)
_BEFORE_A_TIME = frozenset({"UNTIL", "AT", "AFTER_EN"})
# The words that may follow a time of day in place of a noun
_AFTER_A_TIME = frozenset({"o'clock", "oclock", "am", "pm", "a.m.", "p.m.", "sharp", "tonight", "today", "tomorrow",
                           "yesterday", "this", "in", "on", "every"})
_CURRENCY_SIGNS = frozenset("$€£¥")


def clock_time_said_en(tokens: list[Tok], slots: Slots) -> bool:
    """Whether an English story says a bare number right after a preposition of time, with nothing after it that
    makes it an amount (its unit, its money sign, the noun it counts)."""
    for before, t, after in zip(tokens, tokens[1:], [*tokens[2:], None]):
        if t.type != "NUM" or before.type not in _BEFORE_A_TIME or not before.value.isascii():
            continue
        n = slots.number(t.value)
        if n.unit or n.percent or _CURRENCY_SIGNS.intersection(n.raw):
            continue
        if after is None or after.type in ("COMMA", "AND") or after.value.lower() in _AFTER_A_TIME:
            return True
    return False
