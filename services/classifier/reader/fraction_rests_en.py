"""A fraction (or a percentage) of one whole told in an English story, and the part or what is left asked:
"There are 24 cookies. Sam ate 1/4 of them. How many are left?" (24-24*1/4), "He spent 3/5 of his $40. How much does
he have left?", "A class of 30: two fifths are girls. How many boys?" (30-30*2/5), "20% of the 50 apples were rotten;
how many were good?", "3/4 of them like pizza. How many do not like pizza?", "How many students like pizza?" (32*3/4).

The story is three things, clause by clause: the whole (one count of things, an amount of money or a measure: "there
are 24 cookies", "Mia had 20 liters of paint", "Of the 60 birds in a tree", or inside the part: "of his $40"); the
part, one proper fraction of that whole, done to it ("Sam ate 1/4 of them", "one sixth flew away") or said of a kind
of it ("two fifths are girls", "45% walk to school"); and one question: what is left after a part done, the part
itself (its own words again), the rest said with "not", or the other of a pair that makes the whole (girls / boys).
Every number is one of these. Anything else goes slow: a second fraction or a part of the rest, two wholes ("24
cookies and 10 cakes … 1/4 of them"), a part of another whole, "about", "not" in the story, another kind asked
("how many teachers"), a whole untold, and a count of things that does not come out whole (1/3 of 25 cookies).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as _N, Slots
from .pronouns import may_be_called
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_NUMERATORS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_DENOMINATORS = {"third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                 "ninth": 9, "tenth": 10}
_WORD_FRACTION = (rf"(?:{'|'.join(_NUMERATORS)}) (?:{'|'.join(_DENOMINATORS)})s?"
                  rf"|(?:a|one) (?:{'|'.join(_DENOMINATORS)})|quarter|(?:one )?half")
_FRACTION = rf"(?:(?P<a>{_N}) / (?P<b>{_N})|(?P<p><p\d+>)|one (?P<o><o\d+>)|(?P<w>{_WORD_FRACTION}))"
_WHOLE_NOUN = r"(?P<noun>[a-z]+(?: [a-z]+)?)"
_PLACE = r"(?: (?:in|on|at|from) [a-z]+(?: [a-z]+)?)?"
_OWNER = r"(?:his|her|their|my|our|its)"
# the whole, told in a clause of its own
_WHOLE = (re.compile(rf"(?:there (?:are|were|is|was)|(?P<holder>[a-z]+(?: [a-z]+)?) (?:has|had|have|made|baked|picked|bought|"
                     rf"collected|grew|caught|got)) (?P<n>{_N})(?: (?P<unit>[a-z]+) of)? {_WHOLE_NOUN}{_PLACE}"),
          re.compile(rf"(?P<holder>[a-z]+) (?:has|had|have|got) (?P<n>{_N})"),  # "Emma had $60": money
          re.compile(rf"(?:[a-z]+ )?[a-z]+ is (?P<n>{_N}) (?P<unit>[a-z]+) (?:long|tall|high|deep)"))
# the whole, said before the part in the part's own clause ("Of the 60 birds in a tree, …", "A class of 30: …")
_FRACTION_WORDS = rf"(?!(?:{'|'.join(_NUMERATORS)}|half|quarter)\b)"
_WHOLE_BEFORE = re.compile(rf"(?:(?:in|out of|of) (?:(?P<group>[a-z]+) of )?|(?P<group2>[a-z]+) of )(?P<n>{_N})"
                           rf"(?: {_FRACTION_WORDS}{_WHOLE_NOUN})?{_PLACE}")
_OF_WHOLE = rf"of (?:them|it|{_OWNER} (?P<inner>{_N})|{_OWNER} money|(?P<of_noun>[a-z]+)|(?P<of_n>{_N}) (?P<of_noun2>[a-z]+))"
_REMOVED = ("ate", "eaten", "used", "spent", "sold", "gave away", "gave", "given away", "lost", "read", "drank",
            "broke", "flew away", "ran away", "cut off", "took", "picked", "popped", "threw away", "gave out")
_VERB = rf"(?P<verb>{'|'.join(sorted(_REMOVED, key=len, reverse=True))})"
_DOER = r"(?:(?P<doer>[a-z]+(?: [a-z]+)?) )?"
_PART_DONE = (re.compile(rf"{_DOER}{_VERB} {_FRACTION} {_OF_WHOLE}(?: (?:on|to|for) [a-z]+(?: [a-z]+)?)?"),
              re.compile(rf"{_FRACTION}(?: {_OF_WHOLE})? (?:was |were )?{_VERB}"))
_PART_KIND = re.compile(rf"{_FRACTION}(?: {_OF_WHOLE})? (?P<pred>(?:are|is|were|was) [a-z]+|(?!was |were |are |is )"
                        rf"[a-z]+(?: [a-z]+){{0,2}})")
_REST_ASKED = re.compile(r"how (?:many|much)(?: (?P<qn>[a-z]+(?: [a-z]+)?))? (?:(?:are|is|were|was) (?:left|remaining)"
                         r"|(?:are|is) still(?: in [a-z]+)?|remain|(?:does|do|did) (?P<who>[a-z]+) have "
                         r"(?:left|now)(?: to [a-z]+)?|(?:are|is) there now|(?:are|is) left over)")
# the two kinds that make a whole: girls and boys of children ("30 people" may be men and women too), rotten and good
_PAIRS = {"girls": "boys", "boys": "girls", "rotten": "good"}
_CHILDREN = frozenset({"student", "pupil", "kid", "child", "class", "school", "classmate", "camper"})
_NOT_READ = frozenset({"about", "around", "almost", "nearly", "not", "n't", "rest", "remaining", "other", "another",
                       "more", "each", "every", "if", "or", "then", "some", "twice", "times", "and"})


# the part's fraction (`_FRACTION`) is said with one of these: n/m, a percentage's or an ordinal's slot, a fraction's word
@triggered_by(text=("/", "<p", "<o", "half", "quarter", *_DENOMINATORS))
def read_fraction_rest_en(tokens: list[Tok], slots: Slots) -> Task | None:
    said = re.sub(r" ?['’] ?s\b", "'s", said_text(tokens, keep_slots=True))
    said = said.replace(" : ", " ").replace(" and ", " . ").replace(" , ", " . ").replace(" ; ", " . ")
    clauses = [c.strip(" ?!") for c in re.split(r" \. | \? |\.$|\?$", said) if c.strip(" ?!")]
    clauses = [re.sub(r"^(?:a|an|the) |(?<= )(?:a|an|the) ", "", c) for c in clauses]
    if not 2 <= len(clauses) <= 3 or not clauses[-1].startswith("how "):
        return None
    *story, question = clauses
    found = _whole_and_part(story, slots)
    if found is None:
        return None
    whole, whole_noun, countable, part, removed, pred, used, people = found
    if sorted(used) != sorted(set(re.findall(r"<[a-z]\d+>", said))) or len(set(used)) != len(used):
        return None  # every number is the whole or the fraction, each once
    if any(w in _NOT_READ for c in story for w in c.split()) or re.search(r"\b(?:not|n't|never)\b", story[-1]):
        return None
    share = _asked_share(question, whole_noun, removed, pred, part)
    if share is None or not _asked_of_the_doer(question, people):
        return None
    n = slots.number(whole)
    value = Fraction(n.value) * (part if share is _PART else 1 - part)
    if value <= 0 or countable and value.denominator != 1:
        return None  # 1/3 of 25 cookies
    if share is _PART:
        return _task(f"{n.plain()}*{_shown(part)}")
    return _task(f"{n.plain()}-{n.plain()}*{_shown(part)}")


def _whole_and_part(story: list[str], slots: Slots):  # noqa: ANN202 - a private tuple
    """(whole slot, whole noun (None for money), whether it counts things, the fraction, the verb done or None, the kind's
    predicate or None, the slots read) of a story of a whole and a part, or None."""
    if len(story) == 2:
        told = next((m for r in (*_WHOLE, _WHOLE_BEFORE) if (m := r.fullmatch(story[0]))), None)
        part_clause = story[1]
    else:
        told, part_clause = None, story[0]
        before = _WHOLE_BEFORE.match(part_clause)
        if before is not None and before.end() < len(part_clause):
            told, part_clause = before, part_clause[before.end():].strip()
    done = next((m for r in _PART_DONE if (m := r.fullmatch(part_clause))), None)
    kind = _PART_KIND.fullmatch(part_clause) if done is None else None
    part = done or kind
    if part is None:
        return None
    inner = part.group("inner") or part.group("of_n")
    if (told is None) == (inner is None):
        return None  # no whole, or two ("There are 40 pens … 1/2 of his 30 …")
    whole = told.group("n") if told is not None else inner
    noun = told.groupdict().get("noun") if told is not None else part.group("of_noun2")
    if noun is None and told is not None and told.re is _WHOLE_BEFORE:
        noun = told.group("group") or told.group("group2")  # "a class of 30": 30 people, counted
    unit = told.groupdict().get("unit") if told is not None else None
    of_noun = part.group("of_noun")
    if of_noun is not None and (noun is None or lemma(of_noun, "NOUN") != lemma(noun.split()[-1], "NOUN")):
        return None  # "1/4 of the pizza" after "12 slices": a part of another whole
    if of_noun is None and part.group("of_n") is None and "of " not in part_clause and told is None:
        return None
    fraction = _fraction(part, slots)
    besides = " ".join(story).replace(part.group("w") or "<no fraction in words>", "", 1).split()
    if fraction is None or any(w.removesuffix("s") in _DENOMINATORS or w in ("half", "halves") for w in besides):
        return None  # "64 quarters … spent a quarter of them": a coin or a fourth?
    used = [whole, *(s for s in (part.group("a"), part.group("b"), part.group("p"), part.group("o")) if s)]
    countable = unit is None and slots.number(whole).unit in ("", noun)
    holder = told.groupdict().get("holder") if told is not None else None
    people = {p for p in (holder, part.groupdict().get("doer")) if p and p not in ("there", "it", "they")}
    return whole, noun, countable, fraction, done.group("verb") if done else None, kind.group("pred") if kind else None, used, people


def _fraction(part: re.Match, slots: Slots) -> Fraction | None:
    if part.group("a"):
        top, bottom = slots.number(part.group("a")), slots.number(part.group("b"))
        if top.unit or bottom.unit or top.percent or bottom.percent:
            return None
        value = Fraction(top.value) / Fraction(bottom.value) if bottom.value else None
    elif part.group("p"):
        value = Fraction(slots.number(part.group("p")).value) / 100
    elif part.group("o"):
        value = 1 / Fraction(slots.number(part.group("o")).value) if slots.number(part.group("o")).value else None
    else:
        words = part.group("w").split()
        if words[-1] == "half":
            value = Fraction(1, 2)
        else:
            top = _NUMERATORS.get(words[0], 1) if len(words) == 2 else 1
            value = Fraction(top, _DENOMINATORS[words[-1].removesuffix("s")])
    return value if value is not None and 0 < value < 1 else None


def _asked_share(question: str, whole_noun: str | None, removed: str | None, pred: str | None,
                 part: Fraction) -> object | None:
    """The share of the whole the question asks: the rest (1 − the part) or the part itself, or None."""
    rest = _REST_ASKED.fullmatch(question)
    if rest is not None:
        return _REST if removed is not None and _the_whole(rest.group("qn"), whole_noun) else None
    kind = pred.split() if pred is not None else []
    pair = _PAIRED.fullmatch(question)
    if kind[-1:] in (["girls"], ["boys"]) and (whole_noun is None or lemma(whole_noun.split()[-1], "NOUN") not in _CHILDREN):
        return None  # "30 people: 2/5 are girls": the others may be men and women
    if pair is not None and len(kind) == 2 and kind[0] in _BE:
        return _REST if _PAIRS.get(kind[1]) == pair.group("other") else None  # "are girls. How many boys?"
    words = question.split()[2:]
    for size in (0, 1, 2):  # the question's noun, then what it says of them
        noun, said = words[:size], words[size:]
        if size and not _the_whole(" ".join(noun), whole_noun) or not said:
            continue
        share = _said_share(noun, said, kind, removed, part)
        if share is not None:
            return share
    return None


def _said_share(noun: list[str], said: list[str], kind: list[str], removed: str | None, part: Fraction) -> object | None:
    """"(how many) were not sold", "(how many students) like pizza", "(how many orange fish) are there", "(how
    many stickers) did she give away": the part itself or, with "not", the rest."""
    if len(noun) == 2 and len(kind) == 2 and kind[0] in _BE and noun[0] == kind[1] and said in (["are", "there"],
                                                                                             ["is", "there"]):
        return _PART  # "are orange. How many orange fish are there?"
    did = said[0] in ("do", "does", "did")
    if did:
        said = said[1:] if said[1:2] == ["not"] else said[2:]  # "did she", "do not"
    negated = said[:1] == ["not"]
    said = said[negated:]
    if removed is not None:
        if not did and said[:1] and said[0] in _BE:
            said = said[1:]  # "were not sold", "were eaten"
            negated = negated or said[:1] == ["not"]
            said = said[said[:1] == ["not"]:]
        own = (_PLAIN.get(removed, removed).split(), _PARTICIPLE.get(removed, removed).split(), removed.split())
        return (_REST if negated else _PART) if said in own else None
    if kind and kind[0] in _BE:
        if not said or said[0] not in _BE:
            return None
        said = said[1:]
        negated = negated or said[:1] == ["not"]
        said = said[said[:1] == ["not"]:]
        if said == [_PAIRS.get(kind[1])]:
            return _REST  # "were rotten; how many were good?"
        kind = kind[1:]
    return (_REST if negated else _PART) if said == kind else None


_PART, _REST = object(), object()  # the part itself asked, or what is left of the whole
_BE = frozenset({"are", "is", "were", "was"})
_PAIRED = re.compile(r"how many (?P<other>[a-z]+)(?: (?:are|were) there)?")


def _asked_of_the_doer(question: str, people: set[str]) -> bool:
    """"How many does he have now?", "How many did Sam eat?": the one who did the part and holds the whole (a
    pronoun that may be them), not another ("How many does Sam have now?" after Tom gave Sam some)."""
    asked = re.search(r"\b(?:does|do|did) (?!not\b)(?P<who>[a-z]+(?: [a-z]+)?) (?:have|[a-z]+)", question)
    if asked is None:
        return True
    who = asked.group("who").split()
    who = who[:1] if who[0] in _PRONOUNS or len(who) == 1 else who
    if len({p.split()[-1] for p in people}) > 1:
        return False  # "Tom had 40 … Sam ate 1/4 of them": whose?
    if who[0] in _PRONOUNS:  # "Tom … How many does he have now?", "She spent … How much does she have left?"
        return all(p == who[0] if p in _PRONOUNS else may_be_called(p.split()[-1], who[0]) for p in people)
    return any(" ".join(who) == p or who[-1] == p.split()[-1] for p in people)


_PRONOUNS = frozenset({"he", "she", "they", "i", "we", "you"})


def _the_whole(noun: str | None, whole_noun: str | None) -> bool:
    """The question's noun names the whole's things (or none is said; "money" for an amount of money)."""
    if noun is None:
        return True
    if whole_noun is None:
        return noun == "money"  # "Emma had $60 …"
    return lemma(noun.split()[-1], "NOUN") == lemma(whole_noun.split()[-1], "NOUN")


# "How many did he eat?", "How many were eaten?": the verb done, asked after "did" or "were"
_PLAIN = {"ate": "eat", "used": "use", "spent": "spend", "sold": "sell", "gave away": "give away", "gave": "give",
          "lost": "lose", "drank": "drink", "took": "take", "picked": "pick", "flew away": "fly away",
          "ran away": "run away", "broke": "break", "threw away": "throw away", "gave out": "give out"}
_PARTICIPLE = {"ate": "eaten", "gave away": "given away", "gave": "given", "drank": "drunk", "took": "taken",
               "broke": "broken", "threw away": "thrown away", "gave out": "given out"}


def _shown(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
