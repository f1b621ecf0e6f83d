"""Checks on a reading before it is accepted: what the words around an operation say that no one
reader looks at, so a request whose words change the answer goes slow instead of being answered
as if they were not there. `accepted` runs every check whose trigger the request fires (guard_checks.py's `CHECKS`: a
check without one always runs); `refused_by` names the one that refuses.

Held here:
- a negation or an exclusion ("not 25% off", 没有降价, 不算晚饭, "but returned the jacket");
- a half written after a count (三天半, 3小时半): the count read alone would be short by the half;
- a day count asked "in between" (中间隔了几天): the days strictly between, not the difference;
- a total of prices per kind of buyer or item, or an amount not paid (bill_guards.py); "其中的 30%" when a share
  is taken, "no interest" for equal payments;
- payments in instalments (分12期) that the instalments reader does not read (interest unsaid).

The checks of one kind each live in a module of their own:
- change_guards.py: an amount changed by a percentage (a discount, a raise) — the amount after the change
  given, the one before asked, a condition or another time on it, the change itself asked, a change said to
  repeat; where the question names the change in a way not read ("the increase in percent"), it goes slow;
- growth_guards.py: a growth rate between amounts of different things, or of another thing or period;
- number_guards.py: numbers that are not the amounts they are taken for (a dash, a name's number, an answer
  claimed, a count in characters, a scale word, a root over more, an uneven count, a rounding dropped, bits);
- asked_guards.py: a question that asks of something else than the story gives (another currency or a
  smaller unit, another thing, other stuff, a member of groups, a share of the number after an operator).
The checks every reading passes, each in a module of its own, are listed and registered in guard_checks.py
(`CHECKS`); also mismatches.py, two_readings.py and added_unsaid.py.
"""

from __future__ import annotations

import logging
from functools import lru_cache

from dtlib.envelope import Task

from ..slots import Slots
from .discounts import asks_original
from .than_typos_en import with_than_spelled
from .tokens import Said, Tok, last_clause_start
from .triggers import Present, TriggerIndex
from .bill_guards import bill_refused
from .change_guards import change_conditioned, percent_change, percent_change_accepted
from .growth_guards import fall_of_an_uncounted_thing, growth_of_other_things, owner_asked_untold, thing_without_period
from .asked_guards import counts_another_thing, counts_another_thing_zh
from .guard_checks import CHECKS as _CHECKS, OF_THE_REQUEST, Check


log = logging.getLogger(__name__)


# --- words -----------------------------------------------------------------------------------

# A day count asked for the days strictly between.
_IN_BETWEEN = ("中间隔", "中间间隔", "中间有", "当中隔", "当中有", "in between", "strictly between")


def accepted(task: Task, tokens: list[Tok], slots: Slots, reader: str, request_checked: bool = False) -> Task | None:
    """`task` as read, the change it asks for instead, or None when the words say otherwise. `request_checked`:
    another reading of these tokens was accepted, so the checks of the request alone (OF_THE_REQUEST) passed."""
    try:
        return _checked(task, tokens, slots, reader, request_checked)
    except Exception as exc:  # noqa: BLE001 - a check that fails must never answer or crash: slow
        log.error("reader guard failed on %r: %r", task, exc)
        return None


_INDEX = TriggerIndex([check for _, check in _CHECKS])
_BITS = tuple((1 << k, entry) for k, entry in enumerate(_CHECKS))  # each check's bit in a mask of `_INDEX`
_OF_A_READING = sum(bit for bit, (name, _) in _BITS if name not in OF_THE_REQUEST)


def _present(tokens: list[Tok], slots: Slots) -> Present:
    """What the request holds for the checks' triggers: its tokens and the texts a check reads."""
    return Present(tokens, (slots.original, slots.folded, slots.text))


def _checks_for(present: Present, request_checked: bool = False) -> tuple[tuple[str, Check], ...]:
    """The checks the request fires (each one's trigger, see `_CHECKS`), in order; less those of the request alone
    where it is `request_checked`."""
    fired = _INDEX.fired(present)
    if request_checked:
        fired &= _OF_A_READING
    return _fired_checks(fired)


@lru_cache(maxsize=4096)
def _fired_checks(fired: int) -> tuple[tuple[str, Check], ...]:
    """The checks of a mask of `_INDEX`, in order: the same few masks come back request after request."""
    return tuple(entry for bit, entry in _BITS if fired & bit)


def refused_by(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> str | None:
    """The name of the check that refuses the reading, or None (for `dualtrack bench parse --why`)."""
    tokens = with_than_spelled(tokens)
    present = _present(tokens, slots)
    types, values = present.types, present.values
    refusing = next((name for name, check in _checks_for(present)
                     if check(task, tokens, slots, reader, types, values)), None)
    if refusing is None and _checked(task, tokens, slots, reader) is None:
        return "the percent change, growth, day count or bill checks"
    return refusing


def read_as_is(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """Whether the guards can only accept `task` as read or refuse it: only a percent change turns a reading into
    another value (the price after 25% off into the saving asked; `_checked`). A later reading of compared.py of the
    first one's value that they cannot turn agrees whether they accept it or not."""
    try:
        return percent_change(task, tokens, slots, reader) is None
    except Exception:  # noqa: BLE001 - then checked in full (`accepted`)
        return False


def _checked(task: Task, tokens: list[Tok], slots: Slots, reader: str, request_checked: bool = False) -> Task | None:
    # every way out returns the task as read or None, but the percent change's (read_as_is)
    tokens = with_than_spelled(tokens)  # "5 more apples then Lucy": checked as the roles read it (than_typos_en.py)
    present = _present(tokens, slots)
    types, values = present.types, present.values
    for _, check in _checks_for(present, request_checked):  # a loop, not any(): no generator resumed per check
        if check(task, tokens, slots, reader, types, values):
            return None
    if reader == "read_discount" and asks_original(tokens):
        # the price before the discounts, asked (discounts.py read the price paid as the one after them)
        return None if change_conditioned(tokens, Said(tokens), reader, False, base_asked=True) else task
    change = percent_change(task, tokens, slots, reader)
    if change is None and reader == "read_discount" and change_conditioned(tokens, Said(tokens), reader, True):
        return None  # "half off but only for members", "$10 off … yesterday"
    if change is not None:
        return percent_change_accepted(task, change, tokens, slots, Said(tokens), reader)
    # a decline asked in Chinese (减少了百分之几) is an expression of read_growth's, checked the same where the
    # story names what fell (人口从5万减少到4万，小明家减少了百分之几; not 去年800人，今年400人，人数下降了百分之几)
    if (task.op == "growth_rate" or reader == "read_growth" and "FALL_ZH" in {t.type for t in tokens}
            and any(thing_without_period(t.value) for t in tokens[:last_clause_start(tokens)] if t.type == "WORD")) \
            and growth_of_other_things(tokens, slots):
        return None
    if reader == "read_growth" and "FALL_ZH" in {t.type for t in tokens} and fall_of_an_uncounted_thing(tokens):
        return None  # 去年800人，今年400人，收入下降了百分之几: the story counts people, the question asks income
    if reader == "read_growth" and owner_asked_untold(tokens):
        return None  # "Tom's savings … did my savings decrease": another owner's change asked
    if task.op == "date_diff" and Said(tokens).any(_IN_BETWEEN):
        return None
    if reader == "read_bill" and bill_refused(task, tokens):
        return None
    if reader in ("read_bill", "read_price") and (counts_another_thing(tokens) or counts_another_thing_zh(tokens)):
        return None
    return task
