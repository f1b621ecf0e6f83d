"""A scale word and a part of it: "a dozen and a half eggs" is 18 eggs, "2 dozen and a half" 30, "a thousand and a
half" most likely 1500, but the number words become a mixed number (12½, 24½, 1000½) before any reader sees them, so a
reading of them subtracts from 12.5 ("I bought a dozen and a half eggs and used 7": 5.5, not 11). Where the request
says a dozen, score, gross or a power of ten's name followed by "and a half" (a quarter, three quarters), no reading
of it answers; engine.py asks this of the request as written, since the reader sees only its digits. A plain mixed
number ("2 and a half hours") and "half a dozen" are not this.
"""

from __future__ import annotations

import re

_SCALE_AND_A_PART = re.compile(r"\b(?:dozens?|scores?|gross|hundreds?|thousands?|millions?|billions?)\s+and\s+"
                               r"(?:a|one|three)[\s-]+(?:half|quarters?|third|thirds)\b", re.IGNORECASE)


def scale_and_a_part(original: str) -> bool:
    """Whether the request says a scale word and a half (or quarter, third) of it."""
    return _SCALE_AND_A_PART.search(original) is not None
