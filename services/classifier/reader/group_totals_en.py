"""Things in equal groups, the size of each group told and the groups counted, asked for all the things together in
English (issue 15, MAWPS one-step ×): "Students went to a concert in 8 buses. Each bus took 45 students. How many
students went to the concert?" (8*45), "6 students were sitting at each table … There are 34 tables" (6*34),
"124 students making 3 stars each" (124*3), "37 people came … They each ate 8 pieces of pizza" (37*8), "5 clown
mobiles, each stuffed with 28 clowns", "In each row, there are 15 heads of cabbage", "There are 10 stickers on a
page", "Each of the 7 vases has 11 roses", "packages of 6 … buys 71 packages", "52 rows and 15 columns of beans", a
question asked first with its story in an if-clause ("How many cookies would you have if you had 37 bags …").

Read with equal_groups.py's view of a story (its words, its amounts and their roles, its question's start, its
changes): exactly two numbers, the size (S X in each Y) and the groups (G Ys, the same Y); the question asks "how
many X" of all of them. It goes slow where the question may ask of one group ("each", "a", "one", the Y in the
singular: S, not G×S), names a word or a verb the story does not say, two things ("and"), or another person than
the ones doing it; where a verb of parting is asked otherwise ("sold … does he have"), room ("can hold") is asked as
what is there, an "and" beside the count names more ("Tom and 5 friends"), a sentence after the numbers says none
(something more happened), the groups may be uneven ("but one box is empty", "should", "or"), the each names fewer
("each green leaf"); and on equal_groups.py's changes ("7 times more" is ×7 or ×8, "more", "left" …).
"""

from __future__ import annotations

from dtlib.envelope import Task
from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .equal_groups import (
    ASKING_WORDS, CHANGE_WORDS, _EACH, PEOPLE_COUNTED, _Amount, _amount, head_noun, noun_at, noun_after, question_start,
    _stuff_of, _two_people, word_pairs,
)
from .placed_groups_en import place_said_first, two_places_told
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import TYPE_OF, Tok
from .triggers import triggered_by
from .vocab_en import PEOPLE_NOUNS_EN

Words = list[tuple[str, str]]

_TOTAL = frozenset({"total", "all", "altogether", "together", "combined", "whole"})
# Words of a question asked of one group, not of all of them ("how many students were on a bus")
_ONE_GROUP = frozenset({"each", "every", "a", "an", "one", "per", "single", "and", "or"})
# The words a question may use besides the story's own (a verb of the question must be one of the story's, by its
# lemma: "Kim won 5 boxes … How many crayons did Kim buy?", "I sold 5 bags … do I have" go slow)
_ASKED = frozenset({"how", "many", "is", "are", "was", "were", "be", "do", "does", "did", "will", "would", "can",
                    "could", "should", "there", "the", "in", "on", "into", "at", "of", "to", "for", "with", "it",
                    "they", "them", "he", "she", "his", "her", "their", "go", "went", "ride", "fit", "inside", "time",
                    "same", "up", "that"})
# A story word that makes the groups uneven, hypothetical or one of them singled out: "but one box is empty", "each
# bag should have 8 pears", "60 markers or crayons", "divided … depending on age"
_UNEVEN = frozenset({"but", "one", "empty", "emptied", "however", "though", "although", "missing", "broken",
                     "should", "must", "might", "may", "would", "could", "or", "depending", "except"})
# A verb of things leaving the one who had them, asked with another verb: slow; one of getting them, asked "have"
_PARTING = frozenset({"sell", "lose", "empty", "give", "spend", "use", "eat", "donate", "throw", "drop", "break"})
_GETTING = frozenset({"buy", "get", "receive", "collect", "pick", "win", "find", "make", "bake", "catch", "gather"})
_SPEAKERS = {"i": "i", "me": "i", "my": "i", "we": "we", "us": "we", "our": "we", "you": "you", "your": "you"}
_OWNERS = frozenset({"our", "the", "their", "my", "his", "her", "your", "all", "these", "those"})
_BE = frozenset({"is", "are", "was", "were"})
_SOMEONE = frozenset({"he", "she", "i", "you", "we", "it"})
_EATEN = frozenset({"eat", "ate"})


def _is_verb(word: str) -> bool:
    return verb_lemma(word) is not None or verb_lemma(word + "s") is not None or word == "have"


@triggered_by(text=("how many",))
def read_group_totals(tokens: list[Tok], slots: Slots) -> Task | None:
    if list(map(TYPE_OF, tokens)).count("NUM") != 2:
        return None  # the cheap count first: the size and the groups
    tokens = place_said_first(tokens)  # "each row in the theater has 28 seats": "in the theater, each row has …"
    words = word_pairs(tokens, slots)
    numbers = [k for k, (kind, _) in enumerate(words) if kind == "NUM"]
    parts = _story_and_question(words, numbers)
    if parts is None:
        return None
    story, question = parts
    if _two_people(story, question) or two_places_told(tokens):
        return None  # two_places_told: "On the shelf, each bag has 15 candies … 8 bags on the floor"
    reading = _rows_and_columns(words, numbers, slots) or _size_and_groups(words, numbers, slots)
    if reading is None:
        return None
    size, groups, doers = reading
    if _stuff_of(words, groups) not in ("", size.noun, _stuff_of(words, size)):
        return None  # "4 boxes of pencils … each box holds 6 pens"
    if _later_sentence_without_a_number(story) or not _each_said_of_the_groups(words, size, groups):
        return None  # "… She shared them equally with her sister.", "84 leaves … on each green leaf"
    if not _kind_asked(words, size, question):
        return None  # "12 red stamps on a sheet … How many stamps": other stamps may be on it too
    if _can_in_the_sentence(words, _at(words, size)) and not {"can", "could"} & {w for _, w in question}:
        return None  # "Each van can carry 12 kids … How many kids are in the vans?": room for them, not them
    if any(kind == "W" and w in CHANGE_WORDS and not (doers and w in _EATEN) for kind, w in words):
        return None  # "3 bugs eat 2 flowers each": eating is what the doers do, not a change of the things counted
    if not _asks_all_of(question, story, size.noun, size.of, doers):
        return None
    return Task("expr", {"expression": f"{groups.text}*{size.text}"}, source="parser")


def _story_and_question(words: Words, numbers: list[int]) -> tuple[Words, Words] | None:
    """The story and its question after it, or a question asked first with its story in an if-clause ("How many
    cookies would you have if you had 37 bags of cookies with 19 cookies in each bag?"); None where a number is
    asked of."""
    start = question_start(words)
    if start == 0 and not any(kind == "P" for kind, _ in words[:-1]):
        start = next((k for k, (_, w) in enumerate(words) if w == "if"), len(words))
        return (words[start + 1:], words[:start]) if len(numbers) == 2 and numbers[0] > start else None
    if start <= 0 or len(numbers) != 2 or any(k >= start for k in numbers):
        return None
    return words[:start], words[start:]


def _at(words: Words, amount: _Amount) -> int:
    return next(k for k, (kind, w) in enumerate(words) if kind == "NUM" and w == amount.raw)


def _kind_asked(words: Words, size: _Amount, question: Words) -> bool:
    """The words before the things' noun in the size ("12 red stamps", "15 heads of cabbage": red; none) are asked
    too ("How many red stamps")."""
    at = _at(words, size)
    said = [w for _, w in words[at + 1:at + 4]]
    head = next((j for j, w in enumerate(said) if noun_at(w) == size.noun), None)
    asked = {w for _, w in question}
    return head is None or "of" in said[:head] or all(w in asked for w in said[:head])  # "20 columns of cars"


def _can_in_the_sentence(words: Words, at: int) -> bool:
    """"Each seat can hold 6 people", "If each section can accommodate 246 people": a size said as room."""
    start = max((k + 1 for k in range(at) if words[k][0] == "P" and words[k][1] != ","), default=0)
    return any(w in ("can", "could") for _, w in words[start:at])


def _later_sentence_without_a_number(story: Words) -> bool:
    """A sentence after the numbers start that says no number: something more happened ("She shared them equally
    with her sister."); a setting before them ("The library is divided into sections.") changes nothing."""
    sentences: list[Words] = [[]]
    for kind, w in story:
        if kind == "P" and w != ",":
            sentences.append([])
        else:
            sentences[-1].append((kind, w))
    numbered = [any(kind == "NUM" for kind, _ in said) for said in sentences if said]
    return any(not has for has in numbered[numbered.index(True):]) if True in numbered else False


def _each_said_of_the_groups(words: Words, size: _Amount, groups: _Amount) -> bool:
    """The "each" of the size names the groups counted and no fewer: "on each green leaf" of "84 leaves" is some of
    them. The words between "each" and the group's noun must be said of the count too, or be the things ("each CD
    rack … 4 racks")."""
    at = _at(words, size)
    eaches = [k for k, (_, w) in enumerate(words) if w in _EACH and abs(k - at) <= 6]
    if not eaches:
        return True
    each = min(eaches, key=lambda k: abs(k - at))
    after = [w for _, w in words[each + 1:each + 4]]
    head = next((j for j, w in enumerate(after) if _nouns_meet(noun_at(w), size.of) or noun_at(w) == size.of), None)
    if head is None:
        return True
    counted = {w for _, w in words[_at(words, groups) + 1:_at(words, groups) + 4]}
    return all(w in counted or noun_at(w) == size.noun or w in _OWNERS | {"of"} or not w.isalpha()
               for w in after[:head])  # "each of the 7 vases"


def _more_in_the_groups_clause(words: Words, groups: _Amount) -> bool:
    """"Tom and 5 friends ate …", "a box and 3 bags", "9 cages and a pond": an "and" beside the groups' count names
    more than them (not "collected eggs and put them into 303 baskets", nor "… and there are 49 booklets")."""
    at = _at(words, groups)
    start = max((k + 1 for k in range(at) if words[k][0] == "P"), default=0)
    end = next((k for k in range(at, len(words)) if words[k][0] == "P" and words[k][1] != ","), len(words))
    return any(w == "and" and words[k + 1][1] != "there" for k, (_, w) in enumerate(words[:end])
               if max(start, at - 2) <= k < at + 5)  # "3 bags, and a box": a comma does not end the list


def _size_and_groups(words: Words, numbers: list[int], slots: Slots) -> tuple[_Amount, _Amount, bool] | None:
    """The size of one group and the count of the groups, and whether the groups are the doers ("124 students making
    3 stars each": the question then asks of them, not of someone else)."""
    first, second = numbers
    said = next(((k, other, found) for k, other in ((first, second), (second, first))
                 if (found := _said_of_groups(words, k, other, slots)) is not None), None)
    if said is not None:
        k, other, (size, doers) = said
        groups = _amount(words, other, slots)
        if groups is None:
            return None
        groups.noun = size.of  # "3 bugs eat": equal_groups.py reads "bugs eat" as one noun, the doers' verb as a base
    else:
        amounts = [_amount(words, k, slots) for k in numbers]
        sizes = [a for a in amounts if a is not None and a.role == "size"]
        if any(a is None for a in amounts) or len(sizes) != 1:
            return None
        (size,), doers = sizes, False
        (groups,) = [a for a in amounts if a is not size]
        k = numbers[amounts.index(size)]
        if words[k - 1] == ("W", "of") and k - 4 <= numbers[amounts.index(groups)] < k:
            return None  # "6 bags of 8 apples", "3 boxes of 4 flavors": one noun phrase, left as main leaves it
    if groups.role not in ("told", "groups") or not groups.noun or not _nouns_meet(groups.noun, size.of):
        return None
    if not size.noun:  # "Shirts are sold in packs of 3": the things are the clause's own
        size.noun = _things_of_the_clause(words, k)
    if _more_in_the_groups_clause(words, groups):
        return None  # "Tom and 5 friends ate 3 apples each", "a box and 3 bags"
    return (size, groups, doers) if size.noun and size.noun != size.of else None


def _nouns_meet(told: str, each: str) -> bool:
    """The same noun, where the plural of f lost its f to the noun lemma ("84 leaves … each leaf": leave, leaf)."""
    return told == each or told.endswith("ve") and each in (told[:-2] + "f", told[:-2] + "fe")


def _said_of_groups(words: Words, k: int, other: int, slots: Slots) -> tuple[_Amount, bool] | None:
    """A size said of each of the groups counted by the other number, where equal_groups.py reads none, and whether
    the groups are the doers: "124 students making 3 stars each", "our watermelons have 100 seeds each", "37 people
    … They each ate 8 pieces" (doers); "5 clown mobiles, each stuffed with 28 clowns", "In each row, there are 15
    heads" (holders)."""
    number = slots.number(words[k][1])
    if number.percent or number.ordinal or number.value <= 0:
        return None
    of = noun_after(words, other)
    doers = _doers_before(words, k, other)
    size = _Amount(number.value, number.plain(), noun_after(words, k), "size", doers or of, words[k][1])
    if not size.of:
        return None
    if _each_at_clause_end(words, k) and (doers or _owners_start(words, k, of)):
        return size, True
    if doers and other < k and (_said_before(words, other, 2) == ["each", "of"]
                                or _said_before(words, other, 3)[:2] == ["each", "of"]
                                and _said_before(words, other, 1)[0] in _OWNERS):
        return size, False  # "Each of the 7 vases has 11 roses", "Each of her 4 albums holds 25 photos"
    if _said_before(words, k, 2) in (["there", "are"], ["there", "is"]) and _in_a(words, k, of):
        return size, False  # "There are 10 stickers on a page": so many on any one of them
    said = _said_before(words, k, 6)
    if said[-3:-1] == ["they", "each"] and other < k and (of in PEOPLE_COUNTED or of in PEOPLE_NOUNS_EN) \
            and all(w != "and" for _, w in words[:k]):  # "Jill and Tom invited 37 people. They each …": who?
        return size, True  # "They each ate 8 pieces of pizza": the people counted before
    if len(said) >= 5 and said[-4:-2] == [",", "each"] and said[-1] == "with" and other < k \
            and noun_at(said[-5]) == of:
        return size, False  # "5 clown mobiles, each stuffed with 28 clowns"
    if len(said) >= 6 and said[-2:] in (["there", "are"], ["there", "is"], ["there", "were"]) and said[-3] == "," \
            and said[-6] in ("in", "on") and said[-5] in _EACH and _nouns_meet(of, noun_at(said[-4])):
        return size, False  # "In each row, there are 15 heads of cabbage"
    return None


def _in_a(words: Words, k: int, of: str) -> bool:
    """"10 stickers on a page", "6 muffins in a tray": the things, then in or on one of the groups (in the singular:
    not "on sheets", nor "in his album")."""
    after = [w for _, w in words[k + 1:k + 7]]
    return any(after[j] in ("in", "on") and after[j + 1] == noun_at(after[j + 1]) and _nouns_meet(of, after[j + 1])
               for j in range(1, min(4, len(after) - 1)))  # the lexicon drops "a": "on a page" is "on page"


def _said_before(words: Words, k: int, n: int) -> list[str]:
    """The n words and clause marks before position k, in order (commas as ",", numbers as "#")."""
    return [w if kind != "NUM" else "#" for kind, w in words[max(k - n, 0):k]]


def _each_at_clause_end(words: Words, k: int) -> bool:
    """"3 stars each." / "3 stars each for the school wall": each after one noun, ending the clause or before "for"."""
    rest = words[k + 1:k + 4]
    return len(rest) >= 2 and rest[0][0] == "W" and rest[1] == ("W", "each") \
        and (len(rest) == 2 or rest[2][0] == "P" or rest[2][1] == "for")


def _doers_before(words: Words, k: int, other: int) -> str:
    """"124 students making 3 stars each", "3 bugs eat 2 flowers": the groups counted just before in the clause, then
    a verb (after "are" / "were" too); the groups' noun, or ""."""
    between = words[other + 1:k]
    if not other < k or not 2 <= len(between) <= 4 or any(kind != "W" for kind, _ in between):
        return ""
    said = [w for _, w in between]
    if not _is_verb(said[-1]):
        return ""
    said = said[:-1] if len(said) < 3 or said[-2] not in _BE else said[:-2]
    return noun_at(said[-1]) if len(said) in (1, 2) and said[-1].isalpha() and not _is_verb(said[-1]) \
        and said[-1] not in ASKING_WORDS else ""


def _owners_start(words: Words, k: int, of: str) -> bool:
    """"Our watermelons have 100 seeds each": the clause starts with the groups (no number) and one verb."""
    clause = _said_before(words, k, 4)
    if "," in clause or "." in clause or "#" in clause:
        clause = clause[max(i for i, w in enumerate(clause) if w in (",", ".", "#", "?")) + 1:]
    return len(clause) == 3 and clause[0] in _OWNERS and noun_at(clause[1]) == of and clause[1] != of \
        and _is_verb(clause[2])


def _things_of_the_clause(words: Words, k: int) -> str:
    """"Shirts are sold in packs of 3": the first noun of the size's clause, before "in … of"."""
    start = max((j + 1 for j in range(k) if words[j][0] == "P"), default=0)
    said = [w for _, w in words[start:k]]
    if "in" not in said:
        return ""
    return head_noun(said[:said.index("in")]) if said and said[0] not in _OWNERS else head_noun(said[1:said.index("in")])


def _rows_and_columns(words: Words, numbers: list[int], slots: Slots) -> tuple[_Amount, _Amount, bool] | None:
    """"52 rows and 15 columns of bean plants": so many rows of so many, of the things after "of"."""
    first, second = numbers
    said = [w for _, w in words[first + 1:second + 7]]
    if second != first + 3 or said[:2] not in (["rows", "and"], ["columns", "and"]) \
            or said[3:5] != [{"rows": "columns", "columns": "rows"}[said[0]], "of"]:
        return None
    values = [slots.number(words[k][1]) for k in numbers]
    if any(n.percent or n.ordinal or n.value <= 0 for n in values):
        return None
    of = next((k for k in range(second + 3, len(words)) if words[k][0] == "P"), len(words))
    if any(w in ("and", "or") for _, w in words[second + 3:of]):
        return None  # "52 rows and 15 columns of beans and peas": two things planted, how many of each not told
    thing = head_noun(said[5:])
    line = _Amount(values[1].value, values[1].plain(), thing, "size", "row", words[second][1])
    return (line, _Amount(values[0].value, values[0].plain(), "row", "told", raw=words[first][1]), False) \
        if thing else None


def _asks_all_of(question: Words, story: Words, thing: str, group: str, doers: bool) -> bool:
    """"How many X …" of all the groups: no word of one group, the things named, every word one the story says (or
    an asking word), and where the groups are the doers, no one else asked of."""
    said = [w for kind, w in question if kind == "W"]
    if said[:2] != ["how", "many"] or "how" in said[2:] or _ONE_GROUP & set(said) or group in said:
        return False
    story_words = [w for kind, w in story if kind == "W"]
    if _UNEVEN & set(story_words) or {_SPEAKERS[w] for w in said if w in _SPEAKERS} \
            - {_SPEAKERS[w] for w in story_words if w in _SPEAKERS}:
        return False  # "We planted 5 rows … did I plant"
    if head_noun([w for w in said[2:] if w not in _TOTAL]) != thing:
        return False
    told = {w.removesuffix("'s") for kind, w in story if kind == "W"}  # "Albert's cabbage patch … does Albert have"
    known = told | {noun_at(w) for w in told} | {lemma(w, "VERB") for w in told}
    asked_verbs = {lemma(w, "VERB") for w in said}
    parting = {lemma(w, "VERB") for k, w in enumerate(story_words)
               if k == 0 or story_words[k - 1] not in _BE} & _PARTING  # not "Shirts are sold in packs of 3"
    if parting - asked_verbs:
        return False  # "Tom sold 5 boxes. Each box has 6 pens. How many pens does Tom have?": had, or has?
    if known & _GETTING:
        known.add("have")  # "Dad buys 14 packs. How many shirts will Dad have?"
    if any(w not in _ASKED and w not in _TOTAL and w not in _SPEAKERS and w not in known and noun_at(w) not in known
           and lemma(w, "VERB") not in known for w in said):
        return False
    return not doers or not any(w in _SOMEONE or is_person_name(w) for w in said)
