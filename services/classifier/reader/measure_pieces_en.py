"""A whole measure cut or poured into pieces of a measure in another unit of the same kind, the pieces asked (issue
15, h/gsen1): "A 3-foot ribbon is cut into 4-inch pieces. How many pieces are there?" (36/4), "A bottle holds 1.5
litres. How many 250 ml glasses can it fill?" (1500/250), "How many 15-minute lessons fit in 3 hours?", "a rope 5
meters long is cut into pieces of 25 cm each".

Two amounts, each with a unit of length, mass, volume or time and of one kind; the piece is the one that names the
noun the question counts ("250 ml glasses", "pieces of 25 cm" … "how many glasses"), the whole the other. The units
are joined by an exact step (value_units.exact_factor: metric and time; yards, feet and inches here), and the pieces
must come out whole: a remainder ("a 2-meter rope cut into 30 cm pieces") leaves open whether the short piece counts,
and goes slow, as do a change, a condition, "about", a third amount or a unit of another kind.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .role_words import lemma
from .tokens import Tok, words_of
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit
from .value_units import exact_factor

_IMPERIAL_STEP = {("yd", "ft"): 3, ("ft", "in"): 12, ("yd", "in"): 36, ("mi", "yd"): 1760, ("mi", "ft"): 5280}
_KINDS = frozenset({"length", "mass", "volume", "time"})
_CHANGES = frozenset({
    "if", "not", "n't", "never", "about", "around", "approximately", "roughly", "nearly", "almost", "left", "remain",
    "remains", "remaining", "rest", "more", "less", "fewer", "extra", "lost", "lose", "spilled", "spill", "drank",
    "ate", "used", "already", "half", "twice", "times", "double", "per", "cost", "costs", "price", "%", "full",
    "each", "every", "total", "altogether", "and", "then", "after", "before", "but", "except", "other", "another",
    "waste", "wasted", "broke", "broken", "minus", "plus", "only", "least", "most", "longer", "shorter",
})

# words a question may use besides the story's own ("how many pieces can be cut from it")
_ASKING = frozenset({"how", "many", "are", "is", "there", "can", "could", "will", "would", "be", "cut", "made", "make",
                     "fill", "filled", "poured", "pour", "from", "it", "she", "he", "they", "we", "i", "you", "get",
                     "does", "do", "did", "fit", "in", "into", "of", "the", "a", "an", "them", "this", "that", "with",
                     "out", "have", "has", "will", "served", "serve", "divided", "split", "shared", "gets", "needed", "need",
                     "make", "takes", "take", "hold", "holds"})


def _unit_at(tokens: list[Tok], i: int) -> tuple[str, int]:
    """The unit right after the number at i ("4 inch", "4-inch") and where it ends; ("", i) where none."""
    j = i + 2 if i + 2 < len(tokens) and tokens[i + 1].type == "MINUS" else i + 1
    if j < len(tokens) and tokens[j].type in ("UNIT", "WORD"):
        unit = canonical_unit(tokens[j].value)
        if DIMENSION.get(unit) in _KINDS:
            return unit, j
    return "", i


def _factor(source: str, target: str) -> Fraction | None:
    """How many `target` make one `source`, exactly; None where no exact step joins them."""
    if source == target:
        return Fraction(1)
    for a, b, invert in ((source, target, False), (target, source, True)):
        step = exact_factor(a, b) or _IMPERIAL_STEP.get((a, b))
        if step:
            return 1 / Fraction(step) if invert else Fraction(step)
    return None


def _asked_noun(tokens: list[Tok]) -> tuple[str, int]:
    """The noun "how many …" counts (past a piece's size: "how many 250 ml glasses") and where the question starts."""
    asks = [k for k, t in enumerate(tokens) if t.type == "HOW_MANY"]
    if len(asks) != 1:
        return "", -1
    k = asks[0] + 1
    if k < len(tokens) and tokens[k].type == "NUM":  # "how many 250 ml glasses"
        unit, end = _unit_at(tokens, k)
        k = end + 1 if unit else k + 1
    if k >= len(tokens) or tokens[k].type != "WORD" or canonical_unit(tokens[k].value):
        return "", -1
    return lemma(tokens[k].value.lower(), "NOUN"), asks[0]


def _piece_named(tokens: list[Tok], i: int, end: int, noun: str) -> bool:
    """"4-inch pieces", "250 ml glasses" (the noun after the unit), or "pieces of 25 cm" (before it)."""
    after = tokens[end + 1] if end + 1 < len(tokens) else None
    if after is not None and after.type == "WORD" and lemma(after.value.lower(), "NOUN") == noun:
        return True
    before = words_of(tokens[max(0, i - 2):i])
    return len(before) == 2 and before[1].lower() == "of" and lemma(before[0].lower(), "NOUN") == noun


@triggered_by(text=("how many",))
def read_measure_pieces(tokens: list[Tok], slots: Slots) -> Task | None:
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(numbers) != 2:
        return None
    words = {w.lower().strip("?.,!") for w in words_of(tokens)}
    piece_each = any(words_of(tokens[_unit_at(tokens, i)[1] + 1:_unit_at(tokens, i)[1] + 2]) == ["each"]
                     for i in numbers)  # "pieces of 25 cm each"
    if words & (_CHANGES - {"each"} if piece_each else _CHANGES) or "$" in slots.original:
        return None
    noun, question = _asked_noun(tokens)
    if not noun:
        return None
    amounts = []
    for i in numbers:
        n = slots.number(tokens[i].value)
        unit, end = _unit_at(tokens, i)
        if not unit or n.percent or n.value <= 0:
            return None
        amounts.append((i, end, unit, Fraction(n.value)))
    if len({DIMENSION[unit] for _, _, unit, _ in amounts}) != 1:
        return None
    pieces = [a for a in amounts if _piece_named(tokens, a[0], a[1], noun)]
    if len(pieces) == 2:  # "a 4 kg bag … split into 500 g bags": the bags it is put into
        pieces = [a for a in pieces if a[0] and tokens[a[0] - 1].value == "into"]
    if len(pieces) != 1 or any(canonical_unit(t.value) for t in tokens[question:] if t.type == "UNIT"
                               and not any(t is tokens[a[1]] for a in amounts)):
        return None  # the piece unknown, or another unit asked ("how many feet")
    story_words = {lemma(w.lower(), "NOUN") for w in words_of(tokens[:question])} | {noun}
    if question == 0:  # "How many 300 ml cups does a 1.5 liter jug fill?": the whole's own noun is told in it
        whole_end = next(end for i, end, _, _ in amounts if not _piece_named(tokens, i, end, noun))
        story_words |= {lemma(w.lower(), "NOUN") for w in words_of(tokens[whole_end + 1:whole_end + 3])
                        if w.lower() not in ("is", "are", "of")}
    amount_at = {k for i, end, _, _ in amounts for k in range(i, end + 1)}
    asked = words_of([t for k, t in enumerate(tokens) if k >= question and k not in amount_at])
    if any(w not in _ASKING and lemma(w, "NOUN") not in story_words
           for w in (w.lower().strip("?.,!") for w in asked) if w.isalpha()):
        return None  # "how many pieces does Tom get": someone or something the story does not tell
    piece = pieces[0]
    whole = next(a for a in amounts if a is not piece)
    factor = _factor(whole[2], piece[2])
    if factor is None:
        return None
    count = whole[3] * factor / piece[3]
    if count.denominator != 1 or count < 1:
        return None  # a short piece left over: counted or not? Not said
    whole_text, piece_text = slots.number(tokens[whole[0]].value).plain(), slots.number(tokens[piece[0]].value).plain()
    return Task("expr", {"expression": f"{whole_text}*{factor}/{piece_text}"}, source="parser")
