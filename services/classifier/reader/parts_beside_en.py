"""A part told beside its whole that nothing after changes (for roles.py): "Joan had 695 Pokemon cards, and 6 were
torn. Sara bought 133 of Joan's Pokemon cards. How many Pokemon cards does Joan have now?" — the torn ones are
some of the 695, and what Joan has now is the whole less what went. Only with the part told right after the
start ("N were torn", one word: a state the thing keeps while held, never "stolen", "lost" or "used"; no thing of
its own or the start's), every change after it of the start's thing and saying
nothing of the part's word, and the question asking the whole now or what is left, never the part's word
("how many untorn cards", "how many torn cards" go slow)."""

from __future__ import annotations

from lemminflect import getAllLemmas

from .role_words import Ask, Quantity

_BE = frozenset({"are", "were", "is", "was", "be", "been"})
# What a thing can be and still be held: "8 were stolen", "8 were lost", "8 were used" are changes, not parts
KEPT_STATES = frozenset({"torn", "broken", "bent", "cracked", "ripped", "damaged", "scratched", "dented", "chipped",
                          "faded", "wrinkled", "dirty", "wet", "rotten", "new", "old"})
_NOT_HERE = frozenset({"away", "gone", "missing", "out", "off", "absent", "elsewhere", "lost", "abroad"})


def without_part_beside(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    """`qs` without a part of the start that no change and no word of the question touches."""
    if len(qs) < 3 or qs[0].role != "has" or qs[1].role != "part" or qs[1].noun not in ("", qs[0].noun):
        return qs
    start, part, changes = qs[0], qs[1], qs[2:]
    words = (part.said | {part.other}) - _BE - {""}
    if len(words) != 1 or not _kept(next(iter(words))) or ask.kind not in ("now", "left") or ask.noun != start.noun \
            or ask.sort not in ("", start.sort):
        return qs
    if any(word in asked for word in words for asked in ask.words):  # "untorn", "torn"
        return qs
    if any(q.role not in ("gain", "loss") or q.noun not in ("", start.noun)
           or not words.isdisjoint(q.said | set(q.sort.split())) for q in changes):  # "sold 120 red cards"
        return qs
    return [start, *changes]


def _kept(word: str) -> bool:
    """A state the thing keeps while held: one of the list, or a word that is only an adjective ("red"), never
    one that says it is not there ("away", "out")."""
    said_as = getAllLemmas(word)
    return word in KEPT_STATES or "ADJ" in said_as and "VERB" not in said_as and word not in _NOT_HERE
