"""The English verb classes a clause's role is read from, and the words around a verb (for roles_en.py and
role_questions_en.py): who does it (the actor: a name, a pronoun, "my sister"), what it counts (the noun), the
one compared with, a person things were got for. Verbs are looked up by their base form (lemminflect, pinned and
offline: "gave", "flew", "popped" are give, fly, pop), so each class lists base forms only. WordNet's verb
groups were not used: they put buy, sell, give and get in one group (possession), and the direction, which is the
role, is not in them.
"""

from __future__ import annotations

from .tokens import Tok
from .role_words import NUM_MARK, Unclear, lemma
from .units import canonical_unit, dimension_of
from .pronouns import is_person_name
from .vocab_en import PEOPLE_NOUNS_EN, PERSONAL_PRONOUNS_EN, POSSESSIVES_EN


HAS_EN = frozenset({"have", "own", "keep", "be", "hold", "contain", "cost", "weigh", "measure", "start with"})
_GAIN_EN = frozenset({"buy", "get", "find", "earn", "receive", "win", "collect", "pick", "catch", "save", "make",
                      "bake", "gain", "join", "add", "grow", "take in", "come", "arrive", "plant",
                      "put in", "adopt", "gather", "download", "install", "inherit", "harvest", "order", "bring",
                      "pick up", "deposit", "produce", "blow up",
                      # making things out of others (h/mawps26): the maker has what was made
                      "knit", "crochet", "weave", "build"})
LOSS_EN = frozenset({"give", "give away", "spend", "eat", "sell", "break", "lose", "use", "use up", "pop", "fly away",
                     "drink", "lend", "lend out", "hand out", "donate", "leak out", "leak", "leave",
                     "withdraw", "pay", "run away", "swim away", "throw away", "burn", "crack", "sell out",
                     "give out", "send", "mail", "fly off", "melt", "spill", "waste", "recycle", "delete",
                     "remove", "discard", "uninstall", "erase", "cancel", "drop", "destroy", "throw out",
                     "trade away", "cut off", "cut", "release", "fall off", "fall", "pay back", "pour out"})
# Getting on or off a bus or train (上来, 下车) is not read: at a stop people may do both, the words tell one.
GIVERS = frozenset({"give", "send", "hand", "lend"})  # "her grandpa gave her 15": the one given to gains
GIVE_VERBS = GIVERS | {"share with"}  # given to a named person: the giver's loss, the named one's gain
_PARTICLES = frozenset({"away", "out", "off", "on", "in", "up", "back"})
SKIP_EN = frozenset({"then", "also", "again", "already", "just", "now", "currently", "only", "still", "today", "yesterday",
                     "later", "afterwards", "next"})
DETERMINERS = frozenset({"a", "an", "the", "some"})
COMPARATIVES = {"more": "more", "older": "more", "longer": "more", "taller": "more", "higher": "more",
                "heavier": "more", "bigger": "more", "farther": "more", "further": "more", "fewer": "fewer", "less": "fewer", "younger": "fewer",
                "shorter": "fewer", "lighter": "fewer", "smaller": "fewer", "lower": "fewer", "wider": "more",
                "deeper": "more", "narrower": "fewer", "shallower": "fewer",
                # "got $2 cheaper": a difference, not a price
                "cheaper": "fewer", "dearer": "more", "pricier": "more", "costlier": "more"}
MEASURED = frozenset({"long", "tall", "high", "old", "heavy", "wide", "deep"})  # "7 m tall": the unit's own
_MEASURE_OF = {"old": "age", "tall": "length", "long": "length", "high": "length", "wide": "length", "deep": "length",
               "heavy": "mass"}
_AGE_UNITS = frozenset({"year", "month", "week", "day"})


_COMPARED_MEASURE = {**dict.fromkeys(("taller", "shorter", "longer", "wider", "deeper", "narrower", "shallower"), "length"),
                     "heavier": "mass", "lighter": "mass", "older": "age", "younger": "age"}


def _measure_of_unit(unit: str) -> str | None:
    return "age" if (canonical_unit(unit) or unit) in _AGE_UNITS else dimension_of(canonical_unit(unit) or unit)


def compared_otherwise(word: str, unit: str) -> bool:
    """"30 years taller", "5 kg younger": a comparison whose amount is in a unit of another measure than its word's."""
    said = _measure_of_unit(unit) if unit and word in _COMPARED_MEASURE else None
    return said is not None and said != _COMPARED_MEASURE[word]


def measured_otherwise(word: str, units: list[str]) -> bool:
    """"Tom is 12 years old. His mother is 3 times as tall as Tom": a multiple of another measure than the one told
    (an age, a length, a mass, by its units); a measure other than an age beside a bare number says no measure."""
    told = {_measure_of_unit(u) for u in units if u}
    return told != {_MEASURE_OF[word]} if told else _MEASURE_OF[word] != "age"
STOPS_EN = frozenset({"of", "at", "on", "in", "to", "for", "from", "than", "with", "into", "and", "each", "per", "during",
                      "equally", "evenly",
                      "that", "which", "who", "as", "times", "there", "do", "does", "did", "can", "will", "would",
                      "could", "should", "must"}) | frozenset(COMPARATIVES) | MEASURED
# Words that end a question's subject search: "how many are left" asks about no one
NOT_SUBJECTS = frozenset({"left", "still", "now", "not", "in", "on", "there", "to", "each", "altogether", "that",
                          "remaining", "on", "at"})
ACT_EN = frozenset({"go to", "read", "walk", "run", "swim", "drive", "ride", "write", "score", "practice", "study", "work",
                    "jog", "cycle", "hike", "type", "paint", "draw", "fold", "bake", "make", "pick", "catch", "plant",
                    "produce", "fly", "serve", "attend",  # "attended 14 games": gone to (h/mawps1)
                    # doings on things one may not keep (h/mawps26): "washed 14 plates" adds only to more washing. Verbs
                    # whose forms are nouns too (rolls, stacks, cooks, fries) or adjectives (clean) are not here: after
                    # an amount they would end its noun ("5 rolls of tape")
                    "wash", "pour", "sew", "carve", "brew", "repair", "scrub", "sweep", "mow"})
GOAL_EN = frozenset({"want", "need", "plan", "hope"})  # "wants to read 300 pages": a goal
DONE_AUX = frozenset({"has", "have", "had"})
FIRST_PERSON = frozenset({"i", "we", "me", "us"})


def words_and_types(part: list[Tok]) -> list[tuple[str, str]]:
    return [(w, t.type) for t in part for w in (t.value.split() if t.type != "NUM" else [NUM_MARK])]


_CHANGES_EN = _GAIN_EN | LOSS_EN  # `verb_at` asks of every word: the unions built once
_VERBS_EN = _CHANGES_EN | HAS_EN | GOAL_EN | ACT_EN | GIVERS


def verb_at(words: list[str], k: int) -> tuple[str, int]:
    """The verb (with its particle) at words[k], by base form, and the words it takes; "" for none."""
    base = lemma(words[k], "VERB")
    if base in ("start", "begin") and words[k + 1:k + 2] == ["with"]:
        return "start with", 2  # "Larry starts with 93 stickers": his start
    if base in ("start", "begin") and words[k + 1:k + 2] == ["to"]:
        return "start to", 1  # "5 more frogs start to croak": a verb, not a noun after "frogs"
    if base == "go" and words[k + 1:k + 2] == ["to"] and words[k] != "going":
        return "go to", 2  # "Sam went to 14 football games": so many gone to (a doing, added only to more of it)
    if k + 1 < len(words) and words[k + 1] in _PARTICLES:
        phrase = f"{base} {words[k + 1]}"
        if phrase in _CHANGES_EN:
            return phrase, 2
    if base in _VERBS_EN:
        return base, 1
    return "", 0


def role_of_verb(verb: str) -> str:
    if verb in HAS_EN:
        return "has"
    if verb in _GAIN_EN:
        return "gain"
    if verb in LOSS_EN:
        return "loss"
    if verb in ACT_EN:
        return "act"  # "read 45 pages": only added to more of the same
    raise Unclear(f"a verb outside the classes: {verb}")


def owners_words(words: list[str]) -> list[str]:
    """A thing named by its owner is the owner's: "tom's box" is Tom's, "my car's tank" the speaker's
    car; a person named by an owner is someone else ("tom's sister", "my mom's friend")."""
    at = next((k for k, w in enumerate(words) if w.endswith("'s")), None)
    if at is None or any(lemma(w.removesuffix("'s"), "NOUN") in PEOPLE_NOUNS_EN for w in words[at + 1:]):
        return words
    return [*words[:at], words[at].removesuffix("'s")]


def actor_en(words: list[str]) -> str:
    """The subject: its last word ("the bakery" → bakery, "Tom" → tom); "" for a pronoun or none."""
    # "He will buy 16 more": a change to come (asked_after.py reads it only where the question asks "will")
    rest = owners_words([w for w in words if w not in DETERMINERS and w not in SKIP_EN and w != "will"])
    if rest[-1:] and rest[-1] in FIRST_PERSON:
        return "i"  # the speaker, never a third person the story names
    if rest[-1:] == ["you"]:
        return "you"  # the one spoken to: neither the speaker nor a third person
    if not rest or rest[-1] in PERSONAL_PRONOUNS_EN or rest == ["there"]:
        return ""
    if len(rest) > 2 or rest[0] in ("his", "her", "my", "their", "our", "your") and len(rest) == 1:
        raise Unclear("a subject this reader does not read")
    if rest[0] in ("my", "our") and lemma(rest[-1], "NOUN") not in PEOPLE_NOUNS_EN:
        return "i"  # "my phone had 86 apps … I deleted 19": the speaker's own
    if rest[0] in ("his", "her", "my", "their", "our", "your"):
        return " ".join(rest)  # "her sister": someone else
    return rest[-1] if len(rest) == 1 else " ".join(rest)


def speakers_thing(words: list[str]) -> bool:
    """The subject is "my X" or "our X" read as the speaker's own thing: X is no person noun of the closed list."""
    rest = owners_words([w for w in words if w not in DETERMINERS and w not in SKIP_EN and w != "will"])
    return len(rest) > 1 and rest[0] in ("my", "our") and lemma(rest[-1], "NOUN") not in PEOPLE_NOUNS_EN


def noun_en(words: list[str], types: list[str]) -> tuple[str, int]:
    """The noun phrase after an amount: its head noun's base form, and how many words it takes."""
    k = 0
    while k < len(words) and (types[k] in ("WORD", "UNIT", "MEASURE") or words[k] == "caps") \
            and words[k] not in STOPS_EN \
            and words[k] not in PERSONAL_PRONOUNS_EN and words[k] not in POSSESSIVES_EN \
            and not (k and words[k + 1:k + 2] and words[k + 1] in DONE_AUX
                     and (k + 2 == len(words) or words[k + 2] in NOT_SUBJECTS)) \
            and not verb_at(words, k)[0] and not (words[k].endswith("ed") and k):
        k += 1
    head = words[k - 1] if k else ""
    return (lemma(head, "NOUN") if head else ""), k


def for_someone(words: list[str]) -> bool:
    """"for his sister", "for Mary", "for them", "for a friend": a person the things were got for."""
    words = [w for w in words if w not in DETERMINERS and w not in POSSESSIVES_EN]
    return len(words) == 1 and (words[0] in PERSONAL_PRONOUNS_EN or lemma(words[0], "NOUN") in PEOPLE_NOUNS_EN
                                or is_person_name(words[0]))


def one_compared_with(words: list[str], noun: str = "", asked: tuple[str, ...] = ()) -> str:
    """The one named after "than" / "as": "Liam", "the tree", "her brother", "Dan has"; "blue cars"
    (the noun asked) names the blue ones; "than the green cord" after "is the red cord" (`asked`, the words
    before "than") names the green cord, a thing told apart from the one asked by its sort."""
    names = [w for w in words if w not in ("has", "have", "had", "does", "did", "do") and w not in DETERMINERS]
    while names and names[-1] in ("are", "is", "there", "were", "was"):
        names.pop()
    if len(names) == 2 and (names[0] in POSSESSIVES_EN or names[0] in ("mr", "mrs", "ms", "dr")
                            or names[1] in asked and names[0] not in asked):
        return " ".join(names)  # "her brother", "Mrs. Garrett", "the green cord"
    if len(names) == 2 and noun and lemma(names[1], "NOUN") == noun:
        return names[0]
    if len(names) != 1:
        raise Unclear("compared with whom")
    return names[0]
