"""Every value reader that reads a request, compared: a request two readers read into different values reads
two ways, and goes slow (issue 15: "a request the reader … reads two ways … goes to the slow path").

Each reader whose trigger fires (BY_VALUES's found by its index: triggers.IndexedReaders) reads the tokens (the rate
reader first, then reader/__init__.py's BY_VALUES: `value_readers`). The first reading is the one answered, as before:
refused by the guards (guards.py `accepted`), the request goes slow. Each later reading is checked by the guards as
the first is (a guard may turn a reading into the value its question asks: the price after 25% off into the saving),
less the checks of the request alone, which the first reading of the same tokens passed (guards.OF_THE_REQUEST); a
later reading the guards refuse is no reading (one of the first one's value that they cannot turn into another agrees
either way: not checked). Readings that agree in value give the first one's task, so the answer and its trace are the
first reader's; one that differs sends the request slow, the readers named in a DEBUG log and in `Compared.differing`
(for `dualtrack bench parse --why`).

Values are compared exactly: the same operation with the same arguments agrees; otherwise both readings are worked
out where that is plain (exact_values.py: arithmetic of numbers, a discount) and compared as fractions. A pair not
both plain (a power, a date, a conversion, a text: the sandbox's to compute, and a service imports no other
service) counts as differing: not proven equal, not guessed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from dtlib.envelope import Task

from ..slots import Slots
from .by_values import BY_VALUES
from .exact_values import exact_value
from .guards import accepted, read_as_is
from .tokens import Tok
from .triggers import IndexedReaders, Present

log = logging.getLogger(__name__)
_BY_VALUES = IndexedReaders(BY_VALUES)


@dataclass(frozen=True)
class Compared:
    task: Task | None  # the first reading, accepted, where no later reading differs from it
    reader: str | None  # the first reader that read, or None
    differing: tuple[str, ...] = ()  # the later readers whose accepted reading differs from the first's


def compare_readings(tokens: list[Tok], slots: Slots, readers: Iterable[Callable]) -> Compared:
    """Every fired reader of `readers` on `tokens`, compared (see the module's docstring)."""
    fired = _BY_VALUES.fired(Present(tokens), readers)
    reading = next(((reader.__name__, task) for reader in fired if (task := reader(tokens, slots)) is not None), None)
    if reading is None:
        return Compared(None, None)
    name, task = reading
    first = accepted(task, tokens, slots, name)
    if first is None:
        return Compared(None, name)  # slow whatever the later readers read: they need not run
    # The later readers: the same `fired` generator, continued after the first that read, so no reader runs
    # twice and none before the first reading runs again.
    differing = tuple(reader.__name__ for reader in fired if (task := reader(tokens, slots)) is not None
                      and _differs(first, task, tokens, slots, reader.__name__))
    if differing:
        log.debug("two readings differ: %s reads %r, %s another value", name, first, ", ".join(differing))
        return Compared(None, name, differing)
    return Compared(first, name)


def _differs(first: Task, task: Task, tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """Whether a later reading, as the guards accept it, differs in value from the first. One of the first one's
    value that the guards cannot turn into another (guards.read_as_is) agrees whether they accept it or refuse it:
    it is not checked."""
    if same_value(first, task) and read_as_is(task, tokens, slots, reader):
        return False
    later = accepted(task, tokens, slots, reader, request_checked=True)
    return later is not None and not same_value(first, later)


def same_value(a: Task, b: Task) -> bool:
    """Whether two readings are the same value, exactly (see the module's docstring)."""
    if a.op == b.op and a.args == b.args:
        return True
    x = exact_value(a)
    return x is not None and x == exact_value(b)
