"""A question asked of the level after the story's changes in other words than "now" (for roles.py):
"How many stamps will Lucas have then?", "How many trees will the park have when the workers are finished?".
Only with "will" or "would" (the level the told changes lead to): "How many did he have then?" may ask of a
moment before them. The one who finishes must be the story's own (a pronoun, or words the story tells). A change told with
"will" ("He will buy 16 more") is read only where the question asks "will" or "would" too."""

from __future__ import annotations

from .lexicon import Tok
from .role_words import lemma

_FUTURE = frozenset({"will", "would"})
_FINISHED = frozenset({"finished", "done", "through"})
_BE = frozenset({"is", "are"})
_FINISHERS = frozenset({"he", "she", "they", "we", "i", "you"})
_DETERMINERS = frozenset({"the", "a", "an", "all"})


def after_the_changes_en(question: list[Tok], story: list[Tok]) -> list[Tok]:
    """The question without a closing "then" or "when … is finished" (the level after the changes, asked as
    "will … have" is), where the question says "will" or "would"; unchanged otherwise."""
    words = [w for t in question for w in t.value.split()]
    if _FUTURE.isdisjoint(words) or not question:
        return question
    if question[-1].value == "then":
        return question[:-1]
    at = next((k for k in range(len(question) - 1, -1, -1) if question[k].value == "when"), None)
    if at is None or at == 0:
        return question
    after = [w for t in question[at + 1:] for w in t.value.split()]
    if len(after) < 3 or after[-1] not in _FINISHED or after[-2] not in _BE:
        return question
    finisher = [w for w in after[:-2] if w not in _DETERMINERS]
    told = {w for t in story for w in t.value.split()}
    told |= {lemma(w, "NOUN") for w in told}
    if finisher in ([w] for w in _FINISHERS) or 1 <= len(finisher) <= 2 \
            and all(w in told or lemma(w, "NOUN") in told for w in finisher):
        return question[:at]
    return question


def to_come_asked_now_en(question: list[Tok], story: list[Tok]) -> bool:
    """"He will buy 16 more stamps. How many does he have now?": a change still to come, asked of a level
    that is not the one it leads to (the question says neither "will" nor "would")."""
    return any(t.value == "will" for t in story) and _FUTURE.isdisjoint(w for t in question for w in t.value.split())
