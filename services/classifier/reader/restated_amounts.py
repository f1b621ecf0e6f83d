"""An amount restated by a word instead of a number: "3 miles on Monday, 4 on Tuesday and the same on
Wednesday", 周三也跑了同样多. The reading counts only the numbers written, so the amount said again is
left out; the request goes slow, whichever reader read it. "At the same speed" in the question names
the rate to keep, not an amount, and is not this; nor is "the same" before a noun of the story
("the same price", "the same pace").
"""

from __future__ import annotations

from .tokens import Said, Tok, last_clause_start

# What may follow "the same" when it stands for an amount: a clause's end, a day, "again", "amount".
_AFTER_AN_AMOUNT = frozenset({"ON", "AND", "COMMA", "IN", "THEN", "WEEKDAY_NAME"})
_AMOUNT_WORDS = frozenset({"again", "amount", "number", "distance", "one", "ones", "too", "also", "later", "next"})
_RESTATED_ZH = ("同样多", "一样多", "这么多", "那么多", "一样的量", "同样的量", "也是这些")


def restated_amount(tokens: list[Tok]) -> bool:
    """Whether the story (before its question) says an amount again without its number."""
    story = tokens[:last_clause_start(tokens)]
    for i, t in enumerate(story):
        if t.value == "same" and not _each_gets_the_same(story, i) and not _same_in_each(story, i):
            following = story[i + 1] if i + 1 < len(story) else None
            if following is None or following.type in _AFTER_AN_AMOUNT or following.value in _AMOUNT_WORDS:
                return True
    return Said(story).any(_RESTATED_ZH)


_GETS = frozenset({"get", "gets", "receive", "receives"})
_SHARE_WORDS = frozenset({"number", "amount"})


def _same_in_each(story: list[Tok], at: int) -> bool:
    """"with the same amount of flyers in each pile": an equal share said, not an amount said again."""
    said = [t.value.lower() for t in story[at + 1:at + 7]]
    if not said[:1] or said[0] not in _SHARE_WORDS:
        return False
    rest = said[1:]
    if rest[:1] == ["of"]:
        rest = rest[2:] if rest[1:2] != ["the"] else rest[3:]  # "of flyers", "of the flyers"
    return rest[:2] == ["in", "each"]


def _each_gets_the_same(story: list[Tok], at: int) -> bool:
    """"so that each child gets the same amount": an equal share said, not an amount said again."""
    said = [t.value.lower() for t in story[max(at - 4, 0):at]]
    return len(said) >= 3 and said[-1] in _GETS and said[-3] == "each" or said[-2:-1] == ["each"] and said[-1] in _GETS
