"""Whom things are shared out to, in English, for equal_groups.py: the groups counted, given to ("give them to his 11
nieces", "hand out 96 flyers to his 8 helpers"), or more than them ("among the students and the teacher")."""

from __future__ import annotations

_GIVE = frozenset({"give", "gives", "hand", "hands"})
_TO_WHOM = frozenset({"his", "her", "their", "my", "your", "our", "the"})


def given_to_the_groups(words: list[tuple[str, str]]) -> int | None:
    """Where "give" shares the things out to the groups counted ("give them to his 11 nieces", "give your 455 cards
    to your 5 best friends", "hand out 96 flyers to his 8 helpers"): the giving, then within five words "to", a
    possessive and the count; None elsewhere."""
    for k, (kind, w) in enumerate(words):
        if kind != "W" or w not in _GIVE:
            continue
        ahead = words[k + 1:k + 8]
        to = next((j for j, (_, x) in enumerate(ahead[:6]) if x == "to"), None)
        if to is not None and all(kind != "P" for kind, _ in ahead[:to]) and len(ahead) > to + 2 \
                and ahead[to + 1][1] in _TO_WHOM and ahead[to + 2][0] == "NUM":
            return k
    return None


def shared_among_more(words: list[tuple[str, str]], given_to: int | None = None) -> bool:
    """"divided equally among the students and the teacher", "give them to his 8 nieces and his son": the sharers are
    the group counted and more."""
    for k, (kind, w) in enumerate(words):
        if kind == "W" and (w in ("among", "between") or given_to is not None and k > given_to and w == "to"):
            phrase = [x for _, x in words[k + 1:next((j for j in range(k + 1, len(words)) if words[j][0] == "P"),
                                                      len(words))]]
            if "and" in phrase:
                return True
    return False
