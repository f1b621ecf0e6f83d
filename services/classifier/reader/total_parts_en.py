"""A whole told with the two sorts it is made of, one sort's amount told, the other sort asked, in English (issue 15,
MAWPS): "An orchard has sold a combined total of 9792 pounds of fresh and frozen fruit. If they have sold 3513 pounds of
frozen fruit, how many pounds of fresh fruit have been sold?" (9792-3513), "Each of the 6048 lambs is either black or
white. There are 193 white ones. How many of the lambs are black?" (6048-193), "They eat strawberry and blueberry
jelly. They have a combined total of 6310 grams of jelly. If they have 4518 grams of blueberry jelly, how many grams of
strawberry jelly do they have?" (6310-4518).

Read only as: the whole ("a total of", "a combined total of", "each of the N things is either A or B"), the two sorts
said once as "A and B" (beside the whole's thing, or before "total of" in the whole's own clause) or as "either A or
B", the part told of one sort by the whole's own holder and verb (or "there are", "N of them are"), and the question of
the other sort by the whole's thing and unit. Anything else goes slow: a third sort, two pairs said ("Lena and Max
… red and yellow"), a number more, a negation, a hedge, a rate, a percentage, another time or place told with the
part, another holder, the total or the told sort asked, "how many more", a unit or a thing the whole is not told in,
or a part not below the whole; a group's whole ("Tom and his sister have a total of …") with the part or the question
told of one of them; a part of counted things that is no whole count ("0.25 of the coins", where no unit is told).
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .hedges import BEFORE_EN
from .rest_of import COLOURS
from .role_words import lemma
from .said_en import said_text
from .tokens import Tok
from .triggers import triggered_by

_ART = r"(?:(?:a|an|the) )?"
_HEDGED = re.compile(rf"{BEFORE_EN} <n")  # "about 175": "41 are about heroes" is what they are about
_SLOT = re.compile(r"<[a-z]+\d+>")
_W = r"(?P<w><n\d+>)"
_OWNER = r"(?:(?:[a-z]+ )?[a-z]+'s )?"  # "farmer cunningham's"
_P = r"(?P<p><n\d+>)"
_WHOLES = (
    # "… has sold a combined total of <n0> pounds of fresh and frozen fruit this season"
    re.compile(rf"(?P<pre>.*?)\b{_ART}(?:combined )?total of {_W} (?:(?P<unit>[a-z]+) of )?"
               rf"(?:(?P<a>[a-z]+) and (?P<b>[a-z]+) )?(?P<noun>[a-z]+)(?P<rest>(?: [a-z]+)*)"),
    # "each of the farmer's <n0> lambs is either black or white"
    re.compile(rf"(?P<pre>each of {_ART}{_OWNER}){_W} (?P<noun>[a-z]+)(?P<rest>(?: [a-z]+)*?)"
               rf" (?:is|are|was|were) either (?P<a>[a-z]+) or (?P<b>[a-z]+)"),
)
_PARTS = (
    # "<n1> of the books are used", "<n1> meters of it was old pipe"
    re.compile(rf"(?P<pre>.*?){_P} (?:(?P<unit>[a-z]+) )?of (?:them|it|{_ART}(?P<noun>[a-z]+))"
               rf" (?:is|are|was|were) (?P<sort>[a-z]+)(?: (?P<noun2>[a-z]+))?"),
    # "if they have sold <n1> pounds of frozen fruit", "it baked <n1> white loaves", "there are <n1> white ones"
    re.compile(rf"(?P<pre>.*?){_P} (?:(?P<unit>[a-z]+) of )?(?P<sort>[a-z]+)(?: (?P<noun>[a-z]+))?(?P<rest>(?: [a-z]+)*)"),
)
_ASKS = (
    # "how many of the cars are silver"
    re.compile(rf"how many of {_ART}(?P<owner>{_OWNER})(?P<noun>[a-z]+) (?:is|are|was|were) (?P<sort>[a-z]+)(?P<rest>)"),
    # "how many pounds of fresh fruit have been sold so far", "how many brown loaves did it bake"
    re.compile(r"how (?:many|much) (?:(?P<unit>[a-z]+) of )?(?P<sort>[a-z]+)(?: (?P<noun>[a-z]+))?(?P<rest>(?: [a-z']+)*)"),
)
# A word that makes the reading another: a negation, a hedge, a rate, a percentage, a second whole, a goal
_REFUSED = frozenset({"not", "n't", "no", "never", "without", "except", "neither", "nor", "roughly",
                      "approximately", "nearly", "almost", "maybe", "perhaps", "probably", "least", "most",
                      "per", "percent", "%", "twice", "times", "half", "more", "less", "fewer", "than",
                      "another", "other", "others", "else", "first", "second", "also", "too", "plus", "minus",
                      # a whole or a part planned, hoped or guessed, not done ("wants to bake a total of 96")
                      "want", "wants", "wanted", "plan", "plans", "planned", "hope", "hopes", "hoped", "will", "would",
                      "should", "must", "might", "may", "could", "going", "try", "tries", "expect", "expects",
                      "expected", "estimate", "estimates", "estimated", "aim", "aims", "goal", "needs", "need"})
# Words a question may say besides the story's own: asking it, of the time it is told in
_ASKING = frozenset({"did", "does", "do", "is", "are", "was", "were", "has", "have", "had", "been", "be", "there"})
# (a pronoun asked must be the story's own: "do we have", "do I have" of Sara's marbles is someone else)
_NOT_ASKED = frozenset({"total", "all", "altogether", "together", "combined", "left", "each", "both", "remain",
                        "remaining", "still", "will", "would", "could", "should", "can", "need", "needs", "want",
                        "wants", "next", "last", "if", "and", "or", "but"})  # "how many are blue and red"
_PEOPLE = frozenset({"it", "they", "he", "she", "we", "i", "you", "there", "if", "so", "far", "now", "are", "is", "were",
                     "was", "has", "have", "had", "been", "be"})
_ONES = frozenset({"one", "ones"})
_NOW = frozenset({"now", "currently", "today", "anymore"})  # a time the whole is not told in


def _sentences(said: str) -> list[str] | None:
    """The told clauses and the question last: "if …, how many …" is a told clause (or two, "…, and …") and the
    question."""
    parts = [s.strip() for s in said.split(" . ") if s.strip()]
    if not parts:
        return None
    last = parts.pop()
    if last.startswith("how "):
        return [*parts, last]
    told, sep, asked = last.rpartition(" , how ")
    if not sep or not told.startswith("if "):
        return None
    return [*parts, *(c.strip(" ,") for c in told[3:].split(" , and ")), f"how {asked}"]


def _pairs(told: list[str]) -> list[tuple[str, str]]:
    """Every "A and B" / "either A or B" of single words the story says."""
    found = []
    for clause in told:
        found += re.findall(r"(?:^| )(?:either )?([a-z]+) (?:and|or) ([a-z]+)(?= |$)", clause)
    return [(a, b) for a, b in found if a != "either" and b not in _NOT_SORTS]


# "Shannon and her family": a holder and their people, no pair of sorts
_NOT_SORTS = frozenset({"her", "his", "their", "my", "our", "your", "its", "the", "a", "an", "some", "all"})


def _base(word: str | None) -> str:
    return lemma(word, "NOUN") if word else ""


def _words_told(told: list[str]) -> set[str]:
    words = {w for clause in told for w in clause.split()}
    words |= {w.removesuffix("'s") for w in words}  # "farmer cunningham's lambs": Cunningham is told
    return words | {lemma(w, "VERB") for w in words} | {lemma(w, "NOUN") for w in words}


def _pair_of_whole(told: list[str], at: int, whole: re.Match[str], pair: str) -> bool:
    """Whether the two sorts are the whole's: said with it ("a total of 96 white and brown loaves", "either black or
    white"), before "total of" in its own clause ("painted houses white and blue using a total of …"), or in a
    clause with no amount before it, of the whole's own thing ("they eat strawberry and blueberry jelly")."""
    if whole.groupdict().get("a") is not None or " either " in f" {told[at]} ":
        return True
    if pair in whole.group("pre"):
        return True
    return any(re.search(rf"\b{pair} {whole.group('noun')}\b", c) for c in told[:at] if "<n" not in c)


def told_and_asked(tokens: list[Tok], slots: Slots) -> tuple[list[str], str] | None:
    """The told clauses and the question of a story with two amounts and no word that makes its reading another
    (rest_parts_en.py too); None for anything else."""
    said = said_text(tokens, keep_slots=True).replace("’", "'")
    if _SLOT.findall(said) != [s for s in _SLOT.findall(said) if s.startswith("<n")] or len(_SLOT.findall(said)) != 2:
        return None  # two amounts, no ordinal, date or time
    words = set(said.split())
    if words & _REFUSED or _HEDGED.search(said) or re.search(r"[a-z]+ , [a-z]+ (?:and|or) [a-z]+", said) \
            or said.count(" or ") != said.count(" either "):
        return None  # "red, blue and yellow": more than two sorts
    if said.count("each") > said.count("each of "):
        return None  # "45 striped ones in each box": a rate
    sentences = _sentences(said)
    if sentences is None or len(sentences) < 3:
        return None
    told, asked = sentences[:-1], sentences[-1]
    if any("every" in c.split() for c in sentences if "<n" in c or c is asked):
        return None  # "45 every day": a rate ("they eat toast every morning", no amount in it, is only a scene)
    last_amount = max(k for k, c in enumerate(told) if "<n" in c) if any("<n" in c for c in told) else -1
    if last_amount != len(told) - 1:
        return None  # "… 30 were red and the rest blue. He lost some.": a doing after the part, told without its amount
    return told, asked


def asks_only_the_story(rest: list[str], told: list[str], owner: str = "") -> bool:
    """Whether the question's words after its thing ask it only, in the story's own words ("did it bake", "have been
    sold so far"), not in all, left, next week or of someone else ("do we have", "of Tom's balls": `owner`)."""
    story = _words_told(told)
    rest = [*rest, *(w.removesuffix("'s") for w in owner.split())]
    return not set(rest) & _NOT_ASKED and all(w in _ASKING or w in story or lemma(w, "VERB") in story for w in rest)


def told_by_the_whole(pre: str, whole_clause: str) -> bool:
    """Whether the part's subject and verb are the whole's ("it baked", "if they have sold", "there are"), not
    another's ("another bakery baked", "Ava picked")."""
    whole_words = set(whole_clause.split()) | {lemma(w, "VERB") for w in whole_clause.split()}
    return all(w in _PEOPLE or w in whole_words or lemma(w, "VERB") in whole_words for w in pre.split())


@triggered_by(text=("total of", "either"))
def read_total_part(tokens: list[Tok], slots: Slots) -> Task | None:
    read = told_and_asked(tokens, slots)
    if read is None:
        return None
    told, asked = read
    wholes = [(k, m) for k, c in enumerate(told) for r in _WHOLES if (m := r.fullmatch(c)) and "<n" in c]
    parts = [(k, c) for k, c in enumerate(told) if "<n" in c and not any(c == told[j] for j, _ in wholes)]
    if len(wholes) != 1 or len(parts) != 1 or parts[0][0] <= wholes[0][0]:
        return None  # the whole told first, then its one part
    at, whole = wholes[0]
    part = next((m for r in _PARTS if (m := r.fullmatch(parts[0][1]))), None)
    ask = next((m for r in _ASKS if (m := r.fullmatch(asked))), None)
    pairs = _pairs(told)
    if part is None or ask is None or len(pairs) != 1:
        return None  # "Lena and Max used … red and yellow": two pairs, whose is which
    a, b = pairs[0]
    if (a in COLOURS) != (b in COLOURS) and " either " not in f" {told[at]} ":
        return None  # "80 big and red marbles": big ones that are red, or two sorts?
    noun = _base(whole.group("noun"))
    if not _pair_of_whole(told, at, whole, f"{a} and {b}"):
        return None  # the pair said of another thing than the whole's
    sort, other = part.group("sort"), ask.group("sort")
    if {sort, other} != {a, b}:
        return None  # the told sort and the asked one are the two said
    part_noun = _base(part.groupdict().get("noun") or part.groupdict().get("noun2"))
    if part_noun and part_noun not in _ONES and part_noun != noun:
        return None  # "19 of the kittens are spotted" beside puppies
    if ask.groupdict().get("noun") and _base(ask.group("noun")) != noun:
        return None  # "fresh cherries" asked of fresh and frozen berries
    unit_w, unit_p = slots.number(whole.group("w")), slots.number(part.group("p"))
    if unit_w.percent or unit_p.percent or unit_w.unit != unit_p.unit:
        return None
    if ask.groupdict().get("unit") and ask.group("unit") != (whole.groupdict().get("unit") or ""):
        return None  # "how many ounces" of pounds
    if (part.groupdict().get("unit") or "") != (whole.groupdict().get("unit") or ""):
        return None
    if not told_by_the_whole(part.group("pre"), told[at]):
        return None  # "another bakery baked", "Ava picked": the part told of someone or something else
    if not set((part.groupdict().get("rest") or "").split()) <= set(told[at].split()):
        return None  # "… last season", "… in the bag": the part told of another time or place
    if not asks_only_the_story((ask.groupdict().get("rest") or "").split(), told, ask.groupdict().get("owner") or ""):
        return None  # "in all", "does Max need", "next week": something else asked
    if _NOW & set(re.findall(r"[a-z]+", slots.original.lower())) - set(re.findall(r"[a-z]+", whole.string)):
        return None  # "They had a total of 6300 grams … If they now have 4500 …": the part of another time
    if told_of_one_in_a_group(whole.group("pre"), part.group("pre"), ask.groupdict().get("rest") or ""):
        return None  # "Tom and his sister have a total of 90 … Tom has 30 red pens": Tom's share of the whole is untold
    if not a_count_below(unit_p, unit_w, measured=bool(part.groupdict().get("unit") or unit_p.unit)):
        return None
    return Task("expr", {"expression": f"{unit_w.plain()}-{unit_p.plain()}"}, source="parser")


# "tom and his sister", "shannon and her family": one holder and their people, the whole theirs together
_GROUP = re.compile(r"(?:^| )([a-z]+) and (?:her|his|their|my|our|your|its) ([a-z]+)")
_ONE_OF_THEM = frozenset({"he", "she", "him", "her", "his"})


def told_of_one_in_a_group(whole_pre: str, part_pre: str, asked_rest: str) -> bool:
    """Whether the whole is a group's ("Tom and his sister have a total of …") and the part or the question is told of
    one of them ("Tom has 30", "does Tom have", "did she pick"): the whole's split between them is untold. Told of the
    group ("they have", "did they use") it reads."""
    group = _GROUP.search(whole_pre)
    if group is None:
        return False
    one = {group.group(1), group.group(2)} | _ONE_OF_THEM
    return bool(one & (set(part_pre.split()) | set(asked_rest.split())))


def a_count_below(part, whole, measured: bool) -> bool:  # noqa: ANN001 - two slot numbers
    """Whether the part is above nothing and below the whole, and a whole number where things are counted, not
    `measured` ("6.25 liters of sparkling water"): "0.25 of the coins" is a share of them, not a quarter of a coin."""
    if not 0 < part.value < whole.value:
        return False
    return measured or Fraction(part.value).denominator == 1
