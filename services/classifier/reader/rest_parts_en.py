"""The rest named by its sort beside a part of the other sort, asked by the rest's sort, in English (issue 15, MAWPS):
"There were 3409 pieces of candy in a jar. If 145 pieces were red and the rest were blue, how many were blue?"
(3409-145), "Iesha has 344 books. 136 are about school and the rest are about sports. How many books about sports does
Iesha have?", "… filled with a total of 5155 gems. 45 of the gems were diamonds, and the rest were rubies. How many of
the gems were rubies?", "Mrs. Snyder made 86 heart cookies. She made 36 red cookies and the rest are pink. How many
pink cookies did she make?". roles.py's rest_of.py reads the plainest of these ("8 balloons are red and the rest are
green"); here the rest told after a condition's "if", a sort said with "about", the part told as "N of the things"
or by the whole's own verb, and the whole told as "a total of".

Read only as: the whole (the first amount, of one holder), then one clause with the part and "and the rest are B",
the part by the whole's holder and verb or as "N (of them) are A", and the question of B, of the whole's thing. The
guards are total_parts_en.py's (a negation, a hedge, a rate, a plan, a third sort, an extra number, another holder,
time, place, unit or thing asked); the part asked, "the rest are B or C", a part not below the whole, or one of counted things that is no whole count
("0.25 of the coins were gold") go slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .rest_of import COLOURS
from .role_words import lemma
from .tokens import Tok
from .total_parts_en import a_count_below, asks_only_the_story, told_and_asked, told_by_the_whole
from .triggers import triggered_by
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit

_ART = r"(?:(?:a|an|the) )?"
_OWNER = r"(?:(?:[a-z]+ )?[a-z]+'s )?"
_BE = r"(?:are|were|is|was)"
_SORT = r"(?:about )?[a-z]+"  # "red", "about sports"
_REST = re.compile(rf"(?P<part>.*?)(?: ,)? and rest {_BE} (?P<b>{_SORT})")
# "there were <n0> pieces of candy in jar", "iesha has <n0> books", "… filled with total of <n0> gems"
# (its thing: one of the three words after the amount, "pieces of candy", "heart cookies")
_WHOLE = re.compile(r"(?P<pre>.*?)(?:(?:combined )?total of )?(?P<w><n\d+>) (?P<things>[a-z]+(?: [a-z]+){0,2})"
                    r"(?P<rest>(?: [a-z]+)*)")
_PARTS = (
    re.compile(rf"(?P<pre>.*?)(?P<p><n\d+>) of (?:them|{_ART}(?P<noun>[a-z]+)) {_BE} (?P<sort>{_SORT})"),  # "45 of gems were"
    re.compile(rf"(?P<pre>.*?)(?P<p><n\d+>)(?: (?P<noun>[a-z]+))? {_BE} (?P<sort>{_SORT})"),  # "145 pieces were red"
    re.compile(r"(?P<pre>.*?)(?P<p><n\d+>) (?P<sort>[a-z]+) (?P<noun>[a-z]+)"),  # "she made 36 red cookies"
)
_ASKS = (
    # "how many were blue", "how many of gems were rubies", "how many hens are white"
    re.compile(rf"how many (?:of {_ART}(?P<owner>{_OWNER}))?(?:(?P<noun>[a-z]+) )?{_BE} (?P<sort>{_SORT})(?P<rest>(?: [a-z']+)*)"),
    re.compile(r"how many (?P<noun>[a-z]+) (?P<sort>about [a-z]+)(?P<rest>(?: [a-z']+)*)"),  # "books about sports does …"
    re.compile(r"how many (?P<sort>[a-z]+) (?P<noun>[a-z]+)(?P<rest>(?: [a-z']+)*)"),  # "pink cookies did she make"
)
_ONES = frozenset({"one", "ones"})


def _kind(sort: str) -> str:
    """What a sort is named by: a colour, a topic ("about sports"), things ("diamonds"), or another word."""
    if sort in COLOURS:
        return "colour"
    if sort.startswith("about "):
        return "topic"
    return "things" if lemma(sort, "NOUN") != sort else ""
_NOT_THINGS = frozenset({"of", "in", "on", "at", "for", "with", "to", "from", "and", "that", "which"})


def _measured(whole, things: str) -> bool:  # noqa: ANN001 - a slot number
    """Whether the whole is an amount in a unit ("5.5 liters of juice"), not a count of things."""
    unit = whole.unit or things.split()[0]
    return bool(unit) and (unit in MONEY_NAMES or canonical_unit(unit) in UNIT_NAMES)


@triggered_by(text=("rest",))
def read_rest_part(tokens: list[Tok], slots: Slots) -> Task | None:
    read = told_and_asked(tokens, slots)
    if read is None:
        return None
    told, asked = read
    rests = [(k, m) for k, c in enumerate(told) if (m := _REST.fullmatch(c))]
    numbered = [k for k, c in enumerate(told) if "<n" in c]
    if len(rests) != 1 or len(numbered) != 2 or rests[0][0] != numbered[1] or numbered[1] != numbered[0] + 1:
        return None  # the whole, then at once its part with the rest ("He lost some." between: of which ones?)
    at, rest = rests[0]
    whole = _WHOLE.fullmatch(told[numbered[0]])
    part = next((m for r in _PARTS if (m := r.fullmatch(rest.group("part")))), None)
    ask = next((m for r in _ASKS if (m := r.fullmatch(asked))), None)
    if whole is None or part is None or ask is None:
        return None
    if any(re.search(r"(?:^| )[a-z]+ (?:and|or) [a-z]+(?= |$)", c) for c in told[:at]) \
            or re.search(r" (?:and|or) ", rest.group("part")) or " or " in asked:
        return None  # "Tom and Ann have 50 marbles", "the rest were silver or copper": more than two sorts or holders
    things = {lemma(w, "NOUN") for w in whole.group("things").split()} - _NOT_THINGS
    sort, other = part.group("sort"), ask.group("sort")
    if other != rest.group("b") or sort == other or lemma(sort, "NOUN") in things:
        return None  # the part asked, or a part named by the whole's own thing ("136 books are …" read as a sort)
    if _kind(sort) != _kind(other) or not _kind(sort):
        return None  # "20 are big and the rest are red": the big ones may be red too (rest_of.py's rule)
    for noun in (part.group("noun"), ask.group("noun")):
        if noun and lemma(noun, "NOUN") not in things | _ONES:
            return None  # "260 of the rings" beside coins
    if not told_by_the_whole(part.group("pre"), told[numbered[0]]):
        return None  # "Ava has 41 comics about heroes": someone else's part
    if not asks_only_the_story((ask.group("rest") or "").split(), told, ask.groupdict().get("owner") or ""):
        return None
    whole_n, part_n = slots.number(whole.group("w")), slots.number(part.group("p"))
    if whole_n.percent or part_n.percent or whole_n.unit != part_n.unit or not a_count_below(part_n, whole_n, measured=_measured(whole_n, whole.group("things"))):
        return None  # "0.25 of the coins were gold": a share of them, not a quarter of a coin
    return Task("expr", {"expression": f"{whole_n.plain()}-{part_n.plain()}"}, source="parser")
