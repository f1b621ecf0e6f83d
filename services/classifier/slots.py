"""The request with every mention replaced by a slot, so the reader reads its shape, not its values.

"What is 17% of 2,350?" becomes "what is <p0> of <n1>?": numbers are <nK>, percentages <pK>,
ordinals <oK>, dates <dK>, quoted strings <qK>, times <tK> (K indexes `Slots.items`). Templates match
this text in full, so a request is either read completely or not at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from dtlib.date_mentions import DateMention
from dtlib.perception import Mentions, NumberMention, Quoted

Item = NumberMention | DateMention | Quoted | tuple[int, int]

SLOT = re.compile(r"<([npodqt])(\d+)>")
NUMBER_SLOT = r"<n\d+>"  # a number's slot, as a fragment of the readers' patterns over the slotted text
# What a request must not contain for its slots to be told apart from its own words.
WRITES_A_SLOT = re.compile(r"<[npodqt]")
_CURRENCY_BEFORE_SLOT = re.compile(r"[$¥€£￥]\s?(?=<[np]\d+>)")


@dataclass
class Slots:
    text: str  # the folded request with slots
    items: list[Item] = field(default_factory=list)
    original: str = ""
    folded: str = ""
    # The first value reader of each token list read with these slots (or None: none read it), kept for this request
    # alone (reader/__init__.py `first_value_reader`): a composition layer's check asks it of the tokens read already.
    # Not copied by `replace`: slots with other items are another request's to read.
    value_readers_found: dict[tuple, str | None] = field(default_factory=dict, init=False, repr=False, compare=False)

    def number(self, token: str) -> NumberMention:
        item = self.items[_index(token)]
        assert isinstance(item, NumberMention)
        return item

    def date(self, token: str) -> DateMention:
        item = self.items[_index(token)]
        assert isinstance(item, DateMention)
        return item

    def quoted(self, token: str) -> str:
        item = self.items[_index(token)]
        assert isinstance(item, Quoted)
        return item.text


@lru_cache(maxsize=256)
def _index(token: str) -> int:
    """The item a slot names ("<n3>" → 3). Kept: the readers ask this of the same few slots many
    times a request."""
    return int(SLOT.fullmatch(token).group(2))  # type: ignore[union-attr]


def _kind(item: Item) -> str:
    if isinstance(item, NumberMention):
        return "o" if item.ordinal else "p" if item.percent else "n"
    if isinstance(item, DateMention):
        return "d"
    if isinstance(item, Quoted):
        return "q"
    return "t"


def _span(item: Item) -> tuple[int, int]:
    return item if isinstance(item, tuple) else (item.start, item.end)


def build_slots(text: str, found: Mentions) -> Slots:
    items: list[Item] = sorted([*found.numbers, *found.dates, *found.quoted, *found.times],
                               key=lambda i: _span(i)[0])
    parts: list[str] = []
    pos = 0
    for k, item in enumerate(items):
        start, end = _span(item)
        parts.append(_without_names(found, pos, start))
        parts.append(f"<{_kind(item)}{k}>")
        pos = end
    parts.append(_without_names(found, pos, len(found.folded)))
    # "$80" and "¥80": the currency is recorded as the number's unit; the shape is "<n0>".
    masked = _CURRENCY_BEFORE_SLOT.sub("", "".join(parts))
    return Slots(masked, items, text, found.folded)


def _without_names(found: Mentions, start: int, end: int) -> str:
    """The folded text from `start` to `end` without the numbers that name a thing (92号 of 92号汽油, perception's
    `names`): the readers read 加油站汽油每升<n0>元, the grade no amount of theirs."""
    piece, pos = [], start
    for a, b in found.names:
        if start <= a and b <= end:
            piece.append(found.folded[pos:a])
            pos = b
    return "".join(piece) + found.folded[pos:end] if piece else found.folded[start:end]
