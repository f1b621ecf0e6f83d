"""Two things of one holder compared, in English (for roles.py): "Lily has 15 pencils and 8 pens. How many more
pencils than pens does Lily have?", "Dana used 0.75 cup of flour and 0.5 cup of sugar. How much more flour than sugar
did Dana use?", "There are 9 cats and 4 dogs. How many more cats are there than dogs?".

The question names both things, the one asked first and the one after "than"; the story tells exactly one amount of
each, both had or both done by one verb, by the one holder the question asks of (or no one), in one unit or
container (cups of flour against cups of sugar). The difference is the larger less the smaller, the one asked to be
more being the larger. Where the thing after "than" is none the story counts, the question compares holders, and
role_operations.py reads it as before; anything else here is Unclear: a third amount, another holder, a unit or
verb asked that the story does not use, the one asked to be more being less.
"""

from __future__ import annotations

from fractions import Fraction

from .role_verbs_en import HAS_EN
from .role_words import Ask, Quantity, Unclear, lemma

_ASKED_BY = frozenset({"does", "do", "did"})
_COMPARED_BY = frozenset({"more", "fewer", "less"})


def thing_then_asked(after_than: list[str]) -> tuple[str, list[str]] | None:
    """"than pens does Lily have", "than sugar did Dana use": the thing compared with (one or two words before the
    question's "does / did") and the words that name who is asked; None in any other order."""
    at = next((k for k, w in enumerate(after_than) if w in _ASKED_BY), None)
    if at is None or not 1 <= at <= 2 or len(after_than) < at + 2:
        return None
    return " ".join(after_than[:at]), after_than[at:]


def _thing(q: Quantity) -> str:
    """What an amount counts, told apart from another's: "0.75 cup of flour" flour, "15 pencils" pencil."""
    return q.of or q.noun


def things_compared_en(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction] | None:
    """The difference of two things' amounts asked by "how many more X than Y"; None where Y is no thing the story
    counts (a holder: role_operations.py compares holders); Unclear where the two are not one holder's alike."""
    if ask.kind not in ("more", "fewer") or ask.compared not in _COMPARED_BY or not ask.other or not ask.noun:
        return None
    *other_sort, other_word = ask.other.split()
    other = lemma(other_word, "NOUN")
    if other == ask.noun or not any(_thing(q) == other for q in qs):
        return None
    firsts = [q for q in qs if _thing(q) == ask.noun]
    seconds = [q for q in qs if _thing(q) == other]
    if len(qs) != 2 or len(firsts) != 1 or len(seconds) != 1 or ask.extra:
        raise Unclear("two things compared: one amount of each, and nothing else")
    first, second = firsts[0], seconds[0]
    if first.role != second.role or first.role not in ("has", "gain", "loss", "act") or first.verb != second.verb \
            or any(q.other or q.told or q.unknown or q.period or q.per for q in qs):
        raise Unclear("two things compared: both had, or both done by one verb")
    if first.actor != second.actor or ask.actor != first.actor:
        raise Unclear("two things compared: of one holder, the one asked of")
    if ask.counts and first.of and not ask.container:
        raise Unclear("two things compared: a count asked of amounts in containers or a measure (3 boxes, 12 pounds)")
    if first.unit != second.unit or bool(first.of) != bool(second.of) or first.of and first.noun != second.noun \
            or ask.unit and ask.unit != first.unit or ask.container and (not first.of or ask.container != first.noun):
        raise Unclear("two things compared in two units or containers, or asked in another")
    if ask.verb and ask.verb not in HAS_EN and ask.verb != first.verb or not ask.verb and first.role != "has":
        raise Unclear("two things compared: asked by another doing than the story's")
    if ask.sort and ask.sort != first.sort or other_sort and " ".join(other_sort) != second.sort:
        raise Unclear("two things compared: a sort asked that the story does not tell")
    big, small = (first, second) if ask.kind == "more" else (second, first)
    if big.value <= small.value:
        raise Unclear("the thing asked to be more is less")
    return f"{big.text}-{small.text}", big.value - small.value
