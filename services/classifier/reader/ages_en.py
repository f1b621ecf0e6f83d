"""A person's age in English, from one age told and one step the words state: "Tom is 12. His father is 3 times as
old. How old is his father?" (12*3), "Ben is twice her age", "Her son is half her age" (30/2), "Ann is 9 years old.
Ben is 7 years older than Ann" (9+7), "Kevin is 3 years younger than Paul, who is 17" (17-3), "Maya is 11 years old
now. How old will she be in 5 years?" (11+5), "How old was he 8 years ago?" (30-8), "In 6 years, how old will Sam be
if he is 13 now?" (13+6).

The whole request is one of these shapes, word for word: one age told in the present ("is 12", "is 12 years old",
"now"); the other person's age said against it (so many times as old or as his / her age, so many years older or
younger than the one told, by name or by "him" / "her"); and a question of the person whose age the step gives, in
the present, or of the one told, in so many years or so many years ago. Anything else goes slow: the age of the
person told asked again, of someone else ("his uncle"), their ages together, a birth year (no today), an age at
another time ("twice as old as Sara was 3 years ago"), a third number, a past told ("was 30"), a his / her that
cannot be the one told, or an age that comes out below zero."""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as _N, Slots
from .pronouns import is_person_name, may_be_called
from .role_words import lemma
from .said_en import said_text
from .speaker_ages_en import multiple_asked, speaker_as_person
from .tokens import Tok
from .triggers import triggered_by
from .vocab_en import PEOPLE_NOUNS_EN

_WHO = r"(?:(?:his|her|my|their|your|our|the|[a-z]+'s) )?[a-z]+"
_YEARS_OLD = r"(?: years old| years of age)?"
_NOW = r"(?: now| today)?"
# the one age told
_TOLD = re.compile(rf"(?P<p>{_WHO}) is (?P<a>{_N}){_YEARS_OLD}{_NOW}")
# the other's age said against it
_MULTIPLE = rf"(?:(?P<k>{_N}) times|(?P<twice>twice)|(?P<half>half))"
_TIMES = (re.compile(rf"(?P<q>{_WHO}) is {_MULTIPLE} as old(?: as (?P<base>{_WHO}|him|her|he is|she is|it is)"
                     rf"(?: , who is (?P<a>{_N}){_YEARS_OLD})?)?"),  # "twice as old as Ben, who is 7"
          re.compile(rf"(?P<q>{_WHO}) is {_MULTIPLE} (?:(?P<base>his|her|its) age|(?P<owner>[a-z]+)'s age)"))
_APART = re.compile(rf"(?P<q>{_WHO}) is (?P<d>{_N}) years? (?P<dir>older|younger)(?: than (?P<base>{_WHO}|him|her)"
                    rf"(?: , who is (?P<a>{_N}){_YEARS_OLD})?)?")  # "His sister is 5 years older": than the one told
# the question
_NOW_ASKED = re.compile(rf"how old is (?P<who>{_WHO})(?: now| today)?")
_IF_NOW = rf"(?: if (?P<pron>he|she|it) is (?P<a>{_N}){_YEARS_OLD} now)?"
_LATER = (re.compile(rf"how old will (?P<who>{_WHO}) be in (?P<t>{_N}) years?{_IF_NOW}"),
          re.compile(rf"in (?P<t>{_N}) years?(?: ,)? how old will (?P<who>{_WHO}) be{_IF_NOW}"))
_EARLIER = re.compile(rf"how old was (?P<who>{_WHO}) (?P<t>{_N}) years? ago")
# "Tom is 12 years old and his father is 3 times as old": two clauses, each of one person
_SENTENCE_END = re.compile(rf" \. | and (?={_WHO} is )")
_PRONOUNS = frozenset({"he", "she", "it"})
_OBJECTS = frozenset({"him", "her", "he is", "she is", "it is", "his", "its"})  # "twice her age", "his age"


def _person(phrase: str) -> bool:
    """"tom", "his father", "my dog": a name, or a person's noun after its possessive."""
    words = phrase.split()
    if phrase == "i":
        return True  # the speaker (speaker_ages_en.py)
    if len(words) == 2:
        owner = words[0].removesuffix("'s")
        return lemma(words[1], "NOUN") in PEOPLE_NOUNS_EN and (owner == words[0] or _person(owner))
    return is_person_name(words[0].capitalize()) and lemma(words[0], "NOUN") not in PEOPLE_NOUNS_EN


def _the_same(asked: str, other: str, base: str) -> bool:
    """"his grandmother" asked as "his grandmother", or as "cody's grandmother" where Cody is the one told."""
    if asked == other:
        return True
    owner, _, noun = asked.partition("'s ")
    said_owner, _, said_noun = other.partition(" ")
    return bool(noun) and owner == base and said_owner in ("his", "her") and said_noun == noun


def _pronoun_of(pronoun: str, other: str, base: str) -> bool:
    """"Tom is 12. His sister is 5 years older. How old is she?": a he / she that may be the other and not the one
    told ("How old is he?" of Tom and his brother is either)."""
    if pronoun not in ("he", "she"):
        return False
    return may_be_called(other.split()[-1], pronoun) and not may_be_called(base.split()[-1], pronoun)


def _age(slots: Slots, slot: str) -> Fraction | None:
    n = slots.number(slot)
    if n.percent or n.ordinal or n.value <= 0 or n.value > 150 or n.unit not in ("", "years", "year"):
        return None
    return Fraction(n.value)


@triggered_by(text=("how old", "times as old"))
def read_age(tokens: list[Tok], slots: Slots) -> Task | None:
    said = said_text(tokens, keep_slots=True)
    said = re.sub(r" ?['’] ?s\b", "'s", said)  # "Cody ’ s grandmother"
    said = speaker_as_person(said)  # "i'm 14", "my age": the speaker said as a person
    sentences = [s.strip() for s in _SENTENCE_END.split(" ".join(said.split())) if s.strip()]
    if not 1 <= len(sentences) <= 3:
        return None
    *story, question = sentences
    question = question.removesuffix(" ?")  # "How old is she?"
    told = [m for s in story if (m := _TOLD.fullmatch(s))]
    steps = [m for s in story if (m := next((m for r in (*_TIMES, _APART) if (m := r.fullmatch(s))), None))]
    if len(told) + len(steps) != len(story):
        return None
    if not steps and (ages := multiple_asked(story, question)) is not None:
        return _multiple(slots, *ages)  # "How many times as old as Tom is his father?"
    if not steps:
        return _later_or_earlier(told, question, slots)
    if len(steps) != 1 or len(told) + bool(steps[0].groupdict().get("a")) != 1:
        return None
    step = steps[0]
    base_age = told[0] if told else step
    base = base_age.group("p") if told else step.group("base")
    other = step.group("q")
    if not _person(base) or not _person(other) or base == other:
        return None
    said_base = step.group("base") or step.groupdict().get("owner")
    if said_base is not None and said_base != base and not (said_base in _OBJECTS and told):
        return None  # "4 years younger than his brother": not the one whose age is told
    if said_base in _OBJECTS and not may_be_called(base.split()[-1], said_base.split()[0]):
        return None  # "Ann is 9. Ben is twice his age": his is not Ann's
    if (asked := _NOW_ASKED.fullmatch(question)) is None or not (_the_same(asked.group("who"), other, base)
                                                                  or _pronoun_of(asked.group("who"), other, base)):
        return None  # the one told, someone else, or their ages together
    age = _age(slots, base_age.group("a"))
    if age is None:
        return None
    if step.re in _TIMES:
        k = step.group("k")
        times = "/2" if step.group("half") else "*2" if step.group("twice") else f"*{slots.number(k).plain()}"
        n = slots.number(step.group("k")) if step.group("k") else None
        if n is not None and (n.percent or n.unit or n.value <= 1):
            return None
        return Task("expr", {"expression": f"{slots.number(base_age.group('a')).plain()}{times}"}, source="parser")
    years = slots.number(step.group("d"))
    if years.percent or years.value <= 0 or step.group("dir") == "younger" and years.value >= age:
        return None
    sign = "+" if step.group("dir") == "older" else "-"
    return Task("expr", {"expression": f"{slots.number(base_age.group('a')).plain()}{sign}{years.plain()}"},
                source="parser")


def _later_or_earlier(told: list[re.Match], question: str, slots: Slots) -> Task | None:
    """"Maya is 11 years old now. How old will she be in 5 years?", "In 6 years, how old will Sam be if he is 13
    now?", "How old was he 8 years ago?": the one age told, moved by the years the question says."""
    later = next((m for r in _LATER if (m := r.fullmatch(question))), None)
    earlier = _EARLIER.fullmatch(question)
    asked = later or earlier
    if asked is None:
        return None
    who = asked.group("who")
    if later and later.group("a"):
        if told or who in _PRONOUNS:
            return None
        person, age_slot = who, later.group("a")
    elif len(told) == 1 and not (later and later.group("pron")):
        person, age_slot = told[0].group("p"), told[0].group("a")
        if who != person and not (who in _PRONOUNS and (who == "it") == (len(person.split()) == 2)):
            return None  # someone else asked ("how old will her brother be"), or "it" of a person
    else:
        return None
    if not _person(person):
        return None
    age, years = _age(slots, age_slot), slots.number(asked.group("t"))
    if age is None or years.percent or years.value <= 0 or earlier and years.value >= age:
        return None
    sign = "+" if later else "-"
    return Task("expr", {"expression": f"{slots.number(age_slot).plain()}{sign}{years.plain()}"}, source="parser")


_TOLD_IN = re.compile(r"\b(is|are|was|were) <n\d+>")
_ASKED_IN = re.compile(r"\bhow old (is|are|was|were|will)\b")
_PRESENT, _PAST = frozenset({"is", "are", "will"}), frozenset({"was", "were"})


def age_told_in_another_tense(tokens: list[Tok]) -> bool:
    """"Ann is 7 years older than Ben. Ben was 9 years old. How old is Ann?": an age told in the past and asked in the
    present (or the other way), with no time that joins them ("ago", "in 5 years"): 16 then, but now?"""
    said = said_text(tokens, keep_slots=True)
    asked = _ASKED_IN.search(said)
    if asked is None or " ago" in said[asked.start():]:
        return False
    told = {m.group(1) for m in _TOLD_IN.finditer(said[:asked.start()])}
    return bool(told & _PAST) if asked.group(1) in _PRESENT else bool(told & _PRESENT)


def _multiple(slots: Slots, asked_slot: str, base_slot: str) -> Task | None:
    asked, base = _age(slots, asked_slot), _age(slots, base_slot)
    if asked is None or base is None or asked <= base or asked % base:
        return None  # below one (asked the other way round), or no whole multiple (40 and 14: 20/7 times?)
    return Task("expr", {"expression": f"{slots.number(asked_slot).plain()}/{slots.number(base_slot).plain()}"},
                source="parser")
