"""What an English question of the roles reader (roles.py) asks beside the story's amounts: a comparison told in
another measure than the one asked ("3 inches taller … how old"), and a count asked with a word before its noun that
the story never says ("how many cans are in 6 empty cases"). Either makes the roles' reading answer something the
story does not tell, so it goes slow."""

from __future__ import annotations

from .lexicon import Tok
from .role_words import Ask, Quantity, lemma
from .units import dimension_of


def compared_in_another_measure_en(quantities: list[Quantity], ask: Ask) -> bool:
    """Whether a comparison's amount is of a measure the question does not ask: "3 inches taller" asked "how old"
    (an age is in years, which measure no length), "5 kg heavier" asked "how tall"."""
    asked = "age" if ask.noun == "year" and not ask.counts else dimension_of(ask.unit) if ask.unit else None
    fits = {None, asked, "time"} if asked == "age" else {None, asked}  # years and months have no dimension here
    return asked is not None and any(q.role in ("more", "fewer") and q.unit and dimension_of(q.unit) not in fits
                                     for q in quantities)


def count_qualified_unsaid_en(modifiers: list[str], story: list[list[Tok]]) -> bool:
    """Whether a word before the noun of a count in the question ("in 6 empty cases") is none of the story's: it may
    change what the story's rate holds (empty, open, broken), so the count is not the story's things."""
    said = {w for clause in story for t in clause for w in t.value.split()}
    return any(w not in said and lemma(w, "ADJ") not in said for w in modifiers)
