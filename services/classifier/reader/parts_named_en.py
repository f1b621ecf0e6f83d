"""The whole a question names over a story's parts, for compose_en.py's totals (issue 15): "35 pages on Saturday
and 48 on Sunday … over the weekend", "… on Monday … on Tuesday. How many … in the two days", "the east field …
the west field … in the two fields", "in the morning … in the afternoon … that day". The question's words for the
whole count only where each clause names a different one of its parts and the parts are all of it: "this week" of a
Saturday and a Sunday, or "the three days" of two, is no such whole."""

from __future__ import annotations

from collections.abc import Iterable

from ..slots import Slots
from .quantities_en import Quantity, number
from .role_words import lemma

_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_MONTHS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"})
_DAY_PARTS = frozenset({"morning", "afternoon", "evening"})
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_LEADS = frozenset({"in", "over", "during", "for", "on", "at", "the", "those", "these", "that", "all"})


def whole_words(parts: Iterable[frozenset[str]], asked: list[str]) -> set[str]:
    """The words of `asked` (the question after its verb) that name the whole the parts make up, or none."""
    parts = list(parts)
    words = [w for w in asked if w not in _LEADS]
    if words == ["weekend"] and _each_names_one(parts, _DAYS) == {"saturday", "sunday"}:
        return {"weekend", *asked} & (_LEADS | {"weekend"})
    if words == ["day"] and "that" in asked and _each_names_one(parts, _DAY_PARTS):
        return {"day", "that", *(w for w in asked if w in _LEADS)}
    if len(words) == 2 and _COUNTS.get(words[0]) == len(parts):
        noun = lemma(words[1], "NOUN") if lemma(words[1], "NOUN") != words[1] else None  # "buses": bus
        names = {"day": _DAYS, "month": _MONTHS}.get(noun)
        told = _each_names_one(parts, names) if names else (noun is not None and all(noun in p for p in parts))
        if told:
            return set(words) | {w for w in asked if w in _LEADS}
    return set()


def _each_names_one(parts: list[frozenset[str]], names: frozenset[str]) -> set[str]:
    """The names each part says one of (a different one each), or none."""
    said = [p & names for p in parts]
    if any(len(s) != 1 for s in said) or len(set().union(*said)) != len(parts):
        return set()
    return set().union(*said)


def whole_asked(story: list[Quantity], ask, slots: Slots) -> bool:  # noqa: ANN001 - compose_en._Ask
    """Whether a question without a word of totals asks the whole of two or more parts ("… in the two days", "did
    the two buses carry"); a whole named as the one asked ("the two buses") is no holder of the parts then. The
    count of the whole written as a number ("in the 2 days") is the question's own, used by the total. Amounts of
    one thing told in one tense and asked as that thing ("… 63 part-time employees and 20 full-time employees. How
    many employees work for the corporation") are a whole too: compose_en.py's total checks the rest."""
    parts = [q.words for q in story]
    if len(parts) < 2 or ask.kind not in ("value", "for") or ask.mod:
        return False
    holders = {q.holder for q in story}
    if ask.kind == "value" and all(q.kind == "amount" and not q.percent for q in story) \
            and len({q.unit for q in story}) == 1 and len({q.said for q in story} - {None}) == 1 and ask.unit is not None \
            and len(holders) == 1 and None not in holders and ask.holder in holders:  # one holder's, asked of it
        ask.kind = "total"
        return True
    for words in (ask.holder.split() if ask.holder else [], ask.rest):
        slot = next((w for w in words if w.startswith("<")), None)
        said = [_COUNT_WORDS.get(_count_of(slots, slot), w) if w == slot else w for w in words]
        if slot and (sum(w.startswith("<") for w in words) > 1 or said == words):
            continue
        if whole_words(parts, said):
            if words is ask.rest:
                ask.rest = said
            else:
                ask.holder = None
            ask.kind, ask.counted = "total", [slot] if slot else []
            return True
    return False


_COUNT_WORDS = {v: k for k, v in _COUNTS.items()}


def _count_of(slots: Slots, slot: str | None) -> int | None:
    n = number(slots, slot) if slot else None
    if n is None or n.percent or n.value != int(n.value) or n.unit and not n.unit.isalpha():
        return None  # "2 days" is counted, "$2" or "2%" not
    return int(n.value)
