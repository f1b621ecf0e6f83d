"""A bill split asked as an imperative, the whole message being the request (issue 15, the chats corpus): "can you split
a $96 bill 3 ways", "divide a 150 dollar tab between 6 people", "could you split 240 evenly among 8 people".

Only these words: a lead ("can you", "could you", "please"), "split" or "divide", an amount of money with one or two
words naming it ("bill", "tab"), then its sharers: "N ways", or "between" / "among" N people (friends, roommates …) or
"(the) N of us";
"evenly" / "equally" and "pls" / "please" / "thx" anywhere. Anything more ("with a 15% tip", "I only had a salad", "but
I already paid 20") is another story: equal_shares.py reads the ones that ask each share. A share that is no whole
number of cents ($100 three ways), or of a bare amount's things no whole number, leaves its rounding open: not
read.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .triggers import triggered_by
from .tokens import DETERMINERS, Tok

_LEADS = frozenset({"can you", "could you", "can u", "could u", "pls", "please", "plz", "hey", "quick", "so"})
_POLITE = frozenset({"evenly", "equally", "pls", "please", "plz", "thx", "thanks"})
_SHARERS = frozenset({"people", "persons", "friends", "roommates", "housemates", "flatmates", "guys", "coworkers",
                      "colleagues", "adults", "of"})
_VERBS = frozenset({"SPLIT", "DIVIDE_VERB"})


@triggered_by(types=("SPLIT", "DIVIDE_VERB"))
def read_split_asked_en(tokens: list[Tok], slots: Slots) -> Task | None:
    words = [t for t in tokens if not (t.type in ("WORD", "WHAT") and t.value in _POLITE)]
    i = 0
    while i < len(words) and words[i].type in ("WHAT", "WORD") and words[i].value in _LEADS:
        i += 1
    if i >= len(words) or words[i].type not in _VERBS:
        return None
    i += 1
    while i < len(words) and words[i].value in DETERMINERS:
        i += 1
    if i >= len(words) or words[i].type != "NUM":
        return None
    whole_at = i
    i += 1
    if i < len(words) and words[i].type == "UNIT":
        i += 1  # "150 dollar"
    named = 0
    while i < len(words) and words[i].type == "WORD" and words[i].value != "among" and named < 2:
        i, named = i + 1, named + 1  # "bill", "dinner bill"
    rest = words[i:]
    if len(rest) == 2 and rest[0].type == "NUM" and rest[1].type == "WAYS":
        count_at = i
    elif len(rest) == 3 and (rest[0].type == "BETWEEN" or rest[0].value == "among") and rest[1].type == "NUM" \
            and rest[2].value in _SHARERS and rest[2].value != "of":
        count_at = i + 1
    elif len(rest) == 4 and (rest[0].type == "BETWEEN" or rest[0].value == "among") and rest[1].type == "NUM" \
            and rest[2].type == "OF" and rest[3].value == "us":
        count_at = i + 1  # "between the 4 of us"
    else:
        return None
    whole, count = slots.number(words[whole_at].value), slots.number(words[count_at].value)
    if whole.percent or count.percent or count.unit and count.unit not in _SHARERS or whole.value <= 0 \
            or count.value < 2 or count.value != count.value.to_integral_value():
        return None
    # money shares to the cent; a bare amount (things, no unit) only into whole shares; any other unit not read
    cents = 100 if money_of(words, whole_at, slots) else 1 if not whole.unit else None
    if cents is None or (whole.value * cents / count.value) % 1:
        return None
    return Task("expr", {"expression": f"{whole.plain()}/{count.plain()}"}, source="parser")
