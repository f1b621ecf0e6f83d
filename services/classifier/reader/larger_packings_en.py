"""A packing of the start's containers in a larger one the story never counts (for roles.py, h/mawps26): "Maria has 3
boxes of eggs. Each box holds 7 eggs and there are 8 boxes in a case. How many eggs does Maria have?" — how many boxes
make a case says nothing of Maria's boxes, which no case holds; it is set aside. Only where the start is its holder's
containers of a thing ("3 boxes of eggs"), a rate tells what one such container holds, the packing is told of no one
("there are 8 boxes in a case", not "in his case", not "8 more boxes"), and neither the story nor the question names
the larger container anywhere else ("3 cases of eggs", "how many cases")."""

from __future__ import annotations

from .role_words import Ask, Quantity, lemma


def without_larger_packing(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    packings = [q for q in qs if q.role == "has" and q.per and not q.actor and not q.sort and not q.unit]
    if len(packings) != 1 or len(qs) != 3:
        return qs
    packing = packings[0]
    start, rate = [q for q in qs if q is not packing]
    if not (start.role == "has" and start.actor and start.noun == packing.noun and start.of == ask.noun
            and rate.role == "rate" and rate.per == packing.noun and rate.noun == ask.noun):
        return qs
    named = {start.noun, start.of, start.per, rate.noun, ask.noun, ask.per, ask.container, ask.unit,
             *start.said, *rate.said, *(lemma(w, "NOUN") for w in ask.words)}
    if packing.per in named or packing.said - {"in", "a", "an", "each", "every"}:
        return qs  # "how many cases", "8 boxes in his case": the larger container counts
    return [start, rate]
