"""A turn in an English story with no amount of its own (issue 15, the chats corpus): "my internet is $65 a month but
the price goes up in june, how much for a year?", "… but i might cancel", "split $90 3 ways but I'm covering the tip":
the words after "but" ("however", "though", "although") change the story in a way no number says, so the reading of
the other numbers does not answer the question; the request goes slow.

A turn with an amount ("I had $50 but spent $20") is the readers' own to read or refuse, and a turn that is the
question itself ("…, but how much is that a year?") or inside it is no turn of the story.
"""

from __future__ import annotations

from .tokens import Tok, last_clause_start

TURN_WORDS = frozenset({"but", "however", "though", "although"})
_ASKING = frozenset({"HOW_MANY", "ASK", "WHAT"})


def turn_without_an_amount(tokens: list[Tok]) -> bool:
    """A turn word before the last clause whose clause (to the next comma or sentence end) has no number."""
    question = last_clause_start(tokens)
    for i, t in enumerate(tokens[:question]):
        if t.value.lower() not in TURN_WORDS:
            continue
        end = next((k for k in range(i + 1, len(tokens)) if tokens[k].type == "COMMA"), len(tokens))
        clause = tokens[i + 1:end]
        if clause and clause[0].type in _ASKING:
            continue  # "…, but what is that a year": the question
        if not any(u.type == "NUM" for u in clause):
            return True
    return False
