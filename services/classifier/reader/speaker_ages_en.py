"""Ages told by the one who asks, as people type them to an assistant (issue 15, the chats corpus): "my dad is 3
times my age. i'm 14. how old is my dad?", "I am 15 and my uncle is 3 times as old as me", "im 27 now, how old will
i be in 15 years". The speaker is said as a person of ages_en.py's own shapes ("i is 14", "i's age", "as old as i"),
so each of its checks holds as it does for a named person (the age told once, in the present; the one asked the
one the step gives; no third number).

Besides, the multiple asked of two ages told (`multiple_asked`): "Tom is 9 years old. His father is 36. How many
times as old as Tom is his father?" (36/9). Only "how many times as old as", of the two people told, in the present, and
only a whole multiple (40 and 14: 20/7 times is no answer people ask for); "how many times older" goes slow (4 times
older: ×4, or 4 times more than his age, ×5?).
"""

from __future__ import annotations

import re

from ..slots import NUMBER_SLOT as _N

_SPEAKER = ((re.compile(r"(^|[.,] |and )(?:i'm|im|i am)(?= <n)"), r"\1i is"),
            (re.compile(r"\bmy age\b"), "i's age"),
            (re.compile(r"\bas old as (?:me|i am)\b"), "as old as i"),
            (re.compile(r"\bthan (?:me|i am)\b"), "than i"),
            (re.compile(r"^(i is <n\d+>(?: now)?) , (?=how old )"), r"\1 . "))  # "im 27 now, how old will i be …"


def speaker_as_person(said: str) -> str:
    """"i'm 14", "my age", "as old as me" said as of a person called "i"."""
    for pattern, said_as in _SPEAKER:
        said = pattern.sub(said_as, said)
    return said


_WHO = r"(?:(?:his|her|my|their|your|our|the|[a-z]+'s) )?[a-z]+"
_YEARS_OLD = r"(?: years old| years of age)?"
_TOLD = re.compile(rf"(?P<p>{_WHO}) is (?P<a>{_N}){_YEARS_OLD}")
_ASKED = re.compile(rf"how many times as old as (?P<base>{_WHO}) is (?P<q>{_WHO})")


def multiple_asked(story: list[str], question: str) -> tuple[str, str] | None:
    """The two age slots (the asked one's, the base's) of "A is 9. B is 36. How many times as old as A is B?"."""
    asked = _ASKED.fullmatch(question)
    told = [m for s in story if (m := _TOLD.fullmatch(s))]
    if asked is None or len(told) != 2 or len(story) != 2:
        return None
    ages = {m.group("p"): m.group("a") for m in told}
    if len(ages) != 2 or set(ages) != {asked.group("base"), asked.group("q")}:
        return None  # someone else asked, or the same person told twice
    return ages[asked.group("q")], ages[asked.group("base")]
