"""A price or rate said to change with no amount, or a part of the story said replaced (issue 15): "I pay $900 rent
monthly, and it goes up in March. How much is it per year?" is not 12 × 900, and "6 floors with 15 rooms on each
floor, and the top floor has offices instead" does not have 90 rooms. A clause that says a price or rate (it, the
rent, the fee …) changes, tells no number and is followed by no money amount, or any "instead", sends every reading
slow (guard_checks.py). A change told with its number ("rose from 80 to
100", "goes up by $50") is a quantity the readers read or refuse as unused."""

from __future__ import annotations

import re

CHANGE_WORDS = ("goes", "go", "going", "went", "gone", "rises", "rose", "risen", "increases", "increased", "decreases",
                "decreased", "drops", "dropped", "raised", "lowered", "reduced", "instead")
# the change of a price or rate said by its subject: "it goes up", "the rent rises", "the fee is raised"
_CHANGED = re.compile(r"\b(?:it|rent|price|prices|fee|fees|cost|costs|rate|rates|bill|salary|wage|wages|pay|premium|"
                      r"tuition|fare|fares|subscription|plan)(?: will| would)? (?:(?:goes|go|going|went|gone) (?:up|down)|"
                      r"rises|rose|risen|increases|increased|decreases|decreased|drops|dropped|(?:is|are|gets|got|was|"
                      r"were|be) (?:raised|lowered|increased|reduced))\b", re.IGNORECASE)
_CLAUSES = re.compile(r"[,;.!?]|\band\b|\bbut\b", re.IGNORECASE)
_NUMBER = re.compile(r"<[a-z]\d+>|\d")
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
_INSTEAD = re.compile(r"\binstead\b", re.IGNORECASE)
# the new price told after the change ("it went up, and now it's $1,300 a month") is an amount the readers weigh
_MONEY = re.compile(r"[$£€¥]\s*\d|\d[\d,.]*\s*(?:dollars?|euros?|pounds?|bucks|cents?)\b", re.IGNORECASE)


def changed_without_an_amount(text: str) -> bool:
    """Whether the (original) request's story (its sentences before the question) says a change with no number in its
    clause, or the request says a part is replaced."""
    if _INSTEAD.search(text):
        return True
    sentences = _SENTENCES.split(text.strip())
    story = " ".join(sentences[:-1])  # a change asked ("How much does it go down by?") is the question's
    at = 0
    for clause in _CLAUSES.split(story):
        at = story.index(clause, at)
        if _CHANGED.search(clause) and not _NUMBER.search(clause) and not _MONEY.search(story, at + len(clause)):
            return True
    return False
