"""One doing's amount in one period, then in another compared with it, for compose_en.py (issue 15):

    "In March it rained 5 inches. It rained 2 inches less in April than in March. How much did it rain in April?"  5-2
    "Ava read 15 books last summer. This summer she read 7 more books than last summer. How many books did she read
    this summer?"                                                                                                   15+7

The comparison's other side is a time the first amount's clause names ("than in March", "than last summer"), not a
holder; the question asks the compared period by a word only its clause says. The same holder and verb in both, the
amount's unit asked; a question of the first period, of both, or of a word neither says is not read.
"""

from __future__ import annotations

from .quantities_en import Quantity

_WHEN = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
                   "february", "march", "april", "may", "june", "july", "august", "september", "october",
                   "november", "december", "spring", "summer", "autumn", "fall", "winter", "morning", "afternoon",
                   "evening", "this", "last", "yesterday", "today", "week", "month", "year", "season"})
_LEADS = frozenset({"in", "on", "during", "the", "at"})
_QUIET = frozenset({"the", "a", "an", "of", "on", "in", "at", "during", "it", "there"})
_ANYONE = frozenset({"it", "they", "we", "there", "you"})


def period_compared(story: list[Quantity], ask) -> tuple[str, list[str]] | None:  # noqa: ANN001 - compose_en._Ask
    """The compared period's amount, or None where the story and question are not this shape in full."""
    if len(story) != 2 or ask.kind != "value" or ask.mod or ask.than:
        return None
    first, other = story
    if first.kind != "amount" or first.percent or other.kind != "compare":
        return None
    base = set((other.base or "").split()) - _LEADS
    if not base or not base & _WHEN or not base <= first.words:
        return None  # "than Tom": a holder, compose_en.py's own reading
    own = (other.words - first.words) & _WHEN
    if not own or (first.words - other.words) & _WHEN - base:
        return None  # the other period said only by its comparison, or a third time told
    if first.holder != other.holder or first.verb != other.verb or other.unit not in (None, first.unit):
        return None
    if ask.holder not in (None, *_ANYONE, first.holder) or ask.verb not in (None, first.verb):
        return None
    if not (ask.takes(first.unit) or ask.unit is None and ask.head == "how much") \
            or not ask.things <= first.words | {w + "s" for w in first.words}:  # "how much did it rain": inches
        return None
    asked = set(ask.rest) - _QUIET
    if not asked & own or asked - other.words:
        return None  # "how much did it rain in March", "… in May"
    value = first.value + other.sign * other.value
    if value <= 0:
        return None
    sign = "+" if other.sign > 0 else "-"
    return f"{first.plain}{sign}{other.plain}", [*first.slots, *other.slots]
