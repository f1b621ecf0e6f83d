"""A request read the way the classifier reads it: English number words as digits first."""

from __future__ import annotations

from dtlib.envelope import Task
from dtlib.text import digits_for_number_words
from services.classifier.parse import parse
from services.sandbox.ops import run_task


def read(text: str) -> Task | None:
    return parse(digits_for_number_words(text))


def value_of(text: str) -> str | None:
    """The value the fast path would show for `text`, or None when the reader leaves it unread."""
    task = read(text)
    return None if task is None else run_task(task).value


def golds(probe: dict) -> list[str]:
    """A probe's accepted values: one gold, or a list when the request allows several readings."""
    gold = probe["gold"]
    return gold if isinstance(gold, list) else [gold]
