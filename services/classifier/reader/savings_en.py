"""Money saved a month, as people type it in a chat (issue 15, the everyday corpus): "if i save $150 a month for 8 months
how much will i have" (150 × 8), "i have 500 saved and add 250 each month, how much after 9 months" (500 + 250 × 9),
"saving 150 a month, how many months to get to 1200" (1200 / 150).

The whole request is one of these three shapes, word for word but for the amounts and a few spellings (save, put away,
add; a, per, each, every month): what a shape does not say (a rate of interest, a spend, a hedge, another period)
makes it unread. The months to a goal are read only where the goal is a whole number of months' savings: 1000 at 150 a
month is 6.67 months, and whether that is 7 is the user's to say, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by

_N = r"<n\d+>"
_MONTH = r"(?:(?:a|per|each|every) )?month"  # "a month" reaches here as "month" (one_period.py)
_SAVE = r"(?:save|put away|put aside|set aside|add|put in|deposit)"
_SHAPES = (
    ("times", re.compile(rf"^ (?:if )?(?:i|we) {_SAVE} (?P<s>{_N}) {_MONTH} for (?P<n>{_N}) months(?: ,)? how much "
                         rf"(?:will|would) (?:i|we) have $")),
    ("start", re.compile(rf"^ (?:i|we) have (?P<a>{_N}) saved (?:and|,) (?:i |we )?{_SAVE} (?P<s>{_N}) {_MONTH}(?: ,)? "
                         rf"how much (?:will (?:i|we) have |would (?:i|we) have |do (?:i|we) have )?(?:after|in) "
                         rf"(?P<n>{_N}) months $")),
    ("goal", re.compile(rf"^ (?:i'm |im |i am |we're |we are )?(?:saving|putting away|setting aside) (?P<s>{_N}) "
                        rf"{_MONTH}(?: ,)? how many months (?:to|until (?:i|we)|till (?:i|we)|will it take to|does it take "
                        rf"to|before (?:i|we)) (?:get to|reach|hit|have|save up|save) (?P<g>{_N}) $")),
)


@triggered_by(words=("month",))
def read_savings_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens):
        return None
    text = Said(tokens).spaced
    for kind, shape in _SHAPES:
        found = shape.match(text)
        if found is None:
            continue
        values = {k: slots.number(v) for k, v in found.groupdict().items()}
        if any(n.percent or n.ordinal or n.value <= 0 for n in values.values()):
            return None
        if kind != "goal" and values["n"].value != int(values["n"].value):
            return None  # "for 2.5 months": a part of a month's saving?
        if kind == "times":
            return Task("expr", {"expression": f"{values['s'].plain()}*{values['n'].plain()}"}, source="parser")
        if kind == "start":
            return Task("expr", {"expression": f"{values['a'].plain()}+{values['s'].plain()}*{values['n'].plain()}"},
                        source="parser")
        if (values["g"].value / values["s"].value) != int(values["g"].value / values["s"].value):
            return None  # not a whole number of months
        return Task("expr", {"expression": f"{values['g'].plain()}/{values['s'].plain()}"}, source="parser")
    return None
