"""One person gives all of theirs to the other (for roles.py): "Gloria has 2 pencils. Lisa has 99 pencils. If Lisa
gives all of her pencils to Gloria, how many pencils will Gloria have?" — the two holders' amounts together. Only
two states of one thing, each of one named holder, the giving told without a number ("all of her pencils", the
thing said again), to the other holder, and the question asking the one given to what they will have; the giver
asked, "half" or "some" given, another thing or a third person is not read here."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from .tokens import Tok, words_of
from .role_words import Ask, Quantity, Unclear, clauses, lemma

_POSSESSIVES = frozenset({"her", "his", "their"})
_GIVE = frozenset({"give", "hand", "pass"})


def all_given_clause(tokens: list[Tok], split: Callable[[list[Tok]], list[list[Tok]]] = clauses,
                     ) -> tuple[list[Tok], tuple[str, str, str] | None]:
    """The story without a clause "(if) <giver> gives all of her <things> to <receiver>", and (giver, thing,
    receiver); the tokens as they were and None where there is no such clause. `split`: `clauses`, or the reading's
    (role_words.Amounts.clauses)."""
    try:
        told = split(tokens)
    except Unclear:
        return tokens, None
    for clause in told[:-1]:
        words = words_of(clause)
        if words[:1] == ["if"]:
            words = words[1:]
        if len(words) == 8 and lemma(words[1], "VERB") in _GIVE and words[2:4] == ["all", "of"] \
                and words[4] in _POSSESSIVES and words[6] == "to" and not any(t.type == "NUM" for t in clause):
            dropped = {id(t) for t in clause}
            kept = [t for t in tokens if id(t) not in dropped]
            kept = [t for k, t in enumerate(kept) if not (t.type == "COMMA" and k and kept[k - 1].type == "COMMA")]
            return kept, (words[0], lemma(words[5], "NOUN"), words[7])
    return tokens, None


def all_given(qs: list[Quantity], ask: Ask, given: tuple[str, str, str]) -> tuple[str, Fraction]:
    """The receiver's amount and the giver's, where the story and the question are as the module says."""
    giver, thing, receiver = given
    if [q.role for q in qs] != ["has", "has"] or {q.actor for q in qs} != {giver, receiver} or giver == receiver \
            or any(q.noun != thing or q.unit or q.sort != qs[0].sort for q in qs):
        raise Unclear("all given, of two holders' one thing, not told so")
    if ask.actor != receiver or ask.noun not in ("", thing) or ask.sort not in ("", qs[0].sort) \
            or ask.kind not in ("plain", "now", "total") or not ask.later:
        raise Unclear("all given, asked otherwise than what the one given to will have")
    mine, theirs = (qs[0], qs[1]) if qs[0].actor == receiver else (qs[1], qs[0])
    return f"{mine.text}+{theirs.text}", mine.value + theirs.value
