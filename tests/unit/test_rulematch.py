"""The one rule matcher's word matching: whole words with a plural, Chinese as a substring, and
single-word exclusions looked up as a set exactly where the phrase would match."""

from __future__ import annotations

import pytest

from dtlib.rulematch import is_word, matches, phrase_pattern, said_before, says_any
from dtlib.text import normalise

TEXTS = ["Set my alarms, please!", "what's the weather", "this is it", "to-do list for today",
         "重置密码怎么弄", "reset   my PASSWORD", "boxes and buses"]
PHRASES = ["alarm", "alarms", "what", "what's", "hi", "do list", "重置密码", "reset my password",
           "box", "bus", "weather"]


def test_phrases_match_whole_words_a_plural_and_chinese_inside_a_sentence() -> None:
    assert matches("alarm", normalise("Set my alarms, please!"))
    assert not matches("hi", normalise("this is it"))
    assert matches("reset my password", normalise("reset   my PASSWORD"))
    assert matches("重置密码", normalise("重置密码怎么弄"))
    assert matches("box", normalise("boxes and buses")) and matches("bus", normalise("boxes and buses"))


@pytest.mark.parametrize("text", TEXTS)
def test_one_word_exclusions_looked_up_as_a_set_match_like_phrases(text: str) -> None:
    norm = normalise(text)
    for phrase in filter(is_word, PHRASES):
        assert says_any(norm, {phrase}) == bool(phrase_pattern(phrase).search(norm)), phrase


def test_a_question_may_name_in_the_plural_what_the_request_said_in_the_singular() -> None:
    before = "each banana costs $ 5 . how much do 4 "
    assert said_before("bananas", before) and said_before("banana", before) and said_before("it", before)
    assert not said_before("apples", before)  # something the request never mentioned
    assert not said_before("bananasplit", before)
    assert said_before("它", "长方形的长是22厘米,宽是12厘米,") and not said_before("手帕", "长方形的长是22厘米,")

