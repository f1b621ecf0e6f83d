"""Several people named, each with the same amount, asked of all of them together: "Mary, Sam, Keith, and Alyssa each
have 6 baseball cards. How many baseball cards do they have in all?" (4*6). Read with equal_groups.py's view of a
story (its words, its question's start, its changes); moved out of it whole.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import ASKING_WORDS, CHANGE_WORDS, STOP_WORDS, noun_at, noun_after, question_start, word_pairs
from .tokens import Tok
from .triggers import triggered_by


# "Mary, Sam, Keith, and Alyssa each have 6 baseball cards. How many baseball cards do they have in all?": one
# group per person named, of the one size told; asked of all of them ("they") in all
_EACH_HAVE = frozenset({"have", "own"})
_ALL_OF_THEM = frozenset({"how", "many", "do", "they", "have", "in", "all", "altogether", "together", "total",
                          "combined"})


@triggered_by(text=("each have", "each own"))
def read_each_of_several(tokens: list[Tok], slots: Slots) -> Task | None:
    words = word_pairs(tokens, slots)
    start = question_start(words)
    numbers = [k for k, (kind, _) in enumerate(words) if kind == "NUM"]
    if start <= 0 or len(numbers) != 1 or any(kind == "W" and w in CHANGE_WORDS for kind, w in words):
        return None
    at = numbers[0]
    said = [w for _, w in words[:at]]
    if len(said) < 5 or said[-1] not in _EACH_HAVE or said[-2] != "each" or "and" not in said[:-2]:
        return None
    people = _named_people(said[:-2])
    if people is None or not 2 <= len(people) <= 12:
        return None
    story_end = [w for _, w in words[at + 1:start]]
    noun = noun_after(words, at)
    question = [w for kind, w in words[start:] if kind == "W"]
    told_after = words[at + 1:start]
    if not noun or len(told_after) > 4 or any(kind == "P" for kind, _ in told_after[:-1]) \
            or any(w not in story_end and noun_at(w) != noun and w not in _ALL_OF_THEM for w in question) \
            or question[:2] != ["how", "many"] or all(noun_at(w) != noun for w in question) \
            or "they" not in question \
            or not {"all", "altogether", "together", "total", "combined"} & set(question):
        return None
    number = slots.number(words[at][1])
    if number.percent or number.ordinal or number.value <= 0:
        return None
    return Task("expr", {"expression": f"{len(people)}*{number.plain()}"}, source="parser")


def _named_people(said: list[str]) -> list[str] | None:
    """"mary, sam, keith, and alyssa" (commas dropped by the lexicon): one word a person, the last after "and";
    None where any item is not one plain word (so "my sister" or "the twins" are not counted)."""
    items = [w for w in said if w not in (",", "and")]
    if said.count("and") != 1 or said[-2] != "and" or not all(w.isalpha() for w in items) \
            or any(w in STOP_WORDS or w in ASKING_WORDS - {"i", "we"} or w in ("my", "our", "his", "her") for w in items):
        return None
    return items


# "A pen and 2 notebooks cost $5 each": each of the three things, or each notebook, the pen's price untold?
_ITEM_BESIDE_A_COUNT = re.compile(r"\b(?:a|an|one) [a-z]+ and <n\d+> [a-z]+ (?:cost|costs|are|were|at|for) [^.?!]*\beach\b")


def item_beside_a_count_each(slotted: str) -> bool:
    """An item said beside a count of another, priced "each" (guards.py)."""
    return _ITEM_BESIDE_A_COUNT.search(slotted) is not None
