"""What the readers of whole-request frames share (leap_years.py, durations_asked.py, weekday_offsets.py,
prime_ends_said.py): the slotted request without the answer-format sentences after its question ("Answer with
Yes or No.", "Respond with the weekday (Monday-Sunday).", "Name the day of the week in full."), and a slot's
value as a plain whole number.

These readers match the whole request against a frame (a regular expression over the slotted text), so a word
outside the frame (a condition, a negation, a second question, an extra number) leaves the request unread."""

from __future__ import annotations

import re

from dtlib.perception import NumberMention

from ..slots import Slots

# Words an answer-format sentence may hold and still change nothing about the value asked; a sentence with any other
# word ("in binary", "rounded to …", a number) stays, and the frame does not match it.
_FORMAT_WORDS = frozenset(
    "answer with yes or no respond reply give state provide write name use the a weekday weekday's day of week in "
    "full full name complete just only please your final monday-sunday monday through sunday out spelled "
    "using as word number numerical value total".split())
_FORMAT_START = frozenset({"answer", "respond", "reply", "give", "state", "provide", "write", "name", "use", "please"})
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")
_WORD = re.compile(r"[a-z'\-]+")


def _only_format(sentence: str) -> bool:
    if "<" in sentence or re.search(r"\d", sentence):
        return False
    words = _WORD.findall(sentence.replace("(", " ").replace(")", " "))
    return bool(words) and words[0] in _FORMAT_START and all(w in _FORMAT_WORDS for w in words)


def asked_text(slots: Slots) -> str:
    """The slotted request, spaces folded, with the answer-format sentences after its question dropped."""
    text = " ".join(slots.text.split())
    sentences = [s for s in _SENTENCE_END.split(text) if s]
    while len(sentences) > 1 and _only_format(sentences[-1]):
        sentences.pop()
    return " ".join(sentences).strip()


def whole_number(slots: Slots, token: str, units: tuple[str, ...] = ()) -> int | None:
    """The slot's value where it is a plain whole number written in digits (no percent, ordinal, or unit but one of
    `units`: "65 days", 2100年)."""
    item = slots.number(token)
    if not isinstance(item, NumberMention) or item.percent or item.ordinal or item.unit and item.unit not in units \
            or not item.raw.isdigit():
        return None
    return int(item.value)
