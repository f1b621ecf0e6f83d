"""A part told by a state beside a doing asked by its own verb (for roles.py, h/mawps26): "Tom found 15 seashells and
Fred found 43 seashells. 29 of them were cracked. How many seashells did they find?" The cracked ones were found
too: the state says which of them, not how many, and is set aside. Only where every other amount is a doing of the
one verb the question asks by, the state is told once and last, and the question says nothing but its noun and
verb (asked "have", "left", "not cracked", "how many cracked", a sort, a sort of the part ("29 other seashells were
cracked"), or with another doing told, it stays slow)."""

from __future__ import annotations

from .role_words import Ask, Quantity, lemma
from .tokens import Tok


def without_state_part(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    parts = [q for q in qs if q.role == "part"]
    if len(parts) != 1 or qs[-1] is not parts[0] or len(qs) < 3:
        return qs
    if parts[0].sort or any(w.endswith("'s") for w in parts[0].said):
        return qs  # "29 other seashells were cracked": not said to be of the ones found; "29 of them were Tom's"
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


_FINDING_OUT = frozenset({"noticed", "discovered", "saw", "found", "realized", "learned"})
_WHO_FINDS = frozenset({"they", "he", "she", "we", "i"})
_OPENERS = frozenset({"later", "then"})


def with_states_found_out(tokens: list[Tok]) -> list[Tok]:
    """"… Later they noticed that 4 were chipped.", "When they cleaned them, they discovered that 29 were cracked.":
    the state told as it was found out, read as told ("4 were chipped"). Only a pronoun finding out, "that", an amount,
    were / was and one word ending the sentence; before them "later", "then", or a when-clause of at most five words
    without a number ("When they got home,"). A name finding out, "3 more were hiding", stay as they are."""
    for k in range(2, len(tokens) - 4):
        if tokens[k].value != "that" or tokens[k - 1].value not in _FINDING_OUT \
                or tokens[k - 2].value not in _WHO_FINDS or tokens[k + 1].type != "NUM" \
                or tokens[k + 2].value not in ("were", "was") or tokens[k + 3].type != "WORD" \
                or k + 4 < len(tokens) and tokens[k + 4].value != ".":
            continue
        start = max((i + 1 for i in range(k) if tokens[i].value in (".", "?", "!")), default=0)
        before = [t.value for t in tokens[start:k - 2]]
        opening = tokens[start:k - 2]
        if before in ([], *([w] for w in _OPENERS)) or before[:1] == ["when"] and before[-1:] == [","] \
                and len(before) <= 6 and not any(t.type == "NUM" for t in opening) and before.count(",") == 1:
            return [*tokens[:start], *tokens[k + 1:]]
    return tokens
