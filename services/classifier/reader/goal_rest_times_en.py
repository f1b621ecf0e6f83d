"""Two steps: the rest of a goal (goals_done_en.py's step), then the time it takes at a time each (issue 15, MAWPS
multi-step): "A chef needs to cook 12 potatoes. He has already cooked 6. If each potato takes 6 minutes to cook, how
long will it take him to cook the rest?" ((12 - 6) * 6), "Rita has to paint 11 chairs. Each chair takes 4 hours to
paint. If she already painted 5 chairs, how much longer will she take to paint the rest?" ((11 - 5) * 4).

Read by whole-clause frames (said_en.py's view): the goal (a doer needs to, has to or must do N things, or a thing
needs N things and its doer is named where the work is done: "A new building needed 9 windows. The builder had
already installed 6 of them … how long will it take him to install the rest?"), what is
already done (the same doer or a pronoun, the same verb, of the same things or "of them"), the time each takes (each
thing takes T minutes to do it, or it takes T hours to do each thing), and the question asks the rest's time ("how
long will it take him to cook the rest", "how much longer will she take to paint the rest"), by the same verb. Every
clause must be one of these; the whole goal asked, what is done asked, another thing timed, another doer, "about", or
a done part above the goal go slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .goals_done_en import _doer_again, _verb
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_GOAL = re.compile(r"(?:(?P<some>an?|the) )?(?P<who>[a-z]+) (?:needs|needed|has|had|must) to (?P<verb>[a-z]+) # "
                   r"(?P<things>[a-z]+)(?: in (?:(?:a|the) )?(?P<place>[a-z]+))?")  # said_en.py may drop the article
# Where things are done together, not one after another: "cook 12 potatoes in the oven" takes no sum of each one's time
_DONE_TOGETHER_IN = frozenset(("oven", "ovens", "pot", "pan", "microwave", "fryer", "grill", "toaster", "dishwasher",
                               "washer", "dryer", "kiln", "machine", "batch", "batches", "tray", "smoker", "cooker"))
_DONE = re.compile(r"(?:if )?(?P<who>[a-z]+) (?:has |had |have )?already (?P<verb>[a-z]+) #(?: (?P<things>[a-z]+)"
                   r"| of them)?")
_EACH = re.compile(r"(?:if )?(?:each (?P<thing>[a-z]+) takes # (?P<unit>minutes|hours|days) to (?P<verb>[a-z]+)"
                   r"|it takes # (?P<unit2>minutes|hours|days) to (?P<verb2>[a-z]+) each (?P<thing2>[a-z]+))")
_ASKED = re.compile(r"how (?:long will it take (?P<obj>him|her|them) to|much longer will (?P<who>he|she|they) take to) "
                    r"(?P<verb>[a-z]+) (?:the )?rest(?: \?)?")
_OBJECT_OF = {"him": "he", "her": "she", "them": "they"}
# A goal told of the thing that needs them, its doer named in the next clause: "A new building needed 9 windows. The
# builder had already installed 6 of them." (said_en.py drops the builder's article)
_THING_GOAL = re.compile(r"(?:an?|the) (?:new )?(?P<whole>[a-z]+) (?:needed|needs) # (?P<things>[a-z]+)")
_NO_DOER = frozenset({"he", "she", "they", "it", "i", "we", "you"})


@triggered_by(text=("already",))
def read_goal_rest_time(tokens: list[Tok], slots: Slots) -> Task | None:
    nums = [slots.number(t.value) for t in tokens if t.type == "NUM"]
    if len(nums) != 3 or any(n.percent or n.ordinal or n.value <= 0 for n in nums):
        return None
    clauses = [c.strip() for c in re.split(r" [.,] ", said_text(tokens) + " ") if c.strip()]
    if len(clauses) != 4:
        return None
    goal, asked = _GOAL.fullmatch(clauses[0]) or _THING_GOAL.fullmatch(clauses[0]), _ASKED.fullmatch(clauses[3])
    done, each = _DONE.fullmatch(clauses[1]), _EACH.fullmatch(clauses[2])
    each_first = done is None and each is None
    if each_first:  # the time each told before what is done
        done, each = _DONE.fullmatch(clauses[2]), _EACH.fullmatch(clauses[1])
    if not (goal and asked and done and each) or "whole" not in goal.re.groupindex and goal["place"] in _DONE_TOGETHER_IN:
        return None
    who = asked["who"] or _OBJECT_OF[asked["obj"]]
    if "whole" in goal.re.groupindex:  # the doer first named where the work is done: "builder had already installed"
        if done["who"] in _NO_DOER or done["who"] == goal["whole"] or who not in ("he", "she"):
            return None
    elif not (_same_doer(goal, done["who"]) and _same_doer(goal, who)):
        return None
    goal_verb = [] if "whole" in goal.re.groupindex else [_verb(goal["verb"])]
    verbs = {*goal_verb, _verb(done["verb"]), _verb(each["verb"] or each["verb2"]), _verb(asked["verb"])}
    things = lemma(goal["things"], "NOUN")
    timed = lemma(each["thing"] or each["thing2"], "NOUN")
    if len(verbs) != 1 or timed != things or done["things"] and lemma(done["things"], "NOUN") != things:
        return None
    whole, part, size = (nums[0], nums[2], nums[1]) if each_first else nums
    if part.value >= whole.value:
        return None
    return Task("expr", {"expression": f"({whole.plain()}-{part.plain()})*{size.plain()}"}, source="parser")


def _same_doer(goal: re.Match, later: str) -> bool:
    """The goal's doer again: a name or its pronoun, or "a cook" and "she"."""
    return _doer_again(goal["who"], later) or bool(goal["some"]) and later in ("he", "she")
