"""The rest of a whole told "A of the B" in a chat message, asked as what is left (issue 15, the chats corpus): "I've run
12 of the 26 miles, how many are left", "sold 45 of our 60 tickets, how many are left?", "we've driven 120 of the 480
miles, how many miles to go?", "done 8 of my 20 problems so far, how many do I still have to do?".

Two amounts, the part, "of", determiners at most, then the whole (larger than the part), told before the question; no
percentage; the question asks the rest ("left", "to go", "remaining", "still") and every other word of it is a question
word or a word of the story ("how many hours to go" of miles asks another unit; "how many did my sister eat" another
doer): B − A. No hedge, negation, condition, repetition or second step ("about", "not", "if", "twice", "and gave 2
away": a third amount), and no "left" in the story itself ("3 of the 12 kids left early": who is left?).
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, part_of_whole_told
from .triggers import triggered_by

_REST_ASKED = ("left", "to go", "remaining", "remain", "remains", "still")
_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "over", "under", "or", "if", "unless",
             "when", "not", "no", "never", "n't", "twice", "again", "each", "per", "every", "than", "except", "another",
             "other", "else", "would", "should", "could", "percent", "percentage", "half", "quarter", "third",
             # "all but 3 of the 20 sheep ran away", "spent all but $15 of my $40": the part is what is left
             "but", "all",
             # another time asked than the story's
             "year", "month", "week", "today", "tomorrow", "yesterday", "tonight", "next", "last")
_QUESTION_WORDS = frozenset({"how", "many", "much", "more", "are", "is", "was", "were", "there", "do", "does", "did", "i",
                             "we", "you", "they", "have", "has", "had", "to", "go", "left", "remaining", "remain",
                             "remains", "still", "need", "needs", "the", "my", "our", "of", "them", "it", "that", "so",
                             "far", "yet", "get", "through"})


@triggered_by(types=("LEFT_ASK",), words=("left", "go", "remaining", "remain", "remains", "still"))
def read_rest_of_whole_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens) \
            or Said(tokens).any(_NOT_READ):
        return None
    told = part_of_whole_told(tokens)
    if told is None or Said(tokens[:told[2]]).any(_REST_ASKED):
        return None  # "A of [the] B" told before the question; "3 of the 12 kids left early": no rest asked
    a, b, start = told
    question = tokens[start:]
    if not Said(question).any(_REST_ASKED) or not any(t.type == "HOW_MANY" for t in question):
        return None
    story = {w.rstrip("s") for t in tokens[:start] for w in t.value.lower().split() if w.isalpha()}
    for t in question:
        for w in t.value.lower().split():
            if w.isalpha() and w not in _QUESTION_WORDS and w.rstrip("s") not in story:
                return None
    part, whole = slots.number(tokens[a].value), slots.number(tokens[b].value)
    if part.percent or whole.percent or part.ordinal or whole.ordinal or not 0 < part.value < whole.value:
        return None
    return Task("expr", {"expression": f"{whole.plain()}-{part.plain()}"}, source="parser")
