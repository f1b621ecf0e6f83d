"""One count said as a multiple of another in English, the multiple asked: "Ben has 6 stickers. Ann has twice as many.
How many does Ann have?" (6*2), "Ann has half as many" (6/2), "Ann has 4 times as many stickers as Ben. Ben has 6."
(6*4), "A farm has 12 cows and three times as many chickens. How many chickens are there?" (12*3).

roles.py reads "4 times as many" where the words give the multiple as a number; this reads "twice" and "half" as
well, and the second kind of thing of one holder. One step only: the total of both or their difference is two (the
stories corpus and blind_stories.jsonl label those slow), and "three times more" (three times as many, or four?) is
never read. The count told and the multiple are every number; the one asked is the one said as the multiple, with the
verb and the things of the count told; a half that leaves part of a thing counted is slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as _N, Slots
from .pronouns import is_person_name
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_WHO = r"[a-z]+"
_MULTIPLE = rf"(?:(?P<k>{_N}) times|(?P<twice>twice)|(?P<half>half))"
_TOLD = re.compile(rf"(?P<who>{_WHO}) (?P<verb>[a-z]+) (?P<n>{_N})(?: (?P<noun>[a-z]+))?")
_SAID_AS = re.compile(rf"(?P<who>{_WHO}) (?P<verb>[a-z]+) {_MULTIPLE} as many(?: (?P<noun>[a-z]+))?"
                      rf"(?: as (?P<base>{_WHO}))?")
# one holder, two kinds: "A farm has 12 cows and three times as many chickens"
_TWO_KINDS = re.compile(rf"(?:[a-z]+ )?(?P<who>{_WHO}) (?P<verb>has|had|have) (?P<n>{_N}) (?P<noun>[a-z]+) and "
                        rf"{_MULTIPLE} as many (?P<other>[a-z]+)")
_ASKED = re.compile(rf"how many(?: (?P<noun>[a-z]+))? (?:does|did|do) (?P<who>{_WHO}) (?P<verb>[a-z]+)")
_KINDS_ASKED = re.compile(r"how many (?P<noun>[a-z]+) (?:are there|does (?:it|[a-z]+) have)")
_ARTICLES = re.compile(r"(?:^| )(?:a|an|the)(?= )")


@triggered_by(text=("as many",))
def read_times_as_many(tokens: list[Tok], slots: Slots) -> Task | None:
    said = _ARTICLES.sub("", said_text(tokens, keep_slots=True)).strip()
    clauses = [c.strip() for c in re.split(r" [.?!] | [.?!]$", said + " ") if c.strip()]
    if not 2 <= len(clauses) <= 3 or not clauses[-1].startswith("how many") or " more" in said:
        return None  # "three times more": as many, or one more of them?
    *story, question = clauses
    if len(story) == 1:
        kinds, asked = _TWO_KINDS.fullmatch(story[0]), _KINDS_ASKED.fullmatch(question)
        if kinds is None or asked is None or _noun(asked.group("noun")) != _noun(kinds.group("other")) \
                or _noun(kinds.group("noun")) == _noun(kinds.group("other")):
            return None
        return _multiplied(kinds, kinds, slots)
    first, second = story
    told, said_as = _TOLD.fullmatch(first), _SAID_AS.fullmatch(second)
    if told is None or said_as is None:
        told, said_as = _TOLD.fullmatch(second), _SAID_AS.fullmatch(first)
        if told is None or said_as is None or said_as.group("base") is None:
            return None  # "Ann has 4 times as many": as whom, when Ben is told after?
    asked = _ASKED.fullmatch(question)
    if asked is None or not _people(told.group("who"), said_as.group("who")) or asked.group("who") != said_as.group("who"):
        return None
    if said_as.group("base") not in (None, told.group("who")):
        return None  # "… as Dan": another than the one told
    verbs = {lemma(v, "VERB") for v in (told.group("verb"), said_as.group("verb"), asked.group("verb"))}
    nouns = {_noun(n) for n in (told.group("noun"), said_as.group("noun"), asked.group("noun")) if n}
    if len(verbs) != 1 or len(nouns) > 1 or told.group("verb") != said_as.group("verb"):
        return None  # "Ben has 6 marbles … as many stickers", "read … have": another thing or doing; "had … has": when?
    return _multiplied(told, said_as, slots)


def _multiplied(told: re.Match, said_as: re.Match, slots: Slots) -> Task | None:
    n = slots.number(told.group("n"))
    if n.percent or n.unit and n.unit != told.group("noun") or n.value <= 0:
        return None
    if said_as.group("k"):
        k = slots.number(said_as.group("k"))
        if k.percent or k.unit or k.value < 2 or k.value != int(k.value):
            return None
        return Task("expr", {"expression": f"{n.plain()}*{k.plain()}"}, source="parser")
    if said_as.group("twice"):
        return Task("expr", {"expression": f"{n.plain()}*2"}, source="parser")
    if Fraction(n.value) % 2:
        return None  # half as many as 7 marbles
    return Task("expr", {"expression": f"{n.plain()}/2"}, source="parser")


def _people(a: str, b: str) -> bool:
    return a != b and all(is_person_name(w.capitalize()) for w in (a, b))


def _noun(word: str) -> str:
    return lemma(word, "NOUN")
