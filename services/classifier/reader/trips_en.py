"""A trip between two named houses (MAWPS's "X strolled to Y's house" stories): one person goes from their house to
another person's, and the story gives two of the distance, the hours it took and the speed; the question asks the
third that the two make in one step:
- "Emily sprinted to Timothy's house. It is 10 miles from Emily's house to Timothy's house. It took Emily 2 hours
  to get there. How fast did Emily go?" — the distance over the hours (5);
- "It took Carl 5 hours to ride to Ralph's house at 2 miles per hour. How far is it between Carl's house and
  Ralph's house?" — the hours at the speed (10).
Every clause must be one of these frames, said of the same two people and houses: a stop, a trip back, another
place, another leg, a second traveller or a question of another person go slow, as does a time in another unit
than the speed's (minutes at miles per hour), a speed asked of minutes, and a speed that is no terminating decimal.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .pronouns import is_person_name
from .rates import terminates
from .role_words import lemma
from .said_en import clauses
from .triggers import triggered_by

_MOVES = frozenset({"walk", "run", "jog", "stroll", "sprint", "bike", "cycle", "ride", "drive", "skate", "swim",
                    "hike", "travel", "march", "wander", "skip", "race", "dash", "bicycle"})
_DISTANCES = "miles|kilometers|kilometres|meters|metres|feet|yards|km"
_NAME = r"(?P<{}>[a-z]+)"
_HOUSE = r"{}'s house"

_TRIP = re.compile(rf"{_NAME.format('p')} (?P<verb>[a-z]+) to {_HOUSE.format(_NAME.format('q'))}")
_DISTANCE = re.compile(rf"it is # (?P<unit>{_DISTANCES}) from {_HOUSE.format(_NAME.format('a'))} to "
                       rf"{_HOUSE.format(_NAME.format('b'))}")
_TOOK = re.compile(rf"it took {_NAME.format('p')} # hours to get there")
_HOW_FAST = re.compile(rf"how fast did {_NAME.format('p')} (?P<verb>[a-z]+)")
_TOOK_AT = re.compile(rf"it took {_NAME.format('p')} # (?P<time>hours|minutes) to (?P<verb>[a-z]+) to "
                      rf"{_HOUSE.format(_NAME.format('q'))} at # (?P<unit>{_DISTANCES}) per (?P<per>hour|minute)")
_HOW_FAR = (re.compile(rf"how far is it between {_HOUSE.format(_NAME.format('a'))} and {_HOUSE.format(_NAME.format('b'))}"),
            re.compile(rf"how far is it from {_HOUSE.format(_NAME.format('a'))} to {_HOUSE.format(_NAME.format('b'))}"))


def _moves(verb: str) -> bool:
    return lemma(verb, "VERB") in _MOVES


def _two_people(p: str, q: str) -> bool:
    return p != q and is_person_name(p) and is_person_name(q)


def _speed(said: list[str], numbers: list[Fraction]) -> Fraction | None:
    """The distance over the hours, where the story tells the trip, its distance and its hours, in that order."""
    trip, distance, took, asked = (m.fullmatch(c) for m, c in zip((_TRIP, _DISTANCE, _TOOK, _HOW_FAST), said))
    if not (trip and distance and took and asked) or not _moves(trip["verb"]) \
            or not _two_people(trip["p"], trip["q"]) or {distance["a"], distance["b"]} != {trip["p"], trip["q"]} \
            or took["p"] != trip["p"] or asked["p"] != trip["p"] \
            or asked["verb"] != "go" and lemma(asked["verb"], "VERB") != lemma(trip["verb"], "VERB"):
        return None
    speed = numbers[0] / numbers[1]
    return speed if terminates(speed) else None


def _distance(said: list[str], numbers: list[Fraction]) -> Fraction | None:
    """The hours at the speed, where the story tells the trip with both and the question asks the houses' distance."""
    took, asked = _TOOK_AT.fullmatch(said[0]), next(filter(None, (m.fullmatch(said[1]) for m in _HOW_FAR)), None)
    if not (took and asked) or not _moves(took["verb"]) or not _two_people(took["p"], took["q"]) \
            or {asked["a"], asked["b"]} != {took["p"], took["q"]} or took["time"] != took["per"] + "s":
        return None
    return numbers[0] * numbers[1]


@triggered_by(text=("house",))
def read_trip(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(nums) != 2 or any(n.percent or n.ordinal or n.value <= 0 for n in nums):
        return None
    numbers = [Fraction(n.value) for n in nums]
    said = clauses(tokens)
    value = _speed(said, numbers) if len(said) == 4 else _distance(said, numbers) if len(said) == 2 else None
    if value is None:
        return None
    op = "/" if len(said) == 4 else "*"
    return Task("expr", {"expression": f"{nums[0].plain()}{op}{nums[1].plain()}"}, source="parser")
