"""An English amount put into a place or taken from a holder by another (for roles_en.py): "She put 5 books on
the shelf" (the shelf's gain), "Albert takes 5 away", "Keith bought 22 of Fred's cards" (the holder's loss).
"""

from __future__ import annotations

from .role_words import Quantity, Unclear, lemma
from .pronouns import is_person_name
from .role_verbs_en import STOPS_EN, actor_en
from .vocab_en import PEOPLE_NOUNS_EN, PERSONAL_PRONOUNS_EN, POSSESSIVES_EN

# Taking some of another's: the holder loses them ("Albert takes 5 away", "Keith bought 22 of Fred's cards")
_TAKERS = frozenset({"take", "borrow", "buy", "eat", "steal"})
PUT_EN = frozenset({"place", "put", "add", "stack", "store"})  # put into a place: the place's gain
PUT_INTO = frozenset({"in", "into", "on", "onto"})  # "in the drawer", "on the shelf"
# Put into a place or taken from a holder by another (the quantity's `other`): a doing told after one of these
# without its own subject may be the mover's ("Leah takes 15 pears. She eats 3": the basket's loss, or Leah's?)
MOVED_BY_ANOTHER = PUT_EN | _TAKERS | {"remove"}


def put_or_taken_there(q: Quantity, head: list[str], tail: list[str], before: list[Quantity]) -> Quantity | None:
    """"There are 139 erasers in the drawer. Jason placed 131 erasers in the drawer", "… Tim took 25 rulers from
    the drawer": put into, or taken out of, the one place the story's start is told in: its gain or loss."""
    verb = lemma(head[-1], "VERB") if len(head) >= 2 else ""
    if verb in PUT_EN and len(tail) == 2 and tail[0] in PUT_INTO:
        role = "gain"
    elif verb in ("take", "remove") and (len(tail) == 2 and tail[0] == "from"
                                         or len(tail) == 3 and tail[:2] == ["out", "of"]):
        role = "loss"
    elif verb == "take" and not tail and len(before) == 1 and one_place(before[0]):
        role, tail = "loss", [one_place(before[0])]  # "There are 22 oranges in a box. Paula takes 7": from the box
    else:
        return None
    if not before or any(b.role != "has" or b.actor for b in before) \
            or tail[-1] not in before[-1].said and tail[-1] != one_place(before[-1]):
        if role == "loss" and len(before) == 1 and one_place(before[0]) and not is_person_name(tail[-1]):
            raise Unclear("taken from another place than the one the start is told in")  # "… removes 6 from a box"
        return None  # put into another place, or the place not told as the start's ("There are 9 … in the drawer")
    taker = actor_en(head[:-1])
    if not taker or taker in ("i", "you"):
        raise Unclear("put or taken by whom")
    q.actor, q.role, q.verb, q.other = "", role, verb, taker
    return q


def one_place(start: Quantity) -> str:
    """The one place a start is told in: "There are 35 cookies on the plate" (its words), "… in a box" (read as
    so many per box where a count of boxes follows); "" for none or more words."""
    if start.role == "has" and start.per and not start.said:
        return start.per
    place = start.said - {"in", "on", "at"}
    return next(iter(place)) if len(place) == 1 and len(start.said) == 2 else ""


def taken_from(q: Quantity, head: list[str], tail: list[str], owner: str, before: list[Quantity]) -> Quantity | None:
    """"Albert takes 5 away", "Keith bought 22 of Fred's baseball cards", "Her sister borrowed 3 of her quarters",
    "Her dad borrowed 271 quarters from Sara": another person takes some of the holder's, the holder's loss;
    None where the words do not say whose they were."""
    verb = lemma(head[-1], "VERB") if len(head) >= 2 else ""
    if verb not in _TAKERS:
        return None
    if tail == ["away"] and verb == "take":
        holder = ""  # the story's one holder
    elif owner and owner != "the" and not tail:
        holder = "" if owner in POSSESSIVES_EN else owner
    elif len(tail) == 2 and tail[0] == "from" and tail[1] not in PERSONAL_PRONOUNS_EN and tail[1] not in STOPS_EN:
        holder = tail[1]
        place = one_place(before[0]) if len(before) == 1 else ""
        if place and holder != place and not is_person_name(holder):
            # "There are 30 pens in the cup. Nora takes 6 pens from a box": not the cup's
            raise Unclear("taken from another place than the one the start is told in")
    elif _borrowed_by_kin(verb, head, tail, owner, before):
        holder = ""  # "Sara had 8 dimes. Her sister borrowed 4 dimes": the story's one holder lent them (h/mawps1)
    else:
        return None
    taker = actor_en(head[:-1])
    if not taker or taker in ("i", "you") or taker == holder:
        raise Unclear("taken by whom: the holder or another")
    q.actor, q.role, q.verb, q.other = holder, "loss", verb, taker
    return q


def _borrowed_by_kin(verb: str, head: list[str], tail: list[str], owner: str, before: list[Quantity]) -> bool:
    """"Her sister borrowed 4 dimes", "his dad took 3 apples" told after one holder's amounts only: the holder's own,
    taken by one of the holder's people ("her sister"), nothing said after it and no other holder in the story."""
    return verb in ("borrow", "take") and not tail and not owner and len(head) == 3 and head[0] in POSSESSIVES_EN \
        and head[1] in PEOPLE_NOUNS_EN and bool(before) and bool(before[0].actor) \
        and all(b.actor == before[0].actor and b.role == "has" and not b.other for b in before)

