"""Small text facts every service may need before perception has run."""

from __future__ import annotations

import re
import unicodedata

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = re.compile(r"[\s\.\?\!。？！…~～]+$")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|『[^』]*』|‘[^’]*’")
# Words that only a Chinese sentence frame uses: with one of them the question is asked in Chinese
# even when it carries English words ("把 hello world 反转").
_ZH_FRAME = re.compile(r"[把是的吗呢吧了请帮几么哪谁怎为给将对从到在和与或]|多少|什么")


def language(text: str) -> str:
    """'zh' or 'en': the language the question is asked in, so the answer comes back in it.

    Pure Chinese is 'zh' and text without Chinese characters is 'en'. Mixed text is 'zh' when a
    Chinese sentence frame holds it ("把 hello world 反转", "dualtrack是什么"), and 'en' when an English
    sentence only mentions a Chinese word ("What does 你好 mean?"). Quoted text is payload, not frame.
    """
    if not _CJK.search(text):
        return "en"
    frame = _QUOTED.sub(" ", text)
    cjk = len(_CJK.findall(frame))
    if cjk == 0:
        return "en"
    latin_words = len(_LATIN_WORD.findall(frame))
    if latin_words == 0 or _ZH_FRAME.search(frame):
        return "zh"
    # Without a Chinese frame word, a Chinese word is about two characters.
    return "zh" if cjk / 2 >= latin_words else "en"


def normalise(text: str) -> str:
    """Fold width (NFKC: full-width → half-width), case and whitespace; drop trailing punctuation."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _SPACES.sub(" ", folded).strip()
    return _TRAILING_PUNCT.sub("", folded)


# One character to one character, so a position in the folded text is a position in the original:
# full-width ASCII to ASCII, maths look-alikes to operators, odd spaces to ' '. The full-width
# comma stays: in Chinese "1200万，增长率" the comma separates clauses, never thousands.
_FOLD: dict[int, str] = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_FOLD.pop(0xFF0C)
_FOLD.update({0x3000: " ", 0xA0: " ", 0x202F: " ", 0x2009: " ", 0x2007: " ",
              ord("×"): "*", ord("·"): "*", ord("⋅"): "*", ord("÷"): "/", ord("−"): "-",
              ord("–"): "-", ord("﹣"): "-", ord("﹢"): "+", ord("﹙"): "(", ord("﹚"): ")",
              ord("﹪"): "%"})
_FOLD_TABLE = str.maketrans(_FOLD)


def fold(text: str) -> str:
    """Width, look-alike operators and case folded, keeping every character at its position."""
    folded = text.translate(_FOLD_TABLE)
    lowered = folded.lower()
    if len(lowered) == len(folded):
        return lowered
    # A few characters lower-case to two ('İ'); keep those as they are to keep positions.
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in folded)


_NUMBER_WORD = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
    r"|thousand|million|billion|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b",
    re.IGNORECASE)
# A quoted payload is data ('reverse "one two"'); an apostrophe inside a word is not a quote.
_QUOTE_MARK = re.compile(r"[\"“”‘’「」『』《》`]|(?<![A-Za-z])'|'(?![A-Za-z])")


def digits_for_number_words(text: str) -> str:
    """English number words as digits ("seven plus eight" → "7 plus 8", "the second" → "the 2nd")
    by text2num, so every reading of a number sees the same value; a lone "one" stays a word ("one
    more question", "one apple costs …"); text with a quoted payload or Chinese is returned as it
    is (Chinese numerals are perception's own)."""
    if not _NUMBER_WORD.search(text) or _QUOTE_MARK.search(text) or _CJK.search(text):
        return text
    from text_to_num import alpha2digit  # a compiled library: importing it costs ~1 ms once

    # Kept as words: a place ("to the nearest ten"), and a scale after digits ("2.4 million"),
    # which perception reads itself.
    pieces = _KEPT.split(text)
    out = "".join(piece if i % 2 else alpha2digit(piece, "en", threshold=1.5) for i, piece in enumerate(pieces))
    if _ADJACENT_NUMBERS.search(out) and not _ADJACENT_NUMBERS.search(text):
        return text  # "one point five million" came out as "1.5 1000000": two numbers where one was
    # a lone "one" or "zero" stays a word ("one more question"), unless an operator stands by it
    return _LONE_OPERAND.sub(lambda m: "1" if m.group(0).lower() == "one" else "0", out)


_KEPT = re.compile(r"(\bnearest\s+[a-z]+|\d\s*(?:hundred|thousand|million|billion|trillion)\b)", re.IGNORECASE)
_ADJACENT_NUMBERS = re.compile(r"\d\s+\d")
_OPERATOR = r"(?:plus|minus|times|divided by|multiplied by|over|squared|cubed)"
_LONE_OPERAND = re.compile(rf"\b(?:one|zero)\b(?=\s+{_OPERATOR}\b)|(?:(?<=plus\s)|(?<=minus\s)|(?<=times\s)"
                           r"|(?<=by\s))(?:one|zero)\b", re.IGNORECASE)

