"""A making verb told of things the story has, not of things made (issue 15, h/red35en): "Flo had 25 apples but
only baked 9" does not get her 9 apples (she baked 9 of hers, or 9 pies of them: the count of apples is not told);
"… and squeezed 7 into juice", "baked 9 into pies" make something else of them. A making verb is a gain only of
what it makes: its own noun said ("baked 12 cookies"), "more" said ("baked 9 more"), or the story's earlier amount
made by a making verb too ("Omar baked 35 muffins. Karen baked 42").
"""

from __future__ import annotations

from .role_words import Quantity

# Verbs that make a thing out of others (base forms, as role_verbs_en.py lists them).
MAKING_EN = frozenset({"make", "bake", "cook", "knit", "crochet", "weave", "build", "produce", "squeeze", "roast",
                       "fry", "brew", "grill", "boil"})


def made_of_the_things_had(q: Quantity, tail: list[str], before: list[Quantity]) -> bool:
    """Whether `q` (its verb, its words after) makes something of the things counted before, not more of them."""
    if q.verb not in MAKING_EN:
        return False
    if "into" in tail:
        return True  # "squeezed 7 into juice": something else made
    if q.noun or q.unit or "more" in tail:
        return False
    return bool(before) and not any(b.verb in MAKING_EN for b in before)
