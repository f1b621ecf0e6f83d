"""A part told by a state beside a doing asked by its own verb (for roles.py, h/mawps26): "Tom found 15 seashells and
Fred found 43 seashells. 29 of them were cracked. How many seashells did they find?" The cracked ones were found
too: the state says which of them, not how many, and is set aside. Only where every other amount is a doing of the
one verb the question asks by, the state is told once and last, and the question says nothing but its noun and
verb (asked "have", "left", "not cracked", "how many cracked", a sort, or with another doing told, it stays slow)."""

from __future__ import annotations

from .role_words import Ask, Quantity, lemma


def without_state_part(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    parts = [q for q in qs if q.role == "part"]
    if len(parts) != 1 or qs[-1] is not parts[0] or len(qs) < 3:
        return qs
    if not ask.verb or ask.other_part or ask.sort or ask.kind not in ("total", "plain"):
        return qs
    done = qs[:-1]
    doers = {w for q in done for w in q.actor.split()}
    if any(lemma(w, "NOUN") != ask.noun and lemma(w, "VERB") != ask.verb and w not in doers for w in ask.words):
        return qs  # "how many cracked seashells did they find": the part asked
    if any(q.role not in ("gain", "act") or q.verb != ask.verb or q.noun != ask.noun for q in done) \
            or ask.actor and any(q.actor not in ("", ask.actor) for q in done):
        return qs  # "How many did Fred find": one of the finders asked
    return done
