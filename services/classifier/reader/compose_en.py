"""An English story, then its question, composed from the quantities its clauses state (issue 15), where no other
reader reads it (parse.py runs this last):

    "A flight takes 160 minutes and the layover lasts 95 minutes. How many minutes is the trip in all?"   160+95
    "The shop sold 125 hats on Monday and 98 hats on Tuesday. How many more hats did it sell on Monday?"  125-98
    "Jake has 45 cards. His brother has twice as many. How many cards does his brother have?"             45*2
    "Tom has 12 apples. Sue has 5 more apples than Tom. How many apples does Sue have?"                   12+5
    "A car uses 6 liters of fuel per 100 km. How many liters does it use for 350 km?"                     6*350/100
    "A class has 40 students. 3/4 of them walk to school. How many students walk to school?"             40*3/4

quantities_en.py reads each clause as one quantity (an amount, a comparison, a multiple, a rate, a part) and this
module reads the question (what it asks: a total, a difference, the value of one holder, a rate's amount for a new
count) and finds the one combination of the quantities that the ask allows. It answers only when that combination
uses every number of the request, the units and holders agree with the question, and the question's side of a
difference is the one the words point at; anything else, a clause or question not read among them, goes slow.
One step each ("twice as many" and rate × amount are one step); a comparison then a total is two, and not read.
"""

from __future__ import annotations

import logging
import re

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .group_chains_en import chained, group_quantities
from .parts_named_en import whole_asked, whole_words
from .told_plainly_en import plainly
from .quantities_en import (Quantity, Unread, clauses_of, head_unit, number, person,
                            read_clause, resolve)
from .role_words import lemma, unit_key

log = logging.getLogger(__name__)
_HEAD = re.compile(r"(?P<head>how many|how much|how far|how long|how old|how tall|what is the difference|"
                   r"what's the difference|whats the difference)(?: (?P<rest>.*))?")
_AUX = frozenset({"do", "does", "did", "are", "is", "was", "were", "will", "can", "have", "has", "had"})
_MORE = frozenset({"more", "taller", "heavier", "longer", "farther", "further", "older", "bigger", "higher"})
_LESS = frozenset({"fewer", "less", "shorter", "lighter", "younger", "smaller", "cheaper", "lower"})
_TOTAL = frozenset({"total", "all", "altogether", "together", "combined", "whole", "sum"})
_SUBJECTS = frozenset({"he", "she", "it", "we", "i", "you", "they", "there"})
_DETS = frozenset({"the", "his", "her", "my", "our", "their", "your", "a", "an"})
_HAVE_BE = frozenset({"have", "be", "take", "last", "run", "hold", "cost", "get"})
# a question of these words asks what the story does not tell, or more than one thing
_ASK_DOUBT = frozenset({"not", "no", "if", "would", "could", "should", "might", "may", "next", "tomorrow", "later",
                        "each", "per", "average", "left", "remain", "remaining", "now", "still", "rest", "other",
                        "times", "percent", "fraction", "why", "which", "who", "counting", "including", "after",
                        "before", "besides", "except", "else", "expected", "exactly", "about", "roughly", "both",
                        "then", "dozen", "dozens", "pairs", "hundred", "hundreds", "back", "half", "up", "new",
                        "another", "instead", "usually", "normally", "also", "too", "yet", "already", "ever"})
_QUIET = frozenset({"the", "a", "an", "of", "on", "in", "at", "to", "for", "did", "does", "do", "is", "are", "was",
                    "were", "than", "there", "it", "we", "he", "she", "i", "they", "you", "his", "her", "by", "with"})
_CLASSES = {"how far": frozenset({"km", "mi", "m", "ft", "yd"}),
            "how long": frozenset({"min", "h", "s", "day", "week", "month", "year", "km", "mi", "m", "ft", "cm", "in"}),
            "how old": frozenset({"year"}), "how tall": frozenset({"cm", "m", "ft", "in"}),
            "how much": frozenset({"USD"})}
_COUNTED_EXACTLY = frozenset({"USD", "km", "mi", "m", "ft", "yd", "min", "h", "s", "cm", "in", "kg", "g", "L", "mL",
                              "lb", "pound", "gallon", "ounce", "oz", "kwh"})


class _Ask:
    def __init__(self, head: str, words: list[str], verbs: set[str]) -> None:
        self.head, self.mod, self.kind = head, None, "value"
        self.unit: str | None = None
        self.holder: str | None = None
        self.verb: str | None = None
        self.aux: str | None = None
        self.than: frozenset[str] = frozenset()
        self.counted: list[str] = []  # a number of the question the combination uses ("in the 2 days")
        aux = next((i for i, w in enumerate(words) if w in _AUX), len(words))
        mods = [i for i in range(min(aux, 3)) if words[i] in _MORE | _LESS]
        if mods:
            self.mod, words = words[mods[0]], words[:mods[0]] + words[mods[0] + 1:]
        if "than" in words:  # "than kim", "than tulips": all of what follows names the other side
            at = words.index("than")
            tail = next((i for i in range(at + 1, len(words)) if words[i] in _AUX), len(words))
            self.than, words = frozenset(words[at + 1:tail]) - _QUIET, words[:at] + words[tail:]
            if not self.than:
                raise Unread("than")
        aux = next((i for i, w in enumerate(words) if w in _AUX), None)
        if aux is None and words and words[0] in _QUIET:  # "how much for 3 hours"
            thing, rest = [], words
        elif aux is None:  # "how many students walk to school", "how many km total"
            thing, rest = words[:1], words[1:]
            self.verb = lemma(rest[0], "VERB") if rest and rest[0] not in _TOTAL and not rest[0].startswith("<") \
                else None
            rest = rest[1:] if self.verb else rest
        else:
            thing, rest, self.aux = words[:aux], words[aux + 1:], words[aux]
            subject: list[str] = []
            if rest and (rest[0] in _SUBJECTS or person(rest[0])):
                subject, rest = rest[:1], rest[1:]
            elif rest and rest[0] in _DETS:
                end = next((i for i in range(1, min(4, len(rest))) if lemma(rest[i], "VERB") in verbs), None)
                subject, rest = (rest[:end], rest[end:]) if end else (rest, [])
            self.holder = " ".join(w for w in subject if w not in ("the", "a", "an")) or None
            if rest and lemma(rest[0], "VERB") in verbs:
                self.verb, rest = lemma(rest[0], "VERB"), rest[1:]
            elif self.aux in ("is", "are", "was", "were") and subject and subject[0] in ("the", "a", "an"):
                self.holder = None  # "how many minutes is the trip": the whole asked, named
        self.things = frozenset(w for w in thing if w != "of")  # every word of the thing asked: "pounds of nuts"
        thing = thing[:thing.index("of")] if "of" in thing else thing
        if len(thing) > 2 or any(w.startswith("<") for w in thing):
            raise Unread(" ".join(thing))
        self.unit = unit_key(thing[-1]) if thing else None
        if len(rest) >= 2 and rest[-2] == "in" and unit_key(rest[-1]) != lemma(rest[-1], "NOUN"):
            asked_in = unit_key(rest[-1])  # "…, in minutes"
            if self.unit not in (None, asked_in):
                raise Unread(rest[-1])
            self.unit, rest = asked_in, rest[:-2]
        self.rest = rest
        if self.mod or head.startswith("what"):
            self.kind = "difference"
        elif any(w in _TOTAL for w in words):
            self.kind = "total"
        elif any(w.startswith("<") for w in rest):
            self.kind = "for"

    def takes(self, unit: str | None) -> bool:
        """Whether the unit the question asks in (or its how-word's kind of unit) is `unit`."""
        if self.unit is not None:
            return unit == self.unit
        return unit is not None and (self.head not in _CLASSES or unit in _CLASSES[self.head])


def _question(text: str, story: list[Quantity], slots: Slots) -> _Ask:
    m = _HEAD.fullmatch(text)
    if m is None:
        raise Unread(text)
    words = (m["rest"] or "").split()
    times = m["head"] == "how many" and words[:3] in (["times", "as", "many"], ["times", "as", "much"])
    words = words[3:] if times else words  # "how many times as many apples did sarah pick"
    if "n't" in text or any(w in _ASK_DOUBT for w in words):
        raise Unread(text)
    verbs = {q.verb for q in story if q.verb} | {"have", "cost", "hold", "get", "weigh", "take", "use", "need", "make",
                                                 "spend"}
    ask = _Ask(m["head"], words, verbs)
    if ask.aux in ("will", "can") and ask.kind != "for":
        raise Unread(text)  # "how many pages will she read in all": what is to come, not what was told
    if times:
        if ask.kind != "value" or ask.mod:
            raise Unread(text)
        ask.kind = "times"
    return ask


def composed_en(slots: Slots, core: str) -> Task | None:
    """The one operation the story and its question compose to, or None."""
    if "how " not in core and "difference" not in core or not core.isascii() or re.search(r"<[odqt]\d", core):
        return None  # the cheap tests first: this runs on every request no other reader read
    fractions = {m[1]: m[2] for m in re.finditer(r"(<n\d+>)/(<n\d+>)", core)}
    text = re.sub(r"(<n\d+>)/<n\d+>", r"\1", core)
    sentences = [s.strip(" .;!?") for s in re.split(r"(?<=[.;!?])\s+", text) if s.strip(" .;!?")]
    if len(sentences) < 2:
        *head, last = sentences[0].rsplit(", ", 1) if sentences else ("",)
        sentences = [*head, last]
    if len(sentences) < 2:
        return None
    try:
        task = _composed(sentences[:-1], sentences[-1], slots, fractions, text)
        return composition_checked(task, core, slots, "composed_en") if task is not None else None
    except Unread:
        return None
    except Exception as exc:  # noqa: BLE001 - a reader bug must never answer or crash the service: it goes slow
        log.error("compose_en failed on %r: %r", core, exc)
        return None


def _composed(told: list[str], asked: str, slots: Slots, fractions: dict[str, str], text: str) -> Task | None:
    story: list[Quantity] = []
    told, asked, named, kept = plainly(told, asked, slots.original)  # "Emily was playing a trivia game.", "and then ran 5 km", "If …,"
    for sentence in told:
        last = None
        for clause in clauses_of(sentence):
            *group, q = group_quantities(clause, slots) or [read_clause(clause, slots, fractions, last)]
            story += group  # "… has 6 rows of 5 desks": a count per group first
            q.holder = resolve(q.holder, named)
            if q.holder == "it":  # "the library lent 412 … it lent 389": the last thing that held or did
                q.holder = next((r.holder for r in reversed(story) if r.holder and not person(r.holder)), "it")
            if q.base:
                q.base = resolve(q.base, named) if q.base not in ("him", "her") else resolve(
                    {"him": "he", "her": "she"}[q.base], named)
            named += [who for who in (q.holder, q.base) if person(who) and who not in named]
            story.append(kept.told(sentence, q, story))  # a state after "then"; an "if" that tells again
            last = q
    ask = _question(asked, story, slots)
    ask.holder = resolve(ask.holder, named)
    ask.kind = "total" if whole_asked(story, ask, slots) else ask.kind  # "… in the two days"
    readers = {"total": _total, "difference": _difference, "value": _value, "for": _for, "times": _times}
    found = readers[ask.kind](story, ask, slots, asked) or chained(story, ask, slots)
    if found is None:
        return None
    expression, used = found
    if sorted(used) != sorted(re.findall(r"<[np]\d+>", " ".join([text, *fractions.values()]))):
        return None  # a number of the request the combination does not use
    return Task("expr", {"expression": expression}, source="parser")


_LASTING = frozenset({"be", "take", "last", "run"})


def _verbs_agree(story: list[Quantity], ask: _Ask) -> bool:
    """One verb in every clause (the question's, where it has its own), or durations told by verbs of lasting: "30
    students … and 12 students wear glasses" may count some twice."""
    verbs = {q.verb for q in story}
    if ask.verb and ask.verb not in _HAVE_BE:
        return verbs == {ask.verb}
    return len(verbs) == 1 or verbs <= _LASTING


_ANYONE = frozenset({"it", "they", "we", "there", "you"})


def _holders_agree(story: list[Quantity], ask: _Ask) -> bool:
    """A question asked of someone or something ("did she", "did I", "does his brother", "does the truck") counts
    only what that one holds; one of "it", "we", "there" or none, anything no person holds, or what one holder holds."""
    if ask.holder is not None and ask.holder not in _ANYONE:
        return all(q.holder in (None, ask.holder) for q in story)
    if ask.holder == "it" and any(person(q.holder) for q in story):
        return False
    return not any(person(q.holder) for q in story) or len({q.holder for q in story}) == 1


def _things_told(story: list[Quantity], ask: _Ask) -> bool:
    """Every word of the thing asked ("pounds of nuts", "red apples", "basketball games") is said in every clause."""
    return all(ask.things <= q.words | {w + "s" for w in q.words} | {w[:-1] for w in q.words} for q in story)


_STATES = frozenset({"have", "hold", "be", "weigh", "contain"})
_WHEN = frozenset({"morning", "afternoon", "evening", "noon", "night", "dawn", "dusk", "monday", "tuesday", "wednesday",
                   "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june",
                   "july", "august", "september", "october", "november", "december", "spring", "summer", "autumn",
                   "fall", "winter", "last", "this", "yesterday", "today", "season", "year", "week", "month"})
_DIMENSIONS = frozenset({"long", "wide", "tall", "high", "deep", "thick"})


def _levels_at_two_times(story: list[Quantity]) -> bool:
    """"The tank held 15 liters in the morning and 34 in the evening": one holder's level at two times, no sum."""
    return len({q.holder for q in story}) == 1 and {q.verb for q in story} <= _STATES \
        and any(bool((q.words - r.words) & _WHEN) for q in story for r in story if q is not r)


def _dimensions_differ(story: list[Quantity]) -> bool:
    return len({frozenset(q.words & _DIMENSIONS) for q in story}) > 1


def _total(story: list[Quantity], ask: _Ask, slots: Slots, asked: str) -> tuple[str, list[str]] | None:
    if len(story) == 2 and {q.kind for q in story} == {"rate", "amount"}:
        rate, amount = story if story[0].kind == "rate" else story[::-1]
        return _rate_times(rate, amount, ask)
    if len(story) < 2 or any(q.kind != "amount" or q.percent for q in story) or ask.mod:
        return None
    if len({q.unit for q in story}) != 1 or not ask.takes(story[0].unit):
        return None
    if not _verbs_agree(story, ask) or not _holders_agree(story, ask) or not _things_told(story, ask):
        return None
    whole = whole_words((q.words for q in story), ask.rest)  # "over the weekend" of Saturday's and Sunday's
    if any(not all(w in q.words for q in story) for w in set(ask.rest) - _TOTAL - _QUIET - {"during"} - whole):
        return None  # "in all this year": a time of one clause only
    if _levels_at_two_times(story) or _dimensions_differ(story):
        return None
    return "+".join(q.plain for q in story), [s for q in story for s in q.slots] + ask.counted


_TIME_WORDS = frozenset({"during"})


def _difference(story: list[Quantity], ask: _Ask, slots: Slots, asked: str) -> tuple[str, list[str]] | None:
    if len(story) != 2 or any(q.kind != "amount" or q.percent for q in story):
        return None
    a, b = story
    if a.unit != b.unit or not ask.takes(a.unit) or a.value == b.value or not _verbs_agree(story, ask):
        return None
    if not _things_told(story, ask) or _dimensions_differ(story) or ask.than & ask.things:
        return None  # "how many more marbles than blue marbles": the blue ones are marbles too
    if ask.mod in _MOD_CLASSES and not _MOD_CLASSES[ask.mod] & {a.unit}:
        return None  # "how much longer is the blue rope" of two prices
    if any(w not in a.words | b.words for w in set(ask.rest) - _QUIET):
        return None  # "how many more figs did Lin eat", "… last year": a word the story does not say
    if ask.holder not in (None, *_ANYONE) and ask.holder not in (a.holder, b.holder):
        return None  # "does Tom's brother have"
    if (periods := (a.words ^ b.words) & {"this", "last", "next"}) and ("next" in periods or not (set(ask.rest) | ask.than) & periods):
        return None  # "… 22 this summer. How many more this summer?" is the period asked minus the other (parse.md)
    if a.holder != b.holder and (not ask.than and ask.mod or (a.words ^ b.words) - _QUIET - _holder_words(a, b)
                                 - {s for q in story for s in q.slots}):
        return None  # "how many more does Max have" (than whom?); "my son last week … my daughter this week"
    named = {ask.holder} if ask.holder and a.holder != b.holder else set()
    pointed = ask_words = (set(ask.rest) | named) - _QUIET
    own = [a.words - b.words - _QUIET, b.words - a.words - _QUIET]
    if ask.holder and (person(ask.holder) or ask.holder in (a.holder, b.holder)):
        own = [own[i] | {q.holder} if q.holder else own[i] for i, q in enumerate(story)]
        if person(ask.holder) and ask.holder not in (a.holder, b.holder):
            return None  # "how many more stamps does Dan have"
    hits = [bool(pointed & o) for o in own]
    than = [bool(ask.than & o) for o in own]
    if ask.than and (sum(than) != 1 or hits == than or not ask.than <= own[than.index(True)]):
        return None  # "than Finn yesterday", "than Ben and Carl": more than the other side says
    side = hits.index(True) if sum(hits) == 1 else than.index(False) if ask.than else None
    if side is None and not ask_words and ask.head.startswith("what"):
        big, small = (a, b) if a.value > b.value else (b, a)
    elif side is None or ask.mod is None:
        return None
    else:
        mine, other = story[side], story[1 - side]
        if (mine.value > other.value) != (ask.mod in _MORE):
            return None  # "how many more on Tuesday", Tuesday's the smaller
        big, small = (mine, other) if mine.value > other.value else (other, mine)
    return f"{big.plain}-{small.plain}", [*big.slots, *small.slots]


_BUYING = frozenset({"buy", "purchase", "pay", "spend", "for"})


def _spent(story: list[Quantity], ask: _Ask) -> tuple[str, list[str]] | None:
    """"Joan bought a game for $15 and a ball for $9. How much did she spend (on toys)?": the prices of what one
    buyer bought, each in dollars, asked as what was spent."""
    if ask.verb != "spend" or ask.head != "how much" or ask.unit is not None or len(story) < 2:
        return None
    if any(q.kind != "amount" or q.unit != "USD" or q.verb not in _BUYING for q in story):
        return None
    if ask.rest and ask.rest[0] != "on" or not _holders_agree(story, ask):
        return None
    return "+".join(q.plain for q in story), [s for q in story for s in q.slots]


_MOD_CLASSES = {"taller": _CLASSES["how tall"], "shorter": _CLASSES["how tall"], "longer": _CLASSES["how long"],
                "older": _CLASSES["how old"], "younger": _CLASSES["how old"], "cheaper": _CLASSES["how much"],
                "heavier": frozenset({"kg", "g", "lb", "pound", "ounce", "oz", "ton"}),
                "lighter": frozenset({"kg", "g", "lb", "pound", "ounce", "oz", "ton"}),
                "farther": _CLASSES["how far"], "further": _CLASSES["how far"]}


def _holder_words(a: Quantity, b: Quantity) -> set[str]:
    return {w for q in (a, b) if q.holder for w in q.holder.split()}


def _value(story: list[Quantity], ask: _Ask, slots: Slots, asked: str) -> tuple[str, list[str]] | None:
    if (spent := _spent(story, ask)) is not None:
        return spent
    if len(story) != 2 or ask.mod or not any(q.kind == "amount" and not q.percent for q in story):
        return None
    base, other = story if story[0].kind == "amount" and not story[0].percent else story[::-1]
    if other.kind == "rate":
        return _rate_times(other, base, ask)
    if other.kind == "multiple" and other.base == "" and other is story[0]:
        return None  # "Ann has twice as many. Ben has 6.": twice as many as whom?
    if other.kind == "part" and other is story[1]:
        return _part(base, other, ask)
    if other.kind not in ("compare", "multiple") or ask.holder is None or other.holder != ask.holder \
            or other.holder == base.holder or base.holder is None:
        return None
    if other.base not in ("", base.holder) or other.unit not in (None, base.unit) or not ask.takes(base.unit):
        return None
    if other.verb != base.verb and not {other.verb, base.verb} <= {"be", "have"} or other.said != base.said:
        return None  # "Bo had 14 shells last week. Kira has 3 times as many"
    if ask.verb not in (base.verb, *({"have", "be", None} if base.verb in ("have", "be") else ())):
        return None  # "how much are the pants" of what costs
    if set(ask.rest) - _QUIET or not other.things <= base.words or not _things_told([base], ask):
        return None  # "… yesterday", "9 more red marbles than Tom"
    if other.kind == "compare":
        value = base.value + other.sign * other.value
        expression = f"{base.plain}{'+' if other.sign > 0 else '-'}{other.plain}"
    else:
        value = base.value * other.value
        expression = f"{base.plain}*{other.plain}" if other.value >= 1 else f"{base.plain}/2"
    if value <= 0 or base.unit not in _COUNTED_EXACTLY and value.denominator != 1:
        return None  # half as many as 7 marbles
    return expression, [*base.slots, *other.slots]


def _rate_times(rate: Quantity, amount: Quantity, ask: _Ask) -> tuple[str, list[str]] | None:
    """"Mike worked 3 hours each day for 5 days. How many hours did he work?": a rate times the amount of its unit
    the story tells, asked in the rate's own unit."""
    if amount.unit != rate.per_unit or not ask.takes(rate.unit) or rate.percent or not _things_told([rate], ask):
        return None
    if amount.holder not in (None, rate.holder) or ask.holder not in (None, "it", rate.holder) \
            or ask.holder == "it" and person(rate.holder):
        return None  # "Amy earns $20 an hour. Her sister worked 6 hours."
    if amount.verb not in (None, rate.verb, "work", "be") and not (amount.unit == "trip" and amount.verb == "make"):
        return None  # "He rested 5 hours", "It was broken for 8 minutes"
    if ask.verb not in (None, rate.verb) or set(ask.rest) - rate.words - amount.words - _QUIET - _TOTAL - _TIME_WORDS:
        return None
    per = f"/{rate.plain_per}" if rate.per != 1 else ""
    return f"{rate.plain}*{amount.plain}{per}", [*rate.slots, *amount.slots]


def _part(whole: Quantity, part: Quantity, ask: _Ask) -> tuple[str, list[str]] | None:
    if part.of not in ("them", "it", "those", "these") and unit_key(part.of) != whole.unit \
            and not (whole.unit == "USD" and part.of in ("price", "cost", "bill", "total")):
        return None  # "40 students and 25% of the boys": a part of another whole
    if ask.holder not in (None, *_ANYONE, part.holder, whole.holder) or ask.holder in (whole.holder, "it") \
            and part.holder not in (None, whole.holder):
        return None  # "Sam ate 1/4 of them. How many did Jo eat?"
    named = ask.unit is not None and ask.unit in {unit_key(w) for w in part.words} and ask.verb in (None, "be")
    pointed = ask.verb is not None and ask.verb == part.verb or named or ask.holder in part.words
    if not (ask.takes(whole.unit) or named) or not pointed or ask.verb not in (part.verb, None, "be") \
            or not set(ask.rest) <= part.words | whole.words | _QUIET:
        return None
    value = whole.value * (part.value / 100 if part.percent else part.value)
    if whole.unit not in _COUNTED_EXACTLY and value.denominator != 1:
        return None
    share = f"{part.plain}/100" if part.percent else part.plain
    return f"{whole.plain}*{share}", [*whole.slots, *part.slots]


def _for(story: list[Quantity], ask: _Ask, slots: Slots, asked: str) -> tuple[str, list[str]] | None:
    if len(story) != 1 or story[0].kind != "rate" or ask.mod:
        return None
    rate = story[0]
    at = next(i for i, w in enumerate(ask.rest) if w.startswith("<"))
    n = number(slots, ask.rest[at])
    if n is None or n.percent or n.value <= 0 or sum(w.startswith("<") for w in ask.rest) != 1:
        return None
    after = " ".join(ask.rest[at + 1:])
    if rate.per_unit not in (head_unit(n.unit, after.split(" ")[0]), head_unit(n.unit, after)) \
            or not ask.takes(rate.unit) or not _things_told([rate], ask):
        return None
    if ask.holder not in (None, "it", rate.holder) or ask.holder == "it" and person(rate.holder) \
            or ask.verb not in (None, rate.verb, *(("cost", "be") if rate.verb is None else ())):
        return None  # "How far does Ann swim", "How far does he walk" of a runner's speed
    said = {ask.rest[at], *after.split()[:1], *rate.words, *(w for w in after.split() if w in rate.words)}
    if set(ask.rest) - said - _QUIET - {"cost", "take", rate.verb} - ({"of"} if "of" in rate.words else set()):
        return None  # "… last year", "… there and back", "towing a trailer"
    if ask.aux in ("will", "can") and rate.said and (rate.said.endswith("ed") or rate.said in _PAST):
        return None  # "A train traveled 80 miles per hour. How far will it travel"
    per = f"/{rate.plain_per}" if rate.per != 1 else ""
    return f"{rate.plain}*{n.plain()}{per}", [*rate.slots, ask.rest[at]]


_PAST = frozenset({"was", "were", "had", "did", "made", "took", "got", "ran", "rode", "drove", "swam", "flew", "read",
                   "ate", "drank", "paid", "spent", "sold", "bought", "grew", "went", "saw", "gave", "held", "kept"})


def _times(story: list[Quantity], ask: _Ask, slots: Slots, asked: str) -> tuple[str, list[str]] | None:
    """"Sarah picked 45 apples. Her brother picked 9 apples. How many times as many apples did Sarah pick?": the
    holder asked's amount over the other's, both of one unit and verb, each holder told once."""
    if len(story) != 2 or any(q.kind != "amount" or q.percent for q in story) or ask.holder is None:
        return None
    a, b = story
    if a.unit != b.unit or not ask.takes(a.unit) or a.holder == b.holder or not _verbs_agree(story, ask):
        return None
    mine = [q for q in story if q.holder == ask.holder]
    other = story[1] if mine and mine[0] is story[0] else story[0]
    if len(mine) != 1 or ask.than - other.words or set(ask.rest) - _QUIET - {"as", other.holder}:
        return None  # "… as Ben", told of nobody
    if mine[0].value <= other.value:
        return None  # "how many times as many" of the smaller: a fraction of a time is not what is asked
    return f"{mine[0].plain}/{other.plain}", [*mine[0].slots, *other.slots]
