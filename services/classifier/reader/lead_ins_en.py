"""A when or an "in all" said first, before a comma, in an English story (for role_words.clauses): "On Tuesday, she
baked 9 more muffins", "Last year, Gina collected 120 cans", "In all, how many peaches did Maya pick?" say what "She
baked 9 more muffins on Tuesday", "Gina collected 120 cans last year", "How many peaches did Maya pick in all?" say.
The words are put at the end of the clause after the comma, where the roles reader reads a time or an "in all".

Only closed phrases move: a period (time_words.PERIODS: today, last year …), "on" a weekday, "this" or "in the" part
of a day, "in" a month, and the question's "in all", "in total", "altogether". Any other clause with no number
("In addition,", "At the bus stop,") stays where it is, and keeps the story slow. A when said last in a part
("… 9 more muffins on Tuesday", "… 21 pages yesterday") is read apart from the amount's own words (`when_said_last`)
and kept with them for the question to pick by.
"""

from __future__ import annotations

from .time_words import DAY_PARTS_EN, MOMENTS_EN, MONTHS_EN, PERIODS, WEEKDAYS_EN
from .tokens import Tok

_IN_ALL = frozenset({"in all", "in total", "altogether", "all together"})
_PERIODS_EN = frozenset(p for p in PERIODS if p.isascii())


def said_first(phrase: str) -> bool:
    """Whether `phrase` (a clause's words, lower case) is a when or an "in all" that may open a sentence."""
    return phrase in _PERIODS_EN or phrase in _IN_ALL or _day_named(phrase) or _stop_named(phrase)


def _stop_named(phrase: str) -> bool:
    """"At the bus stop", "at the first stop", "at the station" (articles dropped): where people got on or off."""
    words = phrase.split()
    return 2 <= len(words) <= 3 and words[0] == "at" and words[-1] in ("stop", "station") \
        and all(w.isalpha() for w in words)


def _day_named(phrase: str) -> bool:
    """"on Tuesday", "this morning", "in May": a day, a part of one or a month."""
    words = phrase.split()
    if len(words) != 2:
        return False
    first, second = words
    return first == "on" and second in WEEKDAYS_EN or first == "this" and second in DAY_PARTS_EN \
        or first == "in" and second in MONTHS_EN


def moved_after(clauses: list[list[Tok]]) -> list[list[Tok]]:
    """`clauses` with each one that is only such a phrase put at the end of the clause after it."""
    out: list[list[Tok]] = []
    k = 0
    while k < len(clauses):
        clause = clauses[k]
        if k + 1 < len(clauses) and clause and all(t.value.isascii() for t in clause) \
                and not any(t.type == "NUM" for t in clause) and said_first(" ".join(t.value for t in clause)):
            out.append([*clauses[k + 1], *clause])
            k += 2
            continue
        out.append(clause)
        k += 1
    return out


# Said last in a part, read apart: yesterday and tomorrow, and a day named. ("today" is the story's own day and "last
# year" a period: roles_en.py reads both as before.)
_ONE_WORD_WHEN = frozenset({"yesterday", "tomorrow"})


def when_said_last(part: list[Tok]) -> tuple[list[Tok], frozenset[str]]:
    """A part less a when said last in it ("… 9 more muffins on Tuesday"), and that when's words (none: the part)."""
    if len(part) > 2 and _day_named(f"{part[-2].value} {part[-1].value}"):
        return part[:-2], frozenset((part[-2].value, part[-1].value))
    if len(part) > 1 and part[-1].value in _ONE_WORD_WHEN:
        return part[:-1], frozenset((part[-1].value,))
    return part, frozenset()


_WHERE = frozenset({"in", "on", "at"})
_WHEN_AFTER_A_PLACE = frozenset({"in", "on", "at", "during"})
# The times of a school or work day said after a place ("at recess"), besides the moments of role_words.MOMENTS_EN
_TIMES_OF_DAY = frozenset({"recess", "break", "playtime"})


def place_then_when(tail: list[str]) -> bool:
    """"… 35 girls on the playground at recess", "… in the park on Monday": a place of one or two plain words, then a
    when (a moment, a day part, a weekday: not another place, "on the roof or on the fence"), what roles_en.py reads
    of either alone, read of both."""
    if tail[:1] == [] or tail[0] not in _WHERE:
        return False
    k = next((k for k in range(2, min(len(tail), 4)) if tail[k] in _WHEN_AFTER_A_PLACE), None)
    if k is None or not 2 <= len(tail) - k <= 3 or any(w in ("or", "and") for w in tail[1:k]):
        return False
    when = tail[-1]
    return when in MOMENTS_EN or when in _TIMES_OF_DAY or when in WEEKDAYS_EN or when in DAY_PARTS_EN
