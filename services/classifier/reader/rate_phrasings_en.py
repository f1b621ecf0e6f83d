"""Rates as people type them to an assistant, said over again in the words the rate reader (rates.py) reads (issue 15,
the chats corpus):
- the stuff named after its measure and asked by its name: "a recipe needs 2.5 cups of flour per batch, how much
  flour for 4 batches" is "2.5 cups per batch, how many cups for 4 batches" (`stuff_asked_by_its_measure`). Only one
  measure of one stuff told ("2.5 cups of flour and 1 cup of sugar" is not said again) and the same stuff asked;
  "how much sugar", or "how much" alone (money?), stays as it was, and unread;
- a duration asked "how long … in minutes": "how many minutes …" (`how_long_in_a_unit`), the unit the last words of
  the request; "in hours and minutes" stays unread;
- a packing said by what comes in it: "we need 48 cups and they come in packs of 8" is "we need 48 cups. a pack holds 8"
  (`packs_of_a_count`), where what comes is "they" / "it" or the thing the other amount counts ("eggs come in
  cartons of 12 and i need 60 eggs"); "plates come in packs of 8" beside cups stays unread.
Every check of the rate reader still holds after: a whole count of packs, one reading, the units asked.
"""

from __future__ import annotations

from .rate_clauses import TIME_KEYS, noun_key
from .tokens import Tok

_MEASURED = frozenset({"WORD", "UNIT"})
_ASKING = frozenset({"HOW_MANY", "HOW_LONG"})


def _question_start(tokens: list[Tok]) -> int | None:
    return max((k for k, t in enumerate(tokens) if t.type in _ASKING), default=None)


def stuff_asked_by_its_measure(tokens: list[Tok]) -> list[Tok]:
    """"2.5 cups of flour per batch, how much flour": the flour dropped, the cups asked."""
    asked = _question_start(tokens)
    if asked is None or tokens[asked].value != "how much" or asked + 1 >= len(tokens):
        return tokens
    told = [k for k in range(asked - 3) if tokens[k].type == "NUM" and tokens[k + 1].type in _MEASURED
            and tokens[k + 2].type == "OF" and tokens[k + 3].type == "WORD"]
    if len(told) != 1 or sum(t.type == "OF" for t in tokens[:asked]) != 1:
        return tokens
    k = told[0]
    stuff, measure = tokens[k + 3], tokens[k + 1]
    if tokens[asked + 1].type != "WORD" or tokens[asked + 1].value != stuff.value:
        return tokens  # another stuff asked, or "how much" alone
    how_many = Tok("HOW_MANY", "how many", tokens[asked].pos)
    return [*tokens[:k + 2], *tokens[k + 4:asked], how_many, Tok(measure.type, measure.value, stuff.pos),
            *tokens[asked + 2:]]


def how_long_in_a_unit(tokens: list[Tok]) -> list[Tok]:
    """"how long for 450 pages in minutes": "how many minutes for 450 pages"."""
    asked = _question_start(tokens)
    if asked is None or tokens[asked].type != "HOW_LONG" or len(tokens) < asked + 3:
        return tokens
    unit, before = tokens[-1], tokens[-2]
    if before.type != "IN" or unit.type != "UNIT" or noun_key(unit) not in TIME_KEYS:
        return tokens
    end = len(tokens) - 2
    if tokens[end - 1].type == "COMMA":
        end -= 1  # "how long to fill a 600 liter tank, in minutes"
    how_many = Tok("HOW_MANY", "how many", tokens[asked].pos)
    return [*tokens[:asked], how_many, Tok(unit.type, unit.value, tokens[asked].pos), *tokens[asked + 1:end]]


_COME = frozenset({"come", "comes"})
_PRONOUNS = frozenset({"they", "it"})


def packs_of_a_count(tokens: list[Tok]) -> list[Tok]:
    """"… and they come in packs of 8": ". a pack holds 8"."""
    for k in range(1, len(tokens) - 4):
        if tokens[k].value not in _COME or tokens[k + 1].type != "IN" or tokens[k + 2].type != "WORD" \
                or tokens[k + 3].type != "OF" or tokens[k + 4].type != "NUM":
            continue
        subject = tokens[k - 1]
        counted = {noun_key(b) for a, b in zip(tokens, tokens[1:]) if a.type == "NUM" and b.type == "WORD"}
        if subject.value not in _PRONOUNS and not (subject.type == "WORD" and noun_key(subject) in counted):
            return tokens  # "plates come in packs of 8" beside cups: another thing packed
        pack = tokens[k + 2]
        said = [Tok("WHAT", "a", subject.pos), pack, Tok("WORD", "holds", tokens[k].pos), tokens[k + 4]]
        before = tokens[:k - 1]
        if before and before[-1].type == "AND":
            before = [*before[:-1], Tok("COMMA", ".", before[-1].pos)]  # a clause of its own, as rates.py reads one
        return [*before, *said, *tokens[k + 5:]]
    return tokens
