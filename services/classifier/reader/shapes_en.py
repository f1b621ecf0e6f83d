"""A flat shape's area or perimeter, or a box's volume, from its sides as a grade-school problem states them (issue
15, h/gsen1): "A rectangle is 8 m long and 5 m wide. What is its area?", "a garden 12 feet by 7 feet", "a square
with sides of 6 cm … perimeter", "a triangle with sides of 3 cm, 4 cm and 5 cm … perimeter", "a box 10 cm long, 6 cm
wide and 4 cm high … volume", "a triangle with base 12 m and height 9 m … area". A rectangle's perimeter (2 × (l + w),
two operations) is left to the slow path, as the bench corpora keep it.

Every number is a side in one unit of length, each named once by what it measures (long / wide / high, length /
width / height, "8 m by 5 m", a square's "side", a triangle's "base" and "height"), and exactly one measure is
asked (area, perimeter or volume, or words that can only mean one: "fencing around", "square feet", "cover").
A side missing, a unit asked that is not the sides' (square yards of a room told in feet), a diagonal, a circle,
two shapes, a condition, "about", a cost or a second measure asked makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok, words_of
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit

# what a side measures, by group: a rectangle needs two groups, a box all three
_GROUPS = {"long": "L", "length": "L", "wide": "W", "width": "W", "breadth": "W", "broad": "W", "tall": "H",
           "high": "H", "height": "H", "deep": "H", "depth": "H", "side": "S", "sides": "S", "base": "B"}
_AFTER = frozenset({"long", "wide", "tall", "high", "deep", "broad"})  # "8 m long"
_BEFORE = frozenset({"length", "width", "breadth", "height", "depth", "side", "sides", "base"})  # "a width of 5 m"
# the measure asked, by the words that can only ask it
_ASKED = {"area": ("area", "cover", "covers", "carpet", "carpeting"),
          "perimeter": ("perimeter", "around", "fence", "fencing"),
          "volume": ("volume", "cubic")}
_SQUARE_SHAPES = ("square",)
_RECTANGLES = ("rectangle", "rectangular", "room", "garden", "yard", "field", "floor", "rug", "patio", "poster",
               "playground", "patch", "frame", "lawn", "plot", "board", "table", "carpet", "wall", "box", "tank",
               "pool", "prism", "shoebox", "container", "aquarium", "sandbox", "court", "park", "window", "door",
               "picture", "photo", "page", "sheet", "card", "tile", "classroom", "kitchen", "bedroom", "deck")
_OTHER = frozenset({
    "diagonal", "circle", "circular", "radius", "diameter", "round", "pi", "circumference", "cylinder", "sphere",
    "cube", "trapezoid", "parallelogram", "rhombus", "hexagon", "pentagon", "octagon", "path", "border", "walls",
    "paint", "cost", "costs", "price", "dollars", "per", "if", "not", "never", "about", "approximately", "roughly",
    "nearly", "almost", "twice", "double", "doubled", "half", "times", "more", "less", "longer", "shorter", "wider",
    "narrower", "taller", "increase", "increased", "new", "another", "second", "both", "two", "three", "remaining",
    "left", "cut", "inside", "outside", "surface", "total", "each", "every", "shaded", "scale", "map", "missing",
    "unknown", "except", "but", "without", "and/or", "or", "then", "after", "before", "gate", "gap", "opening",
    "weigh", "weighs", "weight", "water", "fill", "sides", "one",
})
_SAID_AGAIN = ("on each side", "each side", "on a side", "on every side", "sides of", "all sides")


def _side_unit(tokens: list[Tok], i: int) -> tuple[str, int]:
    """The length unit right after the number at i ("8 m", "8-foot") and where it ends; ("", i) if none."""
    j = i + 2 if i + 2 < len(tokens) and tokens[i + 1].type == "MINUS" else i + 1
    if j >= len(tokens):
        return "", i
    if tokens[j].type == "IN":  # "5 in by 4 in", "12 in long": inches, where a side's word follows
        following = tokens[j + 1] if j + 1 < len(tokens) else None
        by_before = i >= 2 and tokens[i - 1].type == "BY" and tokens[i - 2].type == "IN"
        if following is None or following.type in ("BY", "AND", "COMMA") or following.value.lower() in _AFTER | {"x"} \
                or by_before:  # "5 in by 4 in", "a base of 6 in and a height of 4 in", "a side of 8 in?"
            return "in", j
        return "", i
    unit = _length_unit(tokens[j])
    return (unit, j) if unit else ("", i)


def _length_unit(t: Tok) -> str:
    """The unit of length a token names ("m", "feet", "yd"), or ""."""
    if t.type not in ("UNIT", "WORD"):
        return ""
    unit = canonical_unit(t.value)
    return unit if DIMENSION.get(unit) == "length" else ""


def _label(tokens: list[Tok], at: int, end: int) -> str:
    """What the side at `at` (its unit ending at `end`) measures: a word after it ("8 m long", "5 cm on each side")
    or before it ("a width of 5 m", "the length of a rectangle is 11 inches", "base 12 m"); "" for none."""
    after = words_of(tokens[end + 1:end + 4])
    if after and after[0].lower() in _AFTER:
        return _GROUPS[after[0].lower()]
    if " ".join(after).lower().startswith(("on each side", "on a side", "each side", "on every side")):
        return "S"
    for k in range(at - 1, max(-1, at - 6), -1):
        t = tokens[k]
        if t.type in ("NUM", "UNIT", "COMMA", "AND", "BY"):
            return ""
        last = words_of([t])[-1].lower() if t.value.strip() else ""
        if last == "length" and k and words_of([tokens[k - 1]])[-1:] == ["side"]:
            return "S"  # "a side length of 12 inches"
        if last in _BEFORE:
            return _GROUPS[last]
    return ""


def _asked(words: list[str], tokens: list[Tok]) -> str | None:
    """The one measure the request asks: its own words, or "square feet" (a unit of area) asked."""
    kinds = {kind for kind, said in _ASKED.items() if any(w in said for w in words)}
    if any(t.type == "SQUARE_OF" and k + 1 < len(tokens) and tokens[k + 1].type == "UNIT"
           for k, t in enumerate(tokens)):
        kinds.add("area")
    return kinds.pop() if len(kinds) == 1 else None


def _square_shape(tokens: list[Tok]) -> bool:
    """"a square garden", "a square with sides of 6 cm": square as a shape, not "square feet"."""
    return any(t.value.lower() in _SQUARE_SHAPES and not (k + 1 < len(tokens) and tokens[k + 1].type == "UNIT")
               for k, t in enumerate(tokens))


@triggered_by(words=("area", "perimeter", "volume", "around", "fence", "fencing", "cover", "cubic", "carpet", "square"))
def read_shape_measure(tokens: list[Tok], slots: Slots) -> Task | None:
    words = [w.lower() for w in words_of(tokens)]
    if not all(w.isascii() for w in words) or "$" in slots.original:
        return None
    joined = " ".join(words)
    lowered = {w.strip("?.,!").removesuffix("'s") for w in words}
    others = _OTHER - {"each", "sides"} if any(s in joined for s in _SAID_AGAIN) else _OTHER
    if lowered & others or any(f"how {w}" in joined for w in ("long", "wide", "tall", "high", "far")) or "%" in joined:
        return None
    asked = _asked(words, tokens)
    if asked is None or not _asks_of_the_story(tokens) or _things_counted(tokens):
        return None
    numbers = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    sides: list[tuple[str, str]] = []  # (group, number) in order
    units = set()
    for i in numbers:
        n = slots.number(tokens[i].value)
        unit, end = _side_unit(tokens, i)
        if not unit or n.percent or n.value <= 0:
            return None
        units.add(unit)
        sides.append((_label(tokens, i, end), n.plain()))
    asked_units = {_length_unit(t) or canonical_unit(t.value) for t in tokens if t.type == "UNIT" or _length_unit(t)}
    asked_units |= {"in" for k, t in enumerate(tokens) if t.type == "IN" and any(_side_unit(tokens, i)[1] == k
                                                                               for i in numbers)}
    if len(units) != 1 or asked_units != units or _unit_of_another_measure(tokens, numbers, asked):
        return None  # "8 m long and 50 cm wide", "its area in square yards", "its area in centimeters"
    if asked == "perimeter" and ("triangle" in lowered or "triangular" in lowered):
        return _triangle_perimeter(lowered, sides)
    if not _by_sides(tokens, numbers, sides):
        return None
    groups = [g for g, _ in sides]
    values = [v for _, v in sides]
    triangle = "triangle" in lowered or "triangular" in lowered
    square = _square_shape(tokens)
    if triangle:
        if asked == "area" and sorted(groups) == ["B", "H"]:
            return _task(f"{values[0]}*{values[1]}/2")
        return None
    if square:
        sides_said = bool(lowered & {"side", "sides"})  # "the sides of a square are 7 m long"
        if (groups == ["S"] or sides_said and groups in (["L"], ["W"])) and asked in ("area", "perimeter"):
            return _task(f"{values[0]}^2" if asked == "area" else f"4*{values[0]}")  # as squares.py writes it
        return None
    if "S" in groups or "B" in groups or len(set(groups)) != len(groups) or not any(w in lowered for w in _RECTANGLES):
        return None
    if asked == "volume" and len(sides) == 3 and set(groups) == {"L", "W", "H"}:
        return _task("*".join(values))
    if asked == "area" and len(sides) == 2 and len(set(groups)) == 2:
        return _task(f"{values[0]}*{values[1]}")
    # A rectangle's perimeter, 2 × (length + width), is two operations over the story's amounts: the bench corpora
    # (stories, chats) keep such a story for the slow path, so it is not read here (h/gsen1: the lead's call).
    return None


def _by_sides(tokens: list[Tok], numbers: list[int], sides: list[tuple[str, str]]) -> bool:
    """"12 feet by 7 feet (by 3 feet)": sides joined by "by" are the length, the width and the height in turn; sides
    named by words keep their names. False where a side is named neither way."""
    by_run = [k for k in range(len(numbers) - 1) if sum(map(_joins, tokens[numbers[k]:numbers[k + 1]])) == 1
              and all(t.type in ("UNIT", "IN", "MINUS") or _joins(t) for t in tokens[numbers[k] + 1:numbers[k + 1]])]
    if by_run and len(by_run) == len(numbers) - 1 and all(g == "" for g, _ in sides):
        for k, group in zip(range(len(sides)), "LWH"):
            sides[k] = (group, sides[k][1])
        return True
    return all(g for g, _ in sides)


_ASKING = frozenset({
    "what", "what's", "whats", "is", "the", "its", "it's", "of", "find", "calculate", "work", "out", "how", "much",
    "many", "square", "cubic", "area", "perimeter", "volume", "need", "needed", "needs", "required", "to", "around",
    "it", "go", "goes", "fence", "fencing", "cover", "covers", "carpet", "tiles", "distance", "in", "are", "there",
    "does", "do", "did", "he", "she", "they", "we", "i", "you", "a", "an", "this", "that", "will", "be", "would",
    "should", "must", "buy", "put", "enclose", "all", "way", "edge", "edges", "go", "up", "take", "takes", "units",
    "space", "inside", "floor", "can", "hold"})


# the words a story told inside its question may use ("How much fencing is needed around a yard 30 feet long …")
_ONE_SENTENCE = frozenset({*_RECTANGLES, *_GROUPS, "triangle", "triangular", "by", "and", "with", "whose", "which",
                           "measures", "measuring", "has", "have", "x", "on", "each", "side", "sides"})


def _asks_of_the_story(tokens: list[Tok]) -> bool:
    """A question after its story asks only in asking words and the story's own ("How many square meters are planted
    with roses?" asks of a part the story does not tell)."""
    ends = [k for k, t in enumerate(tokens[:-1]) if t.type == "COMMA" and t.value in (".", "?", "!")]
    start = ends[-1] + 1 if ends else 0
    told = {w.lower().removesuffix("'s") for w in words_of(tokens[:start])} if ends else _ONE_SENTENCE
    asked = [w.lower().strip("?.,!").removesuffix("'s") for w in words_of(tokens[start:])]
    return all(w in _ASKING or w in told or canonical_unit(w) for w in asked if w.isalpha() or "'" in w)


def _triangle_perimeter(lowered: set[str], sides: list[tuple[str, str]]) -> Task | None:
    """"A triangle has sides of 3 cm, 4 cm and 5 cm": the three sides added; "an equilateral triangle with sides of
    6 cm": three times the one."""
    if [g for g, _ in sides][:1] != ["S"] or any(g not in ("S", "") for g, _ in sides):
        return None
    values = [v for _, v in sides]
    if len(values) == 3 and "equilateral" not in lowered and "isosceles" not in lowered:
        return _task("+".join(values))
    if len(values) == 1 and "equilateral" in lowered:
        return _task(f"3*{values[0]}")
    return None


def _unit_of_another_measure(tokens: list[Tok], numbers: list[int], asked: str) -> bool:
    """A unit asked that is not the measure's: an area "in centimeters" (no "square"), a perimeter in square meters."""
    sides_at = {_side_unit(tokens, i)[1] for i in numbers}
    for k, t in enumerate(tokens):
        if k in sides_at or not (_length_unit(t) or t.type == "UNIT"):
            continue
        before = tokens[k - 1].value.lower() if k else ""
        raised = before in ("square", "sq", "cubic") or tokens[k - 1].type == "SQUARE_OF" if k else False
        if asked == "perimeter" and raised or asked != "perimeter" and not raised:
            return True
    return False


def _things_counted(tokens: list[Tok]) -> bool:
    """"How many tiles do I need?", "how many bags of mulch to cover it": things counted, whose size is not told —
    not the measure ("how many square feet", "how many meters of fence")."""
    for k, t in enumerate(tokens[:-1]):
        if t.type == "HOW_MANY" and t.value.lower().startswith("how many"):  # not "how much fencing"
            following = tokens[k + 1]
            return not (following.type in ("SQUARE_OF", "UNIT", "IN") or _length_unit(following)
                        or following.value.lower() in ("square", "cubic"))
    return False


def _joins(t: Tok) -> bool:
    """"by" or "x" between two sides: "12 feet by 7 feet", "10 ft x 12 ft"."""
    return t.type == "BY" or t.type == "WORD" and t.value.lower() in ("x", "×")


def _task(expression: str) -> Task:
    return Task("expr", {"expression": expression}, source="parser")
