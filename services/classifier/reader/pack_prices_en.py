"""The price of one from a pack's price, as people ask it in a chat message (issue 15, the chats corpus): "a 12-pack of
soda is 7.80, so how much is one can", "paid $18 for a 24 pack of water, how much per bottle", "A 2 kg bag of rice
costs 5.60. What does that come to per kilogram?", "how much per pound is a 5 lb bag of flour at $3.85".

The pack is told one of three ways, its count or its measure right beside its container word:
- a count before the container: "a 12-pack of soda", "a 24 pack of water" (the one asked is any thing: "one can",
  "per bottle", "each");
- the container, "of", then the count and the things: "a box of 10 pens", "a case of 12 bottles of wine" (the thing
  asked the pack's own, or "each");
- a measure before the container: "a 12 oz bag of coffee", "a 500 g jar of honey" (the one asked is that measure's
  unit: "per ounce", "per gram"; another unit, "per kilogram" of a 5 lb bag, is a conversion, not read).
Read only where the request has exactly these two amounts, the price in money (a sign, or right after "is", "costs",
"at", "paid"), no hedge, negation, condition, comparison or second offer ("about", "not", "if", "or", "cheaper",
"deal", "plus", "with", "free"), and its last clause asks one ("one can", "per bottle", "each pen"): "two cans" is a
third amount, and the request goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .units import canonical_unit
from .role_words import lemma

CONTAINERS = frozenset({"pack", "packs", "box", "boxes", "bag", "bags", "case", "cases", "carton", "cartons", "crate",
                        "jar", "jars", "bottle", "bottles", "tub", "tubs", "can", "cans", "tin", "tins", "packet",
                        "packets", "sack", "sacks", "jug", "jugs", "bundle", "bundles", "tray", "trays", "pouch",
                        "container", "block", "bar", "roll", "wheel", "loaf"})
# Measures a container is sold by, to one name each ("oz" and "ounce" alike; "lb" and "pound"). Bought and priced in
# the one unit, nothing converts: the ounce's two standards do not matter here.
_MEASURE_NAMES = {"oz": "oz", "ounce": "oz", "ounces": "oz", "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb"}
_NOT_READ = ("about", "around", "roughly", "approximately", "approx", "nearly", "almost", "or", "either", "if",
             "unless", "when", "whether", "not", "no", "never", "n't", "without", "except", "cheaper", "cheapest",
             "better", "best", "deal", "than", "compare", "compared", "vs", "versus", "plus", "with", "free", "extra",
             "deposit", "tax", "tip", "off", "discount", "sale", "coupon", "total", "altogether", "left", "save",
             "saved", "more", "less", "another", "other", "else", "would", "should", "each of", "both", "all")
_PRICE_BEFORE = frozenset({"IS", "PRICE_EN", "AT"})
# Holders larger than one of a pack's things: "A 24-pack of water costs $8. How much per jug?" asks no one of them
_HOLDERS = frozenset({"jug", "jugs", "box", "boxes", "bag", "bags", "case", "cases", "carton", "cartons", "crate",
                      "crates", "sack", "sacks", "tub", "tubs", "tray", "trays", "bundle", "bundles", "pack", "packs",
                      "container", "containers", "packet", "packets", "jar", "jars", "gallon", "gallons"})
_DRINKS = frozenset({"soda", "beer", "water", "juice", "pop", "seltzer", "cola", "coke", "lemonade", "tea", "cider",
                     "kombucha"})
_SERVINGS = frozenset({"can", "bottle"})
_ONE_ASKED = frozenset({"one", "per", "each", "single"})


@triggered_by(words=tuple(CONTAINERS))
def read_pack_price_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens):
        return None
    start = last_clause_start(tokens)
    said = Said(tokens)
    if said.any(_NOT_READ) or Said(tokens[:start]).any(("each", "per", "one")):
        return None  # "each" and "per" ask in the question, and say a second price in the story
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2:
        return None
    for c, p in (amounts, amounts[::-1]):
        pack = _pack_at(tokens, c, slots)
        if pack is None or not _price_at(tokens, p, slots):
            continue
        asked = _one_asked(tokens, start, c, p)
        if asked is None or not _asked_fits(asked, pack):
            return None
        count, price = slots.number(tokens[c].value), slots.number(tokens[p].value)
        if count.percent or count.ordinal or count.value <= 1 or price.value <= 0:
            return None
        return Task("expr", {"expression": f"{price.plain()}/{count.plain()}"}, source="parser")
    return None


def _pack_at(tokens: list[Tok], c: int, slots: Slots) -> tuple[str, str, str] | None:
    """("count", the things' noun or "", the container) or ("measure", the unit, the container) of the number at c
    told as a pack's size."""
    n = len(tokens)
    k = c + 1
    if k < n and tokens[k].type == "MINUS" and tokens[k].value == "-":
        k += 1  # "12-pack"
    if k < n and tokens[k].value in CONTAINERS and not slots.number(tokens[c].value).unit:
        thing = _singular(tokens[k + 2].value) if k + 2 < n and tokens[k + 1].type == "OF" \
            and tokens[k + 2].type == "WORD" else ""
        return "count", thing, tokens[k].value  # "a 12 pack of soda"
    if k < n and (unit := _measure(tokens[k].value)) and k + 1 < n and tokens[k + 1].value in CONTAINERS:
        return "measure", unit, tokens[k + 1].value  # "a 12 oz bag of coffee"
    if c >= 2 and tokens[c - 1].type == "OF" and tokens[c - 2].value in CONTAINERS and k < n \
            and tokens[k].type == "WORD" and not _measure(tokens[k].value):
        return "count", _singular(tokens[k].value), tokens[c - 2].value  # "a box of 10 pens"
    return None


def _measure(word: str) -> str:
    word = word.lower()
    return _MEASURE_NAMES.get(word) or canonical_unit(word) or ""


def _price_at(tokens: list[Tok], p: int, slots: Slots) -> bool:
    """The number at p is the pack's price: money by its sign or word, or bare right after "is", "costs", "at"."""
    n = slots.number(tokens[p].value)
    if n.percent or n.ordinal:
        return False
    if money_of(tokens, p, slots):
        return True
    return not n.unit and p >= 1 and tokens[p - 1].type in _PRICE_BEFORE \
        and not (p + 1 < len(tokens) and tokens[p + 1].type in ("WORD", "UNIT") and tokens[p + 1].value != "so")


def _one_asked(tokens: list[Tok], start: int, c: int, p: int) -> str | None:
    """The thing or unit whose one the question asks ("one can", "per bottle", "each pen", "per ounce"; "" for a bare
    "each" or "one"), or None. The question is the last clause, or the one sentence asked first ("how much per pound is
    a 5 lb bag of flour at $3.85")."""
    question = tokens[start:] if start > max(c, p) else tokens if start == 0 and min(c, p) > 1 else None
    if question is None or not any(t.type in ("HOW_MANY", "WHAT", "ASK", "PRICE_EN") for t in question[:3]):
        return None
    asked = [i for i, t in enumerate(question) if t.value in _ONE_ASKED or t.type in ("MEI", "PER_EACH")]
    if len(asked) != 1:
        return None
    i = asked[0]
    if question[i].type == "PER_EACH":
        return question[i].value.split()[-1]
    following = question[i + 1] if i + 1 < len(question) else None
    if following is None or following.type not in ("WORD", "UNIT") or following.value in ("of", "so"):
        return "" if question[i].value in ("one", "each") else None
    return following.value


def _asked_fits(asked: str, pack: tuple[str, str, str]) -> bool:
    """The one asked is one of the pack's things (any thing of a count, its own noun where told; never the container)
    or, of a measure, its unit."""
    kind, name, container = pack
    if asked and _singular(asked) == _singular(container) or asked in _HOLDERS:
        return False  # "how much per pack": the price itself; "per jug": no one of the pack's things
    if kind == "measure":
        return _measure(asked) == name
    # a drink's can or bottle is one of a pack of it ("a 12-pack of soda … one can"); any other thing asked must be the
    # pack's own ("A 10-pack of pencils costs $3. How much per eraser?" asks none of them)
    return not _measure(asked) and (not name or not asked or _singular(asked) == name
                                    or name in _DRINKS and _singular(asked) in _SERVINGS)


def _singular(word: str) -> str:
    """A noun's one ("batteries" → "battery", "knives" → "knife", "peaches" → "peach"; not a word less its "s")."""
    return lemma(word.lower(), "NOUN")
