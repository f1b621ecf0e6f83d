"""Occasions counted, then told one by one: 打车两次，一次56块，一次49块 — 两次 counts the two trips the clauses list,
it multiplies nothing; read as a count times a price per trip it gives 2×56+49. And 打车两次，一次56块 says either
56 each time or the one trip's 56 beside another untold. A clause that opens with 一次 (一趟, 一回) and an amount,
after a count of occasions or beside another such clause, sends the request slow (每次56块 is a price each time
and is read as before). The occasions summed would be a reading of their own; none is written yet."""

from __future__ import annotations

import re

from ..slots import Slots

_OCCASION = r"(?:次|趟|回)"
# a clause opening with one occasion and its amount: "，一次<n2>块", "；有一回<n3>"
_ONE_OCCASION = re.compile(rf"(?:^|[，,；;。 ])(?:有|其中)?(?P<one><n\d+>){_OCCASION}(?:花了|是|付了|给了)?<n\d+>")
_COUNTED = re.compile(rf"(?P<count><n\d+>){_OCCASION}")


def occasions_listed_zh(slots: Slots) -> bool:
    """Whether the request tells occasions one by one (一次 and an amount opening a clause) after a count of them
    or twice: the count, if any, is of the occasions listed, not a multiplier."""
    text = slots.text
    ones = [m for m in _ONE_OCCASION.finditer(text) if slots.number(m["one"]).value == 1]
    if not ones:
        return False
    first = ones[0].start("one")
    counted = any(slots.number(m["count"]).value > 1 for m in _COUNTED.finditer(text, 0, first))
    return counted or len(ones) > 1
