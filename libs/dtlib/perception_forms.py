"""Written forms of numbers that read two ways, found on the request as typed (before `text.fold` makes them alike).

`text.fold` writes every decimal digit as its ASCII one (٣ → 3, ५ → 5, 𝟑 → 3, by `unicodedata.digit`), so the readers
see one digit system. What the folding would hide, or what a reader of the folded text would guess, is named here, and
perception records it as an ambiguity (the request goes slow, the answer can say why):
- one number written in two digit systems ("1٢", "3৪"; full-width beside ASCII, "１2", is one system): a typo or a
  trick, never a number to guess;
- a raised dot between digits ("3·14", "2·5"): the British and old Chinese decimal point, or a product;
- a doubled minus typed tight ("8--2", "8 −− 2", "8减--2"): minus a negative, or a typo for one minus ("8 - -2" spaced
  and "8 - (-2)" are read as written);
- an invisible character inside a number ("1\u200b000", "4\u00ad5"): shown as one number, read as two;
- controls that reorder the text as shown (right-to-left override, isolates): the user sees another request;
- a euro amount grouped with a point ("€1.234", "1.234欧元"; not "€0.125"): 1 234 euros where the point groups
  thousands;
- 负 and a sign on one number ("负-5", "负+5"): minus five, or minus minus five?
- a capital K spaced after a number ("300 K", not "$300 K") or any k beside a temperature ("温度300K"): kelvin, or
  thousands ("1.2k", "5K followers", "3.5k元" stay thousands);
- an exclamation mark after a number that may end a sentence ("I had 4! Then I found 3 more", "我有4！后来又买了3个"):
  a factorial, or a shout (a factorial before an operator word or sign, "4! + 3", "4！加3", stays read).

`race_or_screen` finds a number with k that names a thing, not thousands ("a 5K", "the 10k race", "a 4K TV"), which
perception leaves unread.
"""

from __future__ import annotations

import re
import unicodedata

_DIGIT_RUN = re.compile(r"\d{2,}")  # Unicode decimal digits of any script (str patterns match them all)
_RAISED_DOT = re.compile(r"\d[·・･∙]\d")  # U+00B7, U+30FB, U+FF65, U+2219 typed tight between digits
_DOUBLED_MINUS = re.compile(r"--\s*[\d.(]")  # on the folded text, where − and – are "-"
# Format characters (Unicode category Cf: zero-width spaces and joiners, soft hyphens, marks of direction) between
# digits, or between a digit and the point or comma of the same number.
_CF_CHARS = "\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff"
_INVISIBLE_IN_NUMBER = re.compile(rf"\d[{_CF_CHARS}]+[\d.,]|[\d.,][{_CF_CHARS}]+\d")
_REORDERING = re.compile("[\u202a-\u202e\u2066-\u2069]")
_EURO_POINT_GROUPED = re.compile(r"(?:€|\beur\s?)\s?[1-9]\d{0,2}(?:\.\d{3})+(?![\d.,])"
                                 r"|(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3})+(?![\d.,])\s?(?:€|欧元|eur\b|euros?\b)")

_NEGATIVE_WITH_SIGN = re.compile(r"(?<![正胜])负\s?[-+]\s*\.?\d")  # on the folded text
# A word starts after "4!" (not an operator word), or Chinese after "4！" (not an operator character).
_BANG_BEFORE_WORDS = re.compile(
    r"\d!(?=\s+[a-z])(?!\s+(?:plus|minus|times|divided|multiplied|over|is|equals|and|or|to|by|mod|modulo|squared"
    r"|cubed|in|of|for|as|with)\b)|\d!\s*(?=[\u4e00-\u9fff])(?![加减乘除的是等和与比])", re.IGNORECASE)

_SPACED_KELVIN = re.compile(r"(?<![$€£¥￥\d.,\s])\s?\d+(?:[.,]\d+)*\sK(?![A-Za-z])")  # on the text as typed
_THOUSANDS_K = re.compile(r"\d\s?k(?![a-z])")  # on the folded text
_TEMPERATURE = re.compile(r"kelvin|temperature|celsius|fahrenheit|°|\bdegrees?\b|温度|摄氏|华氏|开尔文|气温|沸点|熔点|冰点")

MIXED_DIGITS = "a number written in two digit systems (e.g. 1٢): a typo or a trick, not read"
RAISED_DOT = "a raised dot between digits, e.g. 3·14: a decimal point or a product"
DOUBLED_MINUS = "a doubled minus, e.g. 8--2: minus a negative, or a typo for one minus"
INVISIBLE_IN_NUMBER = "an invisible character inside a number: shown as one number, read as two"
REORDERED = "characters that reorder the text as shown (right-to-left override): the request shows otherwise"
NEGATIVE_WITH_SIGN = "负 and a sign on one number, e.g. 负-5: minus five or minus minus five"
BANG_AFTER_NUMBER = "an exclamation mark after a number before more words, e.g. 4! Then: a factorial or a sentence's end"
KELVIN_OR_THOUSANDS = "K after a number, e.g. 300 K: kelvin or thousands"
EURO_POINT_GROUPED = "a euro amount grouped with a point, e.g. €1.234: 1234 euros or 1.234"


def form_ambiguities(text: str, folded: str) -> list[str]:
    """What in the request's written forms reads two ways; `text` as typed, `folded` its `text.fold`."""
    found = []
    if not text.isascii():
        if any(len({_digit_system(ch) for ch in run.group()}) > 1 for run in _DIGIT_RUN.finditer(text)):
            found.append(MIXED_DIGITS)
        if _RAISED_DOT.search(text):
            found.append(RAISED_DOT)
        if _INVISIBLE_IN_NUMBER.search(text):
            found.append(INVISIBLE_IN_NUMBER)
        if _REORDERING.search(text):
            found.append(REORDERED)
    if "--" in folded and _DOUBLED_MINUS.search(folded):
        found.append(DOUBLED_MINUS)
    if "." in folded and _EURO_POINT_GROUPED.search(folded):
        found.append(EURO_POINT_GROUPED)
    if "k" in folded and _THOUSANDS_K.search(folded) and (_SPACED_KELVIN.search(text) or _TEMPERATURE.search(folded)):
        found.append(KELVIN_OR_THOUSANDS)
    if "负" in folded and _NEGATIVE_WITH_SIGN.search(folded):
        found.append(NEGATIVE_WITH_SIGN)
    if "!" in folded and _BANG_BEFORE_WORDS.search(folded):
        found.append(BANG_AFTER_NUMBER)
    return found


def _digit_system(ch: str) -> int:
    """The code point of the zero of `ch`'s digit system; full-width digits are ASCII ones in another width (１2)."""
    zero = ord(ch) - unicodedata.digit(ch)
    return ord("0") if zero == 0xFF10 else zero


_NAMING_BEFORE = re.compile(r"\b(?:a|an|the|my|his|her|their|our|this|that|next)\s$")
_NAMED_AFTER = re.compile(r"\s?(?:race|run|fun run|walk|marathon|tv|television|monitor|screen|video|display|camera)\b"
                          r"|\s?(?:[.,;:!?)]|$)|\s(?:and|then|but|in|on|at|last|yesterday|today|this)\b")


def race_or_screen(folded: str, start: int, end: int) -> bool:
    """Whether the number with k at folded[start:end] ("5k") names a thing after an article ("a 5K", "the 10k race",
    "a 4K TV"), not an amount in thousands ("a 5k bonus", "earns 50k")."""
    return bool(_NAMING_BEFORE.search(folded, 0, start)) and bool(_NAMED_AFTER.match(folded, end))
