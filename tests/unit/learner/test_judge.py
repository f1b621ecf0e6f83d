"""Which uses of which rules an answered request tells the learner about."""

from __future__ import annotations

from dtlib.envelope import Answer, Envelope, Route, SandboxResult, ShadowDecision, Task, new_trace_id
from dtlib.records import RuleAction, RuleMatch, RuleParam, RuleSpec
from services.learner.judge import cache_uses, uses_of

ANSWER_RULE = RuleSpec(id="r1", match=RuleMatch(all=["alarm"]), action=RuleAction(answer={"en": "Alarm set."}))
OP_RULE = RuleSpec(id="r2", match=RuleMatch(regex=[r"(?P<n1>\d+)% of (?P<n2>\d+)"]),
                   params=[RuleParam(name="n1", type="number"), RuleParam(name="n2", type="number")],
                   action=RuleAction(op="percent_of", args={"percent": "{n1}", "of": "{n2}"}))
RULES = {"r1": ANSWER_RULE, "r2": OP_RULE}


def slow(text: str, answer: str, *shadows: ShadowDecision, status: str = "ok") -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text)
    env.route = Route(path="slow", decided_by="classifier", shadow=list(shadows))
    env.answer = Answer(status=status, text=answer)  # type: ignore[arg-type]
    return env


def shadow(rule_id: str, **kw) -> ShadowDecision:
    return ShadowDecision(candidate=f"rule:{rule_id}", path="fast", decided_by=f"rule:{rule_id}", **kw)


def test_a_shadow_rule_is_right_when_the_slow_path_said_what_it_would_have_said() -> None:
    [use] = uses_of(slow("set an alarm", "alarm set", shadow("r1", answer="Alarm set.")), RULES)
    assert use.mode == "shadow" and use.correct  # case and punctuation do not matter
    [use] = uses_of(slow("set an alarm", "I cannot set alarms.", shadow("r1", answer="Alarm set.")), RULES)
    assert not use.correct


def test_a_shadow_decision_without_its_would_be_answer_is_not_judged() -> None:
    assert uses_of(slow("set an alarm", "Alarm set.", shadow("r1")), RULES) == []


def test_an_op_rule_is_compared_on_the_operation_and_its_numbers() -> None:
    would = Task(op="percent_of", args={"percent": "15", "of": "80"}, source="rule:r2")
    env = slow("what is 15% of 80", "12", shadow("r2", task=would))
    env.task = Task(op="percent_of", args={"percent": "15.0", "of": "80"}, source="llm")
    env.results.sandbox = SandboxResult(status="ok", value="12")
    [use] = uses_of(env, RULES)
    assert use.correct
    env.task = Task(op="percent_of", args={"percent": "80", "of": "15"}, source="llm")
    [use] = uses_of(env, RULES)
    assert not use.correct


def test_nothing_is_judged_against_an_uncertain_answer_or_another_rule() -> None:
    alarm = shadow("r1", answer="Alarm set.")
    assert uses_of(slow("set an alarm", "I don't know", alarm, status="uncertain"), RULES) == []
    env = slow("set an alarm", "Alarm set.", alarm)
    env.route.decided_by, env.route.path = "rule:other", "fast"
    assert uses_of(env, RULES) == []


def test_a_live_answer_is_a_use_and_unknown_rules_are_ignored() -> None:
    env = slow("set an alarm", "Alarm set.", shadow("not-tracked"))
    env.route = Route(path="fast", decided_by="rule:r1", shadow=env.route.shadow)
    [use] = uses_of(env, RULES)
    assert use.mode == "live" and use.correct and use.rule_id == "r1"


def cached(text: str, answer: str, kind: str = "semantic") -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text)
    env.route = Route(path="fast", decided_by=f"cache.{kind}")
    env.answer = Answer(status="ok", text=answer)
    return env


def test_rules_are_judged_on_what_the_cache_answered_too() -> None:
    # The request never reached the rules service: the learner matches the rules itself.
    [use] = cache_uses(cached("please set an alarm", "alarm set."), RULES)
    assert use.rule_id == "r1" and use.mode == "shadow" and use.correct
    [use] = cache_uses(cached("alarm clock battery low?", "Replace the battery."), RULES)
    assert not use.correct  # it would have answered the cache's question wrongly
    assert cache_uses(cached("what is the weather", "Sunny."), RULES) == []  # no rule matches
    assert cache_uses(cached("what is 15% of 80", "12"), RULES) == []  # computations are not compared
    assert cache_uses(slow("set an alarm", "Alarm set."), RULES) == []  # only the cache's answers
    assert uses_of(cached("please set an alarm", "Alarm set."), RULES) == []
