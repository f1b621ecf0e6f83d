"""The cheap test each value reader declares: what a request must contain for that reader to have
anything to read. `read` checks it before the reader runs, so a request the grammar does not read
pays only for the readers whose words it has, not for every reader.

A trigger fires on a token of one of its `types`, a token that is one of its `words`, or one of its
`text` anywhere in the tokens' text, found the way `Said` finds a word (spaces aside, so "most
expensive" fires on the tokens "most" "expensive" too). It is a condition the reader cannot read
without, never a reason to read: declare it from the reader's own word lists, so that a reader
taught a new word fires on it. A reader that declares no trigger runs on every request: that is
the cheaper choice when its own first test costs less than its word list would (signed_changes.py).

guards.py's checks declare triggers the same way (`non_ascii`: any character outside ASCII, where a check looks for
a Chinese word or mark); a check reads the request's texts as well as its tokens, so their words and letters count
too (`Present(tokens, texts)`), and `TriggerIndex` finds the checks a request fires by one look-up per word present
and one pass of an automaton over its text instead of a test per check. compared.py finds the value readers a request fires the same way (`IndexedReaders`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeVar

from ahocorasick_rs import AhoCorasick

from .tokens import Tok, search_for_any

# Every byte but a-z to a space: a lowered text's English words, split as a whole-word pattern finds them (twice as
# fast as re.findall("[a-z]+"))
_LETTERS_ONLY = bytes(c if 97 <= c <= 122 else 32 for c in range(256))

Reader = TypeVar("Reader", bound=Callable)


@dataclass(frozen=True)
class Trigger:
    types: frozenset[str]
    words: frozenset[str]
    text: tuple[str, ...]
    text_in: Callable[[str], object] = field(compare=False, repr=False)  # one search for any of `text`
    non_ascii: bool = False


def triggered_by(*, types: Iterable[str] = (), words: Iterable[str] = (), text: Iterable[str] = (),
                 non_ascii: bool = False) -> Callable[[Reader], Reader]:
    """Declares the reader's (or the check's) trigger (see the module's docstring)."""
    said = tuple(dict.fromkeys(w.replace(" ", "") for w in text))
    trigger = Trigger(frozenset(types), frozenset(words), said, search_for_any(said), non_ascii)

    def declare(reader: Reader) -> Reader:
        reader.trigger = trigger  # type: ignore[attr-defined]
        return reader

    return declare


@lru_cache(maxsize=16)
def _texts_said(texts: tuple[str, ...]) -> tuple[str, frozenset[str]]:
    """The request's texts lowered, one line each (a text the same as another once), and their English words: the same
    texts are asked of every reading of one request (guards.py checks each), so they are read once."""
    lowered = "\n".join(dict.fromkeys(texts)).lower()
    return lowered, frozenset(lowered.encode().translate(_LETTERS_ONLY).decode("ascii").split())


class Present:
    """What one request's tokens have, gathered once for all the triggers; with `texts` (a guard's check reads the
    request's own texts too), their English words (lowered) and their letters (lowered, spaces aside) as well."""

    def __init__(self, tokens: list[Tok], texts: Iterable[str] = ()) -> None:
        self.types = {t.type for t in tokens}
        self.words = self.values = {t.value for t in tokens}  # `values`: the tokens' alone
        self.text = "".join([t.value for t in tokens]).replace(" ", "")
        if texts:
            lowered, words = _texts_said(tuple(texts))
            self.words = self.values.union(words)
            self.text = f"{self.text}\n{lowered}".lower().replace(" ", "")
        self.non_ascii = not self.text.isascii()

    def fires(self, reader: Callable) -> bool:
        return next(self.fired((reader,)), None) is not None

    def fired(self, readers: Iterable[Reader]) -> Iterator[Reader]:
        """The readers whose trigger fires, in order, tested in one loop (a request the grammar does
        not read asks this of every value reader, and a call per reader cost more than most tests)."""
        types, words, text = self.types, self.words, self.text
        for reader in readers:
            trigger: Trigger | None = getattr(reader, "trigger", None)
            if trigger is None or not trigger.types.isdisjoint(types) or not trigger.words.isdisjoint(words) \
                    or trigger.text_in(text) is not None or trigger.non_ascii and self.non_ascii:
                yield reader


class TriggerIndex:
    """A fixed sequence of callables (guards.py's checks, by_values.py's readers) by what fires each one's trigger: the
    ones a request fires, as a bit mask (bit k: the k-th), from a look-up per type and word present and one pass of an
    Aho-Corasick automaton (ahocorasick-rs) over the request's text for every text of a trigger at once, instead of a
    test per callable or a search per text (for the readers' ~450 texts, 1.3 µs a request where a search each took
    9.7 µs; pyahocorasick took 2.0). One without a trigger always fires."""

    def __init__(self, items: Sequence[Callable]) -> None:
        self.always = self.non_ascii = 0
        self.by_key: dict[str, int] = {}  # a type or a word (one of either spelling fires both: harmless)
        by_text: dict[str, int] = {}
        for bit, item in enumerate(items):
            trigger: Trigger | None = getattr(item, "trigger", None)
            if trigger is None:
                self.always |= 1 << bit
                continue
            for key in trigger.types | trigger.words:
                self.by_key[key] = self.by_key.get(key, 0) | 1 << bit
            for said in trigger.text:
                by_text[said] = by_text.get(said, 0) | 1 << bit
            if trigger.non_ascii:
                self.non_ascii |= 1 << bit
        self.keys = frozenset(self.by_key)
        self.always |= by_text.pop("", 0)  # an empty text is in every text
        # every text of a trigger, found in one pass, overlapping ones too ("howmany" and "many")
        self.texts = AhoCorasick(list(by_text)) if by_text else None
        self.text_bits = tuple(by_text.values())

    def fired(self, present: Present) -> int:
        fired = self.always | self.non_ascii if present.non_ascii else self.always
        for key in self.keys.intersection(present.types):  # in C, over the smaller set
            fired |= self.by_key[key]
        for key in self.keys.intersection(present.words):
            fired |= self.by_key[key]
        if self.texts is not None:
            bits = self.text_bits
            for k, _, _ in self.texts.find_matches_as_indexes(present.text, overlapping=True):  # each text found
                fired |= bits[k]
        return fired


class IndexedReaders:
    """A fixed sequence of readers (by_values.BY_VALUES) with its TriggerIndex: the readers of any sequence that ends
    with it which a request fires, in order — the ones before it tested one by one (`Present.fired`), the sequence's
    own by the index (one mask for all 60-odd readers instead of a test each); a sequence not ending with it, one by
    one. The same readers as `Present.fired` (test_reader_triggers.py)."""

    def __init__(self, items: Sequence[Reader]) -> None:
        self.items = tuple(items)
        self.index = TriggerIndex(self.items)
        self.bits = tuple((1 << k, item) for k, item in enumerate(self.items))
        # a mask's readers, kept: the same few masks come back request after request (a test per reader cost ~5 µs)
        self.of_mask = lru_cache(maxsize=4096)(self._of_mask)

    def _of_mask(self, mask: int) -> tuple[Reader, ...]:
        return tuple(item for bit, item in self.bits if mask & bit)

    def fired(self, present: Present, readers: Sequence[Reader]) -> Iterator[Reader]:
        readers = tuple(readers)
        lead = len(readers) - len(self.items)
        if lead < 0 or readers[lead:] != self.items:
            yield from present.fired(readers)
            return
        yield from present.fired(readers[:lead])
        yield from self.of_mask(self.index.fired(present))
