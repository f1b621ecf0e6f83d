"""A thing the question names that the story never told, in English (issue 15, hostile round 31): "Curry for 4 needs
2 tins of tomatoes. How many tins of beans for 6 people?", "Sales were 500 in March and 600 in April. By what
percentage did costs rise?". The recipe and growth readers read the amounts and the asking; the thing asked is
another's, so the request goes slow (guards.py runs this for those readers).

Read on the words: what the question counts "of" (recipes), what it asks to rise or fall, or the change "in" what
(growth); each must be said in the story (one plural rule), or be a pronoun.
"""

from __future__ import annotations

import re

_OF = re.compile(r"\bof ([a-z]+)")
_CHANGED = re.compile(r"\b(?:did|do|does|will|has|have|had|would)\s+(?:the\s+|my\s+|our\s+|its\s+|their\s+|his\s+|her\s+)?"
                      r"([a-z]+)\s+(?:rise|fall|grow|increase|decrease|drop|go|change|shrink|decline|climb|jump)\b")
_CHANGE_IN = re.compile(r"\b(?:increase|decrease|rise|fall|drop|growth|change|decline|jump) in ([a-z]+)")
_ANY = frozenset({"it", "they", "them", "he", "she", "we", "i", "you", "this", "that", "these", "those", "all", "each",
                  "percent", "percentage", "total", "price", "prices", "value", "number", "amount"})


def untold_thing_asked(text: str, reader: str) -> bool:
    folded = text.lower().strip()
    at = max(folded.rfind("how "), folded.rfind("what "))  # "…, how much milk for 5 servings", "- how much sugar?"
    if at <= 0:
        return False
    question, story = folded[at:], folded[:at]
    told = {w.removesuffix("s") for w in re.findall(r"[a-z]+", story)}
    patterns = (_OF,) if reader == "read_recipe" else (_CHANGED, _CHANGE_IN)
    asked = {m.group(1) for p in patterns for m in p.finditer(question)}
    return any(w not in _ANY and not _said(w.removesuffix("s"), told) for w in asked)


def _said(word: str, told: set[str]) -> bool:
    """The word or one of its family told ("visits" of "visitors", "sales" of "sale"): the same first five letters."""
    return word in told or len(word) >= 5 and any(t[:5] == word[:5] for t in told)
