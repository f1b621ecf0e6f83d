"""A part of a whole said with the part first, in English (issue 15, the chats corpus): "18 of the 24 students passed",
"45 of the 60 seats are taken"; and the whole said with "out of" first: "out of 800 people surveyed, 200 said no".
The share readers (shares.py's `read_group_share`, named_shares.py's `read_named_share_en`) read the whole said first
with "of" ("Of 24 students, 18 passed. What percent passed?"); these are rewritten into that order, and the readers
check the rest as strictly as ever (the group asked, a third number, the rest, a part larger than the whole).

Only at the start of a clause: "18 of 24 <noun> <doing>" (one noun, then the doing: a word or "are") becomes "of 24
<noun>, 18 <doing>"; "out of 800 …" becomes "of 800 …". "3 of them", "5 of 8" without a noun and a doing are left.
"""

from __future__ import annotations

from .tokens import Tok


def whole_first_en(tokens: list[Tok]) -> list[Tok]:
    if not any(t.type in ("OF", "OUT_OF") for t in tokens) or not all(t.value.isascii() for t in tokens):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        starts = not out or out[-1].type == "COMMA"
        if starts and t.type == "OUT_OF" and i + 1 < len(tokens) and tokens[i + 1].type == "NUM":
            out.append(Tok("OF", "of", t.pos))  # "out of 800 people surveyed, …"
            i += 1
            continue
        shape = [x.type for x in tokens[i:i + 5]]
        if starts and shape[:4] == ["NUM", "OF", "NUM", "WORD"] and len(shape) == 5 and shape[4] in ("WORD", "IS"):
            part, of, whole, noun = tokens[i:i + 4]
            out += [of, whole, noun, Tok("COMMA", ",", noun.pos + len(noun.value)), part]  # "of 24 students, 18 …"
            i += 4
            continue
        out.append(t)
        i += 1
    return out
