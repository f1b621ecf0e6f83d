"""Things given to each of so many (MAWPS's "She wants to give each cousin 5 pieces of gum. How much gum will she
need?"): the count of those given to times what each one gets.

Three ways of telling it, each a whole-clause frame, then the question:
- "Raj gave 6 marbles to each of his 3 friends.", "Grandpa gave each of his 6 grandchildren 10 dollars.";
- "Kim has 4 cousins. She gives each cousin 5 pieces of gum." (the one counted, named again in the singular);
- "… She wants to give each cousin 5 pieces of gum. How many pieces of gum will she need?".
The question asks the same things by the same verb of giving ("did Raj give away", "does she hand out"), in the
tense the giving was told in, or, for a giving wanted, what the giver "will need" or "needs". Another thing, giver
or verb, "to his 3 friends" without "each" (6 in all, or 6 each?), each of some not counted ("each of his friends",
"each of her best friends"), anything more told ("and 2 to his teacher", "yesterday and more today"), or a question
of what someone has, had or got stay slow; a pronoun that is not the giver goes slow by the pronoun check (guards.py).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .role_words import lemma
from .said_en import clauses
from .tokens import Tok
from .triggers import triggered_by

_GIVING = frozenset({"give", "hand", "pass"})
_OUT = r"(?: (?:away|out))?"
_WHO = r"(?P<{}>(?:the )?[a-z]+(?: [a-z]+)??)"  # lazy: "did mo give away" is mo, then give
_THINGS = r"(?P<things>[a-z]+(?: [a-z]+){0,3})"
_OWN = r"(?:(?:his|her|their|the) )?"

# "raj gave # marbles to each of his # friends"
_TO_EACH_OF = re.compile(rf"{_WHO.format('giver')} (?P<verb>[a-z]+){_OUT} # {_THINGS} to each of {_OWN}# (?P<people>[a-z]+)")
# "grandpa gave each of his # grandchildren # dollars"
_EACH_OF = re.compile(rf"{_WHO.format('giver')} (?P<verb>[a-z]+) each of {_OWN}# (?P<people>[a-z]+) # {_THINGS}")
# "kim has # cousins" then "she gives each cousin # pieces of gum" or "she wants to give each cousin # …"
_HAS = re.compile(rf"{_WHO.format('giver')} has # (?P<people>[a-z]+)")
_EACH_ONE = re.compile(rf"{_WHO.format('who')} (?P<wants>wants to )?(?P<verb>[a-z]+) each (?P<person>[a-z]+) # {_THINGS}")
# "how many marbles did he give away", "how many pieces of gum will she need", "how much gum will she need"
_ASKED = re.compile(rf"how (?P<many>many|much) {_THINGS} (?P<aux>did|does|will) {_WHO.format('who')} (?P<verb>[a-z]+){_OUT}")
_PRONOUNS = frozenset({"he", "she"})


def _same_giver(who: str, giver: str) -> bool:
    return who in _PRONOUNS or who == giver or who == giver.removeprefix("the ")


def _tense(verb: str) -> str:
    """"gave", "handed" are past; "gives", "hands" present."""
    return "did" if verb.endswith("ed") or verb == "gave" else "does"


@triggered_by(text=("each",))
def read_gifts_each(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(nums) != 2 or any(n.percent or n.ordinal or n.value <= 0 or n.value != int(n.value) for n in nums):
        return None
    said = clauses(tokens)
    if len(said) == 2:
        told = _TO_EACH_OF.fullmatch(said[0]) or _EACH_OF.fullmatch(said[0])
        if told is None:
            return None
        giver, verb, things, wanted = told["giver"], told["verb"], told["things"], False
    elif len(said) == 3:
        has, each = _HAS.fullmatch(said[0]), _EACH_ONE.fullmatch(said[1])
        if not (has and each) or not _same_giver(each["who"], has["giver"]) \
                or lemma(each["person"], "NOUN") != lemma(has["people"], "NOUN") or each["person"] == has["people"]:
            return None
        giver, verb, things, wanted = has["giver"], each["verb"], each["things"], bool(each["wants"])
        if wanted and verb != "give":
            return None
    else:
        return None
    asked = _ASKED.fullmatch(said[-1])
    # "how much gum" of "pieces of gum"; "how many" names the things as told
    same_things = asked is not None and (asked["things"] == things if asked["many"] == "many"
                                         else things.endswith(f" of {asked['things']}"))
    if asked is None or lemma(verb, "VERB") not in _GIVING or not same_things \
            or not _same_giver(asked["who"], giver) or giver in _PRONOUNS:
        return None
    if wanted:  # "she wants to give …": what she will need, or needs
        if (asked["aux"], asked["verb"]) not in (("will", "need"), ("does", "need")):
            return None
    elif lemma(asked["verb"], "VERB") != lemma(verb, "VERB") or asked["aux"] != _tense(verb):
        return None
    return Task("expr", {"expression": f"{nums[0].plain()}*{nums[1].plain()}"}, source="parser")
