"""One final answer per request: a model call delivered again after the request was answered (its
llm replica died before committing it) brings a second draft, which is dropped; a new request with
the same trace id is still answered."""

from __future__ import annotations

import asyncio

from dtlib.envelope import Envelope, ErrorInfo, LlmDraft, Perception, new_trace_id
from dtlib.topics import Topic
from fakes.harness import Replicas, local_check
from services.fuser import main as fuser


def _draft(trace_id: str, created_at: float, error: ErrorInfo | None = None) -> Envelope:
    env = Envelope(trace_id=trace_id, text="Tell me about Paris.", created_at=created_at,
                   perception=Perception(language="en", task_type="open"))
    env.results.draft = LlmDraft(text="" if error else "Paris is the capital of France.", error=error)
    return env


async def test_a_draft_delivered_again_after_the_answer_does_not_answer_twice() -> None:
    from dualtrack.settings import AllSettings

    replicas = Replicas(AllSettings(tracing=False, commit_interval_ms=5, topic_prefix=f"u{new_trace_id()[:6]}."))
    await replicas.start((fuser.step, fuser.Deps(check=local_check, warm_up=False)))
    trace_id, created = new_trace_id(), 1_800_000_000.0
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, created))
    first = await replicas.answer(trace_id)
    unavailable = ErrorInfo(code="LLM_UNAVAILABLE", message="the model is unavailable", hint="try again")
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, created, unavailable))  # the call again
    replicas.publish(Topic.LLM_DRAFTS, _draft(trace_id, created + 60, unavailable))  # a new request
    answers: list[Envelope] = []
    for _ in range(2000):
        answers = [e for e in replicas.envelopes(Topic.RESPONSES) if e.trace_id == trace_id]
        if len(answers) >= 2:
            break
        await asyncio.sleep(0.005)
    await asyncio.sleep(0.1)  # a second answer to the first request would be there by now
    answers = [e for e in replicas.envelopes(Topic.RESPONSES) if e.trace_id == trace_id]
    await replicas.stop()
    assert first.answer.status == "ok"
    assert [(e.created_at, e.answer.status) for e in answers] == [(created, "ok"), (created + 60, "error")]
