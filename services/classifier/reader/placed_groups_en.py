"""Equal groups whose each-noun carries its place, as people type them (issue 15, the chats corpus): "Each row in the
theater has 28 seats and there are 35 rows", "Each table at the wedding has 8 chairs", "each shelf in my bookcase
holds 30 books". The place is said first, where group_totals_en.py reads a place before the groups ("In the theater,
each row has 28 seats …"), so every check of that reader still holds: another place asked ("How many seats are in the
upper deck?"), the groups counted in another place ("8 bags on the floor"), "most", "about", a condition.

Only a request that opens with "each" + the group's noun + in / at / on + at most a determiner and two words, then
a verb (not a number: "each row in 3 halls"), and says no other place after it ("8 bags on the floor", "how many
seats are in the theater"), is said again.
"""

from __future__ import annotations

from .tokens import DETERMINERS, Tok

_PLACE_TYPES = frozenset({"IN", "AT", "ON"})


def place_said_first(tokens: list[Tok]) -> list[Tok]:
    """"each row in the theater has 28 seats …" said as "in the theater, each row has 28 seats …"."""
    if len(tokens) < 6 or tokens[0].value.lower() != "each" or tokens[1].type != "WORD" \
            or tokens[2].type not in _PLACE_TYPES:
        return tokens
    k = 3
    if tokens[k].value.lower() in DETERMINERS or tokens[k].value.lower() in ("the", "my", "our", "this"):
        k += 1
    end = k
    while end < len(tokens) and end - k < 2 and tokens[end].type == "WORD":
        end += 1
    if end == k or end >= len(tokens) or tokens[end].type in ("NUM", "WORD", "COMMA", "AND") or "NUM" in (
            t.type for t in tokens[2:end]):
        return tokens  # no place, a longer one, or a place that is itself counted
    if any(t.type in _PLACE_TYPES for t in tokens[end:]):
        return tokens  # "… and there are 8 bags on the floor": another place, or the place asked again
    comma = Tok("COMMA", ",", tokens[end].pos)
    return [*tokens[2:end], comma, tokens[0], tokens[1], *tokens[end:]]


def two_places_told(tokens: list[Tok]) -> bool:
    """"On the shelf, each bag has 15 candies and there are 8 bags on the floor": the size told of the things in one
    place and the groups counted in another; how many the others hold is not said."""
    asked = max((k for k, t in enumerate(tokens) if t.type == "HOW_MANY"), default=len(tokens))
    places = set()
    for k, t in enumerate(tokens[:asked]):
        if t.type not in _PLACE_TYPES:
            continue
        after = [u for u in tokens[k + 1:k + 3] if u.value.lower() not in DETERMINERS and u.value.lower() not in (
            "the", "my", "our", "this")]
        if after and after[0].type == "WORD":
            places.add(after[0].value.lower())
    return len(places) > 1
