"""The learner matches words exactly like the rules service does."""

from __future__ import annotations

import pytest

from dtlib.text import normalise
from services.learner.terms import is_word, matches, says_any, terms_of, words_of_regex, words_patterns
from services.rules.spec import _phrase_pattern, _says_any, _words_of

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


@pytest.mark.parametrize("text", TEXTS)
def test_one_word_exclusions_looked_up_as_a_set_match_like_phrases(text: str) -> None:
    norm = normalise(text)
    for phrase in filter(is_word, PHRASES):
        expected = bool(_phrase_pattern(phrase).search(norm))
        assert says_any(norm, {phrase}) == _says_any(norm, frozenset({phrase})) == expected, phrase


def test_the_rules_service_reads_the_learners_word_patterns() -> None:
    plain, other = words_patterns({"weather", "alarm", "what's"})
    assert _words_of(plain) == words_of_regex(plain) == {"weather", "alarm"}
    assert _words_of(other) is None and words_of_regex(other) == {"what's"}  # matched as a regex
