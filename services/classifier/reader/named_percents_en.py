"""English percentages named in a chat message (issue 15, the chats corpus): a charge's rate and the one amount it is
on, the charge asked by its name; and a part of a whole told "A of the B", asked as a percent.

A charge's rate named, its amount asked by that name (`read_named_charge_en`): "sales tax here is 8.25%. how much tax on
a 240 purchase?", "The agent's commission is 6% of the sale price. The house sold for 415,000. What's the commission?",
"the late fee is 4% and my payment was 640, how much is the late fee", "laptop is 1,299 and the student discount is
10%. how much is the discount worth". Read only where all of these hold:
- one percentage and one other amount, every word ASCII, no hedge, negation, condition or alternative ("about",
  "not", "if", "or") and no word of another amount asked ("total", "left", "after" …: percent_parts.py's reader and the
  discount and surcharge readers own those);
- the percentage is said to be the charge: a charge word ("tax", "commission", "fee" …) right before "is", a place
  word ("here") between them at most, or right after the percentage ("a 6% commission");
- the amount is not said to be the charge itself (no charge word in its own clause, no "saved", "tip of");
- the last clause asks "how much" or "what" and names that same charge word, with no word of the list above.

A part of a whole asked as a percent (`read_part_of_whole_en`): "we've raised 3,600 of our 4,800 goal!! what percent of
the goal is that", "I've paid off $3,200 of my $8,000 loan. what percent have I paid?", "read 150 of the 600 pages, what
percent is that". Two amounts, the part, "of", a determiner at most, then the whole (no larger than the part is not a
part); no percentage; the question asks "what percent(age)" and every other word of it is a question word, a word of
the story or a word of being done ("what percent done am I"): "what percentage is left" or "does my brother still owe"
ask another amount, and the request goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import DETERMINERS, Said, Tok, last_clause_start, part_of_whole_told
from .triggers import triggered_by

# Charges a percentage names, each as one word of the request ("sales tax": its last word)
CHARGE_WORDS = frozenset({"tax", "vat", "gst", "hst", "commission", "fee", "deposit", "discount", "tip", "gratuity",
                          "surcharge", "charge", "markup", "royalty", "royalties"})
# Words of the amount's own clause that make it a price after a charge or one paid, not the charge's base ("I paid 90",
# "the sale price is 60", "108 with tax")
_NOT_A_BASE = frozenset({"paid", "pay", "pays", "spent", "spend", "charged", "owe", "owed", "sale", "discounted",
                         "reduced", "final", "now", "with", "got", "get", "received", "saved"})
_PLACE_WORDS = frozenset({"here", "there", "now", "today", "rate"})
# Words that make the reading another one, or no sure one
_NOT_READ = ("about", "around", "roughly", "approximately", "approx", "nearly", "almost", "maybe", "probably",
             "or", "either", "if", "unless", "when", "whether", "except", "not", "no", "never", "n't", "without",
             "total", "altogether", "in all", "all in", "left", "rest", "remaining", "after", "before", "including",
             "included", "plus", "minus", "then", "each", "per", "every", "more", "less", "than", "save", "saved",
             "saving", "savings", "else", "other", "another", "extra", "instead", "would", "should", "could", "with",
             "off")
_HOW = frozenset({"how much", "how much is", "what", "what's", "what is", "whats", "what does", "what do",
                  "how much will", "how much do", "how much does"})


def _words(tokens: list[Tok]) -> list[str]:
    return [w for t in tokens for w in t.value.lower().split()]


def _asks(question: list[Tok]) -> bool:
    return any(t.type in ("HOW_MANY", "WHAT", "ASK", "PRICE_EN") and (t.value in _HOW or t.value.startswith(
        ("how much", "what"))) for t in question)


@triggered_by(types=("PCT",))
def read_named_charge_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or Said(tokens).any(_NOT_READ):
        return None
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT"]
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(percents) != 1 or len(amounts) != 1:
        return None
    p, b = percents[0], amounts[0]
    start = last_clause_start(tokens)
    if not 0 < start or p >= start:
        return None  # the percentage told before the question
    charge = _charge_named(tokens, p)
    if charge is None or not (_on_in_question(tokens, b) if b >= start else _amount_is_a_base(tokens, b, p)):
        return None
    question = tokens[start:]
    if not _asks(question) or charge not in _words(question) or "PCT" in (t.type for t in question):
        return None
    pct, whole = slots.number(tokens[p].value), slots.number(tokens[b].value)
    if not 0 < pct.value < 100 or whole.percent or whole.ordinal or whole.value <= 0:
        return None
    return Task("percent_of", {"percent": pct.plain(), "of": whole.plain()}, source="parser")


def _on_in_question(tokens: list[Tok], b: int) -> bool:
    """"sales tax here is 8.25%. how much tax on a 240 purchase?": an amount told in the question itself is the one
    the charge is on, said right after "on" (an article between them at most)."""
    k = b - 1
    if k >= 0 and tokens[k].value in DETERMINERS:
        k -= 1
    return k >= 0 and tokens[k].type == "ON"


def _charge_named(tokens: list[Tok], p: int) -> str | None:
    """The charge word the percentage is said to be: "<charge> [here] is P%", or "P% <charge>"."""
    k = p - 1
    if k >= 1 and tokens[k].type == "IS":
        k -= 1
        if tokens[k].value in _PLACE_WORDS:
            k -= 1
        word = tokens[k].value.lower().split()[-1] if k >= 0 else ""
        return word if word in CHARGE_WORDS else None
    if p + 1 < len(tokens):
        word = tokens[p + 1].value.lower().split()[0]
        return word if word in CHARGE_WORDS else None
    return None


def _amount_is_a_base(tokens: list[Tok], b: int, p: int) -> bool:
    """The amount's own clause (from the comma, "and" or sentence end before it) names no charge: it is what the
    charge is on, not the charge ("tip of 12", "my deposit was 300")."""
    first = max((i + 1 for i in range(b) if tokens[i].type in ("COMMA", "AND")), default=0)
    if first <= p < b:
        first = p + 1
    said = _words(tokens[first:b])
    # "I tipped 15", "taxed at", "deposited 300": a charge's own verb says the amount is the charge
    return not any(w.startswith(tuple(CHARGE_WORDS)) or w in _NOT_A_BASE for w in said)


_PERCENT_ASKED = frozenset({"WHAT_PERCENT"})
_QUESTION_WORDS = frozenset({"what", "what's", "whats", "percent", "percentage", "is", "was", "that", "this", "it",
                             "of", "the", "have", "has", "had", "i", "we", "you", "am", "are", "do", "did", "does",
                             "my", "our", "so", "far", "by"})
_DONE_WORDS = frozenset({"done", "complete", "completed", "through", "finished", "there"})
_PART_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "over", "under", "or", "if",
                  "unless", "not", "no", "never", "n't", "left", "rest", "remaining", "still", "more", "less",
                  "than", "each", "per", "every", "other", "else", "another", "would", "will", "should", "could",
                  # "all but 3 of the 20"; a time ("18 of the 24 students passed last year. What percent passed this
                  # year?" asks another year)
                  "but", "year", "month", "week", "today", "tomorrow", "yesterday", "tonight", "next", "last")


@triggered_by(types=("WHAT_PERCENT",))
def read_part_of_whole_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or Said(tokens).any(_PART_NOT_READ):
        return None
    told = part_of_whole_told(tokens)
    if told is None or any(t.type == "PCT" for t in tokens):
        return None  # "A of [the] B", told before the question
    a, b, start = told
    question = tokens[start:]
    if sum(t.type in _PERCENT_ASKED for t in question) != 1 or any(t.type == "WHAT_PERCENT" for t in tokens[:start]):
        return None
    story = {w.rstrip("s") for w in _words(tokens[:start]) if w.isalpha()}
    for w in _words(t for t in question if t.type not in _PERCENT_ASKED):
        if w not in _QUESTION_WORDS and w not in _DONE_WORDS and w.rstrip("s") not in story and w.isalpha():
            return None
    part, whole = slots.number(tokens[a].value), slots.number(tokens[b].value)
    if part.percent or whole.percent or part.ordinal or whole.ordinal or not 0 < part.value <= whole.value:
        return None
    return Task("expr", {"expression": f"{part.plain()}/{whole.plain()}*100"}, source="parser")
