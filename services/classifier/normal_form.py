"""The request's normal form: the marks its writer left out, written in, read before the request as written (issue 15,
the reader's time).

People typing fast leave out marks their words already imply: the comma between two Chinese clauses (打车花了46
吃饭花了58 一共花了多少: message_zh.spaces_as_commas), the $ before an amount paid ("we won 2,000 …":
unsaid_money.signed), the 元 after a Chinese price (奶茶18一杯: unsaid_money_zh.yuan_written). Each writes the request
again with a mark in; none removes a word or moves one. A request where one applies is read that way first
(parse.py), and as written only where none reads: read the other way round, a message the readers read only
with the mark was read twice, once for nothing. The reading of the normal form is the same full reading as any
request's: a second mark left out is written in there (the comma, then the 元), and what it does not read goes on to
the request as written and its other rewrites, as before.
"""

from __future__ import annotations

from collections.abc import Callable

from .message_zh import spaces_as_commas
from .slots import Slots
from .unsaid_money import signed
from .unsaid_money_zh import yuan_written

# In the order the readings tried them before they were read first: a Chinese message's comma before its 元.
MARKS_LEFT_OUT: tuple[Callable[[Slots], str | None], ...] = (spaces_as_commas, signed, yuan_written)


def marks_written_in(slots: Slots) -> list[str]:
    """The request with each mark left out (`MARKS_LEFT_OUT`) that applies written in, one text for each."""
    if not slots.items:
        return []  # every mark stands beside a value
    return [text for mark in MARKS_LEFT_OUT if (text := mark(slots)) is not None]
