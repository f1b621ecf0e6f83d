"""The words of a question that the second look compares: content words (English; Chinese
questions are compared by their antonym pairs only), opposite pairs, and names."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z][a-z']+")
_NAME = re.compile(r"(?<![.?!]\s)(?<!^)\b[A-Z][a-zA-Z]+\b")

STOPWORDS = frozenset("""
a about above after again all am an and any are as at be been being below between both but by can
could did do does doing down during each few for from further had has have having he her here hers
him his how i if in into is it its just me more most my myself no nor not now of off on once only
or other our ours out over own same she should so some such than that the their them then there
these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours please thanks thank hi hello hey tell know need want
like get got im i'm i'd i've it's that's what's can't don't dont cant could'd id ive ok okay also
just still really much many way help let lets something anything someone one way
""".split())

# Opposites: a question with one of them is not answered by a question with the other.
OPPOSITES: tuple[tuple[str, str], ...] = (
    ("enable", "disable"), ("activate", "deactivate"), ("lock", "unlock"), ("freeze", "unfreeze"),
    ("open", "close"), ("start", "stop"), ("add", "remove"), ("increase", "decrease"),
    ("raise", "lower"), ("subscribe", "unsubscribe"), ("block", "unblock"), ("buy", "sell"),
    ("deposit", "withdraw"), ("send", "receive"), ("sent", "received"), ("before", "after"), ("import", "export"), ("upload", "download"),
    ("accept", "decline"), ("approve", "reject"), ("win", "lose"), ("max", "min"),
    ("maximum", "minimum"), ("first", "last"), ("early", "late"), ("earn", "spend"),
    ("login", "logout"), ("link", "unlink"), ("install", "uninstall"), ("hot", "cold"),
    ("开通", "关闭"), ("开启", "关闭"), ("冻结", "解冻"), ("绑定", "解绑"), ("存款", "取款"),
    ("提高", "降低"), ("增加", "减少"),
)


def content_words(text: str) -> set[str]:
    """Its words less the stop words, each cut to a crude stem (changed, changes → chang)."""
    return {_stem(w) for w in _WORD.findall(text.casefold()) if w not in STOPWORDS}


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def opposites_in(text: str) -> set[str]:
    """The members of opposite pairs the text holds (whole words in English, substrings in
    Chinese)."""
    folded = text.casefold()
    words = set(_WORD.findall(folded))
    found = set()
    for pair in OPPOSITES:
        for member in pair:
            if (member in words) if member.isascii() else (member in folded):
                found.add(member)
    return found


def names_in(text: str) -> set[str]:
    """Capitalised words not at the start of a sentence: places, products, people."""
    return {m.group(0).casefold() for m in _NAME.finditer(text.strip())}
