"""Two steps, in English (issue 15, MAWPS multi-step): a first step's count, then that count put into a number of
groups the same in each, asked how many each group holds; equal_groups.py's one step ("put the pictures into 8
albums. How many pictures were in each album?") on first_steps_en.py's count.

- two counts of one thing added, or a start less a loss, then put, sorted or split into the groups: "took 24 photos
  at the zoo and 16 photos at the park. He put all the photos into 5 albums with the same number of photos in each
  album. How many photos were in each album?" ((24 + 16) / 5), "gave 9 of them to her friend and put the rest into 4
  books …" ((45 - 9) / 4);
- a part put into one group and the rest into the others: "uploaded 47 pictures to her blog. She put 15 pictures into
  one album and put the rest into 4 different albums. How many pictures were in each album?" ((47 - 15) / 4).

The groups are told right after their count ("into 5 albums", "into 4 different albums", "into 6 equal bags"), with at
most "with the same number (amount) of photos in each album" after them, and the question asks the thing of the
first step in each of those groups. Slow: whatever three_counts_en.py's story refuses (doubt, negation, a fourth
number, two people, a question word the story never says), a sort asked, a count not whole, a part above the start,
a part of another thing, the groups or one group asked, another clause after the groups.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import head_noun, noun_after, noun_at
from .first_steps_en import LOSS_VERBS, START_VERBS, Words, first_step_of, words_between
from .three_counts_en import UNSURE_WORDS, sort_asked, three_counts_asked, unknown_words
from .tokens import Tok
from .triggers import triggered_by

_PUTTING = frozenset({"put", "sorted", "split", "packed", "placed", "divided", "separated", "arranged", "shared"})
_REST = frozenset({"rest", "remaining"})
# Making or getting a start of things the one-step readers know as a start, and the ways pictures or files come
_START = START_VERBS | {"uploaded", "downloaded", "took", "scanned", "saved", "drew", "wrote"}
_SAME_EACH = frozenset({"same", "equal"})
# "How many photos were in each album", "… would be in each of the albums", "… could go in each bag", "… went into"
_HOLDING = frozenset({"were", "are", "was", "is", "be", "go", "went", "fit", "put"})
# A clipped name of a thing ("put 11 pics into one album" of 51 pictures)
_CLIPPED = {"pic": "picture"}
_ASKING = frozenset({"how", "many", "much", "would", "will", "could", "can", "did", "does", "do", "he", "she", "they",
                     "i", "we", "you"})


@triggered_by(text=("into",))
def read_split_steps(tokens: list[Tok], slots: Slots) -> Task | None:
    told = three_counts_asked(tokens, slots)
    if told is None or {w for _, w in told[0]} & UNSURE_WORDS:
        return None
    _, story, question, at, values = told
    asked = _each_group_asked(question)
    if asked is None or unknown_words(story, question) or sort_asked(story, question):
        return None
    thing, group = asked
    i, j, k = at
    counts = dict(zip(at, values))
    groups = _groups_told(story, k)
    if groups is None or groups[0] != group or group == thing:
        return None
    first = _part_in_one(story, i, j, counts, group) or first_step_of(story, i, j, counts)
    if first is None:
        return None
    noun, expression, value, how = first
    if noun != thing or not _put_between(story, j, k, how, thing):
        return None
    if groups[1] and _CLIPPED.get(groups[1], groups[1]) != thing:
        return None  # "with the same number of stickers in each box" of another thing than the first step's
    shared = value / counts[k]
    if shared <= 0 or shared.denominator != 1:
        return None  # groups that do not come out even: which answer is meant is not said
    return Task("expr", {"expression": f"{expression}/{counts[k]}"}, source="parser")


def _each_group_asked(question: list[str]) -> tuple[str, str] | None:
    """(the thing, the group) of "how many photos were in each album", "how many flyers would be in each of the
    piles", "how many cards went into each box"; None for any other question."""
    thing = head_noun(question[2:])
    if not thing or question[:2] != ["how", "many"] or "each" not in question:
        return None
    at = question.index("each")
    after = question[at + 1:]
    group = after[1:] if after[:1] == ["of"] else after
    before = question[3:at]
    if len(group) != 1 or not group[0].isalpha() or not before or before[-1] not in ("in", "into") \
            or not set(before[:-1]) <= _HOLDING | _ASKING:
        return None
    return thing, noun_at(group[0])


def _groups_told(story: Words, k: int) -> tuple[str, str] | None:
    """(the group, the thing said in each or "") of "into 5 albums", "into 4 different albums", "into 6 equal bags",
    "into 5 albums with the same number of photos in each album", told at the number at k; None where the clause says
    anything else after it."""
    if k < 1 or story[k - 1] != ("W", "into"):
        return None
    end = next((x for x in range(k + 1, len(story)) if story[x][0] != "W"), len(story))
    words = [w for _, w in story[k + 1:end]]
    if end < len(story) and story[end][0] != "P":
        return None  # another number in the clause
    if words[:1] and words[0] in ("different", "equal"):
        words = words[1:]
    if not words or noun_at(words[0]) != noun_after(story, k):
        return None
    group, rest = noun_at(words[0]), words[1:]
    if not rest:
        return group, ""
    if rest[:2] not in (["with", "same"], ["with", "equal"]) or rest[2:3] not in (["number"], ["amount"]):
        return None
    rest = rest[3:]
    thing = ""
    if rest[:1] == ["of"]:
        thing, rest = noun_at(rest[1]) if rest[1:2] else "", rest[2:]
    if rest[:1] == ["in"] and rest[1:2] == ["each"] and [noun_at(w) for w in rest[2:]] == [group]:
        return group, thing
    return None


def _part_in_one(story: Words, i: int, j: int, counts: dict[int, Fraction], group: str,
                 ) -> tuple[str, str, Fraction, str] | None:
    """A start, then a part of it put into one of the groups ("uploaded 47 pictures … She put 15 pictures into one
    album and put the rest into 4 different albums"): the count left for the other groups, as first_step_of gives a
    rest; None where the words say anything else."""
    start_said = [w for kind, w in story[max(0, i - 3):i] if kind == "W"]
    noun = noun_after(story, i)
    if not noun or not set(start_said) & _START or set(start_said) & LOSS_VERBS:
        return None
    after = [w for kind, w in story[j + 1:j + 5] if kind == "W"]
    part_noun = _CLIPPED.get(noun_after(story, j), noun_after(story, j))
    into = after.index("into") if "into" in after else -1
    if into < 0 or after[into + 1:into + 3] != ["one", after[into + 2] if len(after) > into + 2 else ""] \
            or noun_at(after[into + 2]) != group or part_noun not in ("", noun) or into > 1:
        return None
    if words_between(story, i, j)[-1:] not in (["put"], ["placed"]):
        return None
    a, b = counts[i], counts[j]
    return (noun, f"({a}-{b})", a - b, "rest") if a > b else None


def _put_between(story: Words, j: int, k: int, how: str, thing: str) -> bool:
    """Between the first step and the groups, the whole count is put into them, and nothing but it is said after the
    putting: "and put the rest into" after a loss or a part, "put all the photos into", "sorted them into" after a sum;
    never "put the zoo photos into" (one part), nor "them" after more got (the batch, or all?)."""
    between = words_between(story, j, k)
    putting = max((x for x, w in enumerate(between) if w in _PUTTING), default=None)
    if putting is None or how not in ("sum", "rest") or between[-1:] != ["into"]:
        return False
    put = set(between[putting + 1:-1])
    own = {w for w in put if noun_at(w) == thing or _CLIPPED.get(noun_at(w)) == thing}
    if how == "rest":
        return bool(put & _REST) and put - own <= _REST | {"of", "them", "up"}
    return not put & _REST and put - own <= {"all", "of", "them", "up", "these", "both"}
