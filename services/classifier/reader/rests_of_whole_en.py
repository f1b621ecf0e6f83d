"""What is left of a whole after a part done, in English: the one owner of that shape (issue 15; whole_rests_en.py,
which read its "A of the B" telling, is merged here so that one module decides what a rest of a whole is). It reads
two tellings, each through `_rest` (one whole, one part smaller than it, no percentage or place):

A story of adult life (`read_rest_of_whole`): "Tomás is reading a 350-page biography for his book club. He has read
128 pages so far. How many pages does he have left?" (222), "The apartment lease runs 24 months. We have lived here
for 17 months. How many months are left on the lease?", "The fuel tank holds 60 liters, and on the drive to the coast
we used 41 liters. How many liters are left in the tank?", "How many episodes are left? The season has 22 episodes
and I've watched 15 of them."
The story may set its scene in words of its own; what decides the reading is closed. Two numbers, no money (bills.py
and budgets.py read money): first the whole, said by its size ("a 350-page biography") or by a verb of having or
holding right before it (has, holds, runs, lasts, is, "has to be"); then the part, right after a verb of doing it
(read, written, used, drunk, lived, watched …), of the same thing ("128 pages", "15 of them", "has written 42.");
one question of what is left ("left", "remain", "to go"), in its own words or the story's, of the same thing.
Left slow: a word anywhere that adds, compares, estimates or conditions (`_CHANGES`: "but", "about", "some",
"another", "different", "refilled", "more" …), a part of someone's own ("13 of his"), two doers ("Priyanka has 20
days. Her husband has used 13"), a part larger than the whole, and a question of another thing ("how many hours").

"A of the B" in a chat message (`read_rest_of_whole_en`): "I've run 12 of the 26 miles, how many are left", "sold 45
of our 60 tickets, how many are left?", "we've driven 120 of the 480 miles, how many miles to go?", "done 8 of my 20
problems so far, how many do I still have to do?". Two amounts, the part, "of", determiners at most, then the whole,
told before the question; the question asks the rest ("left", "to go", "remaining", "still") and every other word of
it is a question word or a word of the story ("how many hours to go" of miles asks another unit; "how many did my
sister eat" another doer): B − A. No hedge, negation, condition, repetition or second step ("about", "not", "if",
"twice", "and gave 2 away": a third amount), and no "left" in the story itself ("3 of the 12 kids left early": who is
left?).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import Said, Tok, clause_marked_words, part_of_whole_told
from .triggers import triggered_by
from .units import money_unit

_HOLDING = frozenset({"has", "have", "had", "holds", "hold", "held", "runs", "ran", "lasts", "lasted", "is", "was",
                      "are", "were", "contains", "contained", "be", "includes", "included", "carried", "brought"})
# a part said alone, its things the whole's: "has taken 9 so far", "has written 42."
_ALONE_AFTER = frozenset({"so", "now", "since", "by", "this", "last", "today", "yesterday", "already"})
_DOING = frozenset((
    "read written wrote used taken took burned burnt drunk drank eaten ate lived done did finished completed "
    "unpacked watched driven drove walked run ran hiked biked cycled sent knitted painted mowed cleaned graded "
    "packed typed edited planted sewn sewed stitched climbed swum swam covered played listened").split())
_LEFT = frozenset({"left", "remain", "remains", "remaining", "go"})
_CHANGES = frozenset((
    "not never no none nothing without but or except unless if until though although however instead plus extra "
    "additional about around roughly approximately nearly almost probably maybe perhaps estimate estimated likely "
    "guess some several few many most half quarter third twice double triple thrice both either all each every per "
    "more less fewer another other others different else again also too only first last next previous old new "
    "refilled refill refills filled fill topped added adds add bought buys got gets received receives returned gave gives "
    "given lost borrowed lent than plan plans planned going hope hopes expect expects "
    "average minus times want wants wanted need needs meant supposed".split()))
_PEOPLE = frozenset((
    "brother sister wife husband son daughter mom mother dad father friend roommate neighbor neighbour cousin boss "
    "coworker colleague partner nephew niece uncle aunt grandma grandpa grandmother grandfather boyfriend girlfriend "
    "kid kids child children teammate classmate").split())
_SPEAKER = frozenset({"i", "i've", "i'd", "i'm", "we", "we've", "we'd", "we're"})
_QUESTION_WORDS = frozenset((
    "how many much is was are were will would does did do has have had that it this there in the a for on of i me "
    "we us you he him she her they them my our his their to go still so far now left remain remains remaining "
    "i've we've".split()))
_LAST_PERIODS = frozenset({"week", "month", "year", "summer", "winter", "spring", "fall", "autumn", "weekend", "night"})


def _key(word: str) -> str:
    return lemma(word, "NOUN")


def _rest(whole, part) -> Task | None:  # noqa: ANN001 - Numbers
    """The whole less the part, where both are plain amounts and the part is smaller."""
    if any(v.percent or v.ordinal for v in (whole, part)) or not 0 < part.value < whole.value:
        return None
    return Task("expr", {"expression": f"{whole.plain()}-{part.plain()}"}, source="parser")


def _sentences(words: list[str]) -> list[list[int]]:
    said: list[list[int]] = [[]]
    for i, w in enumerate(words):
        if w == ".":
            said.append([])
        else:
            said[-1].append(i)
    return [s for s in said if s]


def _whole_nouns(words: list[str], w: int) -> set[str] | None:
    """What the whole at words[w] counts, where it is said as a whole ("a 350-page biography", "holds 60 liters",
    "has 20 vacation days"), or None."""
    after = words[w + 1:w + 3]
    if after[:1] == ["-"] and len(words) > w + 2:
        return {_key(words[w + 2])}
    if w and words[w - 1] in _HOLDING or w > 1 and words[w - 2] in _HOLDING and words[w - 1] in ("for", "to"):
        return {_key(x) for x in after if x != "." and not x.startswith("<")}
    return None


def _part_done(words: list[str], p: int, nouns: set[str]) -> bool:
    """Whether the number at words[p] follows a verb of doing in its clause ("has read 128 pages", "have lived here
    for 17 months", "used 41 liters") and counts the whole's things ("15 of them", "42." alone)."""
    back = words[max(0, p - 4):p]
    if "." in back:
        back = back[len(back) - back[::-1].index("."):]
    doing = [k for k, x in enumerate(back) if x in _DOING]
    if not doing or doing[-1] and back[doing[-1] - 1] == "to":
        return False  # "wants to read 30 pages": not done
    after = words[p + 1:p + 3]
    if not after or after[0] == "." or after[0] in _ALONE_AFTER:
        return True
    if after[0] == "of":
        return after[1:] in (["them"], ["it"])
    of = words[p + 2:p + 4]  # "95 minutes of it"; not "3.5 liters of juice": of another thing
    return _key(after[0]) in nouns and (of[:1] != ["of"] or of in (["of", "them"], ["of", "it"]))


def _doers(words: list[str], original: str) -> set[str]:
    named = {w for w in words if w in _PEOPLE or w.isalpha() and re.search(rf"\b{w.capitalize()}\b", original)
             and is_person_name(w)}
    return named | ({"i"} if any(w in _SPEAKER for w in words) else set()) \
        | ({"you"} if any(w in ("you", "you've", "you're") for w in words) else set())


@triggered_by(text=("left", "remain", "to go"))
def read_rest_of_whole(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [t for t in tokens if t.type == "NUM"]
    if len(nums) != 2:
        return None
    whole, part = (slots.number(t.value) for t in nums)
    if any(v.percent or v.ordinal or v.value <= 0 or money_unit(v.unit) for v in (whole, part)) \
            or part.value >= whole.value or re.search(r"[$€£¥]|\b(?:dollars?|bucks|euros?|pounds?|cents?)\b",
                                                      slots.original.lower()):
        return None  # money is bills.py's and budgets.py's (a "$40 left" is no whole)
    words = clause_marked_words(tokens)
    sentences = _sentences(words)
    asked = [s for s in sentences if words[s[0]] == "how" and len(s) > 1 and words[s[1]] in ("many", "much")]
    if len(asked) != 1:
        return None
    question = asked[0]
    w, p = words.index(nums[0].value), words.index(nums[1].value)
    if w in question or p in question:
        return None
    if re.search(r"\b(?:a|an|each|every|one|per) [a-z]+ (?:has|holds|contains|have|hold)\s*$",
                 slots.text[:slots.text.find(nums[0].value)]):
        return None  # "A case has 24 cans": what each case holds, not one whole
    nouns = _whole_nouns(words, w)
    if not nouns or not _part_done(words, p, nouns):
        return None
    if any((x in _CHANGES or x in _LEFT or x == "spent") and i not in question for i, x in enumerate(words)):
        return None
    if len(_doers(words, slots.original)) > 1:
        return None
    whens = {f"{x} {words[i + 1]}" for i, x in enumerate(words[:-1]) if x in ("this", "last", "next")}
    if len(whens) > 1:
        return None  # "20 days last year … 13 this year": the part of another year than the whole
    start = max((i for i in range(w) if words[i] in (".", "and")), default=-1) + 1
    end = next((i for i in range(w, len(words)) if words[i] in (".", "and")), len(words))
    return _rest_asked(words, question, nouns, set(words[start:end]), whole, part)


def _rest_asked(words: list[str], question: list[int], nouns: set[str], whole_clause: set[str], whole,  # noqa: ANN001
                part) -> Task | None:  # noqa: ANN001
    said = [words[i] for i in question]
    story = {words[i] for i in range(len(words)) if i not in question}
    story |= {lemma(x, "VERB") for x in story if x.isalpha()}
    if not _LEFT & set(said) or "go" in said and "to" not in said:
        return None
    if set(said) & {"my", "our", "his", "her", "their", "your"}:
        return None  # "… left in my car" after "my mom's car": whose?
    if "have" in said and said[said.index("have") - 1] not in ("i", "we", "you", "he", "she", "they"):
        return None  # "does the dog have left": the one who ate asked
    if any(x not in _QUESTION_WORDS and x not in story for x in said):
        return None
    asked = said[2] if len(said) > 2 else ""
    if asked and asked not in _QUESTION_WORDS and _key(asked) not in nouns and said[1] == "many":
        return None  # "how many hours of the season are left": another thing than the whole counts
    if asked and asked not in _QUESTION_WORDS and said[1] == "much" and asked not in whole_clause:
        return None  # "3 liters of water and a thermos of tea … how much tea": not the whole's thing
    return _rest(whole, part)


_OF_REST_ASKED = ("left", "to go", "remaining", "remain", "remains", "still")
_OF_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "over", "under", "or", "if",
                "unless", "when", "not", "no", "never", "n't", "twice", "again", "each", "per", "every", "than",
                "except", "another", "other", "else", "would", "should", "could", "percent", "percentage", "half",
                "quarter", "third",
                # "all but 3 of the 20 sheep ran away", "spent all but $15 of my $40": the part is what is left
                "but", "all",
                # another time asked than the story's
                "year", "month", "week", "today", "tomorrow", "yesterday", "tonight", "next", "last")
_OF_QUESTION_WORDS = frozenset({"how", "many", "much", "more", "are", "is", "was", "were", "there", "do", "does", "did",
                                "i", "we", "you", "they", "have", "has", "had", "to", "go", "left", "remaining",
                                "remain", "remains", "still", "need", "needs", "the", "my", "our", "of", "them", "it",
                                "that", "so", "far", "yet", "get", "through"})


@triggered_by(types=("LEFT_ASK",), words=("left", "go", "remaining", "remain", "remains", "still"))
def read_rest_of_whole_en(tokens: list[Tok], slots: Slots) -> Task | None:
    """ "A of [the] B" told before a question of the rest: B − A."""
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens) \
            or Said(tokens).any(_OF_NOT_READ):
        return None
    told = part_of_whole_told(tokens)
    if told is None or Said(tokens[:told[2]]).any(_OF_REST_ASKED):
        return None  # "A of [the] B" told before the question; "3 of the 12 kids left early": no rest asked
    a, b, start = told
    question = tokens[start:]
    if not Said(question).any(_OF_REST_ASKED) or not any(t.type == "HOW_MANY" for t in question):
        return None
    story = {w.rstrip("s") for t in tokens[:start] for w in t.value.lower().split() if w.isalpha()}
    for t in question:
        for w in t.value.lower().split():
            if w.isalpha() and w not in _OF_QUESTION_WORDS and w.rstrip("s") not in story:
                return None
    return _rest(slots.number(tokens[b].value), slots.number(tokens[a].value))
