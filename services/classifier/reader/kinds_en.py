"""Kinds counted by the name of what they all are (for roles.py): "There were 58 geese and 37 ducks in the marsh.
How many birds were there in all?", "542 girls and 387 boys … how many pupils", "almonds and pecans … how many
pounds of nuts". A closed list of names and their kinds (never a guess from a word's meaning): every amount a
state (or one doing of one), each of another kind of the one name asked, asked as a total or plainly, all of one
holder; the kinds then count as sorts of the name. A kind outside the list ("24 swans and 17 frogs … birds"), the name
asked with a sort, or one kind asked, is not read here."""

from __future__ import annotations

from dataclasses import replace

from .cents_asked_en import money_asked_of_cents
from .role_words import Ask, Quantity, lemma

_YOUNG = frozenset({"boy", "girl"})
_PEOPLE = _YOUNG | {"man", "woman", "adult", "child", "kid", "grown-up", "parent", "teacher", "student", "pupil"}
KINDS = {
    "bird": frozenset({"goose", "duck", "swan", "crow", "robin", "sparrow", "pigeon", "owl", "parrot", "eagle", "hawk",
                       "seagull", "gull", "heron", "penguin", "toucan", "parakeet", "finch", "canary", "dove", "cardinal",
                       "bluebird", "blackbird", "hummingbird", "woodpecker", "flamingo", "pelican"}),
    "child": _YOUNG, "kid": _YOUNG, "student": _YOUNG, "pupil": _YOUNG,
    "people": _PEOPLE, "person": _PEOPLE,
    "fish": frozenset({"trout", "salmon", "bass", "goldfish", "guppy", "tuna", "cod", "catfish", "carp", "perch",
                       "minnow", "sardine", "herring", "halibut", "snapper", "tilapia", "angelfish", "clownfish"}),
    "nut": frozenset({"almond", "pecan", "walnut", "cashew", "hazelnut", "pistachio", "macadamia", "chestnut"}),
    "fruit": frozenset({"apple", "orange", "pear", "banana", "grape", "cherry", "melon", "watermelon", "berry",
                        "strawberry", "blueberry", "raspberry", "peach", "plum", "mango", "pineapple", "kiwi", "lemon",
                        "lime", "apricot", "papaya", "nectarine", "tangerine"}),
    "vegetable": frozenset({"carrot", "potato", "tomato", "onion", "cucumber", "pea", "bean", "broccoli", "cabbage",
                            "lettuce", "squash", "pumpkin", "zucchini", "radish", "beet", "turnip", "spinach"}),
    "flower": frozenset({"rose", "tulip", "daisy", "lily", "sunflower", "orchid", "carnation", "daffodil", "violet",
                         "marigold", "iris", "peony", "lilac", "dandelion"}),
    # MAWPS's "pounds of peanuts and pounds of raisins … pounds of snacks", "packs of cookies and packs of noodles … packs
    # of groceries", "tons of gravel and tons of sand … tons of material" (h/mawps1_27)
    "snack": frozenset({"pretzel", "peanut", "raisin", "chip", "popcorn", "cracker", "cookie", "almond", "cashew",
                        "pecan", "walnut", "pistachio"}),
    "grocery": frozenset({"cookie", "noodle", "rice", "bread", "milk", "egg", "cereal", "pasta", "flour", "sugar",
                          "butter", "cheese", "juice", "soup", "cracker", "yogurt"}),
    "material": frozenset({"gravel", "sand", "cement", "concrete", "brick", "stone", "lumber", "dirt", "soil", "asphalt"}),
}


def kinds_counted(qs: list[Quantity], ask: Ask) -> tuple[list[Quantity], Ask]:
    """The amounts as sorts of the name asked, and the question as their total, where they are its kinds."""
    ask = money_asked_of_cents(qs, ask)  # "had 15 cents … how much money": the cents (cents_asked_en.py)
    kinds = KINDS.get(ask.noun)
    if kinds is None or ask.sort or ask.kind not in ("plain", "total") or len(qs) < 2:
        return qs, ask
    if len({q.actor for q in qs}) > 1:
        return qs, ask  # "A class has 45 boys. The other class has 28 girls": two holders, one asked
    if len({q.said for q in qs if q.said}) > 1:
        return qs, ask  # "542 girls in the school and 387 boys in the other school": two places, one asked
    nouns = [q.noun for q in qs]
    if kinds is _PEOPLE and set(nouns) <= _YOUNG:
        return qs, ask  # "542 girls and 387 boys in the school … how many people": the grown-ups there are untold
    if not all(noun in kinds for noun in nouns) or len(set(nouns)) != len(nouns) or any(q.sort for q in qs):
        return qs, ask
    roles = {q.role for q in qs}
    if roles != {"has"} and not (roles <= {"gain", "act"} and len({q.verb for q in qs}) == 1):
        return qs, ask
    return [replace(q, noun=ask.noun, sort=q.noun) for q in qs], replace(ask, kind="total")


def one_thing_of_several_asked(qs: list[Quantity], ask: Ask) -> bool:
    """Whether amounts of one unit are of several things ("3 pounds of almonds and 5 pounds of pecans") and the
    question asks one of them ("how many pounds of almonds") or a name not all of them are ("… and 5 pounds of
    chocolate … how many pounds of nuts"): their total answers neither."""
    things = {q.of for q in qs if q.of}
    if len(things) < 2:
        return False
    if ask.kind in ("more", "fewer") and ask.other and {ask.noun, lemma(ask.other.split()[-1], "NOUN")} <= things:
        return False  # "how much more flour than sugar": the two compared, not one of a total (comparisons_en.py)
    asked = {lemma(w, "NOUN") for w in ask.words} - {ask.noun}
    if not things.isdisjoint(asked):
        return True
    return any(not things <= KINDS[name] for name in asked if name in KINDS)
