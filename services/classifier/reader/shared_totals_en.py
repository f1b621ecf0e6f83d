"""Two named people's total, one's part told, the other's asked (MAWPS's "He and his cousin together have a total of
5816 points"): "Tom and Ann have a total of 58 stamps. Tom has 23 stamps. How many stamps does Ann have?" is the
total less the part told (35).

Three sentences, each one frame, the total before or after the part: the total (two first names joined by "and", one
verb, the amount and its things, said to be a sum: "a total of", "in all", "in total", "altogether", or "together"
where the verb gets or has things, since two who read or run "together" may have read the same pages), the part (one
of the two, the same verb, an amount of the same things) and the question (how many of those things the other one
got by that verb; "how much money" where both amounts are money). The verb is one whose amounts add across people
(having, getting, selling, saving, scoring, reading, writing, running). A third person, a second amount, another
verb, thing or unit, another tense, a plan, "about" or "at least", a negation, a period said, the told one or both asked, "how many
more", or a part above the total go slow. A pronoun for the first of the two ("He and Nora together …") only after
the part names him; guards.py checks that the pronoun fits the name.
"""

from __future__ import annotations

import re

from lemminflect import getInflection

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_words import lemma
from .said_en import said_text
from .tense_en import tense_en
from .tokens import Tok
from .triggers import triggered_by
from .units import money_unit
from .vocab_en import KIN_EN
from .visits_en import GETTING_VERBS

_ADDING = GETTING_VERBS | {"have", "sell", "save", "score", "read", "write", "run"}
_THINGS = r"(?: (?P<{}>[a-z]+(?: (?!(?:in|all|altogether|together)\b)[a-z]+)?))?"  # "fish together": no thing
_SUM_AFTER = ("in all", "in total", "altogether", "all together", "together")
_KIN_HOLDER = r"(?:(?:his|her|[a-z]+'s) )?[a-z]+"  # a name, or "his cousin", "tom's sister"
_TOTAL = re.compile(r"(?P<first>[a-z]+) and (?P<second>(?:his |her )?[a-z]+) (?P<together>together )?(?P<verb>[a-z]+) "
                    r"(?P<total_of>total of )?#" + _THINGS.format("things") + r"(?: (?P<sum>" + "|".join(_SUM_AFTER) + "))?")
_PART = re.compile(rf"(?P<who>{_KIN_HOLDER}) (?P<verb>[a-z]+) #" + _THINGS.format("things"))
_ASKED = re.compile(rf"how (?:many (?P<things>[a-z]+(?: [a-z]+)?)|much (?P<money>money)) (?P<aux>does|did) (?P<who>{_KIN_HOLDER}) "
                    r"(?P<verb>[a-z]+)")
_PRONOUNS = frozenset({"he", "she"})


def _holder(words: str, first: str, second: str) -> str | None:
    """One of the two as the total names them: a first name, or "his cousin" (also asked "Paul's cousin" where Paul is
    the first); None for anyone else."""
    if " " not in words:
        return words if is_person_name(words) and words in (first, second) else None
    owner, kin = words.split()
    if kin not in KIN_EN or words != second and not (owner == f"{first}'s" and second.endswith(f" {kin}")):
        return None
    return second


def _tense(verb: str) -> str:
    """past or present; "" where the form tells neither ("read", "put")."""
    return "" if verb in getInflection(lemma(verb, "VERB"), "VBD") and tense_en([verb]) == "present" else tense_en([verb])


def _one_tense(total: str, part: str, asked_aux: str) -> bool:
    """The story told in one tense and asked in it: "had a total … has 23" or "picked … How many does Leo pick" go slow."""
    tenses = {_tense(total), _tense(part), "past" if asked_aux == "did" else "present"} - {""}
    return len(tenses) == 1


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in text.split(" . ") if s.strip()]


@triggered_by(text=("total", "in all", "altogether", "together"))
def read_shared_total(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    said = _sentences(said_text(tokens))
    if len(nums) != 2 or len(said) != 3 or any(n.percent or n.ordinal or n.value <= 0 for n in nums):
        return None
    first_total = _TOTAL.fullmatch(said[0])
    total, part = (first_total, _PART.fullmatch(said[1])) if first_total else (_TOTAL.fullmatch(said[1]), _PART.fullmatch(said[0]))
    asked = _ASKED.fullmatch(said[2])
    if not (total and part and asked) or part["who"] in _PRONOUNS:
        return None
    pair = (total["first"], total["second"])
    if pair[0] in _PRONOUNS and not first_total:
        pair = (part["who"], pair[1])  # "Raj scored 31 points. He and Nora together …": he is Raj
    verb = lemma(total["verb"], "VERB")
    together = total["together"] or total["sum"] == "together"
    holders = {_holder(part["who"], *pair), _holder(asked["who"], *pair)}
    if not is_person_name(pair[0]) or _holder(pair[1], *pair) is None or pair[0] == pair[1] \
            or holders != set(pair) or verb not in _ADDING \
            or not (total["total_of"] or total["sum"] or together) or together and verb not in GETTING_VERBS | {"have"} \
            or lemma(part["verb"], "VERB") != verb or lemma(asked["verb"], "VERB") != verb \
            or not _one_tense(total["verb"], part["verb"], asked["aux"]):
        return None
    whole, told = nums if first_total else nums[::-1]
    units = {money_unit(n.unit or "") for n in nums}
    if asked["money"]:
        if len(units) != 1 or "" in units or total["things"] or part["things"]:
            return None
    elif units != {""} or not (total["things"] == part["things"] == asked["things"]):
        return None
    if told.value >= whole.value:
        return None
    return Task("expr", {"expression": f"{whole.plain()}-{told.plain()}"}, source="parser")
