"""One holder's amount through a chain of changes, in English (for role_operations.py): a start, then gains and
losses of the same thing by the same holder, in the order told, asked what the holder has at the end ("Roger had 16
dollars. For his birthday he got 28 more dollars but spent 25 on a new game. How much money does he have now?":
16+28-25); the start may be sorts of one thing told together ("A pet shop had 14 black cats and 20 white cats. It sold
12 cats. How many cats does the shop have left?": 14+20-12).

The roles reader has read every clause already (role_words.py, roles_en.py: the verbs' classes in role_verbs_en.py)
and checked that every amount counts the thing asked (role_operations.py's `_one_thing`), that one holder holds them
all (`_one_actor`) and that the question asks the level after the changes ("now", "left", "will have"). Here only the
chain itself is read: gains and losses both told (a chain of one direction is role_operations.py's own), never a
level below nothing on the way, the start told as had (or got by a doing that starts a story, not money earned or
saved into an amount not told), and the start's parts of one holder, one clause, one noun and a sort each.
"How many would she have" is read after a chain only ("If she sold 3 of them and then later picked 34 more, how many
roses would she have?": 5-3+34; after one change it stays the roles reader's, which does not read it).
"""

from __future__ import annotations

from fractions import Fraction

from .role_words import OPENING_GAINS, Ask, Quantity, Unclear
from .units import MONEY_NAMES

_CHANGES = frozenset({"gain", "loss"})


def is_chain(qs: list[Quantity], ask: Ask) -> bool:
    """Whether the roles are a start (or its parts) and changes of both directions, told in English: this module's,
    where role_operations.py would read one direction only."""
    start = _start_parts(qs)
    changes = [q.role for q in qs[len(start):]]
    return bool(changes) and set(changes) <= _CHANGES and all(q.verb.isascii() for q in qs) \
        and (len(set(changes)) == 2 and len(start) == 1 or len(start) > 1 and _sorts_of_one_thing(start, ask))


def chain_of_changes(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """The level after the chain (its expression and value); Unclear where the question or the start does not fit."""
    if ask.kind not in ("now", "left"):
        raise Unclear("a chain of changes asked otherwise than the level after it")  # "how many did she sell"
    if qs[0].role == "gain" and (qs[0].verb not in OPENING_GAINS or qs[0].unit in MONEY_NAMES):
        # "saved $30 in May …", "I earned $50 and spent $20, then earned $15": what was had before is not told
        raise Unclear("a gain into an amount the story does not tell")
    start = _start_parts(qs)
    changes = qs[len(start):]
    if ask.kind == "left" and not any(q.role == "loss" for q in changes):
        raise Unclear("the question does not match the changes")
    text = "+".join(q.text for q in start)
    value = sum((q.value for q in start), Fraction(0))
    for q in changes:
        gain = q.role == "gain"
        text, value = f"{text}{'+' if gain else '-'}{q.text}", value + q.value if gain else value - q.value
        if value < 0:
            raise Unclear("more taken than there was, on the way")
    return text, value


def _sorts_of_one_thing(parts: list[Quantity], ask: Ask) -> bool:
    """"14 black cats and 20 white cats … how many cats": each part a sort of its own of the one thing asked, got or
    had alike (not "8 pens and 5 erasers", nor "40 pencils in the drawer and 19 on the desk": two places); parts told in
    two places are summed only where the question names neither ("12 red apples in his bag and 9 green apples in his
    box … how many apples are in his bag": the bag's alone)."""
    told = [set(q.said) for q in parts]
    apart = set().union(*told) - set.intersection(*told)
    return not ask.sort and len({q.noun for q in parts}) == 1 and len({q.sort for q in parts}) == len(parts) \
        and all(q.sort and q.verb == parts[0].verb and not (q.told or q.unit or q.of) for q in parts) \
        and ask.words.isdisjoint(apart)


def _start_parts(qs: list[Quantity]) -> list[Quantity]:
    """The start: the first quantity, had or got, with the parts told beside it in its clause by the same holder
    ("had 14 black cats and 20 white cats")."""
    if not qs or qs[0].role not in ("has", "gain"):
        return []
    first = qs[0]
    parts = [first]
    for q in qs[1:]:
        if q.role != first.role or q.clause != first.clause or q.actor != first.actor:
            break
        parts.append(q)
    return parts
