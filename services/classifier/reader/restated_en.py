"""A question that says its one-sentence story again, asking its one amount in another unit (for conversion.py), or
in the noun it is counted in (a count in dozens, written in digits before reading):
"Marco spent 150 minutes on his homework. How many hours did Marco spend on his homework?", "A trail is 3 kilometers
long. How many meters long is the trail?", "Nora walked 2.5 kilometers to school. How many meters did she walk?".

The question, its "how many <unit>" and its do-auxiliary aside, has the story's words by base form, articles aside:
all of them, or all but the one place after the amount's unit (where it went: "to school", never a time, a rate or a
count: "a night", "on Mondays"), with "he" or "she" for the story's one named subject. A question in the past (did,
was) asks a story whose verb is in the past, one in the present (does, do, is) one in the present. Anything else the
question or the story says (another person or place, a part of what the story tells, "will", "not", "if", a second
sentence) makes it another question, and the request goes slow.
"""

from __future__ import annotations

from collections import Counter

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_verbs_en import verb_at
from .role_words import lemma, unit_word
from .tense_en import tense_en
from .tokens import ARTICLES, Tok, last_clause_start
from .triggers import triggered_by
from .vocab_en import MODALS_EN

_DO = {"did": "past", "does": "present", "do": "present"}
_BE = {"was": "past", "were": "past", "is": "present", "are": "present"}  # kept among the words: the story's verb
_PRONOUNS = frozenset({"he", "she"})
_PLACE_TYPES = frozenset({"TO", "ON", "AT", "IN", "FROM"})
# A time, a rate or a count in what follows the amount: not only where it went
_NOT_A_PLACE = frozenset({"a", "an", "each", "every", "per", "day", "days", "night", "nights", "morning", "afternoon",
                          "evening", "week", "weeks", "month", "months", "year", "years", "time", "times", "and", "or",
                          "both", "all", "total", "trip", "way", "back", "again"})
_MEASURE_TYPES = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "WORD"})


@triggered_by(types=("HOW_MANY",))
def read_restated_count(tokens: list[Tok], slots: Slots) -> Task | None:
    """"Dan bought 5 dozen eggs. How many eggs did Dan buy?" (60 eggs by then: dtlib.text writes dozens in digits):
    the count asked by the noun the story counts it in, the story said again."""
    if not question_restates_its_story_en(tokens) and not _points_back(tokens):
        return None
    amount = next(k for k, t in enumerate(tokens) if t.type == "NUM")
    counted, asked = tokens[amount + 1], tokens[last_clause_start(tokens) + 1]
    if counted.type != "WORD" or asked.type != "WORD" or unit_word(counted.value) != counted.value \
            or lemma(counted.value, "NOUN") != lemma(asked.value, "NOUN"):
        return None  # a unit or a price is converted (conversion.py) or not read
    return Task("expr", {"expression": slots.number(tokens[amount].value).plain()}, source="parser")


_POINTED = (["is", "that"], ["are", "those"], ["is", "this"], ["are", "these"])
_NOT_ONLY_TOLD = frozenset({"not", "n't", "if", "each", "every", "per", "more", "less", "half", "gave", "ate", "lost",
                            "sold", "left", "used", "broke", "and", "or", "then", "but", "of", "for", "some"})


def _points_back(tokens: list[Tok]) -> bool:
    """"Sara bought 2 dozen roses. How many roses is that?" (24 by then): one sentence with one count, and a question
    that only points back at it (h/gsen1)."""
    ends = [k for k, t in enumerate(tokens) if t.type == "COMMA"]
    if not ends or len(ends) > 2 or ends[0] == len(tokens) - 1 or len(ends) == 2 and ends[1] != len(tokens) - 1:
        return False
    story, question = tokens[:ends[0]], tokens[ends[0] + 1:ends[1] if len(ends) == 2 else None]
    said = _words(story)
    return sum(t.type == "NUM" for t in story) == 1 and len(question) == 4 and question[0].type == "HOW_MANY" \
        and [w.lower() for t in question[2:] for w in t.value.split()] in _POINTED \
        and _NOT_ONLY_TOLD.isdisjoint(w.lower() for w in said) and MODALS_EN.isdisjoint(said)


def question_restates_its_story_en(tokens: list[Tok]) -> bool:
    """Whether `tokens` are one sentence with one amount and its unit, then "how many <unit>" and the same sentence."""
    ends = [k for k, t in enumerate(tokens) if t.type == "COMMA"]
    if len(ends) != 1 or tokens[-1].type == "COMMA":
        return False  # one story sentence, then the question
    story, question = tokens[:ends[0]], tokens[ends[0] + 1:]
    amounts = [k for k, t in enumerate(story) if t.type == "NUM"]
    if len(amounts) != 1 or len(question) < 3 or question[0].type != "HOW_MANY" \
            or question[1].type not in _MEASURE_TYPES:
        return False
    at = amounts[0]
    if at + 1 >= len(story) or story[at + 1].type not in _MEASURE_TYPES:
        return False
    before, after = _words(story[:at]), _words(story[at + 2:])
    if not MODALS_EN.isdisjoint(before):
        return False  # "Tom might have 24 eggs": not told as so
    asked = _words(question[2:])
    tense = next((_DO.get(w) or _BE[w] for w in asked if w in _DO or w in _BE), "")
    asked = [w for w in asked if w not in _DO]
    if tense and tense_en(before) != tense:  # the verb is before the amount ("a grocery store" is none)
        return False  # "Marco will spend … How many hours did Marco spend?"
    subject = before[:1]
    if subject and is_person_name(subject[0]) and subject[0] not in asked:
        asked = [subject[0] if w in _PRONOUNS else w for w in asked]  # "Nora walked … did she walk"
    said, asked_words = Counter(map(_base, before + after)), Counter(map(_base, asked))
    return bool(before) and (asked_words == said or _only_where(story[at + 2:])
                             and asked_words == Counter(map(_base, before))
                             or after in _MEASURED and asked_words == Counter(map(_base, before)))


# "A race is 4.2 km long. How many meters is the race?": the measure's own word, which its unit says again (h/gsen1)
_MEASURED = (["long"], ["tall"], ["high"], ["wide"], ["deep"], ["heavy"])


def _only_where(after: list[Tok]) -> bool:
    """"to school", "on his homework": one place the amount went to, which the question may leave out; not a time,
    a rate or a count ("a night", "on Mondays", "for a week", "each")."""
    return bool(after) and after[0].type in _PLACE_TYPES and all(t.type in _PLACE_TYPES or t.type == "WORD"
                                                                 for t in after) \
        and _NOT_A_PLACE.isdisjoint(w for t in after for w in t.value.split())


def _words(part: list[Tok]) -> list[str]:
    return [w for t in part for w in t.value.split() if w not in ARTICLES]


def _base(word: str) -> str:
    """A verb of the classes by its base form ("spent" and "spend" meet); any other word as said ("boards" is not
    "board")."""
    return lemma(word, "VERB") if verb_at([word], 0)[0] else word
