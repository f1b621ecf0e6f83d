"""So many fewer (less) of a thing told with no "than" in its clause, in English (issue 15, hostile round 34): "This
afternoon, she ran 2 less miles", "Then she bought 6 fewer stamps", "He won 12 less marbles". The amount is told
against another the words do not name (fewer than this morning? than she gave?), never the amount itself: the
readers of changes took "6 fewer stamps" as 6 stamps got. Said with "than" ("5 fewer apples than Ann", "3 fewer
candies than she ate") the comparison readers read it as written.
"""

from __future__ import annotations

import re

# "than", or "then" / "that" typed for it ("He has 7 fewer shells then Ava"): the comparison's other side is said
_THAN = frozenset({"than", "then", "that"})
# a number, then less / fewer and a word (not "than": "13 less than Jose"), then the rest of its clause
_FEWER_NOUN = re.compile(r"<n\d+>\s+(?:less|fewer)\s+(?!th[ae][nt]\b)[a-z][^.?!;,]*")


def fewer_without_than(slotted: str) -> bool:
    """Whether the slotted request tells an amount as so many fewer of a thing, and no "than" in that clause."""
    return any(_THAN.isdisjoint(m.group(0).split()) for m in _FEWER_NOUN.finditer(slotted))
