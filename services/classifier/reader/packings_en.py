"""Containers needed for a number of things the question names, each container's size told first (issue 15,
h/gsen1): "A carton holds 12 eggs. How many cartons are needed for 100 eggs?" (ceil(100/12) = 9), "Tennis balls
come in cans of 3. How many cans are needed for 20 balls?", "Pencils come in boxes of 10. How many boxes do I need to
buy to get at least 73 pencils?", "Each tray holds 24 cupcakes. How many trays are needed for 150 cupcakes?".

The story tells one size (a container that holds S things, "<containers> of S", "S things to a <container>"), the
question asks how many of those containers are needed ("need", "needed", "required", "at least") for T of the same
things. The last container may go part full, and the words say it is needed, so the count rounds up. A change ("3
are broken", "already has"), a person as the container, a price, another thing counted or a question that says
more than the asking words and the story's own goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import PEOPLE_COUNTED, noun_after, noun_at, question_start, word_pairs
from .tokens import TYPE_OF, Tok
from .triggers import triggered_by

_HOLDS = frozenset({"holds", "hold", "contains", "contain", "has", "fits", "carries", "takes", "seats"})
_NEEDED = frozenset({"need", "needed", "needs", "required"})
_CHANGES = frozenset({
    "more", "less", "fewer", "already", "left", "extra", "broken", "break", "broke", "not", "n't", "no", "except",
    "only", "half", "twice", "times", "%", "$", "cost", "costs", "price", "dollars", "cents", "if", "full", "empty",
    "lost", "gave", "ate", "sold", "other", "another", "also", "and", "or", "but", "then", "most",
    "average", "about", "around", "nearly", "per",
})
_ASKING = frozenset({"how", "many", "are", "is", "will", "be", "for", "to", "hold", "pack", "carry", "fit", "get",
                     "have", "buy", "must", "should", "do", "does", "did", "would", "i", "you", "we", "they", "he",
                     "she", "it", "at", "least", "the", "all", "of", "them", "store", "put", "make", "needed", "need",
                     "needs", "required", "a", "an", "there", "these", "those"})


def _size(words: list[tuple[str, str]], i: int, container: str) -> tuple[bool, str]:
    """Whether the number at i is one container's size ("a carton holds 12", "cans of 3", "8 pencils to a box"),
    and the things it counts ("" where not said)."""
    back = [words[i - k][1] if i - k >= 0 else "" for k in range(1, 4)]
    things = noun_after(words, i)
    if back[0] in _HOLDS and noun_at(back[1]) == container:
        return True, things  # "a carton holds 12 eggs", "each tray holds 24 cupcakes"
    if back[0] == "of" and noun_at(back[1]) == container and back[2] not in ("a", "an", "one"):
        return True, things  # "cans of 3", "boxes of 10"
    after = [w for _, w in words[i + 1:i + 5]]
    at = 1 if things else 0  # "8 pencils to a box", "8 to a box"
    if after[at:at + 2] in (["to", "a"], ["in", "a"]) and noun_at(after[at + 2] if len(after) > at + 2 else "") \
            == container:
        return True, things
    return False, ""


@triggered_by(text=("how many",))
def read_containers_needed(tokens: list[Tok], slots: Slots) -> Task | None:
    if list(map(TYPE_OF, tokens)).count("NUM") != 2:
        return None  # the cheap count first: word_pairs gives each NUM token one pair, and two are read
    words = word_pairs(tokens, slots)
    numbers = [k for k, (kind, _) in enumerate(words) if kind == "NUM"]
    start = question_start(words)
    if len(numbers) != 2 or start <= 0 or not numbers[0] < start <= numbers[1]:
        return None  # the size in the story, the things needed in the question
    said = {w for kind, w in words if kind == "W"}
    if said & _CHANGES or "$" in slots.original:
        return None
    if any(w in ("each", "every") and noun_at(words[k + 1][1] if k + 1 < len(words) else "") != noun_at(
            next((w2 for _, w2 in words[start + 2:start + 3]), "")) for k, (_, w) in enumerate(words)):
        return None  # "each" only of the container asked ("each tray holds 24"), never "3 for each child"
    question = [w for kind, w in words[start:] if kind == "W"]
    if question[:2] != ["how", "many"] or len(question) < 3 or "how" in question[2:]:
        return None
    container = noun_at(question[2])
    if container in PEOPLE_COUNTED or not (_NEEDED & set(question) or "at least" in " ".join(question)):
        return None
    is_size, size_things = _size(words, numbers[0], container)
    if not is_size:
        return None
    story_nouns = {noun_at(w) for kind, w in words[:start] if kind == "W"}
    needed_things = noun_after(words, numbers[1])
    if not needed_things or needed_things != (size_things or needed_things) or needed_things not in story_nouns:
        return None  # "a box holds 6 pens … for 84 pencils": other things
    if any(w not in _ASKING and noun_at(w) not in story_nouns | {container} for w in question if w.isalpha()):
        return None  # the question says more than it asks
    size, total = (slots.number(words[k][1]) for k in numbers)
    if size.percent or total.percent or size.value <= 0 or total.value <= 0 or size.value != int(size.value) \
            or total.value != int(total.value) or total.value < size.value:
        return None  # fewer things than one container holds: "1 box" or the question is another (test_rates.py)
    if total.value % size.value == 0:
        return Task("expr", {"expression": f"{total.plain()}/{size.plain()}"}, source="parser")
    return Task("expr", {"expression": f"ceil({total.plain()}/{size.plain()})"}, source="parser")
