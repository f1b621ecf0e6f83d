"""Primes counted between two numbers with the ends said: "Count how many prime numbers there are between 858 and
5243 (inclusive)?", "How many primes are there between 11 and 47, exclusive?", "11到47之间（含两端）有几个质数",
"2到97之间（包括2和97）有多少个质数".

prime_ranges.py reads "between" alone and refuses it where an end is prime (in or out?); here the words say which,
so the count is the sandbox's primes_between over the ends kept. Any other word (twin, odd, a number taken out)
leaves the request unread."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .asked_frames import asked_text, whole_number
from .prime_ranges import MAX_END, MAX_SPAN
from .tokens import Tok
from .triggers import triggered_by

_ENDS_EN = r"(?: \((?P<e1>inclusive|exclusive)\)|,? (?P<e2>inclusive|exclusive)|,? (?P<e3>both ends|the endpoints|endpoints) " \
           r"(?P<how>included|excluded))"
_EN = re.compile(r"(?:count )?how many prime(?: number)?s (?:are there |there are |are |lie |exist )?between (?P<a><n\d+>) "
                 r"and (?P<b><n\d+>)" + _ENDS_EN + r" ?[?.]?")
_ZH = re.compile(r"(?:在)?(?P<a><n\d+>)(?:到|至|和)(?P<b><n\d+>)之间\((?:(?P<both>含两端|包括两端|包含两端|含首尾|包括首尾)"
                 r"|(?:包括|包含|含)(?P<a2><n\d+>)和(?P<b2><n\d+>))\)(?:的)?(?:一共|共)?(?:有)?(?:几个|多少个)(?:质数|素数)[?。]?")


@triggered_by(text=("prime", "质数", "素数"))
def read_prime_count_with_ends(tokens: list[Tok], slots: Slots) -> Task | None:
    text = asked_text(slots)
    found = _EN.fullmatch(text) or _ZH.fullmatch(text)
    if found is None:
        return None
    groups = found.groupdict()
    start, end = whole_number(slots, groups["a"]), whole_number(slots, groups["b"])
    if start is None or end is None or not start < end <= MAX_END or end - start > MAX_SPAN:
        return None
    if groups.get("a2"):  # "包括2和97": the ends named must be the ends of the range
        if (whole_number(slots, groups["a2"]), whole_number(slots, groups["b2"])) != (start, end):
            return None
    said = groups.get("e1") or groups.get("e2") or ("exclusive" if groups.get("how") == "excluded" else "inclusive")
    if said == "exclusive":
        start, end = start + 1, end - 1
        if start > end:
            return None
    return Task("primes_between", {"start": str(start), "end": str(end)}, source="parser")
