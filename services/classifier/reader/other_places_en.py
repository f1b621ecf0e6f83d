"""Someone's amount in a place of their own, beside a story of another place (MAWPS's "There are 88 candies in a box.
Lisa has 18 candies in a bag. Diana takes 6 candies out of the box. How many candies are left in the box?"): the
sentence of the bag is set aside and the rest read as a request of its own (82).

Only where the story opens with the things in a place ("There are 88 candies in a box"), the question asks of that
place ("… left in the box", "… in the cup now"), exactly one other sentence is a first name's "has N <the same things>
in / on (his, her, a) <another place>", whose person is named nowhere else, and every other sentence names the story's
place ("takes 54 out of the box"). The same place, another verb ("puts 7 cookies in his bag": from the tin?), other
things, the person named again, a change that names no place ("Doris takes 54 erasers": out of which?), or a question
of someone or of no place stay as they are (the reading of the whole request, mostly none).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .said_en import said_text
from .tokens import Tok

_OPENING = re.compile(r"there (?:are|were) # (?P<things>[a-z]+) (?:in|on) (?:a |the )?(?P<place>[a-z]+)")
_OWN_PLACE = re.compile(r"(?P<who>[a-z]+) (?:has|had) # (?P<things>[a-z]+) (?:in|on) (?:his |her )?(?P<place>[a-z]+)")  # "a" is dropped: "in bag"


def _sentences(tokens: list[Tok]) -> list[list[Tok]]:
    """The request's sentences, each with the full stop that ends it."""
    out: list[list[Tok]] = [[]]
    for t in tokens:
        out[-1].append(t)
        if t.type == "COMMA" and t.value == ".":
            out.append([])
    return [s for s in out if s]


def read_without_other_place(tokens: list[Tok], slots: Slots, read: Callable[[list[Tok]], Task | None]) -> Task | None:
    sentences = _sentences(tokens)
    if len(sentences) < 3:
        return None
    said = [said_text(s).removesuffix(" .") for s in sentences]
    opening, question = _OPENING.fullmatch(said[0]), said[-1]
    if opening is None or not question.startswith("how many ") \
            or not re.search(rf"\b(?:in|on) (?:the )?{opening['place']}\b", question):
        return None
    aside = [k for k, s in enumerate(said[1:-1], 1) if (own := _OWN_PLACE.fullmatch(s)) and is_person_name(own["who"])
             and own["things"] == opening["things"] and own["place"] != opening["place"]
             and not any(re.search(rf"\b{own['who']}\b", other) for j, other in enumerate(said) if j != k)]
    if len(aside) != 1 or not all(re.search(rf"\b{opening['place']}\b", said[k])
                                   for k in range(1, len(said) - 1) if k != aside[0]):
        return None  # "Doris takes 54 erasers." beside a bag: out of which?
    return read([t for k, s in enumerate(sentences) if k != aside[0] for t in s])
