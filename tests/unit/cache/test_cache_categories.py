"""Which answers are cached, in which category, for how long."""

import pytest

from dtlib.envelope import Answer, Claim, LlmDraft, Perception, SandboxResult
from services.cache.categories import Category, categorise, not_cacheable_reason, ttl_s
from services.cache.signature import request_signature

from .helpers import answered


def _category(env, settings):
    return categorise(env, request_signature(env.text), settings)


def test_rule_answers_are_knowledge_and_sandbox_answers_are_computations(settings) -> None:
    assert _category(answered("what is dualtrack", "An engine."), settings) is Category.KNOWLEDGE
    compute = answered("12*24", "288", decided_by="classifier", compute=True)
    assert _category(compute, settings) is Category.COMPUTE
    assert ttl_s(Category.COMPUTE, settings) > ttl_s(Category.KNOWLEDGE, settings) > ttl_s(Category.LIVE, settings)


@pytest.mark.parametrize("text", ["what time is it now", "明天天气怎么样", "bitcoin price", "服务器当前状态"])
def test_questions_about_a_moment_are_live(settings, text) -> None:
    assert _category(answered(text, "x"), settings) is Category.LIVE


def test_perception_lookup_is_live_and_compute_is_compute(settings) -> None:
    env = answered("tell me about the thing", "x")
    env.perception = Perception(task_type="lookup")
    assert _category(env, settings) is Category.LIVE
    env.perception = Perception(task_type="compute")
    assert _category(env, settings) is Category.COMPUTE


def test_personal_context_is_never_cached(settings) -> None:
    assert _category(answered("what is my balance", "$5", account="42"), settings) is Category.PERSONAL


@pytest.mark.parametrize("change, reason", [
    (lambda e: setattr(e, "answer", Answer(status="uncertain", text="maybe")), "status-uncertain"),
    (lambda e: setattr(e, "answer", Answer(status="error", text="")), "status-error"),
    (lambda e: setattr(e, "answer", Answer(status="ok", text="  ")), "empty"),
    (lambda e: setattr(e.route, "decided_by", "cache.semantic"), "cache-hit"),
    (lambda e: setattr(e.results, "sandbox", SandboxResult(status="timeout")), "incomplete-sandbox"),
    (lambda e: setattr(e.results, "draft", LlmDraft(text="x", claims=[Claim(text="2+2=5", correct=False)])),
     "incomplete-wrong-claim"),
    (lambda e: setattr(e.results, "draft", LlmDraft(text="x", completion_tokens=10_000)), "incomplete-truncated"),
])
def test_uncertain_error_and_incomplete_answers_are_never_cached(settings, change, reason) -> None:
    env = answered("what is dualtrack", "An engine.")
    change(env)
    assert not_cacheable_reason(env, settings) == reason
    assert _category(env, settings) is None
