"""Animals that eat the story's own things (for roles_en.py): "Sara grew 43 pumpkins, but the rabbits ate 23
pumpkins", "The rabbits ate 3 of the potatoes" — the holder's loss, eaten by no second person. Only "eat", only
a plural animal (or deer, sheep) as the whole subject; the thing and the holder are checked as for any loss
(roles.py), and a question asked of the animals goes slow (the eaters are the loss's `other`)."""

from __future__ import annotations

from .role_words import Ask, Quantity, lemma

_ANIMALS = frozenset({"rabbit", "bird", "deer", "squirrel", "mouse", "raccoon", "bug", "insect", "worm", "goat",
                      "crow", "bunny", "slug", "caterpillar", "ant", "fox", "bear", "pig", "chicken", "duck", "sheep",
                      "cow", "horse", "monkey", "beetle", "snail", "mole", "gopher", "possum", "opossum"})
_SAME_IN_PLURAL = frozenset({"deer", "sheep"})
_JOINING = frozenset({"but", "and", "then", "so", "later"})


def eaten_by_animals(q: Quantity, tail: list[str]) -> Quantity:
    """`q` as the story's holder's loss where its subject is animals that ate it; else `q` as it was. Words
    after the amount ("ate 24 carrots from the neighbor's garden") may say the things were not the holder's."""
    subject = [w for w in q.actor.split() if w not in _JOINING]
    if q.verb != "eat" or q.role != "loss" or q.other or len(subject) != 1 or tail not in ([], ["of", "them"]) \
            or any(w.endswith(("'s", "’s")) for w in q.sort.split()):  # "14 of his sister's tomatoes"
        return q
    animal = lemma(subject[0], "NOUN")
    if animal not in _ANIMALS or subject[0] == animal and animal not in _SAME_IN_PLURAL:
        return q  # "a rabbit ate 3": one animal is told as someone, and stays so
    q.actor, q.other = "", animal
    return q


def eaters_named_in_question(qs: list[Quantity], ask: Ask) -> bool:
    """Whether the question names the animals that ate ("How many pumpkins are left for the rabbits?"): it asks
    of them, not of the holder."""
    asked = {lemma(w, "NOUN") for w in ask.words}
    return any(q.verb == "eat" and q.other in asked for q in qs if q.other)
