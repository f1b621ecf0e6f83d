"""The text form two requests must share to be the same request (the exact layer's key).

Folds what never changes an answer: width (NFKC: full-width → half-width), case, runs of
whitespace, spaces next to symbols or Chinese characters ("12 * 24" = "12*24", "你 好" = "你好"),
and leading/trailing punctuation, in Chinese and English. Quoted strings keep their case:
"reverse 'Hello'" and "reverse 'hello'" have different answers.
"""

from __future__ import annotations

import re
import unicodedata

from .signature import QUOTED

_SPACES = re.compile(r"\s+")
# A space is dropped when a neighbour is neither a letter nor a digit (a symbol or a CJK
# character): "12 * 24" → "12*24". Two numbers or two words keep their space ("12 3" ≠ "123").
_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f"
_SPACE_NEXT_TO_SYMBOL = re.compile(rf"(?<=[^\w\s]|[{_CJK}]) | (?=[^\w\s]|[{_CJK}])")
# "-" and "." are not stripped at the start: "-5 degrees", ".5 of 10".
_LEADING = " ,;:!?。，、；：！？…~～·"
_TRAILING = _LEADING + ".-—"


def fold(text: str) -> str:
    """Width, case (outside quotes), whitespace and edge punctuation folded: the embedder's
    input, so that the semantic layer never sees a difference the exact layer ignores."""
    text = unicodedata.normalize("NFKC", text)
    parts: list[str] = []
    last = 0
    for match in QUOTED.finditer(text):
        parts.append(text[last:match.start()].casefold())
        parts.append(match.group(0))  # verbatim: case inside quotes changes the answer
        last = match.end()
    parts.append(text[last:].casefold())
    folded = _SPACES.sub(" ", "".join(parts))
    return folded.lstrip(_LEADING).rstrip(_TRAILING).strip()


def cache_text(text: str) -> str:
    """Normalised request text: the exact layer's key material."""
    return _SPACE_NEXT_TO_SYMBOL.sub("", fold(text))
