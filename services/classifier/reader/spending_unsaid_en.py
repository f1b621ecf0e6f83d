"""A spending told without its amount (issue 15, found by the chats twins): "i had 500 and spent 135 on groceries and
some on gas", "paid $40 for the tickets and a bit more for snacks", "spent $20 on food, more on drinks". The readings
count only the amounts written, so what is left would leave the gas out; the request goes slow, whichever reader read
it (a check of every reading, guards.py).

Only a word of an unsaid quantity ("some", "a bit", "a little", "a lot", "a bunch", "more", "the rest", "whatever")
right after "and", "plus" or a comma and right before "on" / "for" / "at", in a request that spends or pays; money
got back by such a word ("but got some back"); or, where what is left is asked, a clause that pays without an amount
("and tipped the driver", "I paid for the bus"). "some of it" (a part of what
was said) and "more than" (a comparison) are not this. The tokens drop the article ("a few bucks" comes as "few
bucks"), so the phrases are matched without it, and a money noun may follow the word ("a few bucks", "some dollars").
"""

from __future__ import annotations

from .tokens import Tok, last_clause_start

_UNSAID = (("some",), ("a", "bit"), ("a", "little"), ("a", "lot"), ("more",), ("a", "bit", "more"), ("the", "rest"),
           ("whatever",), ("a", "few"), ("a", "couple"), ("extra",), ("a", "little", "extra"), ("a", "bit", "extra"),
           ("a", "bunch"), ("a", "chunk"), ("a", "ton"), ("a", "fortune"), ("lots",), ("loads",), ("plenty",),
           ("several",))
# the tokens keep no article: each phrase as the tokens say it
_UNSAID_SAID = tuple(tuple(w for w in phrase if w != "a") for phrase in _UNSAID)
# a money noun said after the unsaid word ("a few bucks on gas"), before "on" / "for" / "at"
_MONEY_AFTER = frozenset({"bucks", "dollars", "quid", "euros", "pounds", "more", "extra"})
_ON = frozenset({"on", "for", "at"})
_SPENDING = frozenset({"spent", "spend", "spends", "paid", "pay", "pays", "used", "blew", "dropped", "wasted",
                       "tipped"})
_JOINS = frozenset({"and", ",", "，", "plus"})
# the words a trigger looks for (guards.py runs the check only where one is said)
UNSAID_WORDS = frozenset({"some", "bit", "little", "lot", "more", "rest", "whatever", "few", "couple", "bucks", "extra",
                          "bunch", "chunk", "ton", "fortune", "lots", "loads", "plenty", "several", "back", "paid",
                          "tipped", "tip", "treated", "chipped"})


def spending_unsaid_en(tokens: list[Tok]) -> bool:
    words = [w for t in tokens for w in t.value.lower().split() if w != "a"]
    if not any(w in _SPENDING for w in words):
        return False
    if any(w in _UNSAID_ONE and words[i + 1:i + 2] == ["back"] for i, w in enumerate(words)) \
            or _paid_without_an_amount(tokens):
        return True  # "but got some back", "and tipped the driver": money back or paid, its amount not told
    for i, w in enumerate(words):
        if w not in _JOINS:
            continue
        for phrase in _UNSAID_SAID:
            k = i + 1 + len(phrase)
            if tuple(words[i + 1:k]) != phrase:
                continue
            if k < len(words) and words[k] in _MONEY_AFTER:
                k += 1
            if k < len(words) and words[k] in _ON:
                return True
    return False


# paying words told without an amount in their own clause ("tipped the driver", "paid the parking too"), where what is
# left is asked: the readings leave that payment out. ("bought a hat" may sum up what the story prices after it.)
_PAID_UNTOLD = frozenset({"paid", "tipped", "tip", "treated", "chipped"})
_LEFT_ASKED = frozenset({"left", "remain", "remains", "remaining", "change"})
_UNSAID_ONE = frozenset({"some", "bit", "little", "few", "couple", "part", "most"})
_CLAUSE_ENDS = frozenset({"COMMA", "AND", "THEN"})


def _paid_without_an_amount(tokens: list[Tok]) -> bool:
    start = last_clause_start(tokens)
    if _LEFT_ASKED.isdisjoint(w for t in tokens[start:] for w in t.value.lower().split()):
        return False
    clause: list[Tok] = []
    for t in [*tokens[:start], Tok("COMMA", ",", 0)]:
        if t.type in _CLAUSE_ENDS or t.value.lower() in ("but", "then"):
            if any(c.value.lower() in _PAID_UNTOLD for c in clause) and all(c.type != "NUM" for c in clause):
                return True
            clause = []
        else:
            clause.append(t)
    return False
