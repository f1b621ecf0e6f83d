"""A his or her that is the own of the person its clause opens with (for pronouns.py): "If Lisa gives all of her
pencils to Gloria" (Lisa's pencils), "Beka flew 873 miles to visit her aunt. Jackson flew 563 miles to visit his
aunt" (each one's own aunt). English binds a possessive to its clause's subject; such a pronoun stands for no doer
the readers act for, so it neither picks among the story's people nor counts as a second gender beside a his.

Only where the clause opens with the name itself (after an "if", "when", "then", "so" at most), the name may be of
the pronoun's gender, nothing but plain words and amounts lies between them (no other person, no "Lisa's", no "Lisa and Ann",
no comma, no word of a comparison: "Ben is twice his age" is Alex's), and "her" is surely a possessive: a plain word follows it (not a number, "some", "a", "the", "more" …)
and no verb that takes a person before a thing comes before it ("Lisa gave her 5", "Lisa bought her lunch": for her
or hers?). "he", "she", "him" and every other possessive are left to pronouns.py as before.
"""

from __future__ import annotations

import re

_CLAUSE = re.compile(r"[^,.;?!]+")
_OPENERS = ("if ", "when ", "then ", "so ")
_MALE, _FEMALE = "m", "f"
_OWNER_GENDER = {"his": _MALE, "her": _FEMALE}
# words after which "her" may be a person and what follows a thing: "gave her 5", "bought her lunch", "told her story"
_PERSON_BEFORE_THING = frozenset((
    "gave gives give bought buys buy told tells tell asked asks ask paid pays pay sent sends send lent lends lend owes "
    "owed showed shows show handed hands hand made makes make got gets get brought brings bring baked bakes bake "
    "cooked cooks cook left leaves leave offered offers offer sold sells sell promised promises promise found finds "
    "saved saves save let lets help helps helped call calls called").split())
# words of a comparison: a possessive after one is the other's ("Ben is twice his age", "3 more than her sister")
_COMPARING = frozenset(("than as twice thrice times half double triple same more less fewer older younger taller "
                        "shorter longer heavier lighter bigger smaller higher lower farther further").split())
# words after "her" that make it a person, not an owner: an amount or a determiner follows ("gave her some")
_NOT_OWNED = frozenset(("some a an the more all any each half one two three four five six seven eight nine ten and "
                        "how if now that this these those to").split())


def possessives_of_subjects(text: str, pronouns: list[re.Match[str]], people: list[tuple[int, str, str]]) -> set[int]:
    """Where in `text` each his / her of `pronouns` is the own of the named person (`people`: where, name, gender)
    that opens its clause."""
    lowered = text.lower()
    return {m.start() for m in pronouns if _owned_by_subject(text, lowered, m, people)}


def _owned_by_subject(text: str, lowered: str, m: re.Match[str], people: list[tuple[int, str, str]]) -> bool:
    word = m.group(0).lower()
    if word not in _OWNER_GENDER:
        return False
    clause = next(c for c in _CLAUSE.finditer(text) if c.start() <= m.start() < c.end())
    start = clause.start() + len(clause.group(0)) - len(clause.group(0).lstrip())
    opener = next((o for o in _OPENERS if lowered.startswith(o, start)), "")
    start += len(opener)
    subject = next((p for p in people if p[0] == start), None)
    if subject is None:
        return False
    where, name, gender = subject
    if gender == (_FEMALE if _OWNER_GENDER[word] == _MALE else _MALE):
        return False  # "Tom … her": not his own
    if any(where < at < m.start() for at, _, _ in people):
        return False  # "Lisa told Ann about her …": whose?
    between = lowered[where + len(name):m.start()]
    if not re.fullmatch(r"(?: [a-z0-9$]+)+ ", between) or between.split()[0] in ("and", "or", "nor"):
        return False  # "Lisa's mom … her", "Lisa and Ann … her": another owner may be meant
    if not _COMPARING.isdisjoint(between.split()):
        return False  # "Ben is twice his age": compared with another's
    if word == "his":
        return True
    before = between.split()[-1]
    after = re.match(r" ([a-z]+)\b", lowered[m.end():])
    return before not in _PERSON_BEFORE_THING and after is not None and after.group(1) not in _NOT_OWNED
