"""A one-step story with one amount not told ("some"), asked by the two told (for roles.py):
- the change asked: "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. How many
  flowers did Andre give to Rosa?" (90-67), "Mrs. Franklin had 58 Valentines. She gave some to her students. Now
  she has 16. How many Valentines did she give to her students?" (58-16);
- the start asked: "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many did she
  start with?" (187-134), "Connie had some marbles. She gave 183 to Juan. Now she has 593. How many did she have
  at first?" (593+183).
Read only as a start, one change and the level after it ("now", "then", "59 marbles left"), of one holder and
one thing, in that order, each in a clause of its own ("Zoe had some fish and got 5 more" is not read); the question must ask the amount not told, by the change's own verb (who gave, who got) or by the start's
words (start with, at first, to begin with, originally). Anything else, or a change that would be none or
negative, goes slow.
"""

from __future__ import annotations

from fractions import Fraction

from .role_words import Ask, Quantity, Unclear, counted_alike, lemma

UNKNOWN = "<u0>"  # the slot an untold amount ("some") is read as
_GIVERS = frozenset({"give", "send", "hand", "lend", "share with"})
_AFTER = frozenset({"now", "left"})


def unknown_change(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    if len(qs) != 3 or [q.unknown for q in qs].count(True) != 1:
        raise Unclear("a start, one change and the level after it, one of them not told")
    start, change, end = qs
    if not (start.clause < change.clause < end.clause or start.clause < change.clause == end.clause
            and not start.unknown and "now" in end.said):
        # "Zoe had some fish and got 5 more": told in one clause, role_stories.jsonl labels it slow; "She gave some
        # to Jeff and now has 276 left": the change and the level after it, "now", in one sentence after the start
        raise Unclear("the start, its change and the level after it, each in a sentence of its own")
    holder = start.actor or end.actor
    # "Now she has 59", "she has 59 left": the level after the change, told after it
    if end.role != "has" or _AFTER.isdisjoint(end.said) or end.actor not in ("", holder) \
            or start.actor not in ("", holder):
        raise Unclear("the level after the change, of the start's holder")
    if _place(start) and _place(end) and _place(start) != _place(end):
        raise Unclear("the level after told of another place")  # "… in the pond … Now there are 26 in the lake"
    if start.role not in ("has", "gain") or change.role not in ("gain", "loss") or change.said & {"now"}:
        raise Unclear("a start and one change")
    if change.role == "loss" and change.verb in _GIVERS and change.other and change.other == holder:
        change = Quantity(change.text, change.value, "gain", change.unit, change.noun, holder, change.actor,
                          verb="given")  # "Andre gave Rosa some flowers": hers
    if change.actor not in ("", holder) and not (change.verb == "given" and change.actor in ("", holder)):
        raise Unclear("a change of another holder")
    for a, b in ((start, change), (start, end), (change, end)):
        if not counted_alike(a, b):
            raise Unclear("amounts of two things")
    if ask.noun and any(q.noun and q.noun != ask.noun for q in qs) or ask.unit and not ask.much:
        raise Unclear("a quantity of another thing asked")
    if ask.kind not in ("plain",) and not _more_asked_of_the_change(change, ask) or ask.others or ask.group \
            or ask.plural and not _joined_them(change, ask):
        raise Unclear("the amount not told, asked plainly")
    gained = change.role == "gain"
    if start.unknown:
        if not ask.start or ask.verb or ask.actor not in ("", holder):  # "how many did she buy at first": not the start
            raise Unclear("the start not told, and not asked")
        expression = f"{end.text}-{change.text}" if gained else f"{end.text}+{change.text}"
        value = end.value - change.value if gained else end.value + change.value
    elif change.unknown:
        if ask.start or not _asks_the_change(change, ask, holder):
            raise Unclear("the change not told, and not asked by its verb")
        expression = f"{end.text}-{start.text}" if gained else f"{start.text}-{end.text}"
        value = end.value - start.value if gained else start.value - end.value
    else:
        raise Unclear("the level after the change not told: it is the sum, said another way")
    if value <= 0:
        raise Unclear("a change of none or less")
    return expression, value


def _asks_the_change(change: Quantity, ask: Ask, holder: str) -> bool:
    """Whether the question asks the change by its verb, from the side it was told: "how many did Andre give to
    Rosa" of Rosa's gain given, "how many did she give to her students" of her loss, "how many did she buy"."""
    if change.verb == "given":  # the holder got them from someone: asked of the giver, by giving
        return ask.verb in _GIVERS and ask.actor not in ("", holder) or ask.verb in ("get", "receive") \
            and ask.actor in ("", holder)
    return _same_verb(change, ask) and ask.actor in ("", holder)


def _same_verb(change: Quantity, ask: Ask) -> bool:
    """The question's verb is the change's, its particle said too ("flew down to the pond": fly down), or its place
    said as the change told it ("fly up to the tree … how many flew up to the tree", the "up" not kept)."""
    base, *particle = change.verb.split()
    if ask.verb == change.verb or ask.verb == base and set(particle) <= ask.words:
        return True
    place = {w for w in ask.words if lemma(w, "VERB") != base and lemma(w, "NOUN") not in (ask.noun, change.noun)}
    return ask.verb == base and bool(place) and place <= change.said


def _joined_them(change: Quantity, ask: Ask) -> bool:
    """"How many sheep came to join them": "them" is the group the change joined, asked in the change's own words."""
    return "them" in change.said and _same_verb(change, ask) \
        and {lemma(w, "VERB") for w in change.said - {"them", "more", "to"}} <= {lemma(w, "VERB") for w in ask.words}


def _more_asked_of_the_change(change: Quantity, ask: Ask) -> bool:
    """"Some more fly up to the tree … How many more flew up to the tree?": the more that came, asked by its verb
    and compared with no one."""
    return ask.kind == "more" and ask.compared == "more" and not ask.other and change.role == "gain" \
        and "more" in change.said and ask.verb != "" and _same_verb(change, ask)


_AT = frozenset({"in", "on", "at"})
# "31 ducks were swimming in the pond … 50 ducks in the pond", "25 altogether on the bus": no part of the place
_DOING_THERE = frozenset({"is", "are", "was", "were", "altogether"})


def _place(q: Quantity) -> frozenset[str]:
    """The words of the place an amount is told in ("in the pond": in, pond); empty where none is said."""
    return q.said - {"now", "then", "there"} - _DOING_THERE - {w for w in q.said if w.endswith("ing")} \
        if not _AT.isdisjoint(q.said) else frozenset()
