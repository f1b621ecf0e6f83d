"""How much more is needed: an amount had and a price or a goal, in a chat message (issue 15, the chats corpus): "I've
saved 350 so far and the bike costs 520, how much more do I need?", "concert tickets are $85 and I only have $62, how
much more do I need?", "the goal is 5k and we've raised 3.2k, how much more do we need to raise".

Two amounts, each in a clause of its own: one the asker says they have (I have, we've saved, raised, collected, got;
not "my sister has"), the other the
price or the goal right after "costs", "is" / "are", "need" or "goal is"; the target the larger. The question is "how
much (many) more do I need" and nothing else but "to raise / save / get / earn". A hedge, a negation, a condition, a
price each or an extra charge ("about", "not", "if", "each", "plus tax"), a third amount ("and my brother has 25") or
another question ("how many weeks until …", "for two") leaves it unread.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by

_HAVE = frozenset({"have", "i've", "we've", "saved", "raised", "collected", "got", "earned", "i'm", "we're"})
# The one who has it is the one who asks ("my sister has 350" is hers)
_ASKER = frozenset({"i", "we", "i've", "we've", "i'm", "we're"})
_TARGET_TYPES = frozenset({"IS", "PRICE_EN"})
_TARGET_WORDS = frozenset({"need", "needs", "costs", "cost", "is", "are", "goal", "target", "price"})
_NOT_READ = ("about", "around", "roughly", "approximately", "nearly", "almost", "or", "either", "if", "unless", "when",
             "not", "no", "never", "n't", "each", "per", "every", "plus", "tax", "tip", "fee", "shipping", "with",
             "after", "before", "than", "less", "spent", "spend", "paid", "owe", "owes", "left", "already", "would",
             "could", "should", "another", "other", "else", "%")
_QUESTION = frozenset({"do", "does", "i", "we", "you", "they", "need", "needs",
                       "still", "to", "raise", "save", "get", "earn", "make", "collect", "have"})


@triggered_by(types=("HOW_MANY_MORE",))
def read_money_short_en(tokens: list[Tok], slots: Slots) -> Task | None:
    if not all(t.value.isascii() for t in tokens) or any(t.type == "PCT" for t in tokens) \
            or Said(tokens).any(_NOT_READ):
        return None
    start = last_clause_start(tokens)
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2 or not start or any(i >= start for i in amounts):
        return None
    question = tokens[start:]
    asked = [w for t in question[1:] for w in t.value.split()]
    if question[0].type != "HOW_MANY_MORE" or not {"need", "needs"} & set(asked) \
            or any(w not in _QUESTION for w in asked):
        return None
    had = [i for i in amounts if _said_had(tokens, i)]
    target = [i for i in amounts if _said_target(tokens, i)]
    if len(had) != 1 or len(target) != 1 or had == target:
        return None
    have, goal = slots.number(tokens[had[0]].value), slots.number(tokens[target[0]].value)
    if have.percent or goal.percent or have.ordinal or goal.ordinal or not 0 < have.value < goal.value:
        return None
    return Task("expr", {"expression": f"{goal.plain()}-{have.plain()}"}, source="parser")


def _clause_before(tokens: list[Tok], i: int) -> list[Tok]:
    """The words of the amount's clause before it (from the comma, sentence end or "and" before it)."""
    first = max((k + 1 for k in range(i) if tokens[k].type in ("COMMA", "AND")), default=0)
    return tokens[first:i]


def _said_had(tokens: list[Tok], i: int) -> bool:
    words = {w for t in _clause_before(tokens, i) for w in t.value.split()}
    return bool(words & _HAVE) and bool(words & _ASKER) and not words & _TARGET_WORDS \
        and not words & {"my", "our", "his", "her", "their"}


def _said_target(tokens: list[Tok], i: int) -> bool:
    before = _clause_before(tokens, i)
    words = {w for t in before for w in t.value.split()}
    return bool(before) and (before[-1].type in _TARGET_TYPES or before[-1].value in _TARGET_WORDS) \
        and not words & _HAVE
