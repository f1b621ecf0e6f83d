"""A noun said once for two sorts (for roles.py): "Sara has 31 red and 15 green balloons" is 31 red balloons and 15
green balloons. Only where a number is followed by one word that is an adjective (lemminflect knows it as one,
its plural no other word) and "and", then a number, an adjective and the noun; the first number not 1 ("1 orange
and 5 red apples" is a fruit and the apples), and not where the first word is a noun's plural ("3 oranges and 5
red apples")."""

from __future__ import annotations

from lemminflect import getAllLemmas

from .tokens import Tok
from .role_words import Amounts, number_at


def noun_said_once(clause: list[Tok], slots: Amounts) -> list[Tok]:
    """`clause` with the noun said after the second sort put after the first one too."""
    for k in range(len(clause) - 5):
        first, sort, joined, second, other_sort = clause[k:k + 5]
        if not (first.type == "NUM" and joined.type == "AND" and second.type == "NUM"
                and _adjective(sort) and _adjective(other_sort)):
            continue
        end = k + 5
        while end < len(clause) and clause[end].type == "WORD":
            end += 1
        noun = clause[k + 5:end]
        if not noun or _adjective(noun[-1]) or number_at(clause, k, slots)[1] == 1:
            return clause
        return [*clause[:k + 2], *(Tok(t.type, t.value, sort.pos) for t in noun), *clause[k + 2:]]
    return clause


def _adjective(t: Tok) -> bool:
    return t.type == "WORD" and "ADJ" in getAllLemmas(t.value) and t.value.isalpha() \
        and getAllLemmas(t.value).get("NOUN", (t.value,))[0] == t.value
