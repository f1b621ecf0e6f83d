"""A doing told as what can be done, asked as what is done, in English (issue 15, red team 32): "A bakery can make 300
rolls a day. How many rolls does it make in a week?", "A printer could print 50 pages a minute. How many pages did it
print in 10 minutes?". "Can make" tells a most, not what happens: the total of the doing is not known, so the request
goes slow. Asked as what can be done ("How many rolls can it make in a week?") it stays read.
"""

from __future__ import annotations

import re

from dtlib.rulematch import verb_lemmas

# "can make", "could print", "is able to bake": the verb after it
_CAPABLE = re.compile(r"\b(?:can|could|(?:is|are|was|were) able to)\s+([a-z]+)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CAPABLE_ASKED = re.compile(r"\b(?:can|could|able|would|will|might|may)\b")
CAPABLE_WORDS = frozenset({"can", "could", "able"})


def capable_asked_as_done(text: str) -> bool:
    """Whether the story tells a verb as what can be done and the question asks that verb as done."""
    sentences = [s for s in _SENTENCE_END.split(text.lower().strip()) if s]
    if len(sentences) < 2:
        return False
    question = sentences[-1]
    if _CAPABLE_ASKED.search(question):
        return False
    capable = {lemma for s in sentences[:-1] for m in _CAPABLE.finditer(s) for lemma in verb_lemmas(m.group(1))}
    asked = {lemma for word in re.findall(r"[a-z]+", question) for lemma in verb_lemmas(word)}
    return bool(capable & asked)
