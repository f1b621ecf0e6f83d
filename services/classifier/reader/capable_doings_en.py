"""A doing told as what can be done, asked as what is done, in English (issue 15, red team 32): "A bakery can make 300
rolls a day. How many rolls does it make in a week?", "A printer could print 50 pages a minute. How many pages did it
print in 10 minutes?". "Can make" tells a most, not what happens: the total of the doing is not known, so the request
goes slow. Asked as what can be done ("How many rolls can it make in a week?") it stays read. A rate said at full
capacity or top speed ("grinds 2 tons a day at full capacity … how much did it grind") is a most the same way, unless
the question asks at it too.
"""

from __future__ import annotations

import re

from dtlib.rulematch import verb_lemmas

# "can make", "could print", "is able to bake": the verb after it
_CAPABLE = re.compile(r"\b(?:can|could|(?:is|are|was|were) able to)\s+([a-z]+)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CAPABLE_ASKED = re.compile(r"\b(?:can|could|able|would|will|might|may)\b")
# a rate said at its most ("at full capacity", "at top speed", "flat out")
_AT_MOST = re.compile(r"\bat (?:full|top|maximum|max|peak) (?:speed|capacity|output|power|rate|pace)\b|\bflat out\b")
CAPABLE_WORDS = frozenset({"can", "could", "able", "full", "top", "maximum", "max", "peak", "flat"})


def capable_asked_as_done(text: str) -> bool:
    """Whether the story tells a verb as what can be done, or a rate at its most, and the question asks it as done."""
    sentences = [s for s in _SENTENCE_END.split(text.lower().strip()) if s]
    if len(sentences) < 2:
        return False
    question = sentences[-1]
    if _CAPABLE_ASKED.search(question):
        return False
    if any(_AT_MOST.search(s) for s in sentences[:-1]) and not _AT_MOST.search(question):
        return True
    capable = {lemma for s in sentences[:-1] for m in _CAPABLE.finditer(s) for lemma in verb_lemmas(m.group(1))}
    asked = {lemma for word in re.findall(r"[a-z]+", question) for lemma in verb_lemmas(word)}
    return bool(capable & asked)
