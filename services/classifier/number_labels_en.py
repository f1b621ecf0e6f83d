"""Numbers that label, set aside from an English story so its computation can be read (issue 15, the stories corpus).

A story of adult life names things by numbers that count nothing: a year ("In 2021 the Ortiz family planted …", "the
quilt she started in 1987"), a date ("On March 14, four roommates split …", "by the 20th of the month"), a street,
route or room ("the plumber on 42 Cedar Street", "the farm on Route 6", "in Room 104") and an age said aside
("Beatriz, who is 29, shared …", "Omar's son is 6 years old."). The reader reads a story in full or not at all, so
each such number sends it slow. `labels_set_aside` writes the request without them, and parse.py reads what is left
as strictly as ever: it reads the same computation or none.

A label is taken only in the forms above, whole: a year after "in", "since", "from" or "during", closed by a mark or
a clause's next word; a month's day after "on" or "by"; a number right before a capitalised street name or right
after "Route", "Room", "Highway" …; an age in a clause set off by commas (", who is 34,", ", who turned 78 last
spring,", "Ingrid, 34,") or in a sentence of its own ("Omar's son is 6 years old."). A clause set off by commas goes
whole, and only where every number in it is a label. Nothing is taken where the label could be part of what is
asked: a year or date where the question asks a time (years, days, "when", "how old", "since") or the story counts
by years (months, days) elsewhere ("adds 1,275 books each year"); an address where the question asks one (house,
street, number); an age where the story speaks of ages elsewhere ("11 times her age").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .reader.pronouns import is_person_name
from .slots import Slots

_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
          r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)")
_YEAR = r"(?:19|20)\d\d(?![\d,.]\d)"
# what may follow a label: a mark, the end, or a word that starts the clause's next part (not a unit or a noun:
# "in 2000 steps" counts steps)
_CLOSED = (r"(?=\s*(?:[,.;:!?]|$)|\s+(?:and|but|so|when|while|the|a|an|he|she|they|we|i|it|his|her|their|our|my|this"
           r"|that|is|was|has|had|have)\b)")
_DAY = rf"(?:{_MONTH}\.? \d{{1,2}}(?:st|nd|rd|th)?(?:,? {_YEAR})?|the \d{{1,2}}(?:st|nd|rd|th)(?: of (?:the month|{_MONTH}))?)"
_STREET = (r"(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Court|Ct|Boulevard|Blvd|Way|Place|Pl|Terrace|Circle"
           r"|Parkway|Square|Highway)\b")

_YEAR_LEAD = re.compile(rf"(?:(?<=^)|(?<=[.!?] ))(?:In|Since|Back in|During|By|On) [^,.!?]{{0,40}}?\b{_YEAR}{_CLOSED},? ?")
_YEAR_INSIDE = re.compile(rf" (?:in|since|from|during|back in|of) (?:{_MONTH} )?{_YEAR}{_CLOSED}")
_DAY_LEAD = re.compile(rf"(?:(?<=^)|(?<=[.!?] ))(?:On|By) {_DAY}{_CLOSED},? ?")
_DAY_INSIDE = re.compile(rf" (?:on|by) {_DAY}{_CLOSED}")
_ADDRESS = re.compile(rf"\b\d{{1,5}} (?=(?:[A-Z][a-z]+ ){{1,3}}{_STREET})")
_ORDINAL_STREET = re.compile(rf"\b\d{{1,3}}(?:st|nd|rd|th) (?={_STREET})")
_NAMED_NUMBER = re.compile(r"\b(?P<kind>Route|Highway|Interstate|Room|Gate|Platform|Suite|Apartment|Apt\.?|Unit|Exit|Pier"
                           r"|Building|Ward|Bay|Dock|Lot) \d{1,4}\b(?![.,]\d)")
_ASIDE = re.compile(r", (?:who|which|whose|a|an) [^,.;!?]{1,80}, ")
_NAMED_AGE = re.compile(r"\b(?P<name>[A-Z][a-z]+), \d{1,3}, ")
_AGE_SENTENCE = re.compile(r"(?:(?<=^)|(?<=[.!?] ))(?:[A-Z][\w']*)(?: [\w']+){0,3} is \d{1,3} years? old\. ")
# an age said in a clause: "who is 34", "who turned 78 last spring", "who will be 40"
_AGE_IN_ASIDE = re.compile(r"^, who (?:is|was|turned|just turned|will be|turns) \d{1,3}(?: years old)?"
                           r"(?: (?:last|this|next) (?:spring|summer|fall|autumn|winter|week|month|year))?, $")
_NUMBER = re.compile(r"\d[\d,.]*")

# what a question asks where a label of that kind may be part of it
_ASKS_TIME = re.compile(r"\b(?:years?|months?|weeks?|days?|decades?|dates?|when|since|ago|until|old|age|born|annual"
                        r"|anniversary|birthday|long|\d+(?:st|nd|rd|th))\b|\b" + _MONTH + r"\b", re.IGNORECASE)
_ASKS_PLACE = re.compile(r"\b(?:street|avenue|address|houses?|numbers?|doors?|apartments?|rooms?|routes?|blocks?"
                         r"|floors?)\b", re.IGNORECASE)
# the story counting by the years (months, days) or ages elsewhere: a label of that kind may count there
_COUNTS_TIME = re.compile(r"\b(?:years?|yearly|annual(?:ly)?|months?|monthly|weeks?|weekly|days?|daily|decades?|ago"
                          r"|since|anniversary|birthday|tomorrow|yesterday|\d+(?:st|nd|rd|th))\b|\b" + _MONTH + r"\b",
                          re.IGNORECASE)
_COUNTS_AGE = re.compile(r"\b(?:age|ages|old|older|younger|years?|born|birthday)\b", re.IGNORECASE)
_MAY_HAVE_LABEL = re.compile(rf"{_YEAR}|\d(?:st|nd|rd|th)\b|{_MONTH} \d| \d{{1,5}} [A-Z]|[A-Z][a-z]+ \d|, \d|years? old"
                             r"|, who [a-z ]{2,12} \d")


@dataclass(frozen=True)
class LabelsSetAside:
    text: str  # the request without its labels
    removed: tuple[str, ...]  # what was set aside, as written


def _taken(pattern: re.Pattern[str], text: str, removed: list[str], keep: str = "") -> str:
    """`text` without `pattern`'s matches (but for group `keep`), each match's text added to `removed`."""
    def take(m: re.Match[str]) -> str:
        removed.append(m.group())
        return m.group(keep) if keep else ""
    return pattern.sub(take, text)


def _aside_is_labels(aside: str) -> bool:
    """Every number in a comma clause is a label: a year after in/since, an address, a route's, or an age."""
    if _AGE_IN_ASIDE.match(aside):
        return True
    rest = _YEAR_INSIDE.sub("", aside)
    rest = _ADDRESS.sub("", rest)
    rest = _NAMED_NUMBER.sub(r"\g<kind>", rest)
    return rest != aside and not _NUMBER.search(rest)


def labels_set_aside(slots: Slots) -> LabelsSetAside | None:
    """The English request as written without the numbers that label (see the module's docstring), or None where
    there are none to take."""
    text = slots.original
    if not text.isascii() or not _MAY_HAVE_LABEL.search(text):
        return None
    text = " ".join(text.split())
    sentences = re.split(r"(?<=[.!?])\s+", text)
    asked = sentences[-1]
    time_asked, place_asked = bool(_ASKS_TIME.search(asked)), bool(_ASKS_PLACE.search(asked))
    removed: list[str] = []
    out = " ".join(sentences[:-1]) + " " if len(sentences) > 1 else ""  # the story; the question keeps its dates
    if not place_asked:
        out = _taken(_NAMED_NUMBER, _taken(_ORDINAL_STREET, _taken(_ADDRESS, out, removed), removed), removed, "kind")
        asked = _taken(_NAMED_NUMBER, _taken(_ORDINAL_STREET, _taken(_ADDRESS, asked, removed), removed), removed,
                       "kind")
    taken_asides = [a for a in _ASIDE.findall(out) if _aside_is_labels(a)]
    for aside in taken_asides:
        out = out.replace(aside, " ", 1)
        removed.append(aside)
    ages = [m for m in _NAMED_AGE.finditer(out) if is_person_name(m.group(1).lower())] \
        + list(_AGE_SENTENCE.finditer(out))
    for age in ages:
        out = out.replace(age.group(), age.group("name") + " " if age.groupdict().get("name") else "", 1)
        removed.append(age.group())
    if (ages or any(_AGE_IN_ASIDE.match(a) for a in taken_asides)) and _COUNTS_AGE.search(out + asked):
        return None  # "… is 8 years old. Her great-grandfather is 11 times her age": the age counts
    if not time_asked:
        before = len(removed)
        dated = _taken(_DAY_INSIDE, _taken(_DAY_LEAD, out, removed), removed)
        dated = _taken(_YEAR_INSIDE, _taken(_YEAR_LEAD, dated, removed), removed)
        if len(removed) > before and _COUNTS_TIME.search(dated + asked):
            return None  # "In 2019 the library had 4,380 books, and it adds 1,275 books each year"
        out = dated
    elif any(_YEAR_INSIDE.search(a) for a in taken_asides):
        return None  # a year said aside where the question asks a time
    if not removed:
        return None
    out = re.sub(r"(^|[.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), " ".join((out + asked).split()))
    return LabelsSetAside(out, tuple(removed)) if _NUMBER.search(out) else None
