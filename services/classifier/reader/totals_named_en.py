"""A total asked of two amounts done alike, in English (issue 15, MAWPS): "Omar rolled 219 egg rolls. Karen rolled 229
egg rolls. What is the total number of egg rolls Omar and Karen rolled?" (219+229), "Jonah added 0.3 cup of yellow
raisins and 0.4 cup of black raisins to a batch of trail mix. How many cups of raisins did Jonah add in all?",
"Roadster's Paving Company used 10 tons of cement to pave Lexi's street and 5.1 tons of cement to pave Tess's street.
How much cement did Roadster's Paving Company use in all?".

Read only as differences_named_en.py reads its story: exactly two amounts, each in a clause of its own, told by one verb
of doing (the same before each, or left unsaid before the second), in one unit or of one thing, nothing told after the
first amount but the second; and a question, last, that asks the total ("in all", "altogether", "in total", "the total
number of") by that verb, in that unit, of the doers told: one doer said alike in both clauses, or two, both named by
the question. Anything else goes slow: a level told twice ("the tank held 15 liters in the morning and 34 in the
evening"), two verbs, two units, another unit asked, another verb asked, one doer of two asked, a doer the story does
not tell, a pronoun asked where the doers differ, "more" of another doer (more than whom?), one side's time or place
asked, a third amount, an amount not told, a negation, a hedge, a condition, a rate, a plan.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .differences_named_en import (ASKING, FUNCTION, HEDGED, PRONOUNS, REFUSED_TOLD, SLOT, amount_clauses,
                                   first_word_after, lemmas_of, of_things, owners_only_in_the_scene, told_alike,
                                   words_of)
from .role_words import lemma, unit_key
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by
from .units import canonical_unit

_TOTAL = re.compile(r"^(?:in all|in total|altogether|all together) , | (?:in all|in total|altogether|all together)$"
                    r"|^what (?:is|was) the total (?:number|amount) of ")
# a verb of state tells a level, and a level told twice is one thing at two times, not two parts of a total
_STATES = frozenset({"be", "have", "hold", "weigh", "measure", "cost", "contain", "own", "keep", "need", "want", "get"})
_REFUSED_ASKED = REFUSED_TOLD - {"all", "total", "altogether", "together"} | {
    "next", "tomorrow", "now", "still", "after", "before", "then", "each", "left", "both", "would", "will"}


def _question(question: str) -> tuple[list[str], str | None] | None:
    """The question's words once its total is taken out, and the thing named after "the total number of"."""
    if not _TOTAL.search(question):
        return None
    total_number = question.startswith("what ")
    rest = _TOTAL.sub("", question).strip()
    if total_number:
        found = re.fullmatch(r"(?P<thing>[a-z]+) (?P<doers>[a-z' ]+)", rest)
        return (words_of(found.group("doers")), found.group("thing")) if found else None
    found = re.fullmatch(r"how (?:many|much) (?P<rest>[a-z' ]+)", rest)
    return (words_of(found.group("rest")), None) if found else None


_PARTICLES = frozenset({"up", "out", "down", "off", "away", "back", "over", "in"})


def _verb_words(clause: str) -> list[str]:
    """The verb that tells the amount, with its particle ("blew up <n0>")."""
    before = clause.split("<n")[0].split()
    return before[-2:] if len(before) > 1 and before[-1] in _PARTICLES else before[-1:]


def _doer(clause: str) -> list[str]:
    """The words before the verb that tells the amount ("mona" of "mona baked <n0>"), function words aside."""
    before = clause.split("<n")[0].split()[:-len(_verb_words(clause))]
    return [w.removesuffix("'s") for w in before if w not in FUNCTION]


@triggered_by(text=("in all", "in total", "altogether", "all together", "total number", "total amount"))
def read_named_total(tokens: list[Tok], slots: Slots) -> Task | None:
    said = said_text(tokens, keep_slots=True).replace("’", "'")
    found = SLOT.findall(said)
    if len(found) != 2 or not all(s.startswith("<n") for s in found) or HEDGED.search(said):
        return None
    sentences = [s.strip() for s in said.split(" . ") if s.strip()]
    story, question = sentences[:-1], sentences[-1]
    asked = _question(question) if story else None
    told = amount_clauses(story) if asked else None
    if asked is None or told is None or not told_alike(*told):
        return None
    story_words = words_of(" ".join(story))
    if set(story_words) & (REFUSED_TOLD - {"more"}) or set(question.split()) & _REFUSED_ASKED or "<" in question:
        return None
    verb = lemma(_verb_words(told[0])[0], "VERB")  # "blew up": blow
    if verb in _STATES:
        return None  # a level told twice
    one, two = slots.number(SLOT.findall(told[0])[0]), slots.number(SLOT.findall(told[1])[0])
    if one.percent or two.percent or unit_key(one.unit) != unit_key(two.unit):
        return None
    unit = one.unit or first_word_after(told[0])
    if not one.unit and lemma(first_word_after(told[0]), "NOUN") != lemma(first_word_after(told[1]), "NOUN"):
        return None  # "46 tickets … 58 stamps"
    words, thing = asked
    if thing is not None and unit_key(thing) != unit_key(unit):
        return None  # "the total number of cakes" of muffins
    if any(canonical_unit(w) and unit_key(w) != unit_key(unit) for w in words):
        return None  # "how many kilometers" of miles
    unit_asked = bool(words) and unit_key(words[0]) == unit_key(unit)
    if " many " in f" {question} " and (one.unit or of_things(told[0])) and not unit_asked:
        return None  # "how many apples" of pounds of apples: the count is not told
    if verb not in lemmas_of(words):
        return None  # another verb asked ("did Lina run")
    doer_one = _doer(told[0])
    doer_two = doer_one if told[1].startswith("<n") else _doer(told[1])
    lemmas_one, lemmas_two = lemmas_of(words_of(told[0])), lemmas_of(words_of(told[1]))
    if told[1].startswith("<n"):  # "… 0.3 cup of yellow raisins and 0.4 cup of black raisins": one doer and verb
        lemmas_two |= lemmas_of(words_of(told[0].split("<n")[0]))
    content = [w for w in words if w not in FUNCTION and w not in ASKING and w != "and"]  # "Mona and Pete"
    if not all(lemmas_of([w]) & lemmas_of(story_words) for w in content):
        return None  # a word the story does not tell ("Kai and Ana")
    verb_at = max(k for k, w in enumerate(words) if verb in lemmas_of([w]))  # "gallons of paint did Ravi paint"
    asker_at = max((k for k, w in enumerate(words[:verb_at]) if w in ASKING), default=-1)
    verb_said, thing_said = lemmas_of(_verb_words(told[0])), set(told[0].split(">", 1)[1].split())
    doers_asked = [w for w in words[asker_at + 1:verb_at]  # not "blew up", not "egg rolls"
                   if w not in FUNCTION and w != "and" and w not in thing_said and not lemmas_of([w]) & verb_said]
    if sorted(set(doers_asked)) != sorted(set(doer_one) | set(doer_two)) \
            or owners_only_in_the_scene(story, told, content):
        return None  # "Mia's mother … She baked … did Mia bake": the doer asked is not the one told
    if doer_one != doer_two:
        if not doer_two or set(doer_two) & PRONOUNS or set(doer_one) & PRONOUNS or "more" in story_words \
                or not set(doer_one) <= set(content) or not set(doer_two) <= set(content):
            return None  # two doers: both named by the question, none a pronoun, neither "more" than the other
    elif set(content) & PRONOUNS - set(doer_one):
        return None  # "did she sell" where the doer is Kai
    sides = (lemmas_one - lemmas_two) | (lemmas_two - lemmas_one)
    if lemmas_of([w for w in content if w not in doer_one + doer_two]) & sides:
        return None  # "did Kai sell on Saturday in all": one side's time asked
    return Task("expr", {"expression": f"{one.plain()}+{two.plain()}"}, source="parser")
