"""Two holders' amounts run on without a stop (for roles.py): "Mary has 9 yellow marbles Joan has 3 yellow marbles.
How many yellow marbles do they have in all?" reads as two sentences. Only where a sentence opens with one name,
its verb and a number, and the same verb (the same word) comes again after the words of the thing and one more
name, itself before a number: "Eva has 15 pens Omar gave 11 pens" (two verbs) or "Tom has 12 of the 20 pens" are
not split."""

from __future__ import annotations

from .tokens import Tok

_PRONOUNS = frozenset({"he", "she", "they", "it", "i", "we", "you", "him", "her", "them", "us", "me"})


def with_run_ons_split(tokens: list[Tok]) -> list[Tok]:
    """`tokens` with a stop put before the second holder of each run-on sentence."""
    out: list[Tok] = []
    start = 0
    for end in [k for k, t in enumerate(tokens) if t.type == "COMMA"] + [len(tokens)]:
        out += _split(tokens[start:end])
        out += tokens[end:end + 1]
        start = end + 1
    return out


def _split(said: list[Tok]) -> list[Tok]:
    if len(said) < 7 or not _holder(said[0]) or said[2].type != "NUM":
        return said
    verb = said[1]
    for k in range(4, len(said) - 1):
        t = said[k]
        if t.type == verb.type and t.value == verb.value and said[k + 1].type == "NUM" and _holder(said[k - 1]):
            if all(x.type == "WORD" for x in said[3:k - 1]) and k - 1 > 3:  # the first thing's words, then the name
                return [*said[:k - 1], Tok("COMMA", ".", said[k - 1].pos), *said[k - 1:]]
            return said
    return said


def _holder(t: Tok) -> bool:
    return t.type == "WORD" and t.value.isalpha() and t.value not in _PRONOUNS
