"""A string operation's one word named without quotes (issue 15, session 31): "how many letters are in the word
Copenhagen", "write the word kettle in capitals". "the word" (string, name) marks the word after it as the text
operated on, as quotes would; the request is read again with that word quoted (parse.py).

Only one word, letters alone, written last or just before the case or the reversal asked; not a word that points
elsewhere ("the word it", "the word I told you", "the word for cat in French"), and not where the request quotes
something already.
"""

from __future__ import annotations

import re

from ..slots import Slots

_NAMED_WORD = re.compile(
    r"\b(?:the|this) (?:word|name|string) (?P<word>[A-Za-z][A-Za-z'-]*)"
    r"(?=\s*[?.!]*\s*$|\s+(?:in|into|to) (?:all )?(?:caps|capitals|capital letters|upper ?case|lower ?case"
    r"|small letters)\s*[?.!]*\s*$|\s+(?:backwards?|reversed)\s*[?.!]*\s*$)")
_QUOTES = re.compile(r"[\"“”「」]|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])")  # an apostrophe inside a word is none
_POINTING = frozenset({"it", "this", "that", "these", "those", "i", "you", "he", "she", "we", "they", "me", "my",
                       "your", "his", "her", "its", "our", "their", "above", "below", "following", "here", "there",
                       "something", "anything", "one", "for", "of", "in", "is", "which", "what", "again"})


def word_quoted(slots: Slots) -> list[str]:
    """The request with its one unquoted named word quoted, or nothing."""
    text = slots.original
    if _QUOTES.search(text):
        return []
    found = list(_NAMED_WORD.finditer(text))
    if len(found) != 1 or found[0]["word"].lower() in _POINTING:
        return []
    start, end = found[0].span("word")
    return [f'{text[:start]}"{text[start:end]}"{text[end:]}']
