"""A sentence without a number that says the story's doing stopped or its price changed (issue 15): "A machine makes
50 bottles an hour. The machine broke down for a while. How many bottles did it make in 6 hours?" is not 50*6, and
"Tickets cost 7 dollars each. Today there is a sale. How much do 4 tickets cost today?" is not 4*7: the sentence tells
no amount, so no reader reads it, yet it changes what the amounts give. Such a sentence, anywhere before the
question, sends any reading slow (guard_checks.py). A pause or a price told with its number ("rested 6 hours",
"$2 off") is a quantity of its own and left to the readers that read it; a "bake sale" or "yard sale" is a place,
not a price. A discount or a sale price whose amount the request never tells ("If Ruth buys 5 pounds at a discount,
how much does she pay?") sends it slow wherever it is said, the question too.

The same change told inside a clause of the story (`changed_without_an_amount`): "I pay $900 rent monthly, and it goes
up in March. How much is it per year?" is not 12 × 900. A clause that says a price or rate (it, the rent, the fee …)
changes, tells no number and is followed by no money amount, or any "instead" ("the top floor has offices instead":
a part replaced), or that the doing was paused ("kept it for 7 months, pausing it over the summer", "froze it for the
holidays", "suspending it while I traveled", "on hold"; not "without a pause"), sends every reading slow; a change
told with its number ("goes up by $50") is a quantity the readers read or refuse as unused, and a change asked in the
question is the question's."""

from __future__ import annotations

import re

INTERRUPTION_WORDS = ("broke", "broken", "stopped", "stops", "jammed", "paused", "order", "sale", "discount",
                      "discounted", "prices", "price", "cheaper", "raised", "lowered")
_NUMBER = re.compile(r"<[a-z]\d+>|\d")
_STOPPED = re.compile(r"\b(?:broke(?: down)?|(?:was|is|got) broken|stopped(?: working)?|stops working|jammed|"
                      r"paused|out of order|shut down for)\b", re.IGNORECASE)
_PRICE_CHANGED = re.compile(r"\b(?:on sale|(?<!bake )(?<!yard )(?<!garage )(?<!rummage )(?<!book )a sale|"
                            r"sale (?:today|this week)|discount(?:ed)?|prices? (?:went|go|goes|rose|rise|rises|fell|"
                            r"dropped|drops|changed|changes)|(?:raised|lowered|cut) (?:the|its|their) prices?|cheaper)\b",
                            re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?;])\s+")
# a price changed by an amount never told, said anywhere, the question too ("If Ruth buys 5 pounds at a discount, …")
_UNTOLD_DISCOUNT = re.compile(r"\b(?:at|with|gets?|got|on) (?:a )?(?:discount|reduced price|lower price|sale price)\b"
                              r"(?! of)|\bon sale\b", re.IGNORECASE)
_AMOUNT_OFF = re.compile(r"%|<p\d+>|\bpercent\b|\boff\b|\bdiscount of\b", re.IGNORECASE)


def interrupted_without_a_number(text: str) -> bool:
    """Whether a sentence of the story (not the question) tells, with no number, that its doing stopped or its
    price changed."""
    if _UNTOLD_DISCOUNT.search(text) and not _AMOUNT_OFF.search(text):
        return True
    sentences = [s for s in _SENTENCES.split(text.strip()) if s.strip()]
    return any(not _NUMBER.search(s) and (_STOPPED.search(s) or _PRICE_CHANGED.search(s)) for s in sentences[:-1])


CHANGE_WORDS = ("goes", "go", "going", "went", "gone", "rises", "rose", "risen", "increases", "increased", "decreases",
                "decreased", "drops", "dropped", "raised", "lowered", "reduced", "instead", "pausing", "paused",
                "pauses", "froze", "suspended", "suspending", "hold")
# a doing paused for a time the clause does not tell (red team 32)
# (not "frozen": "fresh and frozen fruit" is a kind, MAWPS)
_PAUSED = re.compile(r"\b(?:paus(?:ed|ing|es)|froze|suspend(?:ed|ing|s)|(?:on|put it on) hold)\b", re.IGNORECASE)
# the change of a price or rate said by its subject: "it goes up", "the rent rises", "the fee is raised"
_CHANGED = re.compile(r"\b(?:it|rent|price|prices|fee|fees|cost|costs|rate|rates|bill|salary|wage|wages|pay|premium|"
                      r"tuition|fare|fares|subscription|plan)(?: will| would)? (?:(?:goes|go|going|went|gone) (?:up|down)|"
                      r"rises|rose|risen|increases|increased|decreases|decreased|drops|dropped|(?:is|are|gets|got|was|"
                      r"were|be) (?:raised|lowered|increased|reduced))\b", re.IGNORECASE)
_CLAUSES = re.compile(r"[,;.!?]|\band\b|\bbut\b", re.IGNORECASE)
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
        if _PAUSED.search(clause) and not _NUMBER.search(clause) and not re.search(r"\bwithout\b", clause):
            return True
    return False
