"""A rate that is not the one the hours are worked at, in English (issue 15, hostile round 31): "The plumber charges
$65 per hour and Ben worked 3 hours", "… and the job took his apprentice 3 hours" (someone else's hours: billed at
the plumber's rate, at the apprentice's, or not at all?), "i used to make 22.50 an hour and worked 40 hours" (a rate
no longer paid: the hours may be at the new one). The rate readers multiply a rate by the hours told; these say the
hours are of another doer or the rate of another time, so the request goes slow.

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
# who may do the hours beside the rate: the rate's doer unsaid ("and worked"), or said again as a pronoun
_SAME_DOER = frozenset({"i", "he", "she", "they", "we", "you", "it", "and", "then", "also", "have", "has", "had",
                        "just", "only", "so", "but", "who", "that", "which", "then", "also", "usually", "often"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "them", "me", "us", "you"})


def hours_of_another_rate(text: str) -> bool:
    """Whether the hours told are another doer's than the rate's, or the rate is said to be a past one."""
    folded = text.lower()
    if _USED_TO.search(folded):
        return True
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
