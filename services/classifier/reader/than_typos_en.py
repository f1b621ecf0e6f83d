""""than" typed "then" or "that" (for roles.py, h/mawps26: MAWPS's "How many more crayons does Willy have then Lucy?",
"He has 95 more whistles that Charles."): after a comparison in the same clause ("more", "fewer", "taller" …), directly
before one person's name that ends the sentence, the word can only be "than". "then" ending a question ("… have
then?"), "that" before more words ("more marbles that Tess found"), or before two people, a day ("that day"), anything
that is no first name, stay as they are."""

from __future__ import annotations

from .pronouns import is_person_name
from .role_verbs_en import COMPARATIVES
from .tokens import Tok

_ENDS = frozenset({".", "?", "!"})


def with_than_spelled(tokens: list[Tok]) -> list[Tok]:
    out = list(tokens)
    for k in range(1, len(out) - 1):
        if out[k].value not in ("then", "that"):
            continue
        start = max((i + 1 for i in range(k) if out[i].type == "COMMA"), default=0)
        compared = any(t.value.split()[-1] in COMPARATIVES for t in out[start:k])
        name, after = out[k + 1], out[k + 2] if k + 2 < len(out) else None
        if compared and name.type == "WORD" and is_person_name(name.value.capitalize()) \
                and (after is None or after.value in _ENDS):
            out[k] = Tok("THAN", "than", out[k].pos)
    return out
