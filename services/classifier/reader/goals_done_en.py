"""A goal of things, part of it already done, the rest asked (MAWPS's "Ceasar needs to read a 563 page book for school.
He has already read 147 pages. How many pages does he have left to read?", "The recipe wants 8 cups of flour. She
already put in 2 cups. How many cups does she need to add?"): the goal less what is done (416, 6).

Three sentences, each one frame: the goal (a person or "the team" needs to, has to, wants to or must do N things,
perhaps "for" something or "this week"; or a recipe calls for, needs, wants or requires N things), what is already
done (the same one or a pronoun, "already", the same verb, an amount of the same things or none named) and the
question (how many more of those things, or how much more money where both amounts are money, the same one or a
pronoun needs to do or has left to do, by the same verb; a recipe's "put in" is asked by "add" too). A second goal or
amount, another unit, verb or doer, "about" or "at least", a negation ("has not saved … yet"), the goal asked again
("to read in all"), two doers or a done part above the goal go slow; guards.py checks a pronoun against its name.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by
from .units import money_unit

_WHO = r"(?P<who>(?:the )?[a-z]+)"
_NOT_THING = r"(?!(?:for|this)\b)"  # "for bike", "this week" say what for or when, not the things
_THINGS = rf"(?: (?P<things>{_NOT_THING}[a-z]+(?: {_NOT_THING}[a-z]+)?))?"
_GOAL = re.compile(_WHO + r" (?:needs to|need to|has to|have to|wants to|want to|must) (?P<verb>[a-z]+) #" + _THINGS
                   + r"(?: (?:for [a-z]+|this (?:week|month|year)))?")
_RECIPE = re.compile(r"(?:(?:the|a) )?recipe (?:calls for|needs|wants|requires) #(?: (?P<things>[a-z]+)(?: of [a-z]+)?)?")
_DONE = re.compile(_WHO + r" (?:has |have )?already (?P<verb>[a-z]+(?: in)?) #" + _THINGS)
_ASKED = re.compile(r"how (?:many more (?P<more_things>[a-z]+(?: [a-z]+)?)|many (?P<left_things>[a-z]+(?: [a-z]+)?)"
                    r"|much more(?P<money> money)?) (?:does|do) " + _WHO
                    + r" (?:need to (?P<need_verb>[a-z]+(?: in)?)|have left to (?P<left_verb>[a-z]+))")
_SETTING = re.compile(r"(?P<who>[a-z]+) is [a-z]+ing (?:for )?[a-z]+")  # "Mary is baking a cake.", "… saving for a bike."
_PERSONAL = frozenset({"he", "she"})
_PUT_IN = frozenset({"put in", "add"})


def _doer_again(earlier: str, later: str) -> bool:
    """The later sentence's doer is the earlier one's: the same words, "he" / "she" for a name, "they" for "the team"."""
    if later == earlier:
        return True
    if earlier.startswith("the "):
        return later == "they"
    return later in _PERSONAL and (earlier in _PERSONAL or is_person_name(earlier))


def _same_things(goal: str | None, said: str | None) -> bool:
    """"boards" after "fence boards": the goal's things, or their last word; none said is the goal's things."""
    return said is None or goal is not None and said in (goal, goal.split()[-1])


def _verb(words: str) -> str:
    return "put in" if words == "put in" else lemma(words, "VERB")


@triggered_by(text=("already",))
def read_goal_done(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    said = [s.strip() for s in said_text(tokens).split(" . ") if s.strip()]
    setting = _SETTING.fullmatch(said[0]) if len(said) == 4 else None
    if setting:
        if not is_person_name(setting["who"]):
            return None
        said = said[1:]
    if len(nums) != 2 or len(said) != 3 or any(n.percent or n.ordinal or n.value <= 0 for n in nums):
        return None
    goal, recipe = _GOAL.fullmatch(said[0]), _RECIPE.fullmatch(said[0])
    done, asked = _DONE.fullmatch(said[1]), _ASKED.fullmatch(said[2])
    if not ((goal or recipe) and done and asked) or asked["more_things"] and asked["left_verb"] \
            or asked["left_things"] and not (asked["left_verb"] or recipe and _verb(asked["need_verb"]) == "add"):
        return None  # "how many more … have left to"; "how many … need to" is the goal or the rest, but to a recipe's "add"
    doer = goal["who"] if goal else done["who"]
    if setting and not _doer_again(setting["who"], doer):
        return None
    if goal and not _doer_again(goal["who"], done["who"]) \
            or recipe and not (is_person_name(done["who"]) or done["who"] in _PERSONAL) \
            or not _doer_again(done["who"], asked["who"]):
        return None
    done_verb, asked_verb = _verb(done["verb"]), _verb(asked["need_verb"] or asked["left_verb"])
    if goal and not _verb(goal["verb"]) == done_verb == asked_verb \
            or recipe and done_verb != asked_verb and not {done_verb, asked_verb} <= _PUT_IN:
        return None
    things = (goal or recipe)["things"]
    units = [money_unit(n.unit or "") for n in nums]
    if asked["money"] or units[0]:
        if not units[0] or units[1] != units[0] or things or done["things"] or not asked["money"]:
            return None
    elif units[1] or not (things and _same_things(things, done["things"])
                          and _same_things(things, asked["more_things"] or asked["left_things"])):
        return None
    if nums[1].value >= nums[0].value:
        return None
    return Task("expr", {"expression": f"{nums[0].plain()}-{nums[1].plain()}"}, source="parser")
