"""The request's normal form: the marks its writer left out, written in, read instead of the request as written
(issue 15, the reader's time).

People typing fast leave out marks their words already imply: the comma between two Chinese clauses (打车花了46
吃饭花了58 一共花了多少: message_zh.spaces_as_commas), the 元 after a Chinese price (奶茶18一杯:
unsaid_money_zh.yuan_written). Each writes the request again with a mark in, found by where the values stand; none
removes a word or moves one, so the mark changes no meaning. A request where one applies is read that way alone
(parse.py): the normal form's reading is the same full reading as any request's, a second mark left out written in
there (the comma, then the 元), its words set aside (filler.py), its question asked first moved last
(question_first.py). Read as written first, as before, a message the readers read only with the mark was read twice,
once for nothing; and what its normal form does not read, the request as written did not read either (none of the
28,564 Chinese requests of the dev and tune corpora and the test files, at the session-29 start).

Not here: the $ the English words imply (unsaid_money.signed: "we won 2,000"). It is found by words, not by where
values stand, and it signs amounts in stories that read as written ("I'm making it for 9"): read first, it cost such a
story a reading for nothing; parse.py reads it after the request as written, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .message_zh import spaces_as_commas
from .slots import Slots
from .unsaid_money_zh import yuan_written

# "97 是质数吗", "1.5 升是多少毫升", "4、6、8 的最小公倍数": a message that opens with its values alone, then a space,
# names what it asks about before the words that ask. The space is no comma left out, and such a message reads as
# written: its normal form is read after it, where it was read before.
_OPENS_WITH_VALUES = re.compile(r"[^\u4e00-\u9fff\s]+\s+[\u4e00-\u9fff]")
# In the order the readings tried them before they were read first: a Chinese message's comma before its 元.
MARKS_LEFT_OUT: tuple[Callable[[Slots], str | None], ...] = (spaces_as_commas, yuan_written)


def read_first(slots: Slots) -> bool:
    """Whether the normal form is read instead of the request as written (not where it opens with its values alone)."""
    return _OPENS_WITH_VALUES.match(slots.text.strip()) is None


def marks_written_in(slots: Slots) -> list[str]:
    """The request with each mark left out (`MARKS_LEFT_OUT`) that applies written in, one text for each."""
    if not slots.items:
        return []  # every mark stands beside a value
    return [text for mark in MARKS_LEFT_OUT if (text := mark(slots)) is not None]
