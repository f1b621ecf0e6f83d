"""A spending told without its amount (issue 15, found by the chats twins): "i had 500 and spent 135 on groceries and
some on gas", "paid $40 for the tickets and a bit more for snacks", "spent $20 on food, more on drinks". The readings
count only the amounts written, so what is left would leave the gas out; the request goes slow, whichever reader read
it (a check of every reading, guards.py).

Only a word of an unsaid quantity ("some", "a bit", "a little", "a lot", "more", "the rest", "whatever") right after
"and" or a comma and right before "on" / "for" / "at", in a request that spends or pays. "some of it" (a part of what
was said) and "more than" (a comparison) are not this.
"""

from __future__ import annotations

from .tokens import Tok

_UNSAID = (("some",), ("a", "bit"), ("a", "little"), ("a", "lot"), ("more",), ("a", "bit", "more"), ("the", "rest"),
           ("whatever",), ("a", "few", "bucks"), ("extra",))
_ON = frozenset({"on", "for", "at"})
_SPENDING = frozenset({"spent", "spend", "spends", "paid", "pay", "pays", "used", "blew", "dropped", "wasted"})
_JOINS = frozenset({"and", ",", "，"})
# the words a trigger looks for (guards.py runs the check only where one is said)
UNSAID_WORDS = frozenset({"some", "bit", "little", "lot", "more", "rest", "whatever", "bucks", "extra"})


def spending_unsaid_en(tokens: list[Tok]) -> bool:
    words = [w for t in tokens for w in t.value.lower().split()]
    if not any(w in _SPENDING for w in words):
        return False
    for i, w in enumerate(words):
        if w not in _JOINS:
            continue
        for phrase in _UNSAID:
            k = i + 1 + len(phrase)
            if tuple(words[i + 1:k]) == phrase and k < len(words) and words[k] in _ON:
                return True
    return False
