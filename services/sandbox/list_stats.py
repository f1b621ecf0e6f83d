"""Statistics over a list of sandbox numbers, exact where the inputs are: min, max, sum, mean, median, mode."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from .errors import Rejected
from .numeric import Num, add, canonical, div, to_exact


def _key(x: Num) -> Fraction | int:
    return to_exact(x) if type(x) is Decimal else x


def minimum(*xs: Num) -> Num:
    return min(xs, key=_key)


def maximum(*xs: Num) -> Num:
    return max(xs, key=_key)


def total(*xs: Num) -> Num:
    result: Num = 0
    for x in xs:
        result = add(result, x)
    return result


def mean(*xs: Num) -> Num:
    """The arithmetic mean, exact for exact inputs: mean(1, 2) = 3/2."""
    return div(total(*xs), len(xs))


def median(*xs: Num) -> Num:
    """The middle value; for an even count, the mean of the two middle values (exact)."""
    ordered = sorted(xs, key=_key)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return div(add(ordered[mid - 1], ordered[mid]), 2)


def mode(*xs: Num) -> Num:
    """The one value that appears most often; refused when no value repeats or two tie (a list with
    no single mode has no one answer)."""
    counts: dict[Fraction | int, int] = {}
    for x in xs:
        counts[_key(x)] = counts.get(_key(x), 0) + 1
    top = max(counts.values())
    modes = [x for x, k in counts.items() if k == top]
    if top == 1 and len(xs) > 1:
        raise Rejected("DOMAIN_ERROR", "no value appears more than once: the list has no mode",
                       "a mode needs a value that repeats")
    if len(modes) > 1:
        shown = ", ".join(canonical(x) for x in sorted(modes)[:5])
        raise Rejected("DOMAIN_ERROR", f"{shown} each appear {top} times: the list has no single mode",
                       "say which of the tied values you want, or ask for all of them")
    return next(x for x in xs if _key(x) == modes[0])
