"""Games over a season of so many periods (MAWPS's "There were a total of 7 baseball games a month. The season is
played for 2 months. How many baseball games are in a season?"): games a period times the periods (14), or the
season's games over its periods where the words say they are divided equally ("… 27 soccer games during the 3 month
season. If the games are equally divided, how many soccer games are played a month?": 9).

The games are of one sport, asked of the same sport; the period of the games is the season's (a month and months),
said of each one ("a month", not "the month"); a count that does not divide evenly, a split not said equal, another
period asked or another clause go slow ("in the seasons" is the season's, as MAWPS asks it).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .said_en import said_text
from .triggers import triggered_by

_PERIODS = "day|week|month|year"
_SEASON = re.compile(rf"there were total of # (?P<sport>[a-z]+) games (?P<per>{_PERIODS}) \. season is played for # "
                     rf"(?P<periods>{_PERIODS})s \. how many (?P<asked>[a-z]+) games are in seasons?")
_DIVIDED = re.compile(rf"there were total of # (?P<sport>[a-z]+) games (?:during|in) # (?P<periods>{_PERIODS}) season \. "
                      rf"if games are equally divided , how many (?P<asked>[a-z]+) games are played (?P<per>{_PERIODS})")
# "games a month": the games of each period, by period (compiled here, not per request)
_EACH = {per: re.compile(rf"\b(?:games|played) (?:a|an|per|each|every) {per}\b") for per in _PERIODS.split("|")}


@triggered_by(text=("season",))
def read_season(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(nums) != 2 or any(n.percent or n.ordinal or n.value <= 0 or n.value != int(n.value) for n in nums):
        return None
    text = said_text(tokens)
    games, periods = nums
    for frame, op in ((_SEASON, "*"), (_DIVIDED, "/")):
        told = frame.fullmatch(text)
        if told is None:
            continue
        # the words drop articles: "9 games a month" is each month, "9 games the month" one month
        each = _EACH[told["per"]].search(slots.original.lower())
        if told["asked"] != told["sport"] or told["per"] != told["periods"] or each is None \
                or op == "/" and (Fraction(games.value) / Fraction(periods.value)).denominator != 1:
            return None
        return Task("expr", {"expression": f"{games.plain()}{op}{periods.plain()}"}, source="parser")
    return None
