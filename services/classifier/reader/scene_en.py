"""A story's opening sentences that only set the scene, for compose_en.py (issue 15): "Emily was playing a trivia
game. In the first round she scored 16 points …", "Mary went to the mall. …". A sentence before the first that tells
a number is set aside where it holds no number, names at most one person (kept, for a he or she after it) and says
nothing that could change an amount or what is asked: no word of doubt, negation or condition (quantities_en.py's),
no gain or loss ("Joan sold her old books"), no closing, absence or missing thing ("The shop is closed on Sundays").
Anything else stays, and the layer, finding no number in it, reads nothing.

A sentence of that kind between the told amounts or before the question ("Nora swam 12 laps on Monday. She loves the
water. She swam 15 laps on Tuesday. …") is set aside too where it also names no person not named before and shares
no word but a pronoun, an article or a preposition with the story's other sentences or the question: "She knitted a
hat" beside "knitted 3 hats", "A goose was there" beside "There were 12 ducks", a sentence that says how many in
words, is no scene."""

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
    # what was told undone or spoiled ("They were returned.", "The milk spoiled."): the amounts no longer hold
    "returned", "refunded", "cancelled", "canceled", "spoiled", "rotten", "melted", "died", "wilted", "burned",
    "ruined", "damaged", "expired", "spilled", "undone", "recounted", "mistake", "wrong", "counted",
})


def scene_set(told: list[str], asked: str, written: str = "") -> tuple[list[str], list[str]]:
    """The story's sentences less those that only set its scene, and the one person the opening ones name (or
    none); `written` the request as written (a name is capitalized there)."""
    named: list[str] = []
    for at, sentence in enumerate(told):
        words = sentence.replace(",", " ").split()
        if _NUMBER.search(sentence) or not words or not _sets_scene(words):
            return _scenes_between(told[at:], asked, named, written), named
        people = [w for w in words if person(w)]
        if len(set(people) | set(named)) > 1:
            return told[at:], named
        named = sorted(set(named) | set(people))
    return told, []


_FUNCTION_WORDS = frozenset({"a", "an", "the", "he", "she", "it", "they", "we", "i", "you", "him", "her", "them", "us",
                             "me", "his", "its", "their", "our", "my", "your", "in", "on", "at", "to", "of", "for",
                             "with", "by", "from", "and", "into"})


def _scenes_between(told: list[str], asked: str, named: list[str], written: str) -> list[str]:
    """`told` (its first sentence tells a number) less the later sentences that only set the scene."""
    kept = [s for s in told if _NUMBER.search(s) or not _between_scene(s, told, asked, named, written)]
    return told if len(kept) == len(told) else kept


def _between_scene(sentence: str, told: list[str], asked: str, named: list[str], written: str) -> bool:
    words = sentence.replace(",", " ").split()
    if not words or not _sets_scene(words):
        return False
    others = {w for s in told if s is not sentence for w in s.replace(",", " ").split()} | set(asked.split())
    if any(person(w) and w not in named and w not in others and _capitalized(w, written) for w in words):
        return False  # "Coach Diaz watched": someone the story has not named ("his red helmet" names no one)
    return not _keys(set(words) - _FUNCTION_WORDS - set(named)) & _keys(others - _FUNCTION_WORDS)


def _capitalized(word: str, written: str) -> bool:
    """Whether `word` is written with a capital anywhere in the request (or there is no request to tell)."""
    return not written or re.search(rf"\b{re.escape(word.capitalize())}\b", written) is not None


def _keys(words: set[str]) -> set[str]:
    return {k for w in words for k in (w, lemma(w, "NOUN"), lemma(w, "VERB"))}


def _sets_scene(words: list[str]) -> bool:
    if "n't" in " ".join(words) or any(w in DOUBT or w in _CHANGES for w in words):
        return False
    return not any(lemma(w, "VERB") in GAINS | LOSSES for w in words)
