"""English rates as people type them to an assistant (issue 15, the chats corpus).

Money said with no currency: people leave the sign out where the words already say money — "i make 22.50 an hour", "she charges 40 an hour", "the plumber charges 65
per hour", "electricity costs 0.14 per kWh", "gas is 1.60 a litre", "salary is 54,000 a year".

An amount is money here only when all of these hold (rate_amounts.py marks it, rates.py fills it in):
- it names nothing after itself (no noun, no unit, no sign) and is per something said right after it ("an hour",
  "per GB", "a month");
- the word right before it says a price or a pay: a verb of paying or earning (make, earn, charge, cost, pay, "get
  paid"), or "is" / "are" after a subject that is no count of things ("gas is", "my plan is", "rent is"; not "3 boxes
  are"), or "at" ("at 2.50 an hour");
- no other amount of the request is in a currency (then that currency's rate would be another reading).
Everything else the rate reader asks still holds: a question asking money, the hours or units told once, no word it
does not know, its guards. "the painter charges 35 and the job took 14 hours" (no per) stays unread.

Hours told by a doing of being there (`hours_told_en`): "the job took him 14 hours", "it took 6 hours", "she stayed 5
hours", "i parked for 4 hours", "clocked 38 hrs", "i put in 45 litres" say the amount the rate is applied to, as
"worked 14 hours" and "used 45 litres" do: they become that verb. Only right before an amount of time (or, for "put
in", of a volume); "took 6 apples" is left as it was.
"""

from __future__ import annotations

from .rate_clauses import Amount, Clause, TIME_KEYS, VOLUME_KEYS, noun_key
from .tokens import Tok
from .units import MONEY_NAMES

# Verbs that say the amount after them is money paid or earned
_PAY_VERBS = frozenset({"make", "makes", "made", "earn", "earns", "earned", "charge", "charges", "charged", "cost",
                        "costs", "pay", "pays", "paid", "bill", "bills", "billed"})
# "he gets paid 21 an hour", "she gets 15 an hour": getting, said of a person's pay
_GET = frozenset({"get", "gets", "got", "getting"})
_COPULAS = frozenset({"is", "are", "was", "were", "'s", "s"})
# The currency a bare amount is given: any one works, as no other amount of the request is in one
_BARE_MONEY = "USD"


def money_unsaid(c: Clause, amount: Amount, at: int) -> bool:
    """Whether the amount read from the number at c.tokens[at] is money the words say without a currency."""
    if not amount.elided or any(v > 0 for v in amount.dims.values()) \
            or sorted(amount.dims.values()) != [-1] or not c.tokens[at].value.startswith("<"):
        return False
    if not all(t.value.isascii() for t in c.tokens):
        return False
    n = c.slots.number(c.tokens[at].value)
    if n.unit or n.percent or n.ordinal:
        return False
    before = c.tokens[at - 1] if at else None
    if before is None:
        return False
    word = before.value.lower()
    if word in _PAY_VERBS or word in _GET or before.type == "PRICE_EN" or before.type == "AT":
        return True
    if word in _COPULAS or before.type == "IS":
        subject = c.tokens[:at - 1]
        # "gas is", "my phone plan is": a subject of words; "3 boxes are": a count, whose rate is no price
        return bool(subject) and not any(t.type == "NUM" for t in subject)
    return False


def fill_unsaid_money(amounts: list[Amount], unsaid: list[Amount]) -> None:
    """Gives each amount marked as money said without a currency the one currency, where no amount names one."""
    if not unsaid or any(set(a.dims) & MONEY_NAMES for a in amounts):
        return
    for amount in unsaid:
        amount.dims[_BARE_MONEY] += 1
        amount.elided = False


# What the work or the stay is called before "took" ("the job took him 14 hours", "it took 6 hours")
_WORK_NOUNS = frozenset({"job", "work", "task", "repair", "repairs", "project", "shift", "visit", "session", "it"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "them", "me", "us"})
_STAY_VERBS = frozenset({"stayed", "parked", "clocked", "logged"})
_TOOK = frozenset({"took", "takes", "take"})


def hours_told_en(tokens: list[Tok]) -> list[Tok]:
    """The verbs of being there said as "worked" before the amount of time they tell; "put in" a volume as "used"."""
    if not any(t.value in _TOOK or t.value in _STAY_VERBS or t.value == "put" for t in tokens):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        k = i + 1
        if k < len(tokens) and t.value in _TOOK and out and out[-1].value in _WORK_NOUNS:
            if tokens[k].value in _OBJECT_PRONOUNS:
                k += 1  # "took him 14 hours"
            if _amount_of(tokens, k, TIME_KEYS):
                out[-1] = Tok("WORD", "worked", out[-1].pos)  # the job, said as who worked (one subject: the doer's)
                while len(out) > 1 and out[-2].value in ("the", "this", "that") and out[-2].type in ("WHAT", "WORD"):
                    out.pop(-2)
                i = k
                continue
        if t.value in _STAY_VERBS:
            if k < len(tokens) and tokens[k].type == "FOR":
                k += 1  # "parked for 4 hours"
            if _amount_of(tokens, k, TIME_KEYS):
                out.append(Tok("WORD", "worked", t.pos))
                i = k
                continue
        if t.value == "put" and k < len(tokens) and tokens[k].type == "IN" and _amount_of(tokens, k + 1, VOLUME_KEYS):
            out.append(Tok("SPEND", "used", t.pos))  # "i put in 45 litres": as "i used 45 litres" reads
            i = k + 1
            continue
        out.append(t)
        i += 1
    return out


def _amount_of(tokens: list[Tok], k: int, keys: frozenset[str]) -> bool:
    return k + 1 < len(tokens) and tokens[k].type == "NUM" and noun_key(tokens[k + 1]) in keys
