"""Named people who split what they have together equally (MAWPS's "Nancy goes fishing with Joan. They catch 18
trout. If they equally split up the trout, how many will each one get?"): the amount over the people the story
names (9).

The people are named in one of two frames, and no one else is: a list that has something "all together" ("Fred,
Benny, and Jason have 24 crayons all together") or one person who goes somewhere or does something with the others
("Benny goes to lunch with Sally and Sandy"), then what "they" got ("They catch 18 trout") or a bill ("The total
bill came to 15 dollars"). The split must be said equal, of that amount (the same things, "the bill", or "they"),
and the question asks what each one gets or pays. Every name must be a first name (pronouns.py), none twice; a
count that does not divide evenly, a split not said equal, someone who joins, another amount or "each" said of the
amount go slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok
from .pronouns import is_person_name
from .rates import terminates
from .said_en import said_text
from .triggers import triggered_by

_LIST = r"(?P<{}>[a-z]+(?: , [a-z]+)*(?: ,)? and [a-z]+)"
_THINGS = r"(?P<things>[a-z]+(?: [a-z]+)?)"
_GOT = "catch|caught|find|found|pick|picked|collect|collected|get|got|win|won|buy|bought|have|had"
_STORIES = (
    re.compile(rf"{_LIST.format('people')} have # {_THINGS} all together \."),
    re.compile(rf"(?P<host>[a-z]+) goes (?:[a-z]+|to [a-z]+) with (?P<guests>[a-z]+(?: , [a-z]+)*(?: ,)?(?: and [a-z]+)?)"
               rf" \. they (?:{_GOT}) # {_THINGS} \."),
    re.compile(r"(?P<host>[a-z]+) goes (?:[a-z]+|to [a-z]+) with (?P<guests>[a-z]+(?: , [a-z]+)*(?: ,)?(?: and [a-z]+)?)"
               r" \. total (?P<things>bill) came to # dollars \."),
)
_SPLITS = (
    re.compile(r"if (?P<split>[a-z]+(?: [a-z]+)?) are equally divided , how many will (?:each person|each one) get"),
    re.compile(r"if they equally split up (?P<split>[a-z]+(?: [a-z]+)?) , how many will (?:each one|each person) get"),
    re.compile(r"they decided to equally split up (?P<split>bill) , how much will each person have to pay"),
)


def _people(match: re.Match) -> list[str] | None:
    said = match["people"] if "people" in match.groupdict() else f"{match['host']} , {match['guests']}"
    names = [w for w in said.split() if w not in (",", "and")]
    return names if len(set(names)) == len(names) >= 2 and all(is_person_name(n) for n in names) else None


@triggered_by(text=("equally",))
def read_named_sharers(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(nums) != 1 or nums[0].percent or nums[0].ordinal or nums[0].value <= 0:
        return None
    text = said_text(tokens)
    for story in _STORIES:
        told = story.match(text)
        if told is None:
            continue
        split = next(filter(None, (s.fullmatch(text[told.end():].strip()) for s in _SPLITS)), None)
        people = _people(told)
        if split is None or people is None or split["split"] not in (told["things"], "they"):
            return None
        share = Fraction(nums[0].value) / len(people)
        money = told["things"] == "bill"
        if not (terminates(share) if money else share.denominator == 1):
            return None
        return Task("expr", {"expression": f"{nums[0].plain()}/{len(people)}"}, source="parser")
    return None
