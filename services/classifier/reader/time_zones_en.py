"""Clock times told in time zones, in English (issue 15, red team 32): "departs at 10:30 pm Eastern and arrives at
1:15 am Pacific", "leaves at 6:15 pm PST and arrives at 9:45 pm MST", "at 11 pm UTC … at 6 am local time". Two
clocks are not one: the span or the time shifted from them needs the zones' offsets (and their daylight saving), which
the reader does not know, so the request goes slow. So does a journey with one zone said ("departs at 10:30 pm Eastern
and arrives at 1:15 am": the arrival's zone is not said).

One zone said for the whole span stays read: "The stream starts at 7 pm GMT and ends at 9:30 pm GMT", "A webinar runs
from 1 pm to 2:45 pm Eastern", "My shift runs from 10 pm to 6:30 am Eastern".
"""

from __future__ import annotations

import re

# a zone's name or abbreviation, each standing for one zone ("eastern" and "et" and "est" the same)
_ZONES = {
    "eastern": "eastern", "et": "eastern", "est": "eastern", "edt": "eastern",
    "central": "central", "ct": "central", "cst": "central", "cdt": "central",
    "mountain": "mountain", "mt": "mountain", "mst": "mountain", "mdt": "mountain",
    "pacific": "pacific", "pt": "pacific", "pst": "pacific", "pdt": "pacific",
    "alaska": "alaska", "akst": "alaska", "hawaii": "hawaii", "hst": "hawaii", "atlantic": "atlantic",
    "gmt": "gmt", "utc": "gmt", "greenwich": "gmt", "zulu": "gmt", "bst": "bst", "cet": "cet", "cest": "cet",
    "eet": "eet", "ist": "ist", "jst": "jst", "aest": "aest", "local time": "local", "local": "local",
}
_ZONE_NAMES = "local time|" + "|".join(sorted((z for z in _ZONES if " " not in z), key=len, reverse=True))
_ZONE = re.compile(rf"\b({_ZONE_NAMES})\b")
# a clock time with a zone right after it ("10:30 pm eastern", "9:45 pm mst", "6 am local time")
_TIMED_ZONE = re.compile(rf"\d(?::\d\d)?\s*(?:[ap]\.?m\.?)?\s+({_ZONE_NAMES})\b")
_JOURNEY = re.compile(r"\b(?:depart|departs|departed|arrive|arrives|arrived|land|lands|landed|leave|leaves|left|"
                      r"flight|fly|flies|flew|train|bus|ride)\b")
ZONE_WORDS = frozenset(z for z in _ZONES if " " not in z)
CLOCK_READERS = frozenset({"read_clock_span", "read_clock_add"})


def clocks_of_zones(text: str) -> bool:
    """Whether the clock times are told in two zones (or a zone and "local time"), or a journey tells a zone at
    one of its times."""
    folded = text.lower()
    zones = {_ZONES[m.group(1)] for m in _TIMED_ZONE.finditer(folded)}
    if not zones:
        return False
    local_said = "local" in {_ZONES[m.group(1)] for m in _ZONE.finditer(folded)}
    return len(zones) > 1 or (local_said and "local" not in zones) \
        or (_JOURNEY.search(folded) is not None and len(_TIMED_ZONE.findall(folded)) == 1)
