""""Brad has 17 balloons. 8 balloons are red and the rest are green. How many green balloons does Brad have?"
(for roles.py): the rest of a whole, named by what they are, asked by that name, is the whole less the part told
("how many are not red"). Only with one whole and one part told as "N are <word>" (roles_en.py's part), the rest
named by one word the question says, and the part's word not asked ("6 are blue the rest are green", run on, too);
anything else is not read here."""

from __future__ import annotations

from dataclasses import replace

from .tokens import Tok
from .role_words import Ask, Quantity, Unclear

_BE = frozenset({"are", "were", "is", "was"})


def without_the_rest(tokens: list[Tok]) -> tuple[list[Tok], str]:
    """The story without "and the rest are green" (the lexicon drops "the"), and the rest's word ("" for none)."""
    for k in range(1, len(tokens) - 3):
        if tokens[k].type == "AND" and tokens[k + 1].value == "rest" and tokens[k + 2].value in _BE \
                and tokens[k + 3].type == "WORD" and tokens[k + 4:k + 5] and tokens[k + 4].type == "COMMA":
            return tokens[:k] + tokens[k + 4:], tokens[k + 3].value
        if k >= 3 and tokens[k].value == "rest" and tokens[k - 1].type == "WORD" and tokens[k - 2].value in _BE \
                and tokens[k - 3].type == "NUM" and tokens[k + 1].value in _BE and tokens[k + 2].type == "WORD" \
                and tokens[k + 3].type == "COMMA":  # "6 are blue the rest are green": run on without "and"
            return tokens[:k] + tokens[k + 3:], tokens[k + 2].value
    return tokens, ""


# The part and the rest named by words of one kind: a colour against a colour; a size or a kind against a colour
# ("8 are big and the rest are green") does not say the big ones are not green
_COLOURS = frozenset({"red", "green", "blue", "yellow", "white", "black", "pink", "purple", "orange", "brown", "gray",
                      "grey", "gold", "silver"})
COLOURS = _COLOURS  # rest_parts_en.py's part and rest of one kind


def rest_asked(qs: list[Quantity], ask: Ask, rest: str) -> Ask:
    """The question as "how many are not <the part's word>", where it asks the rest by its word."""
    if [q.role for q in qs] != ["has", "part"] or rest not in ask.words or qs[1].other in ask.words \
            or ask.other_part:  # "how many are not yellow": the part told, not the rest
        raise Unclear("the rest named, asked otherwise than by its name")
    if (qs[1].other in _COLOURS) != (rest in _COLOURS):
        raise Unclear("the part and the rest named by words of two kinds (8 are big and the rest are green)")
    if ask.sort not in ("", rest):
        raise Unclear("the rest named, another sort asked")
    if any(w.endswith(("'s", "’s")) for w in qs[1].sort.split()):
        raise Unclear("the part told is another's (12 of her friend's balloons are red)")
    return replace(ask, other_part=True, sort="")
