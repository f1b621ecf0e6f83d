"""Two steps the words state, in English (issue 15, MAWPS multi-step): a first step gives a count from two of the
story's three numbers, a second takes it with the third, each step one the one-step readers know.

The first step (`first_step_of`): two counts of one thing added ("bought 5 boxes of lemon tea and 3 boxes of mint tea",
"6 crates on Monday and 4 more crates on Tuesday"), or a start less what was sold, eaten, given, used or lost ("had 40
kittens. It sold 16 of them", "handed out 5"), or a start and another batch got ("had 18 robots. It got another 30 robots").
The second step, on that count:
- a size each of its groups holds, asked of the things held: "Each box has 20 tea bags. How many tea bags … in all?"
  ((5 + 3) * 20); what is left asked as left or now ("… gave 7 boxes away. Each box has 6 crackers. How many crackers
  does Adam have left?": (13 - 7) * 6);
- the count put into groups of a size, asked how many groups: "… put the rest into pens with 4 in each pen. How many
  pens did it use?" ((40 - 16) / 4), only where they come out even; the size may be told first ("packing jars with 6
  pickles in each jar. She had 20 dill pickles and 16 sweet pickles": (20 + 16) / 6; a rest only "with the rest");
- the count shared equally among a number of people, asked what each gets ((45 - 13) / 4).
And one shape of its own (`_each_of_two_sorts`): groups counted, each holding two sorts of one thing ("6 vases. Each
vase has 4 red roses and 5 white roses. How many roses … altogether?": 6 * (4 + 5)).

Every number is used once, in the order of the steps the words tell, or the request is not read here: a fourth number,
a word of doubt or negation, another person beside the story's one, a kin of theirs doing something, a thing of
another noun or a sort asked (one box of mint tea), a count in the question, "how many more", "each" asked of the
total, what is left of a start below what was taken, a count of groups that is not whole.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import head_noun, noun_at, noun_after
from .first_steps_en import (EACH_WORDS, GAIN_VERBS, LOSS_VERBS, Words, clause_around, first_step_of, run_after,
                             thing_after, words_between)
from .kinds_en import KINDS
from .three_counts_en import NOT_ASKED, UNSURE_WORDS, sort_asked, three_counts_asked, unknown_words, without_stuff_named
from .tokens import Tok
from .triggers import triggered_by

_HOLDS = frozenset({"has", "had", "have", "holds", "held", "hold", "contains", "contained", "contain", "carries",
                    "carried", "carry", "takes", "took", "fits", "fit"})
_IN = frozenset({"in", "on", "at", "inside"})
_TOTAL = frozenset({"all", "total", "altogether", "together", "combined"})
_LEFT = frozenset({"left", "now", "still", "remaining"})
_SHARED = frozenset({"shared", "divided", "split", "shares", "divides", "splits"})
_EVENLY = frozenset({"equally", "evenly"})
_AMONG = frozenset({"among", "between", "amongst"})
_REST = frozenset({"rest", "remaining"})


@triggered_by(text=("each", "every"))
def read_two_steps(tokens: list[Tok], slots: Slots) -> Task | None:
    told = three_counts_asked(tokens, slots)
    if told is None or {w for _, w in told[0]} & UNSURE_WORDS:
        return None
    _, story, question, at, values = told
    question = _pieces_as_stuff(without_stuff_named(story, question))
    rest_used = question[-2:] == ["with", "rest"]  # "how many bags could he make with the rest"
    question = question[:-2] if rest_used else question
    if unknown_words(story, question) or set(question) & NOT_ASKED or sort_asked(story, question):
        return None
    counts = dict(zip(at, values))
    reading = _groups_by_size(story, question, counts, rest_used) \
        or (None if rest_used else _each_of_two_sorts(story, question, counts))
    if reading is None:
        return None
    expression, value = reading
    if value <= 0 or value.denominator != 1:
        return None  # less than nothing, or groups that do not come out even: which answer is meant is not said
    return Task("expr", {"expression": expression}, source="parser")


def _size_each(story: Words, k: int) -> tuple[str, str] | None:
    """The group and the thing of a size each group holds, at the number at k: "each box has 20 tea bags", "if each
    bag had 10 marbles", "each of the shelves had exactly 6 books", "with 4 in each pen", "12 treats on each tray" (box,
    bag, shelf, pen, tray; the thing, "" unsaid)."""
    said = [w for _, w in story[max(0, k - 5):k]]
    if said[-1:] == ["exactly"]:
        said = said[:-1]  # "each of the shelves had exactly 6 books"
    if said[-2:-1] in (["can"], ["could"]):
        said = [*said[:-2], said[-1]]  # "each van can hold 8 people"
    before = said[-3:]
    if len(before) == 3 and before[0] in EACH_WORDS and before[2] in _HOLDS and before[1].isalpha():
        return noun_at(before[1]), thing_after(story, k)
    group = _each_then_and_holds(story, k)
    if group:
        return group, thing_after(story, k)
    if said[-4:-2] == ["each", "of"] and said[-1] in _HOLDS and said[-2].isalpha():
        return noun_at(said[-2]), thing_after(story, k)  # "each of the shelves had 6 books"
    after = [w if kind == "W" else "." for kind, w in story[k + 1:k + 6]]
    for n in (0, 1, 2):
        if after[n:n + 2] and after[n] in _IN and after[n + 1:n + 2] and after[n + 1] in EACH_WORDS \
                and len(after) > n + 2 and after[n + 2].isalpha():
            thing = noun_at(after[n - 1]) if n else ""
            group = _put_into(story, k) if after[n + 2] == "one" else noun_at(after[n + 2])
            return (group, thing) if group else None
    return None


def _pieces_as_stuff(question: list[str]) -> list[str]:
    """"How many pieces of candy": the stuff asked, counted in pieces (`_held_thing_asked`)."""
    return [*question[:2], *question[4:]] if question[2:4] == ["pieces", "of"] else question


def _each_then_and_holds(story: Words, k: int) -> str:
    """The group of "Each album came with a poster and had 10 songs": each of a group, a few words of its own (no
    number, no stop), then "and" and a verb of holding right before the number at k; "" where it is not said so."""
    first = max((x for x in range(k) if story[x][0] == "P"), default=-1) + 1
    said = story[first:k]
    words = [w for _, w in said][1:] if said[:1] == [("W", "if")] else [w for _, w in said]
    if any(kind != "W" for kind, _ in said) or not 5 <= len(words) <= 8 or words[-2:-1] != ["and"] \
            or words[-1] not in _HOLDS or words[0] not in EACH_WORDS or not words[1].isalpha():
        return ""
    return noun_at(words[1])


def _put_into(story: Words, k: int) -> str:
    """The groups "each one" names: the noun things were put into before the number at k, in its clause ("put the rest
    into folders with 6 files in each one": folder), or ""."""
    clause = [w for _, w in clause_around(story, k)]
    into = [n for n, w in enumerate(clause) if w == "into" and story[k][1] in clause[n:]]
    if not into or clause[into[-1] + 2:into[-1] + 3] != ["with"]:
        return ""
    return noun_at(clause[into[-1] + 1])


def _groups_by_size(story: Words, question: list[str], counts: dict[int, Fraction],
                    rest_used: bool = False) -> tuple[str, Fraction] | None:
    """The first step's count, then a size each group holds (×), groups of a size (÷) or sharers (÷); the size may be
    told before the counts ("making bags with 4 candies in each bag. He had 30 candies and ate 6 of them. How many bags
    could he make with the rest?"), of the whole thing only ("6 dill pickles in each jar" is of one sort)."""
    at = sorted(counts)
    asked = head_noun(question[2:])
    for k in at:
        i, j = [x for x in at if x != k]
        if k < j and k > i:
            continue  # the size told between the first step's numbers: which goes with which is not told
        first = first_step_of(story, i, j, counts) \
            or k < i and _kinds_summed(story, question, i, j, counts, _size_each(story, k))
        if not first:
            continue
        noun, expression, value, how = first
        if _more_after(story, k) or rest_used and (how != "rest" or k > j):
            continue  # "among 4 friends and herself", "with 4 in each pen and 2 in the last": not all the groups told;
            # "with the rest" asked of a count no loss left, or beside the groups the rest was put into
        size = _size_each(story, k)
        if size is not None and _stuff_of_one_sort(story, i, j, size[1]):
            continue  # "10 boxes of pens and 4 boxes of pencils. Each box has 6 pens": pencil boxes of pens?
        total_asked = bool(set(question) & _TOTAL)
        left_asked = bool(set(question) & _LEFT)
        asked_as_told = how == "sum" and total_asked and not left_asked \
            or how == "rest" and left_asked and not total_asked  # in all after a sum, left after a loss
        if size is not None and size[0] == noun and _held_thing_asked(story, i, j, size[1], asked) \
                and "each" not in question and not _capacity_said(story, k) \
                and asked_as_told:
            return f"{expression}*{counts[k]}", value * counts[k]
        # "with 6 pickles in each jar. She had 20 … and 16 …"; a rest only where the question puts "the rest" in
        told_first = k < i and not run_after(story, k)[:-1] and (how == "sum" or rest_used)
        if size is not None and (k > j and _put_after(story, j, k, how) or told_first) and size[1] in ("", noun) \
                and asked == size[0] and not total_asked and not left_asked and "each" not in question:
            return f"{expression}/{counts[k]}", value / counts[k]
        shared = _shared_among(story, j, k)
        if shared is not None and k > j and how == "rest" and _each_gets(question, shared, noun):
            return f"{expression}/{counts[k]}", value / counts[k]
    return None


def _capacity_said(story: Words, k: int) -> bool:
    """"Each van can hold 8 people": what a group may hold, not what it holds (groups of it may be counted, never
    their contents)."""
    return bool({w for _, w in story[max(0, k - 3):k]} & {"can", "could"})


def _kinds_summed(story: Words, question: list[str], i: int, j: int, counts: dict[int, Fraction],
                  size: tuple[str, str] | None) -> tuple[str, str, Fraction, str] | None:
    """Two kinds of the thing a size told first holds, on kinds_en.py's closed list, told as one "and" ("each van can
    hold 8 people and there are 22 students and 2 adults going"): the things, summed; children alone are not all the
    people ("40 boys and 5 girls": the grown-ups going are untold); a kind named in the question ("how many buses will
    the students need") asks of it alone."""
    if size is None or not size[1]:
        return None
    kinds = KINDS.get(size[1], frozenset())
    nouns = {noun_after(story, i), noun_after(story, j)}
    between = words_between(story, i, j)
    if len(nouns) != 2 or not nouns <= kinds or size[1] in ("people", "person") and nouns <= {"boy", "girl"} \
            or between[-1:] != ["and"] or len(between) > 3 or noun_at(between[0]) not in nouns \
            or {noun_at(w) for w in question} & nouns:
        return None
    a, b = counts[i], counts[j]
    return size[1], f"({a}+{b})", a + b, "sum"


def _more_after(story: Words, k: int) -> bool:
    """Words after the third number's noun in its clause that add to it ("and herself", "but one", "and 2 in the last
    pen")."""
    end = next((x for x, (kind, _) in enumerate(story[k + 1:]) if kind == "P"), len(story))
    words = [w for kind, w in story[k + 1:k + 1 + end] if kind == "W"]
    # "each van can hold 8 people and there are 22 students …": the story's next clause, not more of the groups
    words = next((words[:x] for x in range(len(words) - 1) if words[x:x + 2] in (["and", "there"], ["and", "if"])),
                 words)
    return bool(set(words) & {"and", "but", "except", "plus", "besides", "herself", "himself", "themselves"})


def _stuffs(story: Words, i: int, j: int) -> list[str]:
    """The contents the two counts name ("7 boxes of chocolate candy and 3 boxes of caramel candy": candy, candy)."""
    stuffs = []
    for k in (i, j):
        words = [w for _, w in story[k + 1:k + 4]]
        if "of" in words[1:3]:
            stuffs.append(noun_after(story, k + 1 + words.index("of")))
    return stuffs


def _stuff_of_one_sort(story: Words, i: int, j: int, thing: str) -> bool:
    """The two counts' contents named apart ("boxes of pens", "boxes of pencils") and the size's thing one of them:
    the size is told of one sort only."""
    stuffs = set(_stuffs(story, i, j))
    return len(stuffs) == 2 and thing in stuffs


def _held_thing_asked(story: Words, i: int, j: int, thing: str, asked: str) -> bool:
    """The question asks the thing each group holds, or, where a group holds pieces, the stuff both counts' groups
    are of ("7 boxes of chocolate candy and 3 boxes of caramel candy. If each box has 8 pieces inside it, how much
    candy"): pieces of that stuff."""
    stuffs = _stuffs(story, i, j)
    return bool(thing) and (asked == thing or thing == "piece" and len(stuffs) == 2 and stuffs[0] == stuffs[1] == asked)


def _put_after(story: Words, j: int, k: int, how: str) -> bool:
    """Between the first step and the size, the count is put into the groups: "the rest" after a loss, the things
    (or them, all of them) after a sum or a batch got."""
    between = words_between(story, j, k)
    if how == "rest":
        return bool(set(between) & _REST)
    return not set(between) & (_REST | LOSS_VERBS)


def _shared_among(story: Words, j: int, k: int) -> str | None:
    """The sharers' noun where the number at k says "shared the rest equally among 4 friends", else None."""
    between = words_between(story, j, k)
    if not set(between) & _SHARED or not set(between) & _EVENLY or not set(between) & _REST \
            or not between or between[-1] not in _AMONG:
        return None
    return noun_after(story, k) or None


def _each_gets(question: list[str], sharers: str, noun: str) -> bool:
    """"How many stamps did each friend get": the thing, then each of the sharers getting."""
    at = question.index("each") if "each" in question[:-1] else -1
    return len(question) >= 6 and noun_at(question[2]) == noun and at > 0 and noun_at(question[at + 1]) == sharers \
        and question[-1] in ("get", "receive", "have")


def _one_thing_asked(thing_a: str, thing_b: str, asked: str) -> bool:
    """Both amounts count the thing asked: sorts of it ("4 red roses and 5 white roses … roses") or two of its kinds
    on kinds_en.py's closed list ("6 ducks and 4 geese … birds"; not girls and boys asked as people: grown-ups
    untold)."""
    if thing_a == thing_b:
        return asked == thing_a
    kinds = KINDS.get(asked, frozenset())
    return {thing_a, thing_b} <= kinds and not (asked in ("people", "person") and {thing_a, thing_b} <= {"boy", "girl"})


def _each_of_two_sorts(story: Words, question: list[str], counts: dict[int, Fraction]) -> tuple[str, Fraction] | None:
    """Groups counted, each holding two sorts of one thing, all of it asked: "6 vases. Each vase has 4 red roses and 5
    white roses" (6 * (4 + 5)), "8 tables, with 3 blue chairs and 2 green chairs at each table", "Each of the 5 boxes
    has 3 red pencils and 4 blue pencils", two kinds asked by their name ("Each pond has 6 ducks and 4 geese …
    birds")."""
    n, a, b = sorted(counts)
    asked = head_noun(question[2:])
    thing_a, thing_b = noun_after(story, a), noun_after(story, b)
    group = noun_after(story, n)
    if not thing_a or not _one_thing_asked(thing_a, thing_b, asked) or not set(question) & _TOTAL or not group \
            or "each" in question:
        return None
    between = words_between(story, a, b)
    if between[-1:] != ["and"] or len(between) > 4 or set(between) & (LOSS_VERBS | GAIN_VERBS):
        return None
    if _said_of_its_own(story, b):
        return None  # "…, and 4 blue pencils are loose in the drawer": not held by each group
    told_first = [w for _, w in story[max(0, a - 3):a]]
    after_b = [w for kind, w in story[b + 1:b + 7] if kind == "W"]
    each_before = len(told_first) >= 2 and told_first[-3:][0] in EACH_WORDS and noun_at(told_first[-2]) == group \
        and told_first[-1] in _HOLDS | {"are"}
    each_before = each_before or told_first[-3:] == ["in", "each", told_first[-1]] \
        or told_first[-2:] == ["there", "are"] and story[max(0, a - 4)][1] in EACH_WORDS
    each_of = [w for _, w in story[max(0, n - 2):n]] == ["each", "of"] and told_first[-1:] == ["has"]
    each_after = any(after_b[x:x + 3] == [p, "each", w] for x in range(len(after_b)) for p in _IN for w in after_b
                     if noun_at(w) == group)
    if not (each_before or each_of or each_after):
        return None
    return f"{counts[n]}*({counts[a]}+{counts[b]})", counts[n] * (counts[a] + counts[b])


# Verbs that give the second sort a clause of its own ("2 oranges are in the bowl", "5 white roses lie on the table")
_OWN_VERBS = frozenset({"is", "are", "was", "were", "lie", "lies", "lay", "sit", "sits", "sat", "stand", "stands",
                        "stood", "remain", "remains", "remained", "hang", "hangs", "wait", "waits", "go", "went"})


def _said_of_its_own(story: Words, b: int) -> bool:
    """Whether the count at b is the subject of a clause of its own up to the sentence's end ("and 2 oranges are in
    the bowl", "and 2 books are missing from each"), so no group is said to hold it."""
    for kind, word in story[b + 1:]:
        if kind == "P" and word != ",":
            return False
        if kind == "W" and word in _OWN_VERBS:
            return True
    return False

