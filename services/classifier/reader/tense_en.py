"""The tense an English one-step story is told in and its question asked in (for roles.py): "Omar had 31 stamps.
His cousin gave him 12 more. How many stamps does Omar have?", "Nadia collects 14 shells. Her aunt gives her 9 more.
How many shells does Nadia have?", "There are 23 gulls on the pier. 11 more gulls land on the pier. How many gulls
are on the pier?" — a level asked in the present of a story told in one tense throughout, all past or all present,
is the level after its changes, as "will … have" asks it. A change told in the present with a time or place of its
own ("He sells 12 stamps on Mondays", "… at the fair") may be a habit, and is not read so.

Not where the story's verbs mix the tenses ("has 40 stickers. He gave 15 last week": is the 40 before the giving or
after it?), where a verb's form does not tell its tense (put, cut, read), where a clause says a modal, a wish or a
negation (might buy, wants, did not lose), nor where the question is asked in the past ("did Omar have": the start?),
with a modal, or of "that" ("He sold 12 stamps. How many stamps is that?": the 12?)."""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getInflection

from .arrivals_en import moving
from .put_and_taken_en import MOVED_BY_ANOTHER
from .role_verbs_en import GOAL_EN, verb_at
from .role_words import lemma
from .tokens import Tok, words_of
from .vocab_en import MODALS_EN

_PRESENT_AUX = frozenset({"is", "are", "am", "has", "have", "do", "does"})
_PAST_AUX = frozenset({"was", "were", "had", "did"})
_NOT = frozenset({"not", "never", "n't", "no"})
_WHEN_OR_WHERE = frozenset({"on", "at", "in", "during", "after", "before", "every", "each", "per", "a", "an"})
_BACK = frozenset({"that", "this", "it", "those", "these"})  # "He sold 12. How many is that?": the 12, or what is left?


def level_asked_now_en(question: list[Tok], story: list[list[Tok]]) -> bool:
    """Whether the question asks in the present ("does … have", "are … on") of a story told in one tense."""
    asked = words_of(question)
    if _PRESENT_AUX.isdisjoint(asked) or not _PAST_AUX.isdisjoint(asked) or not MODALS_EN.isdisjoint(asked) \
            or not _NOT.isdisjoint(asked) or not _BACK.isdisjoint(asked):
        return False
    told = list(map(_words, story))
    tenses = {tense_en(words) for words in told}
    habits = any(_said_when_or_where(words, told[0]) for words in told[1:])
    return tenses == {"past"} or tenses == {"present"} and not habits


def _said_when_or_where(words: list[str], start: list[str]) -> bool:
    """"He sells 12 stamps on Mondays", "… at the fair": a change in the present said with a time or a place other
    than the start's may be a habit, not one change ("11 more gulls land on the pier" is at the start's place)."""
    return any(w in _WHEN_OR_WHERE and words[k + 1:k + 2] and words[k + 1] not in start for k, w in enumerate(words)) \
        or any(w in _WHEN_OR_WHERE for w in words[-1:])


def _words(clause: list[Tok]) -> list[str]:
    return [w for t in clause for w in t.value.split()]  # "there were" is one token


def tense_en(words: list[str]) -> str:
    """A clause's one tense by its verbs' forms: past, present, or "" (mixed, untold, modal, a wish, a negation)."""
    if not MODALS_EN.isdisjoint(words) or not _NOT.isdisjoint(words) \
            or any(lemma(w, "VERB") in GOAL_EN for w in words):
        return ""
    found = set()
    for k, word in enumerate(words):
        if word.endswith("ing") or k and words[k - 1] == "to":
            continue  # "were sitting", "came to join them": the finite verb tells the tense
        if word in _PRESENT_AUX or word in _PAST_AUX:
            found.add("present" if word in _PRESENT_AUX else "past")
        elif verb_at(words, k)[0] or moving(words[k:])[0] or lemma(word, "VERB") in MOVED_BY_ANOTHER:
            found.add(_form(word))  # "11 more gulls land", "Dan puts 4 more cups in the box"
    return found.pop() if len(found) == 1 else ""


@lru_cache(maxsize=1 << 12)  # a word's tense never changes; lemminflect costs tens of µs a call
def _form(word: str) -> str:
    base = lemma(word, "VERB")
    past = word in getInflection(base, "VBD") and word != base
    present = word == base or word in getInflection(base, "VBZ")
    return "past" if past and not present else "present" if present and not past else ""
