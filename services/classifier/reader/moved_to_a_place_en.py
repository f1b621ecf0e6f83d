"""Things brought, taken or carried to a place ("She brought 5 to school", "He took 4 to his cousin's house"): the
holder's own things moved, not things got. Read as a gain ("bring" is one where things come to the holder: "her
friend brought 5 more", "brought home 6 more") it answers 17 for 12 cupcakes less the 5 taken to school; whether
the 5 still count as hers is the user's to say. Only a question of what someone has is refused ("Each bus took 48
students to the museum. How many students went?" is a product; "brought 15 chairs into the hall. How many chairs
does the hall have?" asks the place they went to), and a time taken ("it takes 4 hours to install each") moves
nothing."""

from __future__ import annotations

import re

MOVING_WORDS = ("brought", "brings", "bring", "bringing", "took", "takes", "take", "taking", "carried", "carries",
                "carry")
# a moving verb, a slotted count (not of time) and at most three words (its noun, "of them"), then where it went (its
# head word, group 1); not to a person alone ("brought 5 to her.")
_MOVED_TO = re.compile(r"\b(?:brought|brings|bring|bringing|took|takes|take|taking|carried|carries|carry)\s+<n\d+>"
                       r"(?!\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|turns?|tries|steps?)\b)"
                       r"(?:\s+(?!more\b|home\b|back\b|extra\b)[a-z']+){0,3}?\s+(?:to|into|over to|off to)\s+"
                       r"(?!(?:him|her|me|us|them|you)\s*[.,?!])(?:(?:the|a|an|her|his|my|their|our)\s+)?([a-z]+)")


# what someone has asked ("How many cupcakes does she have?", "… are left?"), not how many went ("Each bus took 48
# students to the museum. How many students went?")
_HAD_ASKED = re.compile(r"\b(?:have|has|had|left|own|owns|remain|remains|keep|kept)\b")
_QUESTION = re.compile(r"\b(?:how|what)\b")


def moved_to_a_place(text: str) -> bool:
    """`text` (slotted, lowered) moves a count of things to a place and asks what someone has."""
    moved = _MOVED_TO.search(text)
    asked = [m.start() for m in _QUESTION.finditer(text, moved.end())] if moved is not None else []
    if not asked or _HAD_ASKED.search(text, asked[-1]) is None:
        return False
    # the place they went to is the one asked ("brought 15 chairs into the hall. How many chairs does the hall have?")
    return re.search(rf"\b{moved[1]}\b", text[asked[-1]:]) is None
