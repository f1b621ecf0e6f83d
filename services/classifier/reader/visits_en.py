"""Visits times what each one brings (MAWPS's "N times … each time" stories): "Kathleen went to the store 5 times
last month. She buys 5 bottle caps each time she goes to the store. How many bottle caps did Kathleen buy last
month?" — the visits times the amount each time (25).

Three clauses, each one frame: the visits (a named person went to a place N times, in a period or none), the amount
got each time (the person or a pronoun, a verb of getting, M things, "each time", and where it is said, the same
place), and the question (how many of the same things the same person got by the same verb, in the same period).
Another period, thing, person, verb or place, the visits asked, one visit told ("the first time"), "each day", a
clause more, a second visitor, "8 more shells each time" (more than the time before) or a verb of things that may
be the same each time (sees, reads, brings, takes, rents) go slow; a pronoun that is not the person goes slow by the
pronoun check (guards.py).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .pronouns import is_person_name
from .role_words import lemma
from .said_en import clauses
from .triggers import triggered_by

# Verbs of new things each visit: what one sees, reads, brings, takes or rents each time may be the same ducks,
# signs, towels, friends or umbrella again ("She takes 8 friends each time": 8 friends, or 40?)
GETTING_VERBS = frozenset({"buy", "get", "pick", "find", "borrow", "collect", "catch", "make", "bake", "eat",
                      "drink", "win", "score", "receive", "gather"})
# "8 more shells each time": more than the time before, a growing amount, not 8 a visit
_COMPARED = frozenset({"more", "fewer", "less", "extra", "other"})
_PERIOD = r"(?: (?P<{}>(?:last|this|that) (?:week|month|year|summer|winter|spring|fall|autumn|weekend)))?"
_THINGS = r"(?P<{}>[a-z]+(?: [a-z]+){{0,2}})"

_VISITS = re.compile(rf"(?P<person>[a-z]+) went to (?P<place>[a-z]+) # times{_PERIOD.format('period')}")
_EACH_TIME = re.compile(rf"(?P<who>[a-z]+) (?P<verb>[a-z]+) # {_THINGS.format('things')} each time"
                        r"(?: (?P<who_again>[a-z]+) (?:goes|went) to (?P<place>[a-z]+))?")
_ASKED = re.compile(rf"how many {_THINGS.format('things')} did (?P<person>[a-z]+) (?P<verb>[a-z]+)"
                    rf"{_PERIOD.format('period')}")
_PRONOUNS = frozenset({"he", "she"})


@triggered_by(text=("each time",))
def read_visits(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    said = clauses(tokens)
    if len(nums) != 2 or len(said) != 3 or any(n.percent or n.ordinal or n.value <= 0 for n in nums) \
            or nums[0].value != int(nums[0].value):
        return None
    visits, each, asked = _VISITS.fullmatch(said[0]), _EACH_TIME.fullmatch(said[1]), _ASKED.fullmatch(said[2])
    if not (visits and each and asked):
        return None
    person = visits["person"]
    getting = lemma(each["verb"], "VERB")
    if not is_person_name(person) or asked["person"] != person or each["who"] not in _PRONOUNS | {person} \
            or each["place"] and (each["place"] != visits["place"] or each["who_again"] not in _PRONOUNS | {person}) \
            or getting not in GETTING_VERBS or lemma(asked["verb"], "VERB") != getting \
            or asked["things"] != each["things"] or asked["period"] != visits["period"] \
            or each["things"].split()[0] in _COMPARED:
        return None
    return Task("expr", {"expression": f"{nums[0].plain()}*{nums[1].plain()}"}, source="parser")
