"""Two steps, the second a price each, in English (issue 15, MAWPS multi-step): a first step two_steps_en.py reads
(two counts of one thing added, a start less what was sold, eaten, given or lost, a start and a batch got), then a
price for each of those things, the money asked: "Faye sold 3 bead necklaces and 7 glass necklaces. If each necklace
cost 7 dollars, how much money did she earn?" ((3+7)*7), "Lily baked 20 cookies and ate 4 of them. She sold the rest
for $2 each. How much money did she make?" ((20-4)*2).

The price, told after the counts, is one of:
- "each <thing> cost(s) $p" of the first step's own thing, where both counts were bought or both sold by one doing
  ("bought 4 paper kites and 5 plastic kites"): money spent asked after buying, earned or made after selling; never
  after a loss (what was bought is not what is left);
- the holder selling the count at a price each: "sold the rest for $2 each" after a loss, "sold them at $3 apiece"
  after a sum or a batch got; said by the holder (a pronoun, the name, or "and" in the holder's clause), earned, made
  or got asked.
Whatever two_steps_en.py refuses of the story (doubt, negation, a fourth number, two people, a count not whole, a
loss above the start) is refused here too; a question of anything but the money (a count, "how much more", another
person), a price of one sort ("each bead necklace"), another seller ("her sister sold the rest"), "some of the rest"
go slow.
"""

from __future__ import annotations

from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .equal_groups import noun_at
from .tokens import Tok
from .triggers import triggered_by
from .first_steps_en import HOLDER_SAID, START_VERBS, Words, first_step_of, words_between
from .three_counts_en import UNSURE_WORDS, count_of_slot, names_in, three_counts_asked
from .units import money_unit

_COSTS = frozenset({"cost", "costs", "was", "is", "sold", "sells"})
_SELLING = frozenset({"selling", "sold", "sells", "sell"})
_ON_SALE = _SELLING | {"sale"}
# What may stand between a start and what was left of it: the holder, "and", a time ("by the end of the day")
_UNTIL_LEFT = frozenset({"and", "by", "end", "of", "day", "he", "she", "they", "it", "i", "we", "had", "has", "then",
                         "at", "afterwards", "later", "evening", "night", "week", "sale"})
_SOLD = frozenset({"sold", "sells", "sell"})
_FOR = frozenset({"for", "at"})
_EACH = (["each"], ["apiece"])
_BOUGHT = frozenset({"bought", "purchased"})
_EARNED = frozenset({"earn", "make", "get", "receive", "earned", "made", "got", "received"})
_SPENT = frozenset({"spend", "pay", "spent", "paid"})
# The question's words besides its verb and the holder's: "how much money did she earn in all"
_QUESTION = frozenset({"how", "much", "money", "did", "does", "do", "will", "would", "could", "can", "he", "she",
                       "they", "it", "i", "we", "you", "in", "all", "total", "altogether", "have", "from", "selling"})


def _count_or_price(slots: Slots, slot: str) -> Fraction | None:
    """A whole count of things (two_steps_en.py's), or an amount of money above nothing: a price."""
    number = slots.number(slot)
    if _is_money(slots, slot) and not number.percent and number.value > 0:
        return Fraction(number.value)
    return count_of_slot(slots, slot)


def _is_money(slots: Slots, slot: str) -> bool:
    """An amount of money: "$3", "7 dollars" (the unit money_unit knows)."""
    return bool(money_unit(slots.number(slot).unit or ""))


@triggered_by(text=("each", "apiece"))
def read_priced_steps(tokens: list[Tok], slots: Slots) -> Task | None:
    told = three_counts_asked(tokens, slots, _count_or_price)
    if told is None or {w for _, w in told[0]} & UNSURE_WORDS:
        return None
    _, story, question, at, values = told
    money = [x for x in at if _is_money(slots, story[x][1])]
    counts = dict(zip(at, values))
    holder = _holder(slots.original, story)
    if money == [at[2]]:
        reading = _price_after(story, at, counts, holder)
    elif money == [at[0]]:
        reading = _price_first(story, at, counts)
    else:
        return None  # the price told before or after both counts, one amount of money only
    if reading is None or not _money_asked(question, reading[2], holder) or reading[1] <= 0:
        return None
    price = slots.number(story[money[0]][1]).value
    return Task("expr", {"expression": f"{reading[0]}*{price}"}, source="parser")


def _price_after(story: Words, at: list[int], counts: dict[int, Fraction],
                 holder: set[str]) -> tuple[str, Fraction, str] | None:
    """The first step, then its price: its expression, its value and "earned" or "spent", else None."""
    i, j, k = at
    first = first_step_of(story, i, j, counts)
    if first is None:
        return None
    noun, expression, value, how = first
    direction = _each_costs(story, i, k, noun, how) or _sold_each(story, j, k, how, holder)
    return None if direction is None else (expression, value, direction)


def _price_first(story: Words, at: list[int], counts: dict[int, Fraction]) -> tuple[str, Fraction, str] | None:
    """A price told first ("each rose was 4 dollars", "selling magic card decks for 9 dollars each"), then a sum
    bought or sold by one doing, or a start and what was left of it on sale ("started with 13 roses and had 4 roses
    left": 13 - 4 sold): its expression, its value and "earned" or "spent", else None."""
    k, i, j = at
    told = _price_told(story, k)
    if told is None:
        return None
    thing, on_sale = told
    first = first_step_of(story, i, j, counts)
    if first is not None and first[3] == "sum" and first[0] == thing:
        doing = set(_clause_before(story, i)[-1:])
        direction = "spent" if doing & _BOUGHT else "earned" if doing & _SOLD else None
        return None if direction is None else (first[1], first[2], direction)
    if on_sale and _start_and_left(story, i, j, thing) and counts[i] > counts[j]:
        return f"({counts[i]}-{counts[j]})", counts[i] - counts[j], "earned"
    return None


def _price_told(story: Words, k: int) -> tuple[str, bool] | None:
    """The thing a price at k is told of, and whether a sale is said with it: "each rose was 4 dollars" (rose),
    "selling magic card decks for 9 dollars each" (deck, on sale), else None."""
    before, after = _clause_before(story, k), _said_after(story, k)
    after = after[1:] if after[:1] and money_unit(after[0]) else after  # "for 9 dollars each"
    on_sale = bool(set(before) & _ON_SALE)
    each = before[:-1] if before[-2:-1] and before[-2] in _SELLING and before[-1] == "for" else before  # "sold for"
    if len(each) >= 3 and each[-3] == "each" and each[-1] in _COSTS and after in ([], *_EACH):
        return noun_at(each[-2]), on_sale
    selling = [x for x, w in enumerate(before) if w in _SELLING]
    if before[-1:] == ["for"] and selling and 1 <= len(before) - selling[-1] - 2 <= 3 and after in _EACH:
        return noun_at(before[-2]), True
    return None


def _start_and_left(story: Words, i: int, j: int, thing: str) -> bool:
    """"started with 12 decks and by the end of the day he had 7 left": a start of the thing, then what the holder
    had left of it, nothing else done between."""
    start = _clause_before(story, i)[-2:]
    if start != ["started", "with"] and start[-1:] != ["had"]:
        return False
    named = _said_after(story, i)
    if named and noun_at(named[0]) != thing and named[0] != "and":
        return False
    between = [w for w in words_between(story, i, j) if noun_at(w) != thing]
    after = [w for w in _said_after(story, j) if noun_at(w) != thing]
    return after == ["left"] and between[-1:] in (["had"], ["has"]) and set(between) <= _UNTIL_LEFT


def _holder(text: str, story: Words) -> set[str]:
    """The words that may name the story's holder: the name said, the words before the story's first doing."""
    opening = [w for kind, w in story if kind == "W"]
    return names_in(text) | set(opening[:next((x for x, w in enumerate(opening) if w in START_VERBS), 0)])


def _clause_before(story: Words, k: int) -> list[str]:
    """The words of k's clause before it, from its comma or full stop."""
    first = max((x for x in range(k) if story[x][0] == "P"), default=-1) + 1
    return [w for kind, w in story[first:k] if kind == "W"]


def _said_after(story: Words, k: int) -> list[str]:
    """The words after k to its clause's end."""
    end = next((x for x in range(k + 1, len(story)) if story[x][0] == "P"), len(story))
    return [w for kind, w in story[k + 1:end] if kind == "W"]


def _each_costs(story: Words, i: int, k: int, noun: str, how: str) -> str | None:
    """"If each necklace cost 7 dollars" after a sum bought or sold by one doing: "spent" or "earned", else None."""
    before = _clause_before(story, k)
    before = before[1:] if before[:1] == ["if"] else before
    if how != "sum" or len(before) != 3 or before[0] != "each" or noun_at(before[1]) != noun or before[2] not in _COSTS:
        return None
    if _said_after(story, k) not in ([], ["dollars"], ["dollar"], *_EACH):
        return None
    doing = _clause_before(story, i)[-1:]
    return "spent" if set(doing) & _BOUGHT else "earned" if set(doing) & _SOLD else None


def _sold_each(story: Words, j: int, k: int, how: str, holder: set[str]) -> str | None:
    """"She sold the rest for $2 each" (after a loss), "and sold them at $3 apiece" (after a sum or a batch got), by
    the holder: "earned", else None."""
    before = _clause_before(story, k)
    at = max((x for x, w in enumerate(before) if w in _SOLD), default=None)
    if at is None or before[-1:] == [] or before[-1] not in _FOR:
        return None
    sold = before[at + 1:-1]  # "the" is not among the words: "the rest" is "rest"
    if sold != (["rest"] if how == "rest" else ["them"]) and not (how != "rest" and sold == ["all", "of", "them"]):
        return None
    said = before[:at]
    if said[-1:] == ["and"]:
        if j > 0 and not _joined_to_count(story, j, k):
            return None  # "and sold the rest" joined to the first step's clause only
    elif not said or not set(said) <= holder | HOLDER_SAID:
        return None  # "her sister sold the rest": another seller
    return "earned" if _said_after(story, k) in _EACH else None


def _joined_to_count(story: Words, j: int, k: int) -> bool:
    """The selling clause "and sold …" in the clause of the first step's second number ("He gave 3 of them to his
    friend and sold the rest for $4 each")."""
    return not any(kind == "P" for kind, _ in story[j + 1:k])


def _money_asked(question: list[str], direction: str, holder: set[str]) -> bool:
    """"How much money did she earn": the money of the direction told, by the holder, nothing else asked."""
    verbs = set(question) & (_EARNED | _SPENT)
    wanted = _EARNED if direction == "earned" else _SPENT
    return question[:2] == ["how", "much"] and len(verbs) == 1 and verbs <= wanted \
        and set(question) <= _QUESTION | holder | verbs
