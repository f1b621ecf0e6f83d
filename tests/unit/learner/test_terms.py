"""The words the learner indexes and writes are the words the rules service matches."""

from __future__ import annotations

import pytest

from dtlib.records import RuleAction, RuleMatch, RuleSpec
from dtlib.rulematch import compile_rule, matches
from dtlib.text import normalise
from services.learner.terms import terms_of, words_of_regex, words_patterns

TEXTS = ["Set my alarms, please!", "what's the weather", "this is it", "to-do list for today",
         "重置密码怎么弄", "reset   my PASSWORD", "boxes and buses"]


@pytest.mark.parametrize("text", TEXTS)
def test_every_term_the_index_has_is_really_matched(text: str) -> None:
    norm = normalise(text)
    for term in terms_of(norm):
        assert matches(term, norm), term


def test_the_rules_service_reads_the_learners_word_patterns() -> None:
    plain, other = words_patterns({"weather", "alarm", "what's"})
    assert words_of_regex(plain) == {"weather", "alarm"} and words_of_regex(other) == {"what's"}
    rule = compile_rule(RuleSpec(id="r", match=RuleMatch(any=["today"]), exclude_regex=[plain, other],
                                 action=RuleAction(answer={"en": "ok"})), "test")
    assert rule.exclude_words == {"weather", "alarm"}  # looked up as a set ...
    assert [p.pattern for p in rule.exclude] == [other]  # ... the other one searched as a regex
    assert rule.would_answer(normalise("today please"))
    for excluded in ("weather today", "alarms today", "what's today"):
        assert not rule.would_answer(normalise(excluded)), excluded
