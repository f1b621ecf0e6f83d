"""US coins counted, and cents asked in dollars or back (a value reader): "Ravi has 3 quarters and 4 dimes. How many
cents does Ravi have?" (3·25 + 4·10 = 115), "Ana has 350 cents. How many dollars does Ana have?" (3.5), "A pen costs
$2.75. How many cents does the pen cost?" (275).

One sentence and its question only: a subject (a name, or a thing with its article), has / had / costs ("has saved"
as "has"), then amounts of US coins (pennies, nickels, dimes, quarters, half-dollars), of notes ("five-dollar
bills"), of cents or of dollars, joined by "and" or commas, and where they came from (a doing or someone's: "from
washing cars", "from her chores", never a place or more: "from Canada", "from his Canadian trip"); the question "how
many cents | dollars" (or "how much money … in cents | dollars") of the same subject ("he" / "she" for a name) and
the same verb, in the story's tense; "how many coins" counts them where all are coins. A coin of another country
("euro coins", "pesos"), cents or dollars beside another amount ("450 cents and 3 dollars": one amount in two units,
as "3 feet 6 inches"), coins asked beside notes, money asked in no unit, another subject, another tense, a rate
("from washing cars each week") or anything more said is not read. The values are the coins' legal values in cents (a
quarter is 25 cents), so the answer is exact.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .pronouns import is_person_name
from .role_words import lemma
from .tokens import ARTICLES, Tok
from .triggers import triggered_by
from .units import amount_unit
from .vocab_en import POSSESSIVES_EN

CENTS = {"penny": 1, "pennies": 1, "cent": 1, "cents": 1, "nickel": 5, "nickels": 5, "dime": 10, "dimes": 10,
         "quarter": 25, "quarters": 25, "half-dollar": 50, "half-dollars": 50}
_VERBS = {"has": "present", "had": "past", "have": "present", "costs": "present", "cost": "past"}
_DO = {"does": "present", "do": "present", "did": "past"}
_ENDS = frozenset({".", "?", "!"})
_NOTES = frozenset({"bill", "bills", "note", "notes"})
_NOTE_VALUES = {"one": 1, "two": 2, "five": 5, "ten": 10, "twenty": 20, "fifty": 50, "hundred": 100, "1": 1, "2": 2,
                "5": 5, "10": 10, "20": 20, "50": 50, "100": 100}
_RATE_WORDS = frozenset({"each", "every", "per", "a", "an"})
_ASKED = {"cents": "cents", "dollars": "dollars", "coins": "coins"}


@triggered_by(types=("HOW_MANY",), words=tuple(CENTS) + ("$", "dollars"))
def read_coins(tokens: list[Tok], slots: Slots) -> Task | None:
    ends = [k for k, t in enumerate(tokens) if t.type == "COMMA" and t.value in _ENDS]
    if len(ends) != 1 or ends[0] == len(tokens) - 1:
        return None
    story, question = tokens[:ends[0]], tokens[ends[0] + 1:]
    verb_at = next((k for k, t in enumerate(story) if t.value in _VERBS), None)
    if verb_at is None or not 0 < verb_at <= 2:
        return None
    subject = [t.value for t in story[:verb_at] if t.value not in ARTICLES]
    if len(subject) != 1 or story[0].type == "WHAT" and story[0].value not in ARTICLES:
        return None
    amounts = story[verb_at + 1 + ([t.value for t in story[verb_at + 1:verb_at + 2]] == ["saved"]):]
    source = next((k for k, t in enumerate(amounts) if t.type == "FROM"), len(amounts))
    came_from = [t.value for t in amounts[source + 1:]]
    if came_from and not (came_from[0].endswith("ing") or came_from[0] in POSSESSIVES_EN and len(came_from) == 2) \
            or any(t.type != "WORD" or t.value in _RATE_WORDS for t in amounts[source + 1:]) \
            or source == len(amounts) - 1:
        return None  # "from washing cars", "from her chores": a doing or someone's, not a place ("from Canada")
    read = _cents(amounts[:source], slots)
    asked = _asked(question, subject[0], story[verb_at].value)
    if read is None or asked is None:
        return None
    cents, coins = read
    if asked == "coins":
        return Task("expr", {"expression": coins}, source="parser") if coins else None
    return Task("expr", {"expression": cents if asked == "cents" else f"({cents})/100"}, source="parser")


def _cents(amounts: list[Tok], slots: Slots) -> tuple[str, str] | None:
    """"3 quarters and 4 dimes" → ("3*25+4*10", "3+4"), "$2.75" → ("2.75*100", ""): the cents, and the coins counted
    where every amount is one of coins; None for anything else, and for cents or dollars beside another amount."""
    terms, counts, k = [], [], 0
    while k < len(amounts):
        if terms:
            if amounts[k].type not in ("AND", "COMMA") or amounts[k].type == "COMMA" and amounts[k].value != ",":
                return None
            k += 1 + (amounts[k].type == "COMMA" and k + 1 < len(amounts) and amounts[k + 1].type == "AND")
        if k >= len(amounts) or amounts[k].type != "NUM":
            return None
        n = slots.number(amounts[k].value)
        following = amounts[k + 1] if k + 1 < len(amounts) else None
        if n.percent:
            return None
        if amount_unit(amounts, k, slots) == "USD":
            terms.append(f"{n.plain()}*100")
            counts.append("")
            k += 1 + (following is not None and following.type == "UNIT")
        elif (dollars := _note_dollars(amounts[k + 1:k + 3])) and not n.unit and n.value == int(n.value) \
                and n.value > 0:
            terms.append(f"{n.plain()}*{dollars * 100}")  # "3 five-dollar bills": notes, no coins
            counts.append("")
            k += 3
        elif following is not None and following.type == "WORD" and following.value in CENTS and not n.unit \
                and n.value == int(n.value) and n.value > 0:
            terms.append(f"{n.plain()}*{CENTS[following.value]}")
            counts.append("" if following.value in ("cent", "cents") else n.plain())
            k += 2
        else:
            return None
    plain = sum(term.endswith("*100") and not count for term, count in zip(terms, counts)) \
        + sum(t.value in ("cent", "cents") for t in amounts)
    if not terms or plain and len(terms) > 1:
        return None  # "450 cents and 3 dollars": one amount in two units, as "3 feet 6 inches"
    return "+".join(terms), "+".join(counts) if all(counts) else ""


def _note_dollars(note: list[Tok]) -> int:
    """"five-dollar bills" → 5; 0 for anything else."""
    words = [t.value for t in note]
    if len(words) != 2 or words[1] not in _NOTES or not words[0].endswith("-dollar"):
        return 0
    return _NOTE_VALUES.get(words[0].removesuffix("-dollar"), 0)


def _asked(question: list[Tok], subject: str, verb: str) -> str | None:
    """"cents" or "dollars" where the question asks the story's subject so, else None."""
    # "does she have" is one token of the lexicon's (LEFT_ASK): its words, as "does Ravi have" is written
    words = [w for t in question for w in (t.value.split() if t.type == "LEFT_ASK" else [t.value])]
    if words[:1] == ["how many"] and len(words) > 1 and words[1] in _ASKED:
        unit, rest = _ASKED[words[1]], words[2:]
    elif words[:2] == ["how much", "money"] and words[-2:-1] == ["in"] and words[-1] in ("cents", "dollars"):
        unit, rest = _ASKED[words[-1]], words[2:-2]
    else:
        return None
    rest = [w for w in rest if w not in ARTICLES]
    if len(rest) != 3 or _DO.get(rest[0]) != _VERBS[verb] or lemma(rest[2], "VERB") != lemma(verb, "VERB"):
        return None
    asked_of = rest[1]
    same = asked_of == subject or asked_of in ("he", "she") and is_person_name(subject)
    return unit if same else None
