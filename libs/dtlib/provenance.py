"""How many numbers an answer states: what `Provenance.verified` has to vouch for.

Read by the rules (a learned rule's templated answer with a number is not verified) and the cache
(an answer stating a number is remembered only when verified), with the one number finder,
`dtlib.perception.mentions`.
"""

from __future__ import annotations

from .envelope import Answer
from .perception import mentions


def numbers_stated(answer: Answer) -> int:
    """The numbers, dates and times in the answer's text, plus one for a machine-readable
    `value`."""
    found = mentions(answer.text)
    return len(found.numbers) + len(found.dates) + len(found.times) + (answer.value is not None)
