"""The reader's token and what a request's tokens say.

`Tok` is one typed token (tokenizer.py makes them); `Said` finds words in a request's tokens for the
readers that read by values; `last_clause_start` finds the question's clause; `search_for_any` searches
a text for any of a list of keys at once; `words_of` is the words of tokens' values; TYPE_OF and VALUE_OF read a
token's type and value in C (for `map`); ARTICLES and DETERMINERS are the words before a noun; `starts_of`,
`whole_word_starts` and `stands_alone` find a request's own word or number in a text without building a pattern of it
(a pattern made of a request's words is compiled anew on every request: ~90 µs each).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter

# Not frozen: a frozen dataclass costs four times as much to make, and every request makes dozens.
# No code changes a token (each step makes new ones); the hash is by value as before.
@dataclass(slots=True, unsafe_hash=True)
class Tok:
    type: str
    value: str
    pos: int


class Said:
    """What a request's tokens say, for the readers that read by values: a Chinese word is found
    across tokens ("便宜" "了" "多少"), an English word or phrase only whole, a symbol anywhere."""

    def __init__(self, tokens: list[Tok]) -> None:
        values = [t.value for t in tokens]
        self.joined = "".join(values)
        self.spaced = f" {' '.join(values)} "

    def has(self, word: str) -> bool:
        whole, key = _searched_as(word)
        return key in (self.spaced if whole else self.joined)

    def any(self, words) -> bool:  # noqa: ANN001 - any iterable of words
        if isinstance(words, (tuple, frozenset)):
            whole_found, plain_found = _finders(words)
            return whole_found(self.spaced) is not None or plain_found(self.joined) is not None
        whole, plain = _keys.__wrapped__(words)
        return any(map(self.spaced.__contains__, whole)) or any(map(self.joined.__contains__, plain))


# A token's type and value, for the scans that ask whether any token is of a type (or is a word): `"NUM" in
# map(TYPE_OF, tokens)` runs in C, where `any(t.type == "NUM" for t in tokens)` resumes a generator per token (a
# dozen passes ask it of every request).
TYPE_OF = attrgetter("type")
VALUE_OF = attrgetter("value")


def words_of(tokens: list[Tok]) -> list[str]:
    """The words of the tokens' values, in order (a value of two words gives both): one join and one split, the
    same words as splitting each value."""
    return " ".join(map(VALUE_OF, tokens)).split()


def clause_marked_words(tokens: list[Tok]) -> list[str]:
    """The request's words in order, lowercased, each number its slot, each clause mark ".", the multi-word tokens
    split (the story readers walk these to find a sentence's words)."""
    out: list[str] = []
    for t in tokens:
        if t.type == "NUM":
            out.append(t.value)
        elif t.type == "COMMA":
            out.append(".")
        else:
            out.extend(t.value.lower().replace("’", "'").split())
    return out


@lru_cache(maxsize=8192)
def _searched_as(word: str) -> tuple[bool, str]:
    """An English word or phrase is found whole (" word "); anything else as written. Kept: the
    value readers ask this of the same few hundred words on every request."""
    if not word.isascii() or not any(ch.isalnum() for ch in word):
        return False, word
    return True, f" {word} "


@lru_cache(maxsize=1024)
def _keys(words: tuple[str, ...] | frozenset[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A word list as `Said.any` searches it: the keys found whole, then the keys found as written.
    Kept: the readers' word lists are constants, asked of on every request."""
    keys = [_searched_as(w) for w in words]
    return tuple(key for whole, key in keys if whole), tuple(key for whole, key in keys if not whole)


@lru_cache(maxsize=1024)
def _finders(words: tuple[str, ...] | frozenset[str]) -> tuple[Callable[[str], object], Callable[[str], object]]:
    """A word list's keys (`_keys`): the whole ones, then the ones as written, each as one search."""
    whole, plain = _keys(words)
    return search_for_any(whole), search_for_any(plain)


def _never(text: str) -> None:
    return None


def search_for_any(keys: tuple[str, ...]) -> Callable[[str], object]:
    """One search of a text for any of `keys` (None where none is in it): one pass over the text
    instead of one per key, a third of the time for a list of 28 words."""
    return re.compile("|".join(map(re.escape, keys))).search if keys else _never


def starts_of(text: str, key: str) -> Iterator[int]:
    """Where `key` starts in `text`, one after another without overlapping (as re.finditer(re.escape(key), text))."""
    at = text.find(key)
    while at >= 0:
        yield at
        at = text.find(key, at + (len(key) or 1))


_WORD_CHAR = re.compile(r"\w")
# A run of word characters: on an ASCII text, r"\b(?:car|bus)\b" finds a run that is one of its words
WORD_RUN = re.compile(r"\w+")
_DIGIT_OR_POINT = re.compile(r"[\d.]")


def _is(kind: re.Pattern, text: str, at: int) -> bool:
    return 0 <= at < len(text) and kind.match(text, at) is not None


def whole_word_starts(text: str, word: str) -> Iterator[int]:
    """Where `word` stands whole in `text`, a word character on neither side where its own end is one: the starts
    of the matches of the pattern `word` escaped between two word boundaries, for a word that is not empty."""
    at, end = text.find(word), len(word)
    while at >= 0:
        if _is(_WORD_CHAR, text, at - 1) != _is(_WORD_CHAR, word, 0) \
                and _is(_WORD_CHAR, word, end - 1) != _is(_WORD_CHAR, text, at + end):
            yield at
            at = text.find(word, at + end)
        else:
            at = text.find(word, at + 1)


def stands_alone(number: str, text: str) -> bool:
    """Whether `number` is in `text` with no digit or point either side (the pattern `number` escaped, with no digit
    or point looked behind or ahead): a number written there whole, "15" in "15*3" and not in "2.15" or "150"."""
    at = text.find(number)
    while at >= 0:
        if not _is(_DIGIT_OR_POINT, text, at - 1) and not _is(_DIGIT_OR_POINT, text, at + len(number)):
            return True
        at = text.find(number, at + 1)
    return False


def last_clause_start(tokens: list[Tok]) -> int:
    """Where the last clause starts (after the last comma or sentence end before the final token):
    the value readers look for the question there."""
    for i in range(len(tokens) - 2, -1, -1):  # from the end: readers ask this of every reading, of long stories too
        if tokens[i].type == "COMMA":
            return i + 1
    return 0


ARTICLES = frozenset({"a", "an", "the"})  # lexed as WHAT (leading words the grammar skips)
# Words that stand between a word and the amount it names: "off its $850 price", "of my $3,200 paycheck".
DETERMINERS = ARTICLES | {"my", "its", "his", "her", "their", "our", "your", "this", "that"}


# Places in an order written as words; "2nd", "3rd", 第二 are slotted as ORD tokens before any reader sees them.
ORDINAL_WORDS_EN = frozenset({"second", "third", "fourth", "fifth"})


def placed_by_order(t: Tok) -> bool:
    """A token that names an item by its place: an ordinal slot (2nd, 第二) or an ordinal word (second)."""
    return t.type == "ORD" or t.value in ORDINAL_WORDS_EN


def part_of_whole_told(tokens: list[Tok]) -> tuple[int, int, int] | None:
    """"12 of the 26 miles, how many are left": the request's only two amounts told "A of [the] B" before its last
    clause, as (A's index, B's index, the last clause's first index); else None."""
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2:
        return None
    a, b = amounts
    k = a + 1
    if k >= b or tokens[k].type != "OF":
        return None
    k += 1
    while k < b and tokens[k].value in DETERMINERS:
        k += 1
    start = last_clause_start(tokens)
    return (a, b, start) if k == b and start > b else None
