"""Groups inside groups and rates over periods, for compose_en.py (issue 15):

    "A school has 4 classrooms. Each classroom has 6 rows of 5 desks. How many desks are in the school?"   4*6*5
    "A box holds 8 packs and each pack has 12 crayons. How many crayons are in 5 boxes?"                 5*8*12
    "The orchard has 9 rows of trees with 12 trees in each row. …"                                       9*12 …
    "A train travels 80 miles per hour. How many hours does it take to travel 240 miles?"                240/80
    "Omar runs 5 km a day. How many km does he run in 2 weeks?"                                          5*2*7

`group_quantities` reads the clauses quantities_en.py has no frame for where a count is told per group ("each
classroom has 6 rows", "a box holds 8 packs", "12 trees in each row", "6 rows of 5 desks", "$8 for each lawn he
mowed"): each such count is a rate per one of the group. `chained` multiplies a count told (or the one the question
names) through rates that each count per the unit the one before counts, until the unit asked; or divides an amount
the question names by the one rate that gives it; or multiplies a rate per day (month, minute) by the days of the
weeks (months of the years …) the question names. Every number is used once; a holder, verb or word the story does
not tell, or two rates per one unit, go slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..slots import Slots
from .period_compares_en import period_compared
from .quantities_en import DOUBT, N, Quantity, Unread, head_unit, holder_of, number, person
from .role_words import lemma, unit_key

_W = r"[a-z][a-z'-]*"
_THING = rf"{_W}(?: {_W})?"
# the words of doubt a group's frame may hold: its own words of grouping
_GROUPING = frozenset({"each", "every", "per", "rows", "boxes", "bags", "packs", "groups", "pieces"})
_NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                           "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "couple", "and",
                           "or", "with", "a", "an"})
_HOLDS = (r"has|have|had|holds|hold|held|contains|contain|contained|seats|seat|fits|fit|comes with|come with|"
          r"gives|give|gave|is|are|was|were")
_EACH = re.compile(rf"(?:each|every) (?P<per>{_W}(?: of {_W})?) (?P<verb>{_HOLDS}) (?P<body>.+)")
_A_HOLDS = re.compile(rf"(?:a|an|one) (?P<per>{_W}(?: of {_W})?) (?P<verb>holds|contains|comes with|fits|seats) "
                      rf"(?P<body>.+)")
_WITH_EACH = re.compile(rf"(?P<pre>.+? )?(?P<n>{N}) (?P<x>{_W}(?: of {_W})?) (?:with|of) (?P<m>{N}) (?P<y>{_THING}) "
                        rf"(?:in|on) each (?P<z>{_W})")
_OF_N = re.compile(rf"(?P<pre>.+? )?(?P<n>{N}) (?P<x>{_W}) of (?P<m>{N}) (?P<y>{_THING})")
_FOR_EACH = re.compile(rf"(?P<pre>.+? )(?P<n>{N})(?: (?P<y>{_W}))? for each (?P<z>{_W})(?: (?:he|she|they|i|we) {_W})?")
_EACH_DID = re.compile(rf"(?P<n>{N}) (?P<x>{_W}) each (?P<verb>{_W}) (?P<m>{N}) (?P<y>{_W})(?: (?:to|for|at|in) (?:the|a) {_W})?")
_IN_EACH = re.compile(rf"(?P<pre>.+? )(?P<n>{N}) (?P<y>{_W}) (?:in|on) each (?P<z>{_W})")


def _allowed(clause: str) -> None:
    words = clause.split()
    if "n't" in clause or " up to " in f" {clause} " or any(w in DOUBT - _GROUPING for w in words):
        raise Unread(clause)


def _things(words: str) -> None:
    if any(w in _NUMBER_WORDS for w in words.split()):
        raise Unread(words)  # "6 rows and two tables", "a dozen", a number written in words the sum cannot see


def _count(slot: str, slots: Slots, after: str, clause: str, kind: str, holder: str | None, verb: str | None,
           per_unit: str | None = None) -> Quantity:
    n = number(slots, slot)
    if n is None or n.percent or n.value <= 0:
        raise Unread(clause)
    _things(after)
    unit = head_unit(n.unit, after)
    if unit is None:
        raise Unread(clause)
    return Quantity(kind, (slot,), Fraction(n.value), unit, holder, verb, frozenset(clause.split()),
                    per_unit=per_unit, plain=n.plain())


def _per(words: str) -> str:
    """The group a rate counts per: "classroom", "pack of gum": pack."""
    return unit_key(words.split(" of ")[0].split()[-1])


def _body(body: str, per: str, clause: str, slots: Slots, verb: str) -> list[Quantity]:
    """What each `per` holds: "6 rows of 5 desks", "8 rows with 10 spaces in each row", "30 books"."""
    if m := _WITH_EACH.fullmatch(body):
        if m["pre"] or unit_key(m["z"]) != unit_key(m["x"].split()[0]):
            raise Unread(clause)
        outer = _count(m["n"], slots, m["x"], clause, "rate", None, verb, per)
        return [outer, _count(m["m"], slots, m["y"], clause, "rate", None, verb, outer.unit)]
    if m := _OF_N.fullmatch(body):
        if m["pre"] or lemma(m["x"], "NOUN") not in _GROUPS and not m["y"].endswith(" each"):
            raise Unread(clause)
        outer = _count(m["n"], slots, m["x"], clause, "rate", None, verb, per)
        return [outer, _count(m["m"], slots, m["y"], clause, "rate", None, verb, outer.unit)]
    if (m := re.fullmatch(rf"(?P<n>{N})(?: (?P<y>.+))?", body)) and len(re.findall(N, body)) == 1:
        if set((m["y"] or "").split()) & _COMPARING:
            raise Unread(clause)  # "each ticket is $2 costlier now": a change, not what each holds
        return [_count(m["n"], slots, m["y"] or "", clause, "rate", None, verb, per)]
    raise Unread(clause)


def group_quantities(clause: str, slots: Slots) -> list[Quantity] | None:
    """The quantities of a clause that tells a count per group, or None where it tells none (quantities_en.py reads
    it then)."""
    if not re.search(r"\b(?:each|every|holds|contains|comes with|fits|seats)\b|\b(?:of|with|has) <n", clause):
        return None
    for frame in (_EACH, _A_HOLDS):
        if m := frame.fullmatch(clause):
            _allowed(clause)
            per = _per(m["per"])
            if person(per) or per in ("person", "people", "student", "child", "kid", "friend"):
                raise Unread(clause)  # "each student has 4 pencils": who is counted is no group of things told
            return _body(m["body"], per, clause, slots, lemma(m["verb"].split()[0], "VERB"))
    for frame in (_WITH_EACH, _OF_N):
        if (m := frame.fullmatch(clause)) and m["pre"]:
            _allowed(clause)
            if frame is _OF_N and lemma(m["x"], "NOUN") not in _GROUPS and not m["y"].endswith(" each"):
                raise Unread(clause)  # "3 pictures of 2 cats", "3 chapters of 6 books": no count per group
            if frame is _WITH_EACH and unit_key(m["z"]) != unit_key(m["x"].split()[0]):
                raise Unread(clause)  # "9 rows of trees with 12 trees in each basket"
            holder, verb = holder_of(m["pre"].strip())
            outer = _count(m["n"], slots, m["x"], clause, "amount", holder, verb)
            return [outer, _count(m["m"], slots, m["y"], clause, "rate", None, verb, outer.unit)]
    for frame in (_FOR_EACH, _IN_EACH):
        if (m := frame.fullmatch(clause)) and not re.search(N, m["pre"]):
            _allowed(clause)
            holder, verb = holder_of(m["pre"].strip())
            return [_count(m["n"], slots, m["y"] or "", clause, "rate", holder, verb, unit_key(m["z"]))]
    if m := _EACH_DID.fullmatch(clause):  # "5 friends each brought 4 sandwiches to the picnic"
        _allowed(clause)
        verb = lemma(m["verb"], "VERB")
        outer = _count(m["n"], slots, m["x"], clause, "amount", None, verb)
        return [outer, _count(m["m"], slots, m["y"], clause, "rate", None, verb, outer.unit)]
    return None


# nouns of groups whose "N x of M y" counts M y in each x ("5 rows of 8 trees"; "3 boxes of 4 flavors" counts kinds)
_GROUPS = frozenset({"row", "column", "layer", "stack", "pile", "team", "group", "table", "shelf", "bunch"})
_COMPARING = frozenset({"more", "less", "fewer", "extra", "costlier", "cheaper", "pricier", "heavier", "lighter",
                        "longer", "shorter", "older", "younger", "bigger", "smaller", "higher", "lower", "taller",
                        "faster", "slower", "now", "then", "today", "yesterday", "than", "off"})
_SPEAKERS = frozenset({"i", "we", "you", "he", "she", "they", "my", "our"})
_CONTAIN = frozenset({"have", "be", "hold", "fit", "contain", "seat", "come", "get"})
_QUIET = frozenset({"the", "a", "an", "of", "on", "in", "at", "to", "for", "is", "are", "was", "were", "there", "it",
                    "they", "we", "all", "total", "altogether", "in all"})
_ANYONE = frozenset({"it", "they", "we", "there", "you"})
# a period asked and the periods of a rate it holds: "in 2 weeks" of a rate per day
_PERIODS = {("day", "week"): 7, ("month", "year"): 12, ("min", "h"): 60, ("s", "min"): 60}
_NAMED_ONE = re.compile(rf"\b(?:in|on|at) (?:the|a|an|one|each) (?P<one>{_W})$")  # "in a box", "in the school"
_IN_PERIOD = re.compile(rf"(?:in|for|over) (?:(?:a|one)|(?P<n>{N})) (?P<period>{_W})")


def chained(story: list[Quantity], ask, slots: Slots) -> tuple[str, list[str]] | None:  # noqa: ANN001 - compose_en._Ask
    """The product of a chain (`_chained`), else a period's amount compared with another's (period_compares_en.py)."""
    return _chained(story, ask, slots) or period_compared(story, ask)


def _chained(story: list[Quantity], ask, slots: Slots) -> tuple[str, list[str]] | None:  # noqa: ANN001
    """The product of a count through its groups' rates, an amount over its rate, or a rate over the periods
    asked; None where the story and question are not one of these in full."""
    if ask.mod or ask.kind not in ("value", "total", "for") or any(q.percent for q in story):
        return None
    rates = [q for q in story if q.kind == "rate" and q.per == 1]
    amounts = [q for q in story if q.kind == "amount"]
    if not rates or len(rates) + len(amounts) != len(story) or len(amounts) > 1:
        return None
    rest = " ".join(ask.rest)
    asked = [w for w in ask.rest if w.startswith("<")]
    if len(asked) > 1:
        return None
    if (period := _IN_PERIOD.search(rest)) and not amounts and len(rates) == 1:
        return _over_periods(rates[0], period, ask, slots)
    if asked and amounts:
        return None
    if asked:
        n = number(slots, asked[0])
        if n is None or n.percent or n.value <= 0:
            return None
        after = rest[rest.index(asked[0]) + len(asked[0]):].split()
        unit = head_unit(n.unit, " ".join(after[:1]))
        if len(rates) == 1 and unit == rates[0].unit and ask.takes(rates[0].per_unit):
            return _over_rate(rates[0], n, asked[0], ask, after)
        start = Quantity("amount", (asked[0],), Fraction(n.value), unit, None, None, frozenset(after[:1]),
                         plain=n.plain())
    elif amounts:
        start = amounts[0]
    elif len(rates) >= 2 and (named := _NAMED_ONE.search(rest)) and lemma(named["one"], "NOUN") == named["one"]:
        start = Quantity("amount", (), Fraction(1), unit_key(named["one"]), None, None, frozenset(), plain="1")
    else:
        return None
    order, unit = [], start.unit
    while len(order) < len(rates):
        step = [r for r in rates if r.per_unit == unit and r not in order]
        if len(step) != 1:
            return None
        order.append(step[0])
        unit = step[0].unit
    if not ask.takes(unit) or not ask.things <= _plural(order[-1].words):
        return None
    if not _agree(start, order, ask, asked):
        return None
    steps = [start.plain] * bool(start.slots) + [r.plain for r in order]
    return "*".join(steps), [s for q in (start, *order) for s in q.slots]


def _plural(words: frozenset[str]) -> set[str]:
    return set(words) | {w + "s" for w in words} | {w[:-1] for w in words}


def _agree(start: Quantity, order: list[Quantity], ask, asked: list[str]) -> bool:  # noqa: ANN001
    """One holder (or a group no one holds), a verb of the story or of holding, and no word the story does not say."""
    holders = {q.holder for q in (start, *order)} - {None}
    if len(holders) > 1 or any(person(h) or h in _SPEAKERS for h in holders) and ask.holder not in holders:
        return False  # "Amy earns $20 an hour. Her sister worked 6 hours."; "I have 2 bags … do we have"
    if ask.holder not in (None, *_ANYONE, *holders):
        return False
    verbs = {q.verb for q in (start, *order)} - {None}
    if ask.verb not in (None, *verbs) and not (ask.verb in _CONTAIN and verbs <= _CONTAIN):
        return False  # "I sold 5 bags of 9 apples. How many apples do I have?"
    said = set().union(*(_plural(q.words) for q in (start, *order)))
    return not set(ask.rest) - said - _QUIET - set(asked) - {"can", "do", "does", "did", "fit", "hold"}


def _over_rate(rate: Quantity, n, slot: str, ask, after: list[str]) -> tuple[str, list[str]] | None:  # noqa: ANN001
    """"80 miles per hour. How many hours does it take to travel 240 miles": the amount asked over the rate."""
    if ask.holder not in (None, *_ANYONE, rate.holder) or ask.holder == "it" and person(rate.holder):
        return None
    if ask.verb not in (None, "take", "need", rate.verb) and not (ask.verb in ("buy", "get") and rate.unit == "USD"):
        return None
    value = Fraction(n.value) / rate.value
    if value.denominator != 1 and rate.per_unit not in ("h", "min", "s", "day", "week", "month", "year", "km",
                                                        "mi", "m", "kg", "g", "L", "pound", "gallon"):
        return None  # "how many boxes" of 7.5: a part of one box is not what is asked
    words = set(ask.rest) - {slot, *after[:1]} - _QUIET - {"take", "need", "to", rate.verb, "with", "can", "buy"}
    if words - _plural(rate.words):
        return None
    return f"{n.plain()}/{rate.plain}", [slot, *rate.slots]


def _over_periods(rate: Quantity, period: re.Match, ask, slots: Slots) -> tuple[str, list[str]] | None:  # noqa: ANN001
    """"5 km a day. How many km does he run in 2 weeks": the rate times the days of the weeks asked."""
    days = _PERIODS.get((rate.per_unit, unit_key(period["period"])))
    if days is None or not ask.takes(rate.unit) or not ask.things <= _plural(rate.words):
        return None
    if ask.holder not in (None, *_ANYONE, rate.holder) or ask.holder == "it" and person(rate.holder) \
            or ask.verb not in (None, rate.verb, *_CONTAIN - {"get"}):
        return None
    rest = set(ask.rest) - set(period[0].split()) - _QUIET
    if rest - _plural(rate.words):
        return None
    if period["n"] is None:
        return f"{rate.plain}*{days}", list(rate.slots)
    n = number(slots, period["n"])
    if n is None or n.percent or n.unit or n.value <= 0:
        return None
    return f"{rate.plain}*{n.plain()}*{days}", [*rate.slots, period["n"]]
