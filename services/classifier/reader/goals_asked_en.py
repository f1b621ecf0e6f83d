"""A goal and the question about it (the roles reader, English): a goal told and asked as done, a need asked where
the story tells no goal. Either way the question asks something the story's amounts do not give."""

from __future__ import annotations

from .role_verbs_en import GOAL_EN
from .role_words import lemma
from .tokens import Tok, last_clause_start, words_of

_DONE_ASKED = frozenset({"did", "was", "were"})  # a question asked of what was done


def goal_asked_of_none(tokens: list[Tok]) -> bool:
    """"Tom has 80 pens … How many blue pens does Tom need?": a need or a want asked where the story tells no goal."""
    start = last_clause_start(tokens)
    return any(lemma(w, "VERB") in GOAL_EN for w in words_of(tokens[start:])) \
        and all(lemma(w, "VERB") not in GOAL_EN for w in words_of(tokens[:start]))


def goal_asked_as_done(tokens: list[Tok]) -> bool:
    """"Ella wants to run 3 laps. How many meters did Ella run?": a goal of the story asked in the past, as done
    (not "… How many more pages did he need?", which asks the goal)."""
    start = last_clause_start(tokens)
    asked = words_of(tokens[start:])
    return not _DONE_ASKED.isdisjoint(asked) and all(lemma(w, "VERB") not in GOAL_EN for w in asked) \
        and any(lemma(w, "VERB") in GOAL_EN for w in words_of(tokens[:start]))
