"""A rate that is not the one the hours are worked at, in English (issue 15, hostile round 31): "The plumber charges
$65 per hour and Ben worked 3 hours", "… and the job took his apprentice 3 hours" (someone else's hours: billed at
the plumber's rate, at the apprentice's, or not at all?), "i used to make 22.50 an hour and worked 40 hours" (a rate
no longer paid: the hours may be at the new one). The rate readers multiply a rate by the hours told; these say the
hours are of another doer or the rate of another time, so the request goes slow. So does a time asked of another
than the rate's doer ("my sister reads 40 pages an hour. how many hours for me to …") and a past habit of any rate
("i used to read 30 pages a day").

Read on the words: the one before the rate's verb ("the plumber charges") and the one before the verb of the hours
("Ben worked", "took his apprentice"); the hours' doer may be unsaid ("and worked"), a pronoun, or the rate's own.
"""

from __future__ import annotations

import re

_RATE_VERB = r"(?:charges|charge|charged|earns|earn|earned|makes|make|made|bills|gets paid|get paid|is paid|was paid)"
_TIME = r"\d[\d,]*(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|days?|weeks?)\b"
_RATE_DOER = re.compile(rf"\b([a-z']+)\s+{_RATE_VERB}\b")
_HOURS_DOER = re.compile(rf"\b(?:(the|his|her|my|our|their|a|an|your)\s+)?([A-Za-z']+)\s+"
                         rf"(?:worked|works|work|stayed|clocked|logged|spent)\s+(?:for\s+)?{_TIME}", re.IGNORECASE)
_TOOK_WHOM = re.compile(rf"\b(?:took|takes|take)\s+([a-z']+(?:\s+[a-z']+)?)\s+{_TIME}")
_USED_TO = re.compile(rf"\b(?:used to|no longer|previously)\s+{_RATE_VERB}\b")
# a past habit of any doing at a rate ("i used to read 30 pages a day"): the rate may not be today's
_USED_TO_RATE = re.compile(r"\b(?:used to|no longer|previously)\s+(?:[a-z]+\s+){1,2}?\d[\d,]*(?:\.\d+)?\s+"
                           r"(?:[a-z-]+\s+)?(?:a|an|per|each|every)\s+[a-z]+")
# the doer of a rate ("my sister reads 40 pages an hour"), and the one a question asks the time of ("for me to",
# "will it take him")
_RATE_SUBJECT = re.compile(r"\b(?:(my|his|her|our|their|your|the)\s+)?([a-z']+)\s+(?:can\s+|could\s+|usually\s+)?"
                           r"[a-z]+\s+\d[\d,]*(?:\.\d+)?\s+(?:[a-z-]+\s+)?(?:a|an|per|each|every)\s+"
                           r"(?:second|minute|hour|day|week|month|year)\b")
_ASKED_DOER = re.compile(r"\b(?:for|take|takes|took)\s+(?:(?:(my|his|her|our|their|your)\s+([a-z']+))"
                         r"|(me|us|you|him|her|them))\s+to\b")
# What the patterns above need said, searched first (a pattern that starts at every word costs more): a past rate's
# "used to", "no longer" or "previously"; a rate's verb (each of _RATE_VERB holds one of these); a rate per a period
# (the end of _RATE_SUBJECT)
_USED_TO_SAID = ("used to", "no longer", "previously")
_RATE_VERB_SAID = ("charge", "earn", "make", "made", "bills", "paid")
_PER_PERIOD = re.compile(r"\b(?:a|an|per|each|every)\s+(?:second|minute|hour|day|week|month|year)\b")
_SUBJECT_AS_OBJECT = {"i": "me", "we": "us", "you": "you", "he": "him", "she": "her", "they": "them"}
_THIRD_PERSON = frozenset({"him", "her", "them"})
# who may do the hours beside the rate: the rate's doer unsaid ("and worked"), or said again as a pronoun
_SAME_DOER = frozenset({"i", "he", "she", "they", "we", "you", "it", "and", "then", "also", "have", "has", "had",
                        "just", "only", "so", "but", "who", "that", "which", "then", "also", "usually", "often"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "them", "me", "us", "you"})


def hours_of_another_rate(text: str) -> bool:
    """Whether the hours told are another doer's than the rate's, or the rate is said to be a past one."""
    folded = text.lower()
    if any(w in folded for w in _USED_TO_SAID) and (_USED_TO.search(folded) or _USED_TO_RATE.search(folded)) \
            or _another_asked_than_the_rate_is_of(folded):
        return True
    if not any(w in folded for w in _RATE_VERB_SAID):
        return False  # no rate's verb: no rate doer
    rate_doers = {m.group(1) for m in _RATE_DOER.finditer(folded)}
    if not rate_doers:
        return False
    if any(m.group(1) not in _OBJECT_PRONOUNS for m in _TOOK_WHOM.finditer(folded)):
        return True  # "the job took his apprentice 3 hours"
    return any(_someone(m.group(1), m.group(2)) and m.group(2).lower() not in rate_doers | _SAME_DOER
               for m in _HOURS_DOER.finditer(text))


def _someone(determiner: str | None, word: str) -> bool:
    """A doer named: a noun after "the", "his", "my" … ("his apprentice"), or a name written capitalised ("Ben");
    "will work", "he worked", "and worked" name no one new."""
    return bool(determiner) or word[:1].isupper()


def _another_asked_than_the_rate_is_of(folded: str) -> bool:
    """Whether the question asks the time of another than the rate's doer: "my sister reads 40 pages an hour. how
    many hours for me to …", "we read 30 pages a day. how many days for me to …" (hostile round 33)."""
    rate = _RATE_SUBJECT.search(folded) if _PER_PERIOD.search(folded) else None
    asked = _ASKED_DOER.search(folded, rate.end()) if rate else None
    if not asked:
        return False  # no one asked, or no person ("for a 360 page print job", "take it to")
    rate_doer = (rate.group(1) or "", _SUBJECT_AS_OBJECT.get(rate.group(2), rate.group(2)))
    asked_doer = (asked.group(1) or "", asked.group(2) or asked.group(3))
    if asked_doer[1] in _THIRD_PERSON and not asked_doer[0]:
        return rate_doer[1] in ("me", "us", "you")  # "him", "her": the rate's doer said again, unless it is the speaker
    return asked_doer != rate_doer
