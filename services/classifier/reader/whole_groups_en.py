"""Things put into groups of a size told that do not come out even, where the question says which whole number it
wants: "28 students and each car holds 6 students. How many cars are needed?" (ceil(28/6) = 5: the last car goes
part full), "50 cookies. Each box holds 8 cookies. How many full boxes can she fill?" (floor(50/8) = 6), "How many
cookies are left over?" (50-8*floor(50/8) = 2). The story is read as equal_groups.py reads it (the same nouns,
people and changes); only the question's words choose: "needed" / "need" / "required" rounds up, "full" rounds down,
"left over" is the remainder. "How many boxes will she fill?" or "… does she use?" says none of them (the full boxes,
or every box she puts some in?) and goes slow, as do "how many more", "the last car", "left" alone, a question
with two of the words, and groups that are people ("8 cookies to each friend": the friends she has are not as many
as the cookies fill), or units ("6 miles in each hour": a part of an hour is a time too).
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import PEOPLE_COUNTED, groups_divided
from .role_words import lemma
from .tokens import Tok, words_of
from .triggers import triggered_by
from .units import canonical_unit
from .vocab_en import PEOPLE_NOUNS_EN

_NEEDED = frozenset({"need", "needs", "needed", "required"})


def _said(tokens: list[Tok]) -> str | None:
    """Which whole number the question asks: "needed", "full" or "left over"; None for none, or more than one."""
    words = " ".join(w.lower() for w in words_of(tokens)).split()
    asked = words[max((k for k, w in enumerate(words) if w == "how"), default=0):]
    found = [kind for kind, said in (("needed", not _NEEDED.isdisjoint(asked)), ("full", "full" in asked),
                                     ("left over", " left over" in " " + " ".join(asked) + " "))
             if said]
    return found[0] if len(found) == 1 else None


@triggered_by(text=("how many",))
def read_whole_groups(tokens: list[Tok], slots: Slots) -> Task | None:
    said = _said(tokens)
    if said is None:
        return None
    reading = groups_divided(tokens, slots, "" if said == "needed" else said)
    if reading is None or reading[0] != "count":
        return None
    _, total, size = reading
    if size.value <= 0 or size.of in PEOPLE_COUNTED or lemma(size.of, "NOUN") in PEOPLE_NOUNS_EN:
        return None  # "8 cookies to each friend": as many friends as the cookies fill, or the friends she has?
    if canonical_unit(size.of):
        return None  # "6 miles in each hour … how many hours are needed": 5 1/3 hours, not 6
    if said == "needed":
        if total.value % size.value == 0:
            return None  # even groups: equal_groups.py reads them
        return Task("expr", {"expression": f"ceil({total.text}/{size.text})"}, source="parser")
    if said == "full":
        return Task("expr", {"expression": f"floor({total.text}/{size.text})"}, source="parser")
    return Task("expr", {"expression": f"{total.text}-{size.text}*floor({total.text}/{size.text})"}, source="parser")
