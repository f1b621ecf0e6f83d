"""The words a learned rule can match on: every term the rules service's keyword matching
(`dtlib.rulematch.phrase_pattern`) would find in a text, and the exclusion patterns the learner
writes. The miner searches with term *sets* (fast) and checks every candidate with the rules
service's own matcher (exact) before it proposes it.
"""

from __future__ import annotations

import re
from collections import Counter

from dtlib.rulematch import WORDS_HEAD, WORDS_TAIL, is_word, words_regex

_ASCII_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")

# Words that never make a match term on their own: they occur in every kind of question.
STOPWORDS = frozenset("""
a an the i me my mine we our you your he she it its they them their this that these those is are
was were be been being am do does did done have has had having to of in on at for from by with
about as into over under than then so and or but if not no yes can could would should will shall
may might must what what's whats which who whom whose when where why how please tell know want
need like just get got some any all there here up out one let let's im i'm it's its you're dont
don't again also too very much many more most other
""".split())


def terms_of(norm_text: str, *, numbers_as: str | None = None, surface: bool = False) -> set[str]:
    """Every term that `phrase_pattern` would find in the normalised text: ASCII words and
    adjacent word pairs (with the singular a plural also matches), Chinese character pairs and
    triples. Numbers are left out (or replaced by `numbers_as`, for clustering). `surface`: only
    the words as written (what a person should read in a rule), without the singulars."""
    found: set[str] = set()
    words: list[tuple[str, int, int]] = []
    for m in _ASCII_WORD.finditer(norm_text):
        word = m.group()
        if _NUMBER.fullmatch(word):
            if numbers_as:
                found.add(numbers_as)
            continue
        words.append((word, m.start(), m.end()))
    forms = (lambda w: {w}) if surface else _forms
    for word, _, _ in words:
        found.update(forms(word))
    for (w1, _, e1), (w2, s2, _) in zip(words, words[1:]):
        if norm_text[e1:s2] == " ":  # a phrase matches only with one space between its words
            found.update(f"{w1} {s}" for s in forms(w2))
    for run in _CJK_RUN.findall(norm_text):
        for n in (2, 3):
            found.update(run[i:i + n] for i in range(len(run) - n + 1))
        if len(run) == 1:
            found.add(run)
    return found


def _forms(word: str) -> set[str]:
    """Every term that matches this written word: its singulars, and before an apostrophe the
    word itself ("what's" is matched by "what")."""
    out = _singulars(word)
    if "'" in word:
        out |= _singulars(word.split("'")[0])
    return out


def _singulars(word: str) -> set[str]:
    """The word and the forms it would be the plural of ("alarms" is matched by "alarm")."""
    out = {word}
    if len(word) > 3 and word.endswith("s"):
        out.add(word[:-1])
        if word.endswith("es"):
            out.add(word[:-2])
    return out


def is_content(term: str) -> bool:
    """A term that can carry a match: not only stopwords, not a lone letter."""
    parts = term.split()
    if not term.isascii():
        return True
    return any(p not in STOPWORDS and len(p) > 1 for p in parts)


def words_patterns(words: set[str]) -> list[str]:
    """`words_regex` patterns for `words`: one of the plain words (looked up as a set by the
    rules service), one of the others ("how's")."""
    plain = {w for w in words if is_word(w)}
    return [words_regex(group) for group in (plain, words - plain) if group]


def words_of_regex(pattern: str) -> set[str] | None:
    """The words of a `words_regex` pattern (None for any other pattern)."""
    if not (pattern.startswith(WORDS_HEAD) and pattern.endswith(WORDS_TAIL)):
        return None
    body = pattern[len(WORDS_HEAD):-len(WORDS_TAIL)]
    return {re.sub(r"\\(.)", r"\1", w) for w in body.split("|")}


def split_word_patterns(patterns: list[str]) -> tuple[set[str], list[str]]:
    """(the words of the `words_regex` patterns among `patterns`, the other patterns)."""
    words: set[str] = set()
    others = []
    for pattern in patterns:
        found = words_of_regex(pattern)
        if found is None:
            others.append(pattern)
        else:
            words |= found
    return words, others


def most_common(counts: Counter[str]) -> list[tuple[str, int]]:
    """`Counter.most_common` with ties in word order: a Counter of words read from sets is in
    hash order, which changes from one process to the next, and so would the words a capped
    list keeps."""
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
