"""A request read the way the classifier reads it: English number words as digits first."""

from __future__ import annotations

from dtlib.envelope import Task
from dtlib.text import digits_for_number_words
from services.classifier.parse import parse


def read(text: str) -> Task | None:
    return parse(digits_for_number_words(text))
