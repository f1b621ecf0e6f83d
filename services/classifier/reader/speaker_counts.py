"""A count of people that leaves out the one speaking: "split between me and 3 friends", "my 3 friends
and I", "sharing the taxi with 2 friends", "I'm taking my 2 kids". The people who pay, share or
come are the count and one more; a reading that divides or multiplies by the count alone is short
of the speaker, so the request goes slow, whichever reader read it. "4 of us", "we are 4" and
"4 people including me" count the speaker already and are not this. So for one named beside their own
people: "Lisa and her 3 friends", "with his 2 kids", 小红和她的3个朋友, and for anyone beside "the others" counted
(分给小明和另外4个人: five people).
"""

from __future__ import annotations

import re

from ..slots import NUMBER_SLOT as _SLOT

_PEOPLE = (r"(?:other\s+|more\s+)?(?:friends?|kids?|children|child|sons?|daughters?|coworkers?|co-workers?|colleagues?"
           r"|roommates?|flatmates?|housemates?|people|persons?|guests?|classmates?|teammates?|others|buddies|pals"
           r"|brothers?|sisters?|siblings|cousins|adults?|students?|guys|girls|boys|family members|members)\b")
_OWNER = r"(?:(?:my|our|the)\s+)?"
_SPEAKER = r"(?:me|i|myself)"
_JOINED = re.compile(
    rf"\b{_SPEAKER}\s+(?:and|plus|&)\s+{_OWNER}{_SLOT}\s+{_PEOPLE}"  # "me and 3 friends"
    rf"|{_SLOT}\s+{_PEOPLE}\s+(?:and|plus|&)\s+{_SPEAKER}\b"  # "my 3 friends and I"
    rf"|\b(?:with|taking|bringing|brought|took|take|bring)\s+{_OWNER}{_SLOT}\s+{_PEOPLE}"  # "with 2 friends"
)
# "Lisa and her 3 friends", "shares $40 with his 2 kids": the one whose people they are, beside them.
_OWNED = re.compile(rf"\b(?:and|with|plus)\s+(?:his|her|their)\s+{_SLOT}\s+{_PEOPLE}")
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|me|my|we|we're|us|our)\b")
# "Split a $90 bill with 2 friends": an imperative's subject is the one asking, who shares too.
_ASKED_TO_SHARE = re.compile(r"^(?:\W*(?:please|pls|plz|hey|ok|okay|so|can you|could you|help me)\b)*\W*"
                             r"(?:split|share|divide|splitting|sharing)\b")
# Chinese: 我和3个朋友, 我跟两个同事, 我带2个孩子, 3个同学和我.
# A count of people has its measure word (个, 位, 名): 我带了100元 brings money, not people.
_JOINED_ZH = re.compile(rf"我(?:和|跟|与|同|带着?|带了|领着?){_SLOT}\s*[个位名]|{_SLOT}\s*[个位名]\S{{0,4}}?(?:和|跟|与|同)我"
                        rf"|(?:和|跟|与|同|带着?|带了|领着?)[他她]的?{_SLOT}\s*[个位名]"  # 小红和她的3个朋友
                        rf"|(?:和|跟|与|同)(?:另外|其他|其余|别的)的?{_SLOT}\s*[个位名]"  # 分给小明和另外4个人
                        rf"|我们{_SLOT}\s*[个位名]\S{{0,3}}?(?:和|跟|与|同|带着?)(?!{_SLOT})")  # 我们3个人和老师


def speaker_beside_a_count(slotted: str) -> bool:
    """Whether the (folded, slotted) request counts people beside the one speaking."""
    found = _JOINED.search(slotted)
    if found is not None and (not found.group(0).startswith(("with", "taking", "bringing", "brought", "took", "take",
                                                                "bring"))
                              or _FIRST_PERSON.search(slotted) or _ASKED_TO_SHARE.search(slotted)):
        return True
    return _OWNED.search(slotted) is not None or not slotted.isascii() and _JOINED_ZH.search(slotted) is not None
