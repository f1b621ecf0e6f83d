"""A story's opening sentences that only set the scene, for compose_en.py (issue 15): "Emily was playing a trivia
game. In the first round she scored 16 points …", "Mary went to the mall. …". A sentence before the first that tells
a number is set aside where it holds no number, names at most one person (kept, for a he or she after it) and says
nothing that could change an amount or what is asked: no word of doubt, negation or condition (quantities_en.py's),
no gain or loss ("Joan sold her old books"), no closing, absence or missing thing ("The shop is closed on Sundays").
Anything else stays, and the layer, finding no number in it, reads nothing."""

from __future__ import annotations

import re

from .quantities_en import DOUBT, GAINS, LOSSES, person
from .role_words import lemma

_NUMBER = re.compile(r"<[a-z]\d+>")
_CHANGES = frozenset({
    "closed", "close", "closes", "open", "opens", "weekday", "weekdays", "weekend", "weekends", "sundays", "saturdays",
    "holiday", "holidays", "missing", "missed", "absent", "late", "early", "free", "empty", "full", "none", "nobody",
    "nothing", "same", "different", "already", "too", "forgot", "forgets", "leaked", "leaks", "rained", "rains",
    "doubled", "tripled", "halved", "lost", "found", "stole", "stolen", "won", "owes", "owed", "sale", "price",
    "prices", "discount", "tax", "tip", "change", "mr", "mrs", "ms", "dr", "st",
})


def scene_set(told: list[str]) -> tuple[list[str], list[str]]:
    """The story's sentences after those that only set its scene, and the one person those name (or none)."""
    named: list[str] = []
    for at, sentence in enumerate(told):
        words = sentence.replace(",", " ").split()
        if _NUMBER.search(sentence) or not words or not _sets_scene(words):
            return told[at:], named
        people = [w for w in words if person(w)]
        if len(set(people) | set(named)) > 1:
            return told[at:], named
        named = sorted(set(named) | set(people))
    return told, []


def _sets_scene(words: list[str]) -> bool:
    if "n't" in " ".join(words) or any(w in DOUBT or w in _CHANGES for w in words):
        return False
    return not any(lemma(w, "VERB") in GAINS | LOSSES for w in words)
