"""Another person's one amount told beside one person's story, in English (for roles.py): "Rosa has 25 shells. Mike has
12 shells. Mike finds 30 more shells. How many shells does Mike have now?" — Rosa's 25 is no part of what Mike has, and
is set aside; the rest is read as a story of Mike alone (role_operations.py checks it as any other).

Only where the question asks one person by name, every other amount is that person's own, said with their name (a
"he" or "she" after two people may be either: slow), and the other person is told once, as a holder ("has"), and
never again: not given to, taken from, compared with or asked ("… gives 7 stamps to Tina", "… do they have", "How
many more … than Rosa" stay as they were).
"""

from __future__ import annotations

from .pronouns import is_person_name
from .role_words import Ask, Quantity


def without_other_holder(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    """`qs` less another named person's lone state, where the question asks one person named in every other amount."""
    if not ask.actor or " " in ask.actor or not is_person_name(ask.actor) or ask.plural or ask.holders \
            or ask.kind not in ("now", "left", "plain") or len(qs) < 3:
        return qs
    others = [q for q in qs if q.actor != ask.actor]
    if len(others) != 1:
        return qs
    other = others[0]
    name = other.actor
    if other.role != "has" or other.told or other.other or not is_person_name(name) or " " in name:
        return qs
    kept = [q for q in qs if q is not other]
    if kept[0].role != "has" or any(name == q.other or name in q.said for q in kept) or name in ask.words:
        return qs
    return kept
