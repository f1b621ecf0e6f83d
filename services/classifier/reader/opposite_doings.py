"""A question asked by the opposite of the story's doing: "Nadia sold 6 packs. Each pack has 12 markers. How many
markers did Nadia buy?" — the story tells no buying, so no amount answers it (the rate reader's dimensions fit
either way). English; a request whose question's verb is one of a pair (buy/sell, spend/earn, make or charge,
pay/earn or make, win/lose, use/buy or find) while the story tells only the other goes slow ("got paid" is an
earning). "Tom sold 5 cakes to Ann. How many did Ann buy?" goes slow too: who bought from whom is a second reading
of the same words, not told twice. Round 11 added doings asked otherwise than told: at another time ("will buy …
how many did she buy"), earned of things sold at no price, used up and asked as there, and a pause's time."""

from __future__ import annotations

import re
from functools import cached_property

from .role_words import lemma

# The asked verb, and the story's verbs that tell its opposite ("spends $12.5 an hour … how much will he make");
# things bought, found or sold, asked as used, or bought asked as found ("get" is left out: "gets 30 miles per gallon" is
# no getting)
_OPPOSITE = {"buy": {"sell", "find"}, "sell": {"buy"}, "find": {"buy"}, "spend": {"earn", "make", "charge"},
             "earn": {"spend", "pay"}, "make": {"spend", "pay"}, "win": {"lose"}, "lose": {"win"},
             "use": {"buy", "receive", "win", "find", "collect", "pick", "sell"}}
_WORD = re.compile(r"[a-z]+")
_PAID_TO = re.compile(r"\b(?:get|gets|got|gotten|getting|is|are|was|were|be|been|being) paid\b")  # earned
_ASKED = re.compile(r"\b(?:how|what)\b")


class Told:
    """A request lowered, split at its question's last "how" or "what" (`at`, None where the question starts it or
    there is none), with the words and verbs of each side: gathered once for the checks below, not once a check."""

    def __init__(self, text: str) -> None:
        self.text, self.lowered = text, text.lower()
        starts = [m.start() for m in _ASKED.finditer(self.lowered)]
        self.at = starts[-1] if starts and starts[-1] != 0 else None
        if self.at is not None:
            self.story, self.question = _WORD.findall(self.lowered[:self.at]), _WORD.findall(self.lowered[self.at:])
            self.asked_verbs = {lemma(w, "VERB") for w in self.question}

    @cached_property
    def story_verbs(self) -> list[str]:
        """The story's words' base forms as verbs: looked up only for a check that gets that far (most stop at the
        question's verbs)."""
        return [lemma(w, "VERB") for w in self.story]


def doing_asked_otherwise(text: str) -> bool:
    """Any of the checks below."""
    told = Told(text)
    return asked_by_the_opposite_doing(told) or asked_in_another_tense(told) or earned_of_things_sold(told) \
        or used_up_asked_as_there(told) or moved_otherwise(told)


def asked_by_the_opposite_doing(said: Told) -> bool:
    """Whether the question (from its last "how" or "what") asks by a verb whose opposite the story tells, and the
    story never tells the verb itself."""
    if said.at is None or said.asked_verbs.isdisjoint(_OPPOSITE):
        return False  # the cheap test first: the story's verbs are looked up only for a verb of a pair asked
    told = said.lowered[:said.at]
    story = {lemma(w, "VERB") for w in _WORD.findall(_PAID_TO.sub(" earn ", told))}
    asked = said.asked_verbs - ({"use"} if _containers_asked(said) else set())
    return any(verb in asked and not _OPPOSITE[verb].isdisjoint(story) and verb not in story for verb in _OPPOSITE)


_PUT_INTO = re.compile(r"\b(?:into|onto) ([a-z]+)\b")


def _containers_asked(said: Told) -> bool:
    """"… put the rest into pens with 4 in each pen. How many pens did it use?": the containers the things were put
    into are used, whatever was done to the things (sold, collected)."""
    question = said.question
    return question[:2] == ["how", "many"] and len(question) > 2 \
        and question[2] in _PUT_INTO.findall(said.lowered[:said.at])


_TENSES = frozenset({"did", "will"})
_STATES = frozenset({"have", "be", "do", "get", "need", "cost", "take", "weigh", "hold", "contain"})


# Verbs whose past is written as their base form; after "he", "she" or a name the base form is the past ("she read")
_SAME_IN_PAST = frozenset({"read", "put", "cut", "set", "hit", "let", "cost", "quit", "spread", "shut", "hurt"})
_NOT_ONE_OTHER = frozenset({"i", "we", "you", "they", "will", "to", "can", "could", "would", "should", "do", "does",
                            "did", "may", "might", "must", "and", "or"})


def _past_said_as_present(story: list[str], k: int) -> bool:
    """"Lily read 35 pages": a verb of `_SAME_IN_PAST` after neither a plural or first person nor a helping verb."""
    return story[k] in _SAME_IN_PAST and k > 0 and story[k - 1] not in _NOT_ONE_OTHER


def _past(word: str) -> bool:
    """"bought", "earned", "had": a verb's form of the past (not "earns", "working", "hours")."""
    return word != lemma(word, "VERB") and not word.endswith(("s", "ing"))


def asked_in_another_tense(said: Told) -> bool:
    """Whether the question asks one of the doings above with "did" where the story tells it only after "will"
    ("Nadia will buy 6 packs … How many did Nadia buy?"), or with "will" where the story tells it only in the past
    ("Tom bought 3 pounds … How many will Tom buy?"), or asks with "did" where the story tells only the present and
    "will": the doing asked is at another time than the one told."""
    if said.at is None:
        return False
    story, question = said.story, said.question  # the story's verbs only where a tense before a doing is asked
    if "did" in question and "will" in story and not any(_past(w) for w in story):
        return True  # "Sam earns $12 an hour. He will work 5 hours. How much did Sam earn?": nothing done yet
    for i, word in enumerate(question):
        verb = next((v for v in question[i + 1:i + 3] if v in _OPPOSITE or v in _SAME_IN_PAST
                     or word == "will" and "again" not in question and v not in _STATES
                     and any(_past(w) and verb == v for w, verb in zip(story, said.story_verbs))),
                    None) \
            if word in _TENSES else None
        if verb is None:
            continue  # the cheap test first: most of the question's words are no tense before a doing
        told = [k for k, told_verb in enumerate(said.story_verbs) if told_verb == verb]
        if not told:
            continue
        future = all("will" in story[max(0, k - 2):k] for k in told)
        past = all(_past(story[k]) or _past_said_as_present(story, k) for k in told)
        if future and word == "did" or past and word == "will":
            return True
    return False


_EARNED = frozenset({"earn", "make"})
_MONEY = re.compile(r"[$£€¥]|\b(?:dollars?|cents?|pounds? sterling|euros?|bucks?)\b")


def earned_of_things_sold(said: Told) -> bool:
    """Whether the question asks what was earned or made where the story sells things at no price ("Nadia sold 6
    packs. Each pack has 12 markers. How many markers did Nadia earn?"): no money is told to earn."""
    if said.at is None:
        return False
    if said.asked_verbs.isdisjoint(_EARNED):
        return False  # the question's verbs first: the story's are looked up only where an earning is asked
    story = set(said.story_verbs)  # the verbs before the money: its search costs more
    return "sell" in story and story.isdisjoint(_EARNED) and not _MONEY.search(said.lowered)


# Each one's things done away with ("each child ate 4 apples"), asked as there or had: the eaten are gone
_EACH_USED_UP = re.compile(r"\b(?:each|every)\s+[a-z]+\s+(?:ate|eats|used|uses|lost|loses|spent|spends|broke|breaks)\b")
_THERE_OR_HAD = re.compile(r"\b(?:are|is|were|was) there\b|\b(?:have|has|had)\b")
# Time told of a pause beside a rate of work ("made 48 muffins in each hour. He rested 6 hours"): not worked
_PAUSED = re.compile(r"\b(?:rest|rests|rested|slept|sleeps|waited|waits|paused|pauses|napped|naps|stopped|stops|"
                     r"broken|broke down)\s+(?:for\s+)?[0-9a-z./]+\s+(?:hours?|minutes?|days?|weeks?)\b")
_PAUSED_ZH = re.compile(r"(?:休息|停|坏|睡)[了下来着]*[\d.一二三四五六七八九十两半]+(?:个)?(?:小时|分钟|天|秒)")
_PER_TIME_ZH = re.compile(r"每(?:小时|分钟|天|秒)")

_PER_TIME = re.compile(r"\b(?:each|every|per|an|a)\s+(?:hour|minute|day|week)\b")


def used_up_asked_as_there(said: Told) -> bool:
    """Whether things each one used up ("Each child ate 4 apples") are asked as there or had ("How many apples are
    there in all?"), or the time of a pause is told beside a rate ("He rested 6 hours"): no amount answers it."""
    text, lowered = said.text, said.lowered
    if _PAUSED.search(lowered) and _PER_TIME.search(lowered) \
            or not text.isascii() and _PAUSED_ZH.search(text) and _PER_TIME_ZH.search(text):  # Chinese words
        return True
    if said.at is None:
        return False
    story = lowered[:said.at]  # the pattern's "each" or "every" first, in C
    return ("each" in story or "every" in story) \
        and bool(_EACH_USED_UP.search(story) and _THERE_OR_HAD.search(lowered[said.at:]))


# Ways of moving: the one asked must be one the story tells ("I walk 5 km an hour. How far do I run in 2 hours?")
_MOVES = frozenset({"walk", "run", "jog", "swim", "bike", "cycle", "ride", "drive", "fly", "sail", "skate", "hike",
                    "row", "paddle", "climb", "crawl", "skip", "hop"})

_ONE_WAY = {"cycle": "ride", "bike": "ride", "jog": "run", "hike": "walk"}  # one way of moving, said two ways


def moved_otherwise(said: Told) -> bool:
    """Whether the question asks a way of moving the story never tells, while the story tells another."""
    if said.at is None:
        return False
    asked = {_ONE_WAY.get(v, v) for v in said.asked_verbs if v in _MOVES}
    if not asked:
        return False  # no way of moving asked: the story's verbs are not looked up
    story = {_ONE_WAY.get(v, v) for v in said.story_verbs if v in _MOVES}
    return bool(story and story.isdisjoint(asked))
