"""What the learner thinks a rule would answer is what the rules service answers, for the same
rule (as a rules.state record) and the same request: the learner judges cache hits and mines with
the rules service's matcher, not with a copy of it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dtlib.envelope import Answer, Envelope, Route, new_trace_id
from dtlib.records import RuleAction, RuleMatch, RuleParam, RuleSpec, encode, rule_key
from dtlib.text import normalise
from services.learner.judge import cache_uses
from services.learner.mining import rule_matcher
from services.rules.decide import apply
from services.rules.rulebook import Rulebook

TENANT = "acme"
NO_CONFIGURED_RULES = Path(__file__).parent / "no-configured-rules"  # learned rules only
ALARM = RuleSpec(id="learned-alarm", scope=TENANT, match=RuleMatch(all=["alarm"]),
                 exclude=["smoke alarm", "clock"], exclude_regex=[r"(?<![\w])(?:\d)(?:s|es)?(?![\w])"],
                 action=RuleAction(answer={"en": "Your alarm is set."}))
DEVICE = RuleSpec(id="learned-device", scope=TENANT, match=RuleMatch(any=["battery"], context=["device"]),
                  action=RuleAction(answer={"en": "Charge it overnight."}))
LEVEL = RuleSpec(id="learned-level", scope=TENANT, match=RuleMatch(regex=[r"volume to (?P<level>\w+)"]),
                 params=[RuleParam(name="level", type="integer", min=0, max=10)],
                 action=RuleAction(op="arithmetic", args={"expression": "{level}"}))

CASES = [  # rule, request, context: the rules service answers some and passes on the others
    (ALARM, "please set my alarm", {}),
    (ALARM, "set two alarms for me", {}),  # a plural matches
    (ALARM, "set an alarm and what's the weather?", {}),  # partial: a clause it does not cover
    (ALARM, "my smoke alarm keeps beeping", {}),  # excluded phrase
    (ALARM, "set alarm 5", {}),  # excluded by the regex of one digit
    (ALARM, "alarm d", {}),  # ... which is a regex, not the word "d"
    (DEVICE, "battery drains fast", {}),  # required context missing
    (DEVICE, "battery drains fast", {"device": "phone"}),
    (LEVEL, "set the volume to 7", {}),
    (LEVEL, "set the volume to 70", {}),  # the parameter is out of range
]


def rules_service_answer(spec: RuleSpec, text: str, context: dict[str, str]) -> str | None:
    """What the rules service answers (its text, or the op it sends to the sandbox), or None."""
    rulebook = Rulebook(NO_CONFIGURED_RULES)
    rulebook.apply_state(rule_key(spec.scope, spec.id).encode(), encode(spec))
    env = Envelope(trace_id=new_trace_id(), tenant=TENANT, text=text, context=context)
    apply(env, rulebook.evaluate(TENANT, text, context), rulebook)
    if env.route.decided_by != f"rule:{spec.id}":
        return None
    return env.answer.text if env.answer is not None else f"{env.task.op} {env.task.args}"


def cached(text: str, answer: str, context: dict[str, str]) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), tenant=TENANT, text=text, context=context)
    env.route = Route(path="fast", decided_by="cache.exact")
    env.answer = Answer(status="ok", text=answer)
    return env


@pytest.mark.parametrize("spec, text, context", CASES, ids=[f"{s.id}: {t}" for s, t, _ in CASES])
def test_the_miner_answers_exactly_the_requests_the_rules_service_answers(spec, text, context) -> None:
    answered = rules_service_answer(spec, text, context)
    assert rule_matcher(spec)(normalise(text), context) == (answered is not None)


@pytest.mark.parametrize("text, context", [(t, c) for s, t, c in CASES if s is ALARM or s is DEVICE])
def test_a_cache_hit_is_judged_by_what_the_rules_service_would_have_answered(text, context) -> None:
    rules = {ALARM.id: ALARM, DEVICE.id: DEVICE}
    answered = {spec.id: rules_service_answer(spec, text, context) for spec in rules.values()}
    for cache_said in ("Your alarm is set.", "Charge it overnight.", "Something else."):
        uses = cache_uses(cached(text, cache_said, context), rules)
        assert {u.rule_id: u.correct for u in uses} == {
            rid: normalise(said) == normalise(cache_said) for rid, said in answered.items() if said}


WORDS = ["set", "an", "alarm", "alarms", "smoke", "clock", "and", "what's", "how", "the", "weather",
         "5", "?", "please", "also", "闹钟", "另外"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8))
def test_any_request_from_these_words_is_judged_alike(words: list[str]) -> None:
    text = " ".join(words)
    answered = rules_service_answer(ALARM, text, {})
    assert rule_matcher(ALARM)(normalise(text)) == (answered is not None), text
