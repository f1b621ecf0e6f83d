"""The one item of an average left out, in English: "Her average over 4 tests is 85. The first three were 80, 90 and
82. What did she score on the fourth?" (85*4-(80+90+82)), "Leo needs an average of 90 over 5 games. In the first 4
games he scored 85, 92, 88 and 95. How many points does he need in the fifth game?", "The average of 3 numbers is 20.
Two of them are 15 and 25. What is the third number?".

Three sentences, word for word: the average with the count it is over ("over 4 tests", "of 3 numbers"), the items
told, one fewer than the count ("the first three were …", "two of them are …", "he got 75 and 78 on the first two",
or in an "if" clause before the question), and a question of the one left, by its ordinal, which is the count ("the
fourth"). Anything else goes slow: the count not said, two items left out, an item counting double (a weighted
average), another thing asked, a question of someone else, or an item that would come out below zero.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as _N, Slots
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_ART = r"(?:(?:the|an|a) )?"
_OWNER = r"(?:(?:her|his|their|my|your|our|[a-z]+'s) )?"
_WHO = r"(?:he|she|they|i|you|we|[a-z]+)"
_NOUN = r"(?P<noun>[a-z]+)"
_MEAN_WORD = r"(?:average|mean)(?: score| mark| grade)?"
_LIST = rf"(?P<list>{_N}(?: , {_N})*(?: ,)? and {_N})"
_MEANS = (
    re.compile(rf"{_ART}{_OWNER}{_MEAN_WORD} (?:over|on|in|for|across) {_ART}{_OWNER}(?P<c>{_N}) {_NOUN}"
               rf" (?:is|was) (?P<m>{_N})"),
    re.compile(rf"{_ART}{_MEAN_WORD} of {_ART}(?P<c>{_N}) {_NOUN} (?:is|was) (?P<m>{_N})"),
    re.compile(rf"{_WHO} (?:needs|wants|needed|wanted|hopes for|wants to have|needs to have) {_ART}{_MEAN_WORD} of"
               rf" (?P<m>{_N}) (?:over|on|in|for|across) {_ART}(?P<c>{_N}) {_NOUN}"),
)
_TOLD = (
    re.compile(rf"{_ART}{_OWNER}first (?P<k>{_N})(?: [a-z]+)? (?:were|are) {_LIST}"),
    # "4 of them are", "4 of the numbers are" (the reader's settle may drop "the" or "the numbers")
    re.compile(rf"(?P<k>{_N}) of (?:them |(?:the )?(?P<of>[a-z]+) )?(?:are|were) {_LIST}"),
    re.compile(rf"in {_ART}first (?P<k>{_N}) [a-z]+ {_WHO} (?:scored|got|had) {_LIST}"),
    re.compile(rf"{_WHO} (?:scored|got|had) {_LIST} (?:on|in) {_ART}first (?P<k>{_N})(?: [a-z]+)?"),
)
_ORD = r"(?P<o><o\d+>)"
_ASKED = (
    re.compile(rf"what did {_WHO} (?:score|get) (?:on|in) {_ART}{_ORD}(?: (?P<asked>[a-z]+))?"),
    re.compile(rf"what (?:is|was) {_ART}{_OWNER}{_ORD} (?P<asked>[a-z]+)"),
    re.compile(rf"(?:how many points|what score|what mark|what grade|what) (?:does|do|must|should) {_WHO}"
               rf" (?:need|get|score) (?:on|in) {_ART}{_ORD}(?: (?P<asked>[a-z]+))?"),
)
_ONE_OF = frozenset({"score", "mark", "grade", "one", "number", "result"})  # what an item may be asked as
_FEMALE, _MALE = frozenset({"she", "her"}), frozenset({"he", "his", "him"})


def _count(slots: Slots, slot: str) -> int | None:
    n = slots.number(slot)
    if n.percent or n.unit or n.value != int(n.value) or n.value < 1:
        return None
    return int(n.value)


@triggered_by(text=("average", "mean"))
def read_mean_missing(tokens: list[Tok], slots: Slots) -> Task | None:
    said = said_text(tokens, keep_slots=True)
    said = re.sub(r"(<o\d+>) (?:st|nd|rd|th)\b", r"\1", " ".join(said.split()))
    sentences = [s.strip() for s in said.split(" . ") if s.strip()]
    if len(sentences) == 2 and sentences[1].startswith("if ") and sentences[1].count(" , ") >= 1:
        told, _, asked = sentences[1][3:].rpartition(" , ")  # "If three of them are 10, 20 and 12, what is …"
        sentences = [sentences[0], told, asked]
    if len(sentences) != 3:
        return None
    mean = next((m for r in _MEANS if (m := r.fullmatch(sentences[0]))), None)
    told = next((m for r in _TOLD if (m := r.fullmatch(sentences[1]))), None)
    asked = next((m for r in _ASKED if (m := r.fullmatch(sentences[2]))), None)
    if mean is None or told is None or asked is None:
        return None
    words = set(said.split())
    if words & _FEMALE and words & _MALE:
        return None  # her average, his score: whose?
    count, known = _count(slots, mean.group("c")), _count(slots, told.group("k"))
    ordinal = slots.number(asked.group("o"))
    items = re.findall(_N, told.group("list"))
    if count is None or count < 2 or known != count - 1 or len(items) != known or ordinal.value != count:
        return None  # the count not the items told and one more, or another item asked
    noun = lemma(mean.group("noun"), "NOUN")
    if told.groupdict().get("of") and lemma(told.group("of"), "NOUN") != noun:
        return None  # "the average of 5 numbers … 4 of the scores": other things
    thing = asked.group("asked")
    if thing is not None and lemma(thing, "NOUN") not in _ONE_OF | {noun}:
        return None
    average = slots.number(mean.group("m"))
    values = [slots.number(s) for s in items]
    if average.percent or any(v.percent or v.unit != average.unit for v in values):
        return None
    left = Fraction(average.value) * count - sum(Fraction(v.value) for v in values)
    if left < 0:
        return None
    listed = "+".join(v.plain() for v in values)
    return Task("expr", {"expression": f"{average.plain()}*{count}-({listed})"}, source="parser")
