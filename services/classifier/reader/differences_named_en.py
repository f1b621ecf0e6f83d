"""A difference asked by naming both amounts compared, in English (issue 15, MAWPS): "Beka flew 873 miles to visit
her aunt. Jackson flew 563 miles to visit his aunt. How many more miles did Beka fly than Jackson?" (873-563), "Oscar's
bus ride to school is 0.75 mile and Charlie's bus ride is 0.25 mile. How much longer is Oscar's bus ride than
Charlie's?", "A tailor cut 0.75 inch off a skirt and 0.5 inch off a pair of pants. How much more did the tailor cut
off the skirt than the pants?", "How many fewer meters did Ada swim than Theo?" (the one after "than" less the other).

Read only as: exactly two amounts, each in a clause of its own, told alike (the same verb before each, or the second
clause's verb left unsaid: "… 84 bags of wheat flour and 29 bags of rye flour"), in one unit or of one thing (or of
two things the question names as the two compared: "58 parrots and 23 owls … more parrots than owls"); nothing told
after the first amount but the second; the question last, "how much / how many" and a comparative, each side of
"than" named by words that only one amount's clause says, every word it asks told by the story. A comparative must
fit the unit (longer: a length or a time, heavier: a weight); "more", "fewer" and "less" fit any. Anything else goes
slow: a third amount, an amount not told ("some"), a negation, a hedge, a condition, a rate, a plan, a change ("gave
7 to Owen"), an amount told against another ("7 more than Nora"), two units, another unit, thing or holder asked, a
pronoun asked (whose?), the one asked to be more being less, a total or another time asked.
"""

from __future__ import annotations

import re
from functools import lru_cache

from dtlib.envelope import Task

from ..slots import Slots
from .hedges import BEFORE_EN
from .role_words import lemma, unit_key
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit

SLOT = re.compile(r"<[a-z]+\d+>")
HEDGED = re.compile(rf"{BEFORE_EN} <n")
# more: the side asked first less the side after "than"; fewer: the other way round
_MORE = {"more": None, "longer": ("length", "time"), "taller": ("length",), "farther": ("length",),
         "further": ("length",), "higher": ("length",), "deeper": ("length",), "wider": ("length",),
         "heavier": ("mass",)}
_FEWER = {"fewer": None, "less": None, "shorter": ("length", "time"), "lighter": ("mass",)}
_QUESTION = re.compile(rf"how (?P<much>much|many) (?:(?P<unit>[a-z]+) )?(?P<cmp>{'|'.join([*_MORE, *_FEWER])}) "
                       r"(?P<a>[a-z' ]+?) than (?P<b>[a-z' ]+)")
_CLAUSE_BREAK = re.compile(r" (?:,|;|and|but|then) ")  # "… long. Then he drew …" reaches here as one sentence
_MASS_WORDS = frozenset({"pound", "ounce", "ton", "gram", "kilogram"})
# A word of the story that makes it another reading: a negation, an amount untold or told against another, a rate, a
# plan, a part, a total, a condition
REFUSED_TOLD = frozenset({"not", "n't", "no", "never", "without", "except", "some", "more", "less", "fewer", "than",
                           "times", "twice", "half", "each", "every", "per", "percent", "%", "left", "rest", "remain",
                           "remaining", "remained", "other", "another", "also", "too", "total", "all", "altogether",
                           "together", "combined", "if", "when", "unless", "will", "would", "could", "should", "might",
                           "may", "can", "want", "wants", "wanted", "plan", "plans", "planned", "need", "needs",
                           "needed", "hope", "hopes", "going", "expect", "expects", "expected", "estimate",
                           "estimated", "goal", "average", "same", "difference", "either", "or"})
# … and of the question: a total, a time or a condition of its own, two sides in one, a rate
_REFUSED_ASKED = REFUSED_TOLD - {"more", "less", "fewer", "than"} | {
    "next", "tomorrow", "now", "still", "after", "before", "then", "yesterday", "today", "later", "and", "both"}
ASKING = frozenset({"did", "does", "do", "is", "are", "was", "were", "has", "have", "had", "there", "been", "be"})
FUNCTION = ASKING | frozenset({"the", "a", "an", "of", "on", "in", "at", "to", "for", "from", "off", "with", "by",
                                 "her", "his", "their", "its", "my", "our", "your"})
# whose is asked is unclear where a side is only a pronoun ("how many more did he run than Owen")
PRONOUNS = frozenset({"he", "she", "they", "we", "i", "you", "him", "them", "us", "me", "it", "one", "ones"})


def words_of(text: str) -> list[str]:
    return [w.removesuffix("'s").removesuffix("'") for w in text.split() if not SLOT.fullmatch(w)]


@lru_cache(maxsize=1 << 12)  # a word's lemmas never change; lemminflect costs tens of µs a call
def _word_lemmas(word: str) -> frozenset[str]:
    return frozenset({word, lemma(word, "VERB"), lemma(word, "NOUN")})


def lemmas_of(words: list[str]) -> set[str]:
    return set().union(*(_word_lemmas(w) for w in words))


def story_and_question(said: str) -> tuple[list[str], str] | None:
    sentences = [s.strip() for s in said.split(" . ") if s.strip()]
    if len(sentences) < 2 or not sentences[-1].startswith("how "):
        return None
    return sentences[:-1], sentences[-1]


def amount_clauses(story: list[str]) -> list[str] | None:
    """The two clauses that tell an amount each, and nothing told after the first but the second: a sentence without
    an amount before them sets the scene ("Greg and Sharon own neighboring cornfields")."""
    clauses = [c.strip() for s in story for c in _CLAUSE_BREAK.split(s) if c.strip()]
    first = next((k for k, c in enumerate(clauses) if "<n" in c), None)
    told = clauses[first:] if first is not None else []
    if len(told) != 2 or any(len(SLOT.findall(c)) != 1 for c in told):
        return None
    return told


def told_alike(one: str, two: str) -> bool:
    """The same verb right before each amount ("flew 873 … flew 563", "is 0.75 … is 0.25"), or the second clause's
    verb left unsaid ("600 bags of dog food and 327 bags of cat food")."""
    before_one, before_two = one.split("<n")[0].split(), two.split("<n")[0].split()
    if not before_two:
        return bool(before_one)
    return bool(before_one) and lemma(before_one[-1], "VERB") == lemma(before_two[-1], "VERB")


def first_word_after(clause: str) -> str:
    after = clause.split(">", 1)[1].split()
    return after[0] if after else ""


# The word that says what an amount measures, right after it ("84 cm long", "3.5 m deep"): both amounts say the same
# one, and a comparative asks its own ("how much wider" of lengths said long goes slow); "longer", "farther", "more"
# may go without it ("a bus ride of 0.75 mile"), "heavier" only of amounts told by "weighs"
_ATTRIBUTES = frozenset({"long", "short", "tall", "high", "low", "deep", "wide", "narrow", "far", "away", "thick",
                         "thin", "heavy", "light", "big", "large", "small", "old", "young", "across", "apart", "hot",
                         "cold", "warm", "around"})
_ATTRIBUTE_ASKED = {"longer": {"long"}, "shorter": {"long", "short"}, "taller": {"tall", "high"},
                    "higher": {"high", "tall"}, "deeper": {"deep"}, "wider": {"wide"}, "farther": {"far"},
                    "further": {"far"}, "heavier": {"heavy"}, "lighter": {"heavy", "light"}}
_UNSAID_ATTRIBUTE = frozenset({"longer", "shorter", "farther", "further", "more", "fewer", "less"})
# a change told of the things compared before their amounts ("Lina lost a gray cat and a white cat"): slow
_SCENE_CHANGES = frozenset({"lose", "find", "feed", "give", "sell", "buy", "eat", "take", "steal", "spend", "break",
                            "drop", "return", "trade", "lend", "borrow", "receive", "remove", "cut", "add", "fill"})


def _measured_alike(told: list[str], comparative: str) -> bool:
    """Both amounts measured alike, as the comparative asks; nothing carried with one ("52 pounds with his
    backpack")."""
    attributes = [set(c.split(">", 1)[1].split()[:2]) & _ATTRIBUTES for c in told]  # "cm long", not "of hot cocoa"
    if attributes[0] != attributes[1] or any("with" in c.split() for c in told):
        return False
    if comparative in ("heavier", "lighter") and lemma(told[0].split("<n")[0].split()[-1], "VERB") != "weigh":
        return False  # "Anne has 67 pounds … how much heavier"
    if attributes[0]:
        return comparative not in _ATTRIBUTE_ASKED or attributes[0] <= _ATTRIBUTE_ASKED[comparative]
    return comparative in _UNSAID_ATTRIBUTE or comparative in ("heavier", "lighter")


def of_things(clause: str) -> set[str]:
    """The thing an amount is of ("84 bags of wheat flour": wheat, flour), or none."""
    after = clause.split(">", 1)[1].split()
    if len(after) < 3 or after[1] != "of":
        return set()
    return set(next((after[2:2 + k] for k, w in enumerate(after[2:]) if w in FUNCTION), after[2:]))


def owners_only_in_the_scene(story: list[str], told: list[str], asked: list[str]) -> bool:
    """Whether the question asks of someone the story names only as an owner before the amounts: "Mia's mother is a
    baker. She baked 14 pies … did Mia bake": Mia is not the one who baked."""
    said = " ".join(story)
    scene = said[:said.find(told[0])].split() if told[0] in said else said.split()
    owners = {w.removesuffix("'s") for w in scene if w.endswith("'s")}
    in_clauses = set(words_of(" ".join(told)))
    return bool(owners & set(asked) - in_clauses)


def _fits(comparative: str, unit: str) -> bool:
    dims = _MORE.get(comparative, _FEWER.get(comparative))
    if dims is None:
        return True
    dimension = DIMENSION.get(canonical_unit(unit) or "") or ("mass" if lemma(unit, "NOUN") in _MASS_WORDS else "")
    return dimension in dims


@triggered_by(words=("than",))
def read_named_difference(tokens: list[Tok], slots: Slots) -> Task | None:
    said = said_text(tokens, keep_slots=True).replace("’", "'")
    slots_said = SLOT.findall(said)
    if len(slots_said) != 2 or not all(s.startswith("<n") for s in slots_said) or HEDGED.search(said):
        return None
    parts = story_and_question(said)
    if parts is None:
        return None
    story, question = parts
    asked = _QUESTION.fullmatch(question)
    told = amount_clauses(story)
    if asked is None or told is None or set(words_of(" ".join(story))) & REFUSED_TOLD \
            or set(question.split()) & (_REFUSED_ASKED | PRONOUNS) or "<" in question:
        return None
    one, two = slots.number(SLOT.findall(told[0])[0]), slots.number(SLOT.findall(told[1])[0])
    if one.percent or two.percent or unit_key(one.unit) != unit_key(two.unit) or not told_alike(*told):
        return None  # two units, or a change beside a level ("had 12 … gave 7")
    unit, comparative = one.unit, asked.group("cmp")
    side_a, side_b = words_of(asked.group("a")), words_of(asked.group("b"))
    # "than sugar did Dana use": the asking words after the side compared are the question's, not the side's
    at = next((k for k, w in enumerate(side_b) if w in ASKING), len(side_b))
    side_b, asking = side_b[:at], side_b[at:]
    thing_one, thing_two = first_word_after(told[0]), first_word_after(told[1])
    if unit:
        named_unit = unit
    elif lemma(thing_one, "NOUN") == lemma(thing_two, "NOUN"):
        named_unit = thing_one  # "bags of wheat flour … bags of rye flour", "pie … pie"
    else:
        named_unit = ""  # "58 parrots and 23 owls": two things counted, both named by the question below
        if asked.group("much") != "many" or thing_one not in side_a or thing_two not in side_b:
            return None
    asked_unit = asked.group("unit") or (side_a[0] if side_a and named_unit
                                          and unit_key(side_a[0]) == unit_key(named_unit) else None)
    if asked.group("unit") and (not named_unit or unit_key(asked.group("unit")) != unit_key(named_unit)):
        return None  # "how many kilograms heavier" of pounds
    if asked_unit and side_a and side_a[0] == asked_unit:
        side_a = side_a[1:]  # "how many more miles did Beka fly": the unit, not a side
    if any(canonical_unit(w) and w != "second" and unit_key(w) != unit_key(unit or named_unit or w)
           for w in side_a + side_b + asking):  # ("the second train" is no time unit)
        return None  # "how many more kilometers" of miles
    if not _fits(comparative, unit or named_unit) or not _measured_alike(told, comparative):
        return None  # "how much heavier" of lengths, "how much wider" of what is long
    if asked.group("much") == "many" and (unit or of_things(told[0])) and not asked_unit:
        return None  # "how many more pencils" of boxes of pencils, of pounds of apples: the count is not told
    if {lemma(w, "VERB") for w in " ".join(story)[:" ".join(story).find(told[0])].split()} & _SCENE_CHANGES:
        return None  # "Lina lost a gray cat and a white cat. The gray cat weighs 9 pounds …"
    story_words = lemmas_of(words_of(" ".join(story))) | ({"money"} if unit == "$" else set())
    content_a = [w for w in side_a if w not in FUNCTION]
    content_b = [w for w in side_b if w not in FUNCTION]
    asked_words = content_a + content_b + [w for w in asking if w not in FUNCTION]
    if owners_only_in_the_scene(story, told, asked_words):
        return None
    if not content_a or not content_b or not all(lemmas_of([w]) & story_words for w in asked_words):
        return None  # a side or a word the story does not tell ("than Eli")
    lemmas_one, lemmas_two = lemmas_of(words_of(told[0])), lemmas_of(words_of(told[1]))
    if told[1].startswith("<n"):  # "she used 0.625 cup of flour and 0.25 cup of sugar": "she used" tells both
        lemmas_two |= lemmas_of(words_of(told[0].split("<n")[0]))
    only_one, only_two = lemmas_one - lemmas_two, lemmas_two - lemmas_one
    if lemmas_of([w for w in asking if w not in FUNCTION]) & (only_one | only_two):
        return None  # "… than girls are there in the class" where only the boys are told in the class
    a, b = lemmas_of(content_a), lemmas_of(content_b)
    if a & only_one and b & only_two and not a & only_two and not b & only_one:
        asked_first, after_than, of_asked, of_other = one, two, of_things(told[0]), of_things(told[1])
    elif a & only_two and b & only_one and not a & only_one and not b & only_two:
        asked_first, after_than, of_asked, of_other = two, one, of_things(told[1]), of_things(told[0])
    else:
        return None  # a side named by words both clauses say, or by neither
    if of_asked and of_other and of_asked != of_other and not (of_asked - of_other & set(content_a)
                                                              and of_other - of_asked & set(content_b)):
        return None  # "12 kg of rice … 5 kg of flour. How much more rice does the big bag hold than the small bag?"
    larger, smaller = (asked_first, after_than) if comparative in _MORE else (after_than, asked_first)
    if not larger.value > smaller.value > 0:
        return None  # the one asked to be more is less
    expression = f"{larger.plain()}-{smaller.plain()}"
    return Task("expr", {"expression": expression}, source="parser")
