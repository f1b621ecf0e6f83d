"""An English story's clauses read as quantities, and its question read as what it asks, for compose_en.py.

"Jake has 45 cards. His brother has twice as many. How many cards does his brother have?" is three sentences: two
clauses, each one quantity (an amount held by jake; a multiple of jake's held by his brother) and a question (the
value of his brother's cards). A clause holds one number (a rate per N units, a fraction, two); a sentence is split
at "and" and commas where the piece after holds a number or says "as many". A clause with a word of doubt, negation,
condition or sequence (`DOUBT`) is not read, nor is one this module has no frame for: compose_en.py then reads
nothing. Text is the slotted core (numbers as <nK>, percentages <pK>), lowercase; the numbers' units come from the
slots (a "$" is the slot's unit, not a word).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from dtlib.perception import NumberMention

from ..slots import Slots
from .pronouns import is_person_name, may_be_called
from .role_words import lemma, unit_key

N = r"<[np]\d+>"
_SLOT = re.compile(r"<[np](\d+)>")
_W = r"[a-z$][a-z'$-]*"
_WORDS = rf"{_W}(?: {_W})*?"
# words that make a clause or a question more than its numbers say: a negation, a condition, a guess, a sequence
DOUBT = frozenset({
    "not", "never", "no", "if", "unless", "would", "could", "might", "may", "maybe", "should", "about", "around",
    "roughly", "approximately", "nearly", "almost", "over", "under", "least", "most", "some", "several", "few",
    "but", "except", "without", "only", "then", "again", "another", "also", "other", "others", "rest", "either", "or",
    "instead", "afterwards", "later", "next", "tomorrow", "plus", "minus", "extra", "discount", "off", "dozen",
    "dozens", "pair", "pairs", "double", "triple", "quarter", "percent", "than", "times", "twice", "half", "as",
    "each", "every", "per", "many", "much", "left", "remain", "remaining", "still", "total", "all", "altogether",
    "together", "both", "some", "any", "equal", "equally", "shared", "split", "share", "average", "mean",
    "cut", "pieces", "groups", "rows", "boxes", "bags", "packs", "ago", "since", "until", "before", "after",
    "when", "while", "during", "between", "among", "what", "which", "who", "how", "why", "will", "can", "hoped",
    "hope", "hopes", "plan", "plans", "planned", "meant", "want", "wants", "wanted", "expect", "expected", "expects",
    "back", "usually", "normally", "supposed", "try", "tried", "tries", "goal", "aims", "aimed", "says", "said",
    "told", "thinks", "thought", "guess", "guessed", "estimated", "estimate", "broken", "broke", "sick",
})
# the words a clause of a given frame may hold beside the ones `DOUBT` lists
_FRAME_WORDS = {"compare": {"than"}, "multiple": {"times", "twice", "half", "as", "many", "much"},
                "rate": {"per", "each", "every"}, "part": set(), "amount": set()}
_HAVE_BE = frozenset({"have", "has", "had", "is", "are", "was", "were", "be", "take", "takes", "took", "there"})
GAINS = frozenset({"find", "buy", "get", "receive", "earn", "win", "collect", "pick", "add", "gain", "borrow"})
LOSSES = frozenset({"give", "lose", "eat", "spend", "sell", "use", "drink", "pay", "fly", "leak", "break", "lend"})
_STOPS = frozenset({"of", "on", "in", "at", "for", "to", "from", "per", "each", "every", "a", "an", "the", "and", "than",
                    "more", "fewer", "less", "this", "that", "last", "with", "by", "yesterday", "today", "long", "tall",
                    "old", "high", "deep", "wide", "away", "out", "back", "there", "here", "into"})
_TIME_LEAD = re.compile(r"^(?:(?:on|in|at|during|last|this) )?(?:the )?(?:monday|tuesday|wednesday|thursday|friday|"
                        r"saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|"
                        r"december|morning|afternoon|evening|yesterday|today|week|weekend|first|second|year|month|"
                        r"night|spring|summer|autumn|fall|winter|season)(?: half)? ")
_DET = re.compile(r"^(?:the|a|an) ")
_PREPOSITIONS = frozenset({"for", "at", "on", "in", "with", "to", "from", "of", "by", "into"})
_HAVE_FORMS = frozenset({"has", "had", "have", "is", "are", "was", "were", "paid", "spent", "got"})
_DOINGS = frozenset({"is", "are", "was", "were", "has", "have", "had", "do", "does", "did", "will", "can", "be", "been"})
_PRONOUNS = frozenset({"he", "she", "him", "her"})
_OBJECT_PRONOUNS = {"him": "him", "her": "her"}


@dataclass
class Quantity:
    kind: str  # amount | compare | multiple | rate | part
    slots: tuple[str, ...]  # every number it uses
    value: Fraction
    unit: str | None  # the key of its unit or thing ("USD", "km", "card")
    holder: str | None
    verb: str | None  # its verb's lemma
    words: frozenset[str]  # the clause's words, for what a question's words point at
    base: str | None = None  # compare, multiple: the holder compared with ("" where the story does not say)
    sign: int = 1  # compare: more (+1) or fewer (-1)
    per: Fraction = Fraction(1)  # rate: the count of `per_unit` the value is for
    per_unit: str | None = None
    plain: str = ""  # the value as the expression writes it
    plain_per: str = "1"  # rate: `per` as the expression writes it
    said: str | None = None  # its verb as written ("had", "has"): a comparison's and its base's tense agree
    things: frozenset[str] = frozenset()  # compare, multiple: the words of the thing it names ("red marbles")
    of: str = ""  # part: what it is a part of ("them", "boys")
    percent: bool = False


def number(slots: Slots, slot: str) -> NumberMention | None:
    if (m := _SLOT.fullmatch(slot)) is None:
        raise Unread(slot)  # "<n1>-gallon": a number inside a word
    item = slots.items[int(m[1])]
    return item if isinstance(item, NumberMention) and not item.ordinal else None


def head_unit(own: str, after: str) -> str | None:
    """The key of what a number counts or measures: its own unit ("$", "km"), else the words after it up to a
    stop word: a unit word first ("3 kg of apples": kg), else the noun they end on ("17 red marbles": marble)."""
    if own:
        return unit_key(own.split()[0])
    words = []
    for w in after.split():
        if w in _STOPS or w.startswith("<"):
            break
        words.append(w)
    if not words:
        return None
    first = unit_key(words[0])
    if first != lemma(words[0], "NOUN") or words[0] in ("bucks", "dollars", "cents"):
        return first  # a unit word: "minutes long", "kg of apples"
    return unit_key(words[-1])


def holder_of(pre: str) -> tuple[str | None, str | None]:
    """The holder and verb lemma of a clause's words before its number ("mia read": mia, read); a time said first
    ("in june the library lent") is no holder."""
    pre = _TIME_LEAD.sub("", pre + " ").strip()
    words = pre.split()
    if not words:
        return None, None
    if words[-1] in _PREPOSITIONS:  # "i bought a shirt for", "sold shoes for": the verb is the first inflected word
        at = next((i for i, w in enumerate(words[:-1])
                   if w in _HAVE_FORMS or lemma(w, "VERB") != w and not w.endswith("ing")), None)
        if at is None:
            return None, None  # "… and a racing game for $4": the clause before's holder and verb
        first = words[0] if words[0] in ("he", "she", "i", "we", "you", "they") or person(words[0]) else None
        holder = first if first and at > 0 else _DET.sub("", " ".join(words[:at])).strip() or None
        return holder, lemma(words[at], "VERB")
    verb = lemma(words[-1], "VERB")
    if len(words) > 2 and (words[0] in ("he", "she") or person(words[0])):
        return words[0], verb  # "tom was at the beach for": tom
    holder = _DET.sub("", " ".join(words[:-1])).strip() or None
    return holder, verb


class Unread(Exception):
    """A clause or a question no frame reads: the story is not composed."""


_COMPARE = re.compile(rf"(?P<pre>.+?) (?P<n>{N})(?: (?P<thing>{_WORDS}))? (?P<dir>more|fewer|less)"
                      rf"(?: (?P<thing2>{_WORDS}))? than (?P<base>{_WORDS})")
_MULTIPLE = re.compile(rf"(?P<pre>.+?) (?:(?P<k>{N}) times|(?P<twice>twice)|(?P<half>half)) as "
                       rf"(?P<adj>many|much|far|old|long|tall|heavy|high)(?: (?P<thing>{_WORDS}))?(?: as (?P<base>{_WORDS}))?")
# "per hour", "an hour", "each day", "in a candy bar" ("it takes 5 minutes to boil an egg" is no rate: three boil at once)
_RATE = re.compile(rf"(?P<pre>.+?) (?P<n>{N})(?: (?P<thing>{_WORDS}))? (?:per|a|an|every|each|"
                   rf"(?:in|on|for) (?:a|an|one|each|every)) (?:(?P<m>{N}) )?(?:{_W} )?(?P<per>{_W})"
                   rf"(?: of {_WORDS})?")
_RATE_IN = re.compile(rf"{N}(?: {_WORDS})? (?:in|on|for) (?:a|an|one|each|every) ")
_HOLDING = re.compile(r"(?:^| )(?:is|are|has|have|holds|hold|contains|contain|comes|come|fits|fit)$")
_EACH = re.compile(rf"(?P<who>{_WORDS}) (?:are|is|cost|costs|sell for) (?P<n>{N}) each")
_PART = re.compile(rf"(?:(?P<pre>.+?) )?(?P<n>{N}) of (?:the )?(?P<of>them|it|{_W}|those|these)(?: (?P<rest>{_WORDS}))?")
_PER_SAID = re.compile(r"\b(?:per|each|every|apiece|(?:a|an) (?:hour|day|week|month|year|minute|second|night|time|"
                       r"piece|pound|kilo|kg|gallon|liter|litre|mile|km|head|person|lesson|visit|trip|ride|bottle|box))\b")
_ONE = re.compile(rf"(?:(?P<pre>.*?) )?(?P<n>{N})(?: (?P<after>.*))?")


def _allowed(text: str, frame: str) -> None:
    doubt = DOUBT - _FRAME_WORDS[frame]
    if "n't" in text or " up to " in f" {text} " or any(w in doubt for w in text.split()):
        raise Unread(text)


def read_clause(clause: str, slots: Slots, fractions: dict[str, str], last: Quantity | None) -> Quantity:
    """One clause as one quantity; `last` the sentence's clause before it, whose holder, verb and unit a clause
    without them takes ("… $14 on a book and $9 on lunch")."""
    if m := _COMPARE.fullmatch(clause):
        _allowed(clause, "compare")
        q = _one(m["n"], slots, fractions, "compare", m["pre"], f"{m['thing'] or ''} {m['thing2'] or ''}", None, clause)
        if q.percent:
            raise Unread(clause)
        q.base, q.sign = _DET.sub("", m["base"]), 1 if m["dir"] == "more" else -1
        q.things = frozenset(f"{m['thing'] or ''} {m['thing2'] or ''}".split())
        return q
    if m := _MULTIPLE.fullmatch(clause):
        _allowed(clause, "multiple")
        holder, verb = holder_of(m["pre"])
        if m["k"]:
            k = number(slots, m["k"])
            if k is None or k.percent or k.unit or k.value < 2:
                raise Unread(clause)
            value, plain, used = Fraction(k.value), k.plain(), (m["k"],)
        else:
            value, plain, used = (Fraction(2), "2", ()) if m["twice"] else (Fraction(1, 2), "1/2", ())
        thing = head_unit("", m["thing"]) if m["thing"] else None
        return Quantity("multiple", used, value, thing, holder, verb, frozenset(clause.split()),
                        base=_DET.sub("", m["base"]) if m["base"] else "", plain=plain, said=_said(m["pre"]),
                        things=frozenset((m["thing"] or "").split()))
    if m := _EACH.fullmatch(clause):
        _allowed(clause, "rate")
        q = _one(m["n"], slots, fractions, "rate", "", "", None, clause)
        q.per_unit = unit_key(m["who"].split()[-1])
        return q
    if (m := _RATE.fullmatch(clause)) and _RATE_IN.search(clause) and not _HOLDING.search(m["pre"]):
        raise Unread(clause)  # "Tom put 6 muffins in a tray": one tray, not each
    if m and set((m["thing"] or "").split()) & (_STOPS - {"of"}):
        raise Unread(clause)  # "it takes 5 minutes to boil an egg": a doing between, not a rate's thing
    if m:
        _allowed(clause, "rate")
        q = _one(m["n"], slots, fractions, "rate", m["pre"], m["thing"] or "", None, clause)
        q.per_unit = unit_key(m["per"])
        if m["m"]:
            per = number(slots, m["m"])
            if per is None or per.percent or per.value <= 0:
                raise Unread(clause)
            q.per, q.plain_per, q.slots = Fraction(per.value), per.plain(), (*q.slots, m["m"])
            q.per_unit = unit_key(per.unit.split()[0]) if per.unit else q.per_unit
        return q
    if (m := _PART.fullmatch(clause)) and (m["n"].startswith("<p") or m["n"] in fractions):
        _allowed(clause, "part")
        q = _one(m["n"], slots, fractions, "part", m["pre"] or "", "", None, clause)
        q.of = m["of"]
        if m["rest"]:
            q.verb = q.verb or lemma(m["rest"].split()[0], "VERB")
        return q
    if (m := _ONE.fullmatch(clause)) and len(re.findall(N, clause)) == 1:
        if _PER_SAID.search(m["after"] or ""):
            raise Unread(clause)  # "paid $6 an hour for parking": a rate, not an amount
        _allowed(clause, "amount")
        return _one(m["n"], slots, fractions, "amount", m["pre"] or "", m["after"] or "", last, clause)
    raise Unread(clause)


def _one(slot: str, slots: Slots, fractions: dict[str, str], kind: str, pre: str, after: str,
         last: Quantity | None, clause: str) -> Quantity:
    n = number(slots, slot)
    if n is None or n.value <= 0:
        raise Unread(clause)
    holder, verb = holder_of(pre)
    if slot in fractions:
        d = number(slots, fractions[slot])
        if d is None or d.percent or d.unit or n.unit or d.value <= n.value:
            raise Unread(clause)
        value, plain, used = Fraction(n.value) / Fraction(d.value), f"{n.plain()}/{d.plain()}", (slot, fractions[slot])
    else:
        value, plain, used = Fraction(n.value), n.plain(), (slot,)
    unit = head_unit(n.unit, after) if not n.percent else None
    thing = after.split()
    if any(w in _DOINGS for w in thing[:next((i for i, w in enumerate(thing) if w in _STOPS), len(thing))]) \
            or unit is None and thing[:1] == ["of"]:
        raise Unread(clause)  # "5 are red", "5 of them": a doing or a part of what was told, not another amount
    if last is not None and not pre.strip():  # "… and 9 on lunch": the clause before's holder, verb and unit
        holder, verb, unit = last.holder, last.verb, unit or last.unit
    elif last is not None and holder is None and verb is None:  # "… and a racing game for $4"
        holder, verb = last.holder, last.verb
    elif last is not None and unit is None and not after and not n.percent and kind == "amount":
        unit = last.unit  # "a flight of 160 minutes and a layover of 95"
    return Quantity(kind, used, value, unit, holder, verb, frozenset(clause.split()), plain=plain, percent=n.percent,
                    said=_said(pre))


def _said(pre: str) -> str | None:
    """The verb as written: the last word before the number ("had" of "bo had")."""
    words = pre.split()
    return words[-1] if words else None


_SPLIT = re.compile(r"(,? and |, )")


def clauses_of(sentence: str) -> list[str]:
    """A story sentence's clauses: split at "and" and commas where the piece after holds a number or "as many"; a
    piece without one stays in its clause, its comma dropped ("… 3 hours, each day": "… 3 hours each day")."""
    pieces = _SPLIT.split(sentence)
    out = [pieces[0]]
    for separator, piece in zip(pieces[1::2], pieces[2::2]):
        if re.search(N, piece) or re.search(r"\bas (?:many|much|far|old|long)\b", piece):
            out.append(piece)
        else:
            out[-1] = f"{out[-1]} {'and ' if 'and' in separator else ''}{piece}"
    if len(out) > 1 and not re.search(N, out[0]) and _TIME_LEAD.fullmatch(out[0] + " "):
        out[:2] = [f"{out[0]} {out[1]}"]  # "last year, the farms produced 1200 eggs"
    return out


def resolve(holder: str | None, named: list[str]) -> str | None:
    """he / she (him / her) as the one person named before of a gender the pronoun may mean, or None when there
    are none or several; any other holder as it is."""
    if holder not in _PRONOUNS:
        return holder
    candidates = {name for name in named if may_be_called(name.capitalize(), holder)}
    if len(candidates) != 1:
        raise Unread(holder)
    return candidates.pop()


def person(holder: str | None) -> bool:
    return holder is not None and " " not in holder and is_person_name(holder.capitalize())
