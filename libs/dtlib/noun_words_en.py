"""English words around a count's noun, by their parts of speech (lemminflect): the noun a word can only be
("marbles" → marble), an adjective, and the words that only say which kind before a noun ("27 long sleeve
shirts", "86 coloring books", "9 siamese cats"). Used by dtlib.amount_units to read what an amount counts.
"""

from __future__ import annotations

from lemminflect import getAllLemmas

_PREPOSITIONS_ING = frozenset({"during", "including", "according", "regarding", "following", "concerning", "excluding"})


def noun_lemma(word: str) -> str | None:
    """The lemma of a word that can only be a noun here (an adjective or another part of speech: None)."""
    lemmas = getAllLemmas(word.lower())
    if "NOUN" not in lemmas or "ADJ" in lemmas or "ADV" in lemmas:
        return None
    return lemmas["NOUN"][0]


def is_adjective(word: str) -> bool:
    return "ADJ" in getAllLemmas(word.lower())


def names_the_noun_after(word: str, plural_after: bool) -> bool:
    """A word before a noun that only says which kind: long or old; before a plural noun, a verb's -ing form or
    a longer word no table knows, or a verb's -ed form ("17 stuffed bears"; not a preposition: "6 during dinner")."""
    lemmas, low = getAllLemmas(word.lower()), word.lower()
    if low in ("long", "old"):
        return True
    return plural_after and len(low) > 4 and low not in _PREPOSITIONS_ING and (
        not lemmas or (low.endswith(("ing", "ed")) and "VERB" in lemmas))  # "coloring books", "stuffed bears"
