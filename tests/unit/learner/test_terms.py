"""The learner matches words exactly like the rules service does."""

from __future__ import annotations

import pytest

from dtlib.text import normalise
from services.learner.terms import matches, terms_of
from services.rules.spec import _phrase_pattern

TEXTS = ["Set my alarms, please!", "what's the weather", "this is it", "to-do list for today",
         "重置密码怎么弄", "reset   my PASSWORD", "boxes and buses"]
PHRASES = ["alarm", "alarms", "what", "what's", "hi", "do list", "重置密码", "reset my password",
           "box", "bus", "weather"]


@pytest.mark.parametrize("text", TEXTS)
def test_phrase_matching_is_the_rules_services(text: str) -> None:
    norm = normalise(text)
    for phrase in PHRASES:
        assert matches(phrase, norm) == bool(_phrase_pattern(phrase).search(norm)), phrase


@pytest.mark.parametrize("text", TEXTS)
def test_every_term_the_index_has_is_really_matched(text: str) -> None:
    norm = normalise(text)
    for term in terms_of(norm):
        assert matches(term, norm), term
