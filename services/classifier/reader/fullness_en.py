"""A container's capacity and how full it is, the amount in it asked, in English (issue 15, the chats corpus): "the
tank holds 60 liters and it's a quarter full. how many liters are in it?" (60/4), "A tank holds 1,500 litres of water
when full. It is 2/5 full. How many litres of water are in it?", "my water bottle holds 750 ml and it's 40% full, how
much water is in it", "the pool holds 20,000 gallons and is half full. how many gallons are in the pool?".

The whole request is these three, word for word: the container (the, a, my …, one noun, maybe one before it: "water
bottle") holds an amount in a unit of measure, maybe "of" a stuff and "when full"; it (or "is" alone) is a fraction, a
percentage, half or a quarter full; the question asks how many of that unit (of that stuff), or how much of the stuff
(or of what names the container: "water bottle"), is in it or in that container. Anything else goes slow: the rest
asked ("to fill it"), "about", "almost", "empty", another unit, another container, a change, a negation, more than
one container ("each tank"), a fullness above one, or an amount with no terminating decimal (50/3 liters).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as _N, Slots
from .rate_clauses import noun_key
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by
from .units import canonical_unit

_OWNER = r"(?:the|a|an|my|our|his|her|their|this|your)"
_HOLDS = (rf"{_OWNER} (?:(?P<kind>[a-z]+) )?(?P<box>[a-z]+) holds (?P<n>{_N}) (?P<unit>[a-z]+)(?: of (?P<stuff>[a-z]+))?"
          r"(?: when (?:it is |it's )?full)?")
_FULL = r"(?:it is|it's|is) (?P<full>(?P<top><n\d+>) / (?P<bottom><n\d+>)|(?P<pct><p\d+>)|half|quarter) full"
_JOIN = r"(?: \. | and | , )"
_ASK = (r"how (?:many (?P<asked_unit>[a-z]+)(?: of (?P<asked_of>[a-z]+))?|much (?P<asked_stuff>[a-z]+)) (?:is|are) "
        r"in (?:it|(?:the )?(?P<asked_box>[a-z]+))")
_STORY = re.compile(rf"{_HOLDS}{_JOIN}{_FULL}(?: \. | , ){_ASK}")


def _share(m: re.Match, slots: Slots) -> tuple[str, Fraction] | None:
    """The fullness, as the expression's factor and its value."""
    if m.group("full") in ("half", "quarter"):
        return ("/2", Fraction(1, 2)) if m.group("full") == "half" else ("/4", Fraction(1, 4))
    if m.group("pct"):
        p = slots.number(m.group("pct"))
        return f"*{p.plain()}/100", Fraction(p.value) / 100
    top, bottom = slots.number(m.group("top")), slots.number(m.group("bottom"))
    if top.percent or bottom.percent or bottom.value == 0:
        return None
    return f"*{top.plain()}/{bottom.plain()}", Fraction(top.value) / Fraction(bottom.value)


def _terminates(value: Fraction) -> bool:
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


@triggered_by(text=("full",))
def read_fullness(tokens: list[Tok], slots: Slots) -> Task | None:
    said = " ".join(said_text(tokens, keep_slots=True).split())
    m = _STORY.fullmatch(said)
    if m is None:
        return None
    unit = m.group("unit")
    if not canonical_unit(unit) and slots.number(m.group("n")).unit != unit:
        return None  # "holds 24 cans": a count, whose part may not come out whole (gallons: a unit perception knows)
    asked_unit = m.group("asked_unit")
    if asked_unit is not None:
        if (canonical_unit(asked_unit) or noun_key(Tok("WORD", asked_unit, 0))) \
                != (canonical_unit(unit) or noun_key(Tok("WORD", unit, 0))):
            return None  # "how many gallons" of liters
        if m.group("asked_of") is not None and m.group("asked_of") != m.group("stuff"):
            return None
    elif m.group("asked_stuff") not in {m.group("stuff"), m.group("kind")} - {None}:
        return None  # "how much juice" of a water bottle, or of a tank whose stuff is not said
    asked_box = m.group("asked_box")
    if asked_box is not None and noun_key(Tok("WORD", asked_box, 0)) != noun_key(Tok("WORD", m.group("box"), 0)):
        return None  # "how many liters are in the bucket"
    share = _share(m, slots)
    capacity = slots.number(m.group("n"))
    if share is None or capacity.percent or capacity.value <= 0 or not 0 < share[1] <= 1:
        return None
    if not _terminates(Fraction(capacity.value) * share[1]):
        return None  # 50 liters a third full: 16.66… liters
    return Task("expr", {"expression": f"{capacity.plain()}{share[0]}"}, source="parser")


_WHEN_FULL = re.compile(r" when (?:it is |it's |it’s )?full\b")


def capacity_said_plainly(text: str) -> str:
    """The request without its "when full": hedges.py reads "holds 3 liters when full" as an amount under a condition
    ("weighs 1500 grams when full"), which it is not where the story then says how full the container is (guards.py
    asks this of read_fullness's readings alone)."""
    return _WHEN_FULL.sub("", text)
