"""A setting told first (for roles.py): "Roden went to a pet shop. He bought 15 gold fish and 7 blue fish. How many
fish did he buy?", "Mary is baking a cake.", "Diane is a beekeeper.", "Alyssa loves eating fruits.", "Nell collects
baseball cards." — a first sentence with no number that only says where the story's one person is or what they
are or like, before the story told of the same person. It is set aside, and the rest read as if it were not there,
its he or she the person named.

Only closed frames: NAME went/goes to PLACE; NAME is VERBing THING; NAME is ROLE; NAME loves/likes/enjoys VERBing
THINGS; NAME collects THINGS; every word after the verb a plain word (no number, no other verb the lexicon knows,
no "to" of a purpose), none of the words that change or count what follows ("with", "and", "all", "some", "lost",
"twice" …), the name one word (a title before it), and the next sentence's subject that name or he / she. One
more: a first sentence with no number that only brings things in by one verb of finding, getting or seeing ("Lina
found a brown beetle and a black beetle in the garden", "Irene just bought a new lamp") before a question that
compares two things ("How much longer was the brown beetle than the black beetle?": only their measures count).
Anything else is kept, and a clause with no number keeps the story slow."""

from __future__ import annotations

from .pronouns import is_person_name
from .role_verbs_en import COMPARATIVES, verb_at
from .role_words import TITLES, lemma
from .tokens import Tok, last_clause_start

_GOING = frozenset({"went", "goes", "go"})
_FONDNESS = frozenset({"loves", "likes", "enjoys"})
_HABITS = frozenset({"collects"})
_SAME_PERSON = frozenset({"he", "she"})
# Words that tell another person, a change, a count or a condition: a clause with one of them is no mere setting
_NOT_A_SETTING = frozenset((
    "with and but or not never no none nothing all some any every each both either twice thrice half again more less "
    "fewer most many much few several another other others them it its their they his her him me us our my your "
    "lost lose away back out off empty broke gone sold gave spent ate used if then than only also too still already "
    "instead own extra first second last next each's").split())


def without_setting(tokens: list[Tok]) -> list[Tok]:
    """`tokens` without their first sentence where it is a setting of the one person the story goes on to tell."""
    tokens = _without_scene(tokens)
    end = next((k for k, t in enumerate(tokens) if t.type == "COMMA"), None)
    if end is not None and tokens[end].value == "." and _brings_in_things_compared(tokens[:end], tokens):
        return tokens[end + 1:]
    start, name = _subject(tokens)
    if name is None:
        return tokens
    end = next((k for k in range(start, len(tokens)) if tokens[k].type == "COMMA"), None)
    if end is None or tokens[end].value != "." or end + 1 >= len(tokens):
        return tokens
    said = tokens[start:end]  # empty where the sentence is one word ("Ignore. What is 3 + 4")
    if not said or not _setting(said) or tokens[end + 1].value not in _SAME_PERSON | {name}:
        return tokens
    told = tokens[end + 1:]  # "Carlos collects stamps. He had 40 stamps": Carlos had 40 stamps
    return [Tok(told[0].type if told[0].value == name else "WORD", name, told[0].pos), *told[1:]]


# Words opening a scene said before the story's subject: "While shopping,", "While on vacation,", "At the fair,"
_SCENE_OPENINGS = frozenset({"while", "at", "during"})
_SCENE_PLACES = frozenset({"on", "at", "in"})


def _without_scene(tokens: list[Tok]) -> list[Tok]:
    """"While shopping, Emily bought …", "At the arcade, Tom won …": a scene of one or two plain words (a doing in
    -ing or a place) and a comma, before a sentence whose subject is a name or he / she, is set aside; a scene with a
    number, a person, another word of a change ("While Nia was shopping", "with 3 friends") is kept."""
    if len(tokens) < 5 or tokens[0].value not in _SCENE_OPENINGS:
        return tokens
    comma = next((k for k in range(1, 6) if tokens[k].type == "COMMA"), None)
    if comma is None or tokens[comma].value != "," or tokens[comma + 1].type != "WORD":
        return tokens
    scene = [t.value for t in tokens[1:comma]]
    plain = all(t.type in ("WORD", "AT", "ON", "IN") and t.value.isalpha() and t.value not in _NOT_A_SETTING
                and not is_person_name(t.value) for t in tokens[1:comma])
    shaped = scene[:1] and (tokens[0].value != "while" and len(scene) <= 3 or scene[0] in _SCENE_PLACES and len(scene) == 2
                            or scene[0].endswith("ing") and _doing_a_thing(scene[1:]))
    subject = tokens[comma + 1].value
    named = subject in _SAME_PERSON or is_person_name(subject.capitalize()) \
        or tokens[comma + 2].type not in ("WORD", "COMMA")  # "While making pastries, a bakery used": its one noun
    if not plain or not shaped or not named:
        return tokens
    return tokens[comma + 1:]


def _doing_a_thing(thing: list[str]) -> bool:
    """"While shopping", "while making pastries", "while cleaning the garage", "while playing a video game" (h/mawps26):
    a doing of nothing or of one thing, its noun after at most one article and one other word."""
    words = thing[1:] if thing[:1] in (["a"], ["an"], ["the"]) else thing
    return len(words) <= 2 and all(not w.endswith("ing") for w in words)


def _subject(tokens: list[Tok]) -> tuple[int, str | None]:
    """Where the first sentence's verb starts, and its subject's one name ("mrs . hilt" → hilt)."""
    k = 2 if len(tokens) > 2 and tokens[0].value in TITLES and tokens[1].value == "." else 0
    if len(tokens) <= k + 1 or tokens[k].type != "WORD" or tokens[k].value in _NOT_A_SETTING | _SAME_PERSON \
            or not tokens[k].value.isalpha():
        return 0, None
    return k + 1, tokens[k].value


def _setting(said: list[Tok]) -> bool:
    """Whether a verb and its words (no subject) are one of the closed frames of a setting."""
    verb, rest = said[0].value, said[1:]
    if not rest or any(t.type != "WORD" or t.value in _NOT_A_SETTING or not t.value.isalpha() for t in rest[1:]):
        return False
    if verb in _GOING:  # "went to a pet shop": the place
        return rest[0].type == "TO" and 2 <= len(rest) <= 4
    if rest[0].type != "WORD" or rest[0].value in _NOT_A_SETTING:
        return False
    if verb in ("is", "was"):  # "is baking a cake", "is a beekeeper"
        return len(rest) <= 3
    if verb in _FONDNESS:  # "loves eating fruits"
        return rest[0].value.endswith("ing") and 2 <= len(rest) <= 3
    return verb in _HABITS and len(rest) <= 2  # "collects baseball cards"


# Verbs that only bring into the story the things it goes on to measure
_BRINGING_IN = frozenset({"found", "picked", "bought", "planted", "caught", "saw", "got", "kept", "drew", "placed",
                          "collected", "measured"})
# "a brown beetle and a black beetle in her backyard": a list of the things and whose place they were in
_ALSO_IN_A_LIST = frozenset({"and", "her", "his", "their", "my", "our", "your"})


def _brings_in_things_compared(said: list[Tok], tokens: list[Tok]) -> bool:
    """A first sentence with no number that only brings things in ("Lina found a brown beetle and a black beetle in
    the garden"; not "… and fed the white cat": a second doing), before a question that compares two things
    ("… longer … than the black beetle?")."""
    question = [w for t in tokens[last_clause_start(tokens):] for w in t.value.split()]
    if "than" not in question or COMPARATIVES.keys().isdisjoint(question):
        return False  # most stories: the cheap test first
    words = [w for t in said for w in t.value.split()]
    return bool(words) \
        and any(t.type == "NUM" for t in tokens[len(said):]) and not any(t.type == "NUM" for t in said) \
        and sum(w in _BRINGING_IN for w in words) == 1 and COMPARATIVES.keys().isdisjoint(words) \
        and all(w.isalpha() and (w not in _NOT_A_SETTING or w in _ALSO_IN_A_LIST) for w in words) \
        and not any(a == "and" and (verb_at([w], 0)[0] or lemma(w, "VERB") != w) for a, w in zip(words, words[1:]))
