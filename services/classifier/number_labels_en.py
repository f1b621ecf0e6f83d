"""Numbers that label, set aside from an English story so its computation can be read (issue 15, the stories corpus).

A story of adult life names things by numbers that count nothing: a year ("In 2021 the Ortiz family planted …", "the
quilt she started in 1987"), a date ("On March 14, four roommates split …", "by the 20th of the month"), a street,
route or room a story happens at ("the plumber on 42 Cedar Street", "the farm on Route 6", "in Room 104"). The reader
reads a story in full or not at all, so each such number sends it slow. An age said aside ("Kate, who is 12, …") is
not taken: the project keeps a story with an age it does not use slow (hostile_probes_28, blind_stories).
`labels_set_aside` writes the request without them, and parse.py reads what is left
as strictly as ever: it reads the same computation or none.

A label is taken only in the forms above, whole: a year after "in", "since", "from" or "during", closed by a mark or
a clause's next word; a month's day after "on" or "by"; after a preposition, a number right before a capitalised street
name or right after "Route", "Room", "Highway" … (not "Room 207 costs $120 a night": a thing named by its number); a
problem's own number or grade before it, at the very start and closed by its mark ("Q3) ", "Problem 4: ", "#2. ", "6th
grade word problem - "). A
clause set off by commas goes whole, and only where every number in it is a year or a place. What is left must be one
step, its two amounts (a chain keeps its every number). Nothing is taken where the label could be part of what is
asked: a year or date where the question asks a time (years, days, "when", "how old", "since") or the story counts
by years (months, days) elsewhere ("adds 1,275 books each year") or sets the label against another time (a second
year, "now", "then"); an address where the question asks one (house, street, number).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
# a place a story happens at, after its preposition ("the plumber on 42 Cedar Street"); not a thing named by its number,
# which the story may price or count ("Room 207 costs $120 a night")
_AT = r"\b(?P<at>at|on|in|from|to|near|off|along|by|down|up|across) "
_ADDRESS = re.compile(rf"{_AT}\d{{1,5}} (?=(?:[A-Z][a-z]+ ){{1,3}}{_STREET})")
_ORDINAL_STREET = re.compile(rf"{_AT}\d{{1,3}}(?:st|nd|rd|th) (?={_STREET})")
_KEEP_AT, _KEEP_AT_KIND = r"\g<at> ", r"\g<at> \g<kind>"
_NAMED_NUMBER = re.compile(_AT + r"(?P<kind>Route|Highway|Interstate|Room|Gate|Platform|Suite|Apartment|Apt\.?|Unit|Exit|Pier"
                           r"|Building|Ward|Bay|Dock|Lot) \d{1,4}\b(?![.,]\d)")
# a problem's number or grade that heads the request: "Q3) A school bus …", "6th grade word problem - A car …"
_PROBLEM_LABEL = re.compile(r"^(?:(?:Q|Question|Problem|Exercise|Task|No\.|#) ?\d{1,3}[a-z]?(?:\)|:|\.| -)"
                            r"|\d{1,2}(?:st|nd|rd|th) grade (?:math )?(?:word )?problem ?[-:]) +(?=[A-Z])", re.IGNORECASE)
_ASIDE = re.compile(r", (?:who|which|whose|a|an) [^,.;!?]{1,80}, ")
_NUMBER = re.compile(r"\d[\d,.]*")

# what a question asks where a label of that kind may be part of it
_ASKS_TIME = re.compile(r"\b(?:years?|months?|weeks?|days?|decades?|dates?|when|since|ago|until|old|age|born|annual"
                        r"|anniversary|birthday|long|\d+(?:st|nd|rd|th))\b|\b" + _MONTH + r"\b", re.IGNORECASE)
_ASKS_PLACE = re.compile(r"\b(?:street|avenue|address|houses?|numbers?|doors?|apartments?|rooms?|routes?|blocks?"
                         r"|floors?)\b", re.IGNORECASE)
# the story counting by the years (months, days) elsewhere: a label of that kind may count there
_COUNTS_TIME = re.compile(r"\b(?:years?|yearly|annual(?:ly)?|months?|monthly|weeks?|weekly|days?|daily|decades?|ago"
                          r"|since|anniversary|birthday|tomorrow|yesterday|\d+(?:st|nd|rd|th)"
                          # a time the label's stands against ("In 2020 the town had 9 shops … now")
                          r"|now|today|currently|then|later|earlier|before|after|anymore)\b|\b" + _MONTH + r"\b",
                          re.IGNORECASE)
_MAY_HAVE_LABEL = re.compile(rf"^(?:Q|Question|Problem|Exercise|Task|No|#|\d{{1,2}}(?:st|nd|rd|th) grade)|{_YEAR}|\d(?:st|nd|rd|th)\b|{_MONTH} \d| \d{{1,5}} [A-Z]|[A-Z][a-z]+ \d")


@dataclass(frozen=True)
class LabelsSetAside:
    text: str  # the request without its labels
    removed: tuple[str, ...]  # what was set aside, as written


def _taken(pattern: re.Pattern[str], text: str, removed: list[str], keep: str = "") -> str:
    """`text` without `pattern`'s matches (but for the template `keep`), each match's text added to `removed`."""
    def take(m: re.Match[str]) -> str:
        removed.append(m.group())
        return m.expand(keep) if keep else ""
    return pattern.sub(take, text)


def _aside_is_labels(aside: str) -> bool:
    """Every number in a comma clause is a label: a year after in/since, an address, a route's."""
    rest = _YEAR_INSIDE.sub("", aside)
    rest = _ADDRESS.sub("", rest)
    rest = _NAMED_NUMBER.sub("", rest)
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
    out = _taken(_PROBLEM_LABEL, out, removed)
    if not place_asked:
        for said in ("out", "asked"):
            text_of = out if said == "out" else asked
            text_of = _taken(_ADDRESS, text_of, removed, _KEEP_AT)
            text_of = _taken(_NAMED_NUMBER, _taken(_ORDINAL_STREET, text_of, removed, _KEEP_AT), removed, _KEEP_AT_KIND)
            out, asked = (text_of, asked) if said == "out" else (out, text_of)
    taken_asides = [a for a in _ASIDE.findall(out) if _aside_is_labels(a)]
    for aside in taken_asides:
        out = out.replace(aside, " ", 1)
        removed.append(aside)
    if not time_asked:
        before = len(removed)
        dated = _taken(_DAY_INSIDE, _taken(_DAY_LEAD, out, removed), removed)
        dated = _taken(_YEAR_INSIDE, _taken(_YEAR_LEAD, dated, removed), removed)
        if len(removed) > before and (_COUNTS_TIME.search(dated + asked) or len(removed) - before > 1):
            return None  # "In 2019 the library had 4,380 books, and it adds 1,275 books each year"; two whens ("In
            # 2020 the town had 9 shops and in 2023 it had 28"): the same thing at two times
        out = dated
    elif any(_YEAR_INSIDE.search(a) for a in taken_asides):
        return None  # a year said aside where the question asks a time
    if not removed:
        return None
    out = re.sub(r"(^|[.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), " ".join((out + asked).split()))
    # one step: the two amounts of one operation left ("Kate, who is 12, had 5 roses. She sold 3 and then picked 34
    # more": a chain keeps its every number and goes slow)
    return LabelsSetAside(out, tuple(removed)) if len(_NUMBER.findall(out)) == 2 else None
