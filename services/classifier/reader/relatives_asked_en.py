"""The one a roles story asks of, named with a relative or someone of theirs who does something else than give
(issue 15, h/storiesen28): "The cabin rents for $140 a night. Jonas's brother stayed 4 nights. How much did Jonas
pay?" — the roles keep no actor for "Jonas's brother", so the brother's nights would be read as Jonas's own. Such a
story is not read (roles.py); "Hugo's uncle gives Hugo 7 more" is, a giver's role being the roles' own.
"""

from __future__ import annotations

from .role_words import lemma
from .tokens import Tok, clause_marked_words
from .vocab_en import PEOPLE_NOUNS_EN

_GIVING = frozenset({"give", "send", "hand", "lend", "bring"})


def relative_of_the_asked(tokens: list[Tok], actor: str) -> bool:
    """Whether `actor`'s relative (or friend, neighbor …) does something in the story other than give."""
    words = clause_marked_words(tokens)
    owners = (f"{actor}'s", f"{actor}s'")
    return any(w in owners and lemma(nxt, "NOUN") in PEOPLE_NOUNS_EN and lemma(then, "VERB") not in _GIVING
               for w, nxt, then in zip(words, words[1:], words[2:]))
