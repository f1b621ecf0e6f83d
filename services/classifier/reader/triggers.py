"""The cheap test each value reader declares: what a request must contain for that reader to have
anything to read. `read` checks it before the reader runs, so a request the grammar does not read
pays only for the readers whose words it has, not for every reader.

A trigger fires on a token of one of its `types`, a token that is one of its `words`, or one of its
`text` anywhere in the tokens' text, found the way `Said` finds a word (spaces aside, so "most
expensive" fires on the tokens "most" "expensive" too). It is a condition the reader cannot read
without, never a reason to read: declare it from the reader's own word lists, so that a reader
taught a new word fires on it. A reader that declares no trigger runs on every request: that is
the cheaper choice when its own first test costs less than its word list would (signed_changes.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from .tokens import Tok, search_for_any

Reader = TypeVar("Reader", bound=Callable)


@dataclass(frozen=True)
class Trigger:
    types: frozenset[str]
    words: frozenset[str]
    text: tuple[str, ...]
    text_in: Callable[[str], object] = field(compare=False, repr=False)  # one search for any of `text`


def triggered_by(*, types: Iterable[str] = (), words: Iterable[str] = (),
                 text: Iterable[str] = ()) -> Callable[[Reader], Reader]:
    """Declares the reader's trigger (see the module's docstring)."""
    said = tuple(dict.fromkeys(w.replace(" ", "") for w in text))
    trigger = Trigger(frozenset(types), frozenset(words), said, search_for_any(said))

    def declare(reader: Reader) -> Reader:
        reader.trigger = trigger  # type: ignore[attr-defined]
        return reader

    return declare


class Present:
    """What one request's tokens have, gathered once for all the triggers."""

    def __init__(self, tokens: list[Tok]) -> None:
        self.types = {t.type for t in tokens}
        self.words = {t.value for t in tokens}
        self.text = "".join([t.value for t in tokens]).replace(" ", "")

    def fires(self, reader: Callable) -> bool:
        return next(self.fired((reader,)), None) is not None

    def fired(self, readers: Iterable[Reader]) -> Iterator[Reader]:
        """The readers whose trigger fires, in order, tested in one loop (a request the grammar does
        not read asks this of every value reader, and a call per reader cost more than most tests)."""
        types, words, text = self.types, self.words, self.text
        for reader in readers:
            trigger: Trigger | None = getattr(reader, "trigger", None)
            if trigger is None or not trigger.types.isdisjoint(types) or not trigger.words.isdisjoint(words) \
                    or trigger.text_in(text) is not None:
                yield reader
