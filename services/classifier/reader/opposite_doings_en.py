"""A doing asked that is the opposite of the story's, in English (issue 15, hostile round 34): "Each student found 3
pencils. There are 25 students. How many pencils were lost?" (the readers multiplied: 75 lost). What was found says
nothing of what was lost, nor what was sold of what was bought: a question asking one where the story tells only the
other is not read. The question is the last clause (`tokens.last_clause_start`).
"""

from __future__ import annotations

from .tokens import VALUE_OF, Tok, last_clause_start

_FIND = frozenset({"find", "finds", "found", "finding"})
_LOSE = frozenset({"lose", "loses", "lost", "losing"})
_WIN = frozenset({"win", "wins", "won", "winning"})
_BUY = frozenset({"buy", "buys", "bought", "buying"})
_SELL = frozenset({"sell", "sells", "sold", "selling"})
# each doing asked, and the doings that are its opposite
_OPPOSITES = ((_LOSE, _FIND | _WIN), (_FIND, _LOSE), (_WIN, _LOSE), (_BUY, _SELL), (_SELL, _BUY))
NEEDED_WORDS = _FIND | _LOSE | _WIN | _BUY | _SELL


def opposite_doing_asked(tokens: list[Tok]) -> bool:
    start = last_clause_start(tokens)
    if start == 0:
        return False
    story, asked = set(map(VALUE_OF, tokens[:start])), set(map(VALUE_OF, tokens[start:]))
    return any(not asked.isdisjoint(doing) and not story.isdisjoint(opposite) and story.isdisjoint(doing)
               for doing, opposite in _OPPOSITES)
