"""A sentence opened by "Then" kept a sentence of its own (for roles.py; issue 15, MAWPS one-step): "James had 39
stickers. He got some more stickers. Then he had 61 stickers." The tokenizer reads ". Then" as one THEN token, which
splits parts but not clauses, so the level after the change ("Then he had 61") was read in the change's own clause
and unknown_changes.py refused the story. Here that THEN becomes the full stop it follows and the word "then", as
"Now he has 61" is told: a clause of its own whose amount is the level after (roles.py reads "then" as "now").

Only a THEN whose own text is "then" and which follows a full stop, an exclamation or a question mark in the
request; ", then" and "and then" are left as they are (one sentence, two parts).
"""

from __future__ import annotations

from .tokens import Tok

_SENTENCE_ENDS = (".", "!", "?")


def with_then_sentences(tokens: list[Tok], text: str) -> list[Tok]:
    """`tokens` with each sentence-opening THEN as a full stop and the word "then"; unchanged where there is none."""
    if not any(t.type == "THEN" for t in tokens):
        return tokens
    out: list[Tok] = []
    for t in tokens:
        if t.type == "THEN" and t.value == "then" and text[t.pos:t.pos + 4].lower() == "then" \
                and text[:t.pos].rstrip().endswith(_SENTENCE_ENDS) and out:
            out += [Tok("COMMA", ".", t.pos), Tok("WORD", "then", t.pos)]
        else:
            out.append(t)
    return out
