"""Two changes to one holder's count, in English (issue 15, MAWPS multi-step): a first step two_steps_en.py reads (two
counts of one thing added, a start less what was sold, eaten, given, deleted or lost, a start and a batch got), then a
second change of the same thing by the same holder, asked what the holder has at the end: "For the school fair Nina
baked 40 muffins. If she sold 25 of them and then baked 18 more, how many muffins would she have?" ((40-25)+18), "Ella
had 20 rock songs and 15 pop songs on her tablet. If she deleted 11 of the songs, how many songs were still on her
tablet?" ((20+15)-11), "A store had 60 hats. It sold 24 hats and then sold 15 more hats. How many hats does the store
have left?" ((60-24)-15).

The second change: one verb of getting or losing between the first step's last number and the third, done by the
holder (a pronoun, the holder's name, or no one new: "and then baked 18 more"), of the first step's thing ("of them",
"of the songs", the thing again, "18 more"), with no other doing near it ("used the money he earned to buy 23 new
books", "7 new ones that did n't fit": another step, or a thing not told). The question asks the level after both
changes ("does she have now", "would he have", "left", "still", "end up with"), of the thing or unnamed, by the holder;
never a change asked ("how many did she sell"), "how many more", a place one part only was told in ("24 photos on her
phone and 10 on her laptop … still on her phone"), another person, a goal ("to grade"). Whatever two_steps_en.py's
`read_two_steps` refuses of the story (doubt, negation, a fourth number, two people, a count not whole, a sort asked)
is refused here too; a level below nothing on the way goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task
from dtlib.rulematch import verb_lemma

from ..slots import Slots
from .equal_groups import head_noun, noun_at, noun_after
from .pronouns import is_person_name
from .role_words import lemma
from .vocab_en import PEOPLE_NOUNS_EN
from .tokens import Tok
from .triggers import triggered_by
from .first_steps_en import (GAIN_VERBS, HOLDER_SAID, LOSS_VERBS, START_VERBS, Words, done_by_another, first_step_of,
                             words_between)
from .three_counts_en import NOT_ASKED, UNSURE_WORDS, sort_asked, three_counts_asked, unknown_words, without_stuff_named

_LOSING = LOSS_VERBS | {"deleted", "removed", "traded", "sent", "ate"}
_GETTING = (GAIN_VERBS | START_VERBS | {"won", "earned", "added"}) - {"had", "has", "have", "owned", "another"}
# Words the question may say here: the asking, the holder (a pronoun or the story's words), the level asked
_QUESTION = frozenset({"how", "many", "much", "do", "does", "did", "would", "will", "is", "are", "was", "were", "be",
                       "he", "she", "they", "it", "i", "we", "you", "the", "a", "an", "his", "her", "their", "its",
                       "our", "my", "your", "have", "has", "had", "left", "now", "still", "remaining", "in", "all",
                       "total", "altogether", "on", "at", "from", "end", "up", "with", "there"})
_LEVEL = frozenset({"left", "now", "still", "remaining"})
_PRESENT = frozenset({"does", "do", "would", "will"})  # "how many did she have" may ask the start; "does" cannot
_PLAIN = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "our", "your", "in", "on", "at", "of", "and",
                    "from", "for", "with", "to"})
# Words that may stand between the first step and the second change beside its verb
_BETWEEN = frozenset({"of", "them", "and", "then", "later", "after", "that", "he", "she", "it", "they", "i", "we",
                      "you", "if", "also", "away", "back", "but", "next", "soon", "the", "a", "his", "her", "their",
                      "its", "at", "in", "on", "to", "for", "from", "another"})
_JOINING = frozenset({"and", "that", "which", "who", "if", "plus", "but", "except", "besides"})
_AUXILIARY = frozenset({"does", "do", "did", "would", "will", "is", "are", "was", "were", "can", "could"})
_ASKED_AFTER = frozenset({"have", "has", "had", "end", "still", "left", "now", "be", "in", "on", "at", "remaining"})
_NO_THING = frozenset({"next", "at", "in", "on", "from", "for", "to", "this", "that", "later", "then", "after"})
_PRONOUNS = frozenset({"he", "she", "they", "it", "i", "we", "you", "the", "a", "an"})
_AFTER = frozenset({"more", "new", "old", "of", "them", "the", "away", "back", "to", "for", "from", "at", "in", "on",
                    "his", "her", "their", "its", "my", "a", "next", "this", "that", "day", "week"})


@triggered_by(text=("how many", "how much"))
def read_two_changes(tokens: list[Tok], slots: Slots) -> Task | None:
    told = three_counts_asked(tokens, slots)
    if told is None or _unsure(told[1]):
        return None
    _, story, question, at, values = told
    if _anothers_things(story):
        return None  # "sold 25 of her mom's muffins": the holder's count did not change
    question = without_stuff_named(story, question)
    if unknown_words(story, [w for w in question if w not in _QUESTION]) or set(question) & NOT_ASKED \
            or sort_asked(story, question):
        return None
    counts = dict(zip(at, values))
    i, j, k = at
    first = first_step_of(story, i, j, counts)
    if first is None:
        return None
    noun, expression, value, how = first
    if how == "sum" and {w for kind, w in story[:i] if kind == "W"} & LOSS_VERBS:
        return None  # "Nora sold 6 green cups and 10 blue cups": counts sold (given, eaten) are no count she has
    place = _start_place(story, i)
    change = _second_change(story, j, k, noun, place)
    if change is None or not _level_asked(story, question, noun, change == "-" or how == "rest", place) \
            or how == "sum" and _part_asked(story, i, j, question, noun):
        return None
    if change == "+" and [w for _, w in story[k + 1:k + 3]] == ["of", "them"] and counts[k] > counts[j]:
        return None  # "lost 12 and then found 15 of them": more got back than went ("gave 34 of them": of all)
    total = value + counts[k] if change == "+" else value - counts[k]
    if total < 0:
        return None  # more taken than there was
    return Task("expr", {"expression": f"{expression}{change}{counts[k]}"}, source="parser")


def _unsure(story: Words) -> bool:
    """two_steps_en.py's words of doubt, negation or a condition beyond the story, "but then" aside (a sequence)."""
    said = [w for kind, w in story if kind == "W"]
    return any(w in UNSURE_WORDS and not (w == "but" and said[n + 1:n + 2] == ["then"]) for n, w in enumerate(said)) \
        or bool(set(said) & {"each", "every"})


def _second_change(story: Words, j: int, k: int, noun: str, place: str) -> str | None:
    """"+" or "-": the one doing between the numbers at j and k, a getting or a losing of the first step's thing by its
    holder, with nothing else done near it; None otherwise. Things put are got only where put back in the start's
    place ("had 30 melons in a crate … put 9 more in the crate")."""
    between = words_between(story, j, k)
    if between[-1:] == ["put"]:
        first = max((x for x in range(k) if story[x][0] == "P"), default=-1) + 1
        doer = words_between(story, first - 1, k - 1)
        doer = doer[max((n + 1 for n, w in enumerate(doer) if w in ("and", "then")), default=0):]
        by_holder = set(doer) <= HOLDER_SAID | {"but"}  # "but then put", "and put", "and they put"
        return "+" if place and by_holder and _put_in(story, k, place) and _same_thing(story, k, noun) else None
    doings = [w for w in between if w in _LOSING | _GETTING]
    if len(doings) != 1 or done_by_another(story, k):
        return None
    if any(w in ("another", "other") and n + 1 < len(between) and between[n + 1] not in doings
           for n, w in enumerate(between)):
        return None  # "then another store sold 15 more": another holder ("another 15" counts, and stays)
    told_at, start_at = _told_place(story, k), place or _start_place(story, j)  # "20 rock songs and 15 pop songs on …"
    if start_at and told_at and told_at != start_at:
        return None  # "11 songs on her tablet … deleted 11 of the songs from her phone": another place
    others = [w for w in between if w not in doings and w not in _BETWEEN and noun_at(w) != noun]
    if any(verb_lemma(w) or w.endswith("ing") for w in others):
        return None  # "used the money he earned to buy": another doing between
    if not _same_thing(story, k, noun) or not _nothing_done_after(story, k):
        return None
    if doings[0] not in _LOSING and _for_another(story, k):
        return None  # "then baked 18 more for her neighbor": got for someone else, not kept
    return "-" if doings[0] in _LOSING else "+"


def _anothers_things(story: Words) -> bool:
    """A count said to be of someone's things ("25 of her mom's muffins", "10 of Tom's cards"): not the holder's."""
    said = [w for kind, w in story if kind == "W"]
    return any(w == "of" and any(x.endswith("'s") for x in said[n + 1:n + 3]) for n, w in enumerate(said))


_FOR_ONESELF = frozenset({"herself", "himself", "themselves", "itself", "myself", "ourselves", "yourself"})


def _for_another(story: Words, k: int) -> bool:
    """The clause after the count at k says it was got for a person ("for her neighbor", "for Ann", "for him", "for
    his friend's birthday"), not for the holder ("for herself") nor for a thing ("for his collection")."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] != "W"), len(story))
    rest = [w for _, w in story[k + 1:end]]
    for n, w in enumerate(rest):
        if w != "for" or rest[n + 1:n + 2] and rest[n + 1] in _FOR_ONESELF:
            continue
        whom = [x for x in rest[n + 1:n + 4] if x not in _PLAIN]
        if rest[n + 1:] in (["him"], ["her"], ["them"], ["me"], ["us"]) or whom and (whom[0].endswith("'s")
                or lemma(whom[0], "NOUN") in PEOPLE_NOUNS_EN or is_person_name(whom[0])):
            return True
    return False


def _same_thing(story: Words, k: int, noun: str) -> bool:
    """The count at k is of the thing: the thing again ("15 new photos"), "of them", "of the songs", "18 more"."""
    after = [w if kind == "W" else "." for kind, w in story[k + 1:k + 4]]
    if after[:2] == ["of", "them"] or after[:1] == ["of"] and noun_after(story, k + 1) in (noun, "one"):
        return True  # "of them", "of the songs", "of the old ones"
    if after[:1] in (["new"], ["old"], ["ones"]) and noun_after(story, k) == "one":
        return True  # "bought 10 new ones"
    if after[:1] == ["more"] and (after[1:2] in ([], ["."]) or after[1] in _NO_THING):
        return True  # "18 more", "46 more the next day", "27 more at a garage sale"
    return noun_after(story, k) == noun


def _nothing_done_after(story: Words, k: int) -> bool:
    """The rest of the clause after the count at k says where, when or to whom, never a doing or a condition of its own
    ("to make lunch", "that did n't fit") nor more given ("and 2 to Ann")."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] != "W"), len(story))
    rest = [w for _, w in story[k + 1:end] if w not in _AFTER]
    return not any(verb_lemma(w) or w.endswith("ing") or w in _JOINING for w in rest)


def _level_asked(story: Words, question: list[str], noun: str, lost: bool, place: str) -> bool:
    """The question asks the holder's level after the changes: "how many muffins would she have", "does the shop have
    now", "were still on her tablet", "did Emily end up with", "have left" after a loss; the thing or none named, no
    doing of the story's asked, no goal ("to grade")."""
    asked = head_noun(question[2:])
    if asked not in ("", noun):
        return False
    known = {w for kind, w in story if kind == "W"}
    doings = {lemma(w, "VERB") for w in known if w in _LOSING | _GETTING}
    said = question[2:]
    if "to" in said or any(w not in _QUESTION and noun_at(w) != noun and (w not in known or lemma(w, "VERB") in doings)
                           for w in said):
        return False
    if not _holder_asked(story, said):
        return False
    ended = "end" in said and said[said.index("end") + 1:said.index("end") + 3] == ["up", "with"]
    level = bool(set(said) & _LEVEL) or ended or bool(set(said) & {"have", "has"}) and bool(set(said) & _PRESENT)
    level = level or "be" in said and bool(place) and said[-1:] == [place]  # "how many would be in the bin"
    return level and (lost or "left" not in said)  # "left" asks after a loss


def _holder_asked(story: Words, said: list[str]) -> bool:
    """The one asked about is the story's holder: a pronoun, or the words the story opens with before its first doing
    ("the shop" of "A shop had 50 kites"), never "her friend" of "gave 15 stamps to her friend"."""
    aux = next((n for n, w in enumerate(said) if w in _AUXILIARY), None)
    if aux is None:
        return True
    stop = next((n for n in range(aux + 1, len(said)) if said[n] in _ASKED_AFTER), len(said))
    opening = [w for kind, w in story if kind == "W"]
    holder = set(opening[:next((n for n, w in enumerate(opening) if w in START_VERBS), 0)])
    return set(said[aux + 1:stop]) <= holder | _PRONOUNS


def _part_asked(story: Words, i: int, j: int, question: list[str], noun: str) -> bool:
    """Two counts told apart by a place or a time ("24 photos on her phone and 10 on her laptop", "in the morning and
    … in the afternoon"), and the question names one of them: a part asked, not the whole."""
    own = {w for w in words_between(story, i, j) if w not in _PLAIN and noun_at(w) != noun}
    end = next((x for x in range(j + 1, len(story)) if story[x][0] != "W"), len(story))
    told_after = {w for _, w in story[j + 1:end] if w not in _PLAIN and noun_at(w) != noun}
    apart = own - {w for w in own if not _place_word(story, i, w)}
    return bool(apart) and bool((apart | told_after) & set(question))


def _place_word(story: Words, i: int, word: str) -> bool:
    """A word of the first count's own place or time, not a sort between the number and its noun ("rock songs")."""
    run = [w for kind, w in story[i + 1:i + 4] if kind == "W"]
    head = next((n for n, w in enumerate(run) if noun_at(w) == noun_after(story, i)), -1)
    return word not in run[:head + 1]


def _start_place(story: Words, i: int) -> str:
    """Where the start is: "had 30 melons in a crate" (crate), "40 cups on a shelf" (shelf), or ""."""
    end = next((x for x in range(i + 1, len(story)) if story[x][0] != "W"), len(story))
    rest = [w for _, w in story[i + 1:end]]
    at = next((n for n, w in enumerate(rest) if w in ("in", "on")), None)
    return rest[-1] if at is not None and len(rest) - at <= 3 and rest[-1].isalpha() else ""


def _told_place(story: Words, k: int) -> str:
    """Where the change at k is said to be, in its own clause ("deleted 11 of the songs from her phone": phone), or ""."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] != "W"), len(story))
    rest = [w for _, w in story[k + 1:end]]
    at = next((n for n, w in enumerate(rest) if w in ("in", "on", "from")), None)
    return rest[-1] if at is not None and len(rest) - at <= 3 and rest[-1].isalpha() else ""


def _put_in(story: Words, k: int, place: str) -> bool:
    """The things at k put in or on the start's place, and nothing else said after: "put 9 more in the crate"."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] != "W"), len(story))
    rest = [w for _, w in story[k + 1:end]]
    return rest[-2:] in (["in", place], ["on", place])
