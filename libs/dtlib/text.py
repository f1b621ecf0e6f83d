"""Small text facts every service may need before perception has run."""

from __future__ import annotations

import re
import unicodedata

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = re.compile(r"[\s\.\?\!。？！…~～]+$")


def language(text: str) -> str:
    """'zh' when the text contains Chinese characters, else 'en' (mixed text answers in Chinese)."""
    return "zh" if _CJK.search(text) else "en"


def normalise(text: str) -> str:
    """Fold width (NFKC: full-width → half-width), case and whitespace; drop trailing punctuation."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _SPACES.sub(" ", folded).strip()
    return _TRAILING_PUNCT.sub("", folded)
