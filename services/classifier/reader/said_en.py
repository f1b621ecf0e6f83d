"""The English frame readers' view of a request (trips_en.py, visits_en.py, named_sharers_en.py, seasons_en.py,
ages_en.py, mean_missing_en.py):
its tokens as lowercase text, each number as "#", read by whole-clause frames."""

from __future__ import annotations

from .tokens import Tok


def _word(t: Tok, keep_slots: bool = False) -> str:
    return ("#" if not keep_slots else t.value) if t.type == "NUM" else t.value.lower().replace("’", "'")


def clauses(tokens: list[Tok]) -> list[str]:
    """The request's clauses (split at every comma and full stop)."""
    said: list[list[str]] = [[]]
    for t in tokens:
        if t.type == "COMMA":
            said.append([])
        else:
            said[-1].append(_word(t))
    return [" ".join(c) for c in said if c]


def said_text(tokens: list[Tok], keep_slots: bool = False) -> str:
    """The whole request as one line, its commas and full stops kept as words ("mia , leo , and zoe have # …");
    `keep_slots`: each number as its slot ("<n0>"), for a frame that tells its numbers apart (ages_en.py)."""
    return " ".join(_word(t, keep_slots) for t in tokens)
