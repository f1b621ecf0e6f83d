"""Texts a string operation cannot count, reverse or case-map one way: where what a reader sees as one
character is several code points, or where a letter's case pair depends on the language.

"👍🏽" is a thumb and a skin tone, "👨‍👩‍👧" five code points joined by ZWJ, "🇨🇳" two regional indicators, "é"
may be e and a combining accent: reversing them by code point tears them apart, and their length is 1 to a
reader and 2 to 5 to the sandbox. "İstanbul" lowercases to "istanbul" in Turkish and to "i̇stanbul" (with a
combining dot) by Unicode's default mapping. Such a text goes slow; a plain accented letter ("héllo", one
code point) or CJK text stays fast.
"""

from __future__ import annotations

import unicodedata

# Code points that join the one before them into one character as people see it
_JOINERS = frozenset({"\u200d", "\ufe0e", "\ufe0f", "\u20e3"})  # ZWJ, text/emoji presentation, keycap
_SKIN_TONES = range(0x1F3FB, 0x1F400)
_REGIONAL_INDICATORS = range(0x1F1E6, 0x1F200)  # two of them make one flag
_TAGS = range(0xE0020, 0xE0080)  # subdivision flags (🏴 + tags)


def joins_code_points(text: str) -> bool:
    """Some character of `text` as people see it is more than one code point."""
    return any(ch in _JOINERS or unicodedata.combining(ch) or ord(ch) in _SKIN_TONES
               or ord(ch) in _REGIONAL_INDICATORS or ord(ch) in _TAGS for ch in text)


def case_by_language(op: str, text: str) -> bool:
    """An upper- or lowercasing of a text with a dotted or dotless i (İ ı): Turkish maps them otherwise."""
    if op not in ("str_upper", "str_lower"):
        return False
    return "İ" in text or "ı" in text


def unreadable_text(op: str, args: dict) -> bool:
    """A string operation whose text is counted, reversed or case-mapped more than one way."""
    if not op.startswith("str_"):
        return False
    texts = [v for k, v in args.items() if k in ("text", "sub") and isinstance(v, str)]
    return any(joins_code_points(t) or case_by_language(op, t) for t in texts)
