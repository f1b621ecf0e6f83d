"""A question asked of the level after the story's changes in other words than "now" (for roles.py):
"How many stamps will Lucas have then?", "How many trees will the park have when the workers are finished?";
a total asked as "What is the total number of plums Rosa picked?"; and equal shares said again as a condition
("… in each car if the same number go in each car").
Only with "will" or "would" (the level the told changes lead to): "How many did he have then?" may ask of a
moment before them. The one who finishes must be the story's own (a pronoun, or words the story tells). A change told with
"will" ("He will buy 16 more") is read only where the question asks "will" or "would" too. A goal asked as reached
by a getting the story does not tell ("How many more apples does Kelly need to pick to have 105 apples?") asks no
more than the goal."""

from __future__ import annotations

from .tokens import VALUE_OF, Tok, words_of
from .pronouns import is_person_name
from .role_words import OPENING_GAINS, lemma

_FUTURE = frozenset({"will", "would"})
_FINISHED = frozenset({"finished", "done", "through"})
_BE = frozenset({"is", "are"})
_FINISHERS = frozenset({"he", "she", "they", "we", "i", "you"})
_DETERMINERS = frozenset({"the", "a", "an", "all"})
_GOAL_WORDS = frozenset({"need", "needs", "have", "has"})  # "need to pick", "has to buy"


def after_the_changes_en(question: list[Tok], story: list[Tok]) -> list[Tok]:
    """The question without a closing "then" or "when … is finished" (the level after the changes, asked as
    "will … have" is), where the question says "will" or "would"; unchanged otherwise."""
    words = words_of(question)
    if _FUTURE.isdisjoint(words) or not question:
        return question
    if question[-1].value == "then":
        return question[:-1]
    at = next((k for k in range(len(question) - 1, -1, -1) if question[k].value == "when"), None)
    if at is None or at == 0:
        return question
    after = words_of(question[at + 1:])
    if len(after) < 3 or after[-1] not in _FINISHED or after[-2] not in _BE:
        return question
    finisher = [w for w in after[:-2] if w not in _DETERMINERS]
    told = set(words_of(story))
    told |= {lemma(w, "NOUN") for w in told}
    if finisher in ([w] for w in _FINISHERS) or 1 <= len(finisher) <= 2 \
            and all(w in told or lemma(w, "NOUN") in told for w in finisher):
        return question[:at]
    return question


def to_come_asked_now_en(question: list[Tok], story: list[Tok]) -> bool:
    """"He will buy 16 more stamps. How many does he have now?": a change still to come, asked of a level
    that is not the one it leads to (the question says neither "will" nor "would")."""
    return "will" in map(VALUE_OF, story) and _FUTURE.isdisjoint(words_of(question))


def total_number_asked_en(question: list[Tok]) -> list[Tok]:
    """"What is the total number of plums Rosa picked?" as "how many plums Rosa picked in total"; any other
    question unchanged ("what is the number of …" says no total, and stays as it is)."""
    if len(question) < 4 or question[0].type != "WHAT" or question[0].value not in ("what is", "what was") \
            or question[1].type != "COUNT_OF" or "total" not in question[1].value:
        return question
    rest = question[2:]
    # the one who did it, after the thing counted: "plums Rosa picked" asked as "plums did Rosa pick"
    doer = next((k for k, t in enumerate(rest) if k and (t.value in _FINISHERS or is_person_name(t.value))), None)
    if doer is None or len(rest) != doer + 2:  # "… plums Rosa picked on Tuesday": one of the days, not the total
        return question
    return [Tok("HOW_MANY", "how many", question[0].pos), *rest[:doer], Tok("IS", "did", rest[doer].pos), *rest[doer:],
            Tok("TOGETHER", "in total", question[-1].pos)]


_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning", "afternoon",
                   "evening", "night", "weekend", "january", "february", "march", "april", "june", "july", "august",
                   "september", "october", "november", "december"})


def one_day_asked_en(question: list[Tok], story: list[Tok]) -> bool:
    """"Rosa picked 23 plums on Monday. On Tuesday she picked 18 plums. How many did she pick in total on
    Tuesday?": the question names one of the days (or parts of a day) the story tells amounts on ("baked 60 muffins in the
    morning. Then she baked 24 … how many in the morning": the other amount's day is not said)."""
    told = set(words_of(story)) & _DAYS
    return bool(told) and not told.isdisjoint(words_of(question))


_DAYS_ZH = ("上午", "下午", "中午", "早上", "早晨", "晚上", "傍晚", "夜里", "昨天", "前天", "明天", "后天", "周一", "周二",
            "周三", "周四", "周五", "周六", "周日", "周末", "星期")


def one_day_asked_zh(question: list[Tok], story: list[Tok]) -> bool:
    """"小明上午摘了23个李子，下午摘了18个，小明上午摘了多少个": the question names a day (or part of one) the story
    tells an amount on (今天, 今年 are the story's own time, not one of its days); "阿强上午有34个 … 阿强下午比阿丽多几个":
    or another day than the one the story tells."""
    told, asked = "".join(t.value for t in story), "".join(t.value for t in question)
    return any(day in asked for day in _DAYS_ZH) and any(day in told for day in _DAYS_ZH)


_EQUAL_WORDS = frozenset({"if", "the", "a", "an", "same", "equal", "number", "of", "go", "goes", "ride", "rides", "sit",
                          "sits", "are", "is", "be", "get", "gets", "put", "puts", "place", "places", "placed", "in",
                          "on", "into", "to", "each", "every", "has", "have", "he", "she", "they", "give", "gives",
                          "everyone", "everybody", "receive", "receives"})


def equal_shares_said_en(question: list[Tok], story: list[Tok]) -> list[Tok]:
    """"How many will go in each car if the same number go in each car?": a closing condition that only says the
    shares are equal, which a question of "each" already asks, set aside; only where it holds no number and no word
    but these and the story's or the question's own (another thing or place in it stays, and the reading refuses)."""
    at = next((k for k, t in enumerate(question) if t.value == "if"), None)
    if at is None or at == 0:
        return question
    asked = words_of(question[:at])
    condition = words_of(question[at:])
    said = " ".join(condition)
    if "each" not in asked or any(t.type == "NUM" for t in question[at:]) \
            or " same number" not in f" {said}" and " equal number" not in f" {said}":
        return question
    known = set(asked) | set(words_of(story))
    known |= {lemma(w, "NOUN") for w in known}
    return question[:at] if all(w in _EQUAL_WORDS or w in known or lemma(w, "NOUN") in known for w in condition) \
        else question


def without_equal_shares_said(tokens: list[Tok]) -> list[Tok]:
    """A whole story's tokens with the question's closing equal-shares condition set aside (equal_shares_said_en)."""
    asks = [k for k, t in enumerate(tokens) if t.type == "HOW_MANY"]
    if len(asks) != 1:
        return tokens
    return tokens[:asks[0]] + equal_shares_said_en(tokens[asks[0]:], tokens[:asks[0]])


def without_goal_getting_en(question: list[Tok]) -> list[Tok]:
    """The question without the getting after "need to" or "have to" ("need to pick", "have to buy"): the goal's
    own way of being reached, a verb of the gains that open a story; a loss ("need to sell") is kept."""
    return [t for k, t in enumerate(question)
            if not (k >= 2 and question[k - 1].value == "to" and question[k - 2].value in _GOAL_WORDS
                    and lemma(t.value, "VERB") in OPENING_GAINS)]
