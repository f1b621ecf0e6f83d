"""One final answer per request on the real broker: a fuser replica started after another one
answered recovers `answered.state` (created with cleanup.policy=compact,delete and its retention)
before it consumes, and drops a draft of that model call delivered again."""

from __future__ import annotations

import asyncio

import pytest
from fakes.harness import local_check
from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, ErrorInfo, LlmDraft, Perception, new_trace_id
from dtlib.runtime import Runtime
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.topics import Topic, topic_name
from services.fuser import main as fuser
from services.fuser.settings import FuserSettings

pytestmark = pytest.mark.integration

CREATED = 1_800_000_000.0


def _draft(trace_id: str, created_at: float = CREATED, failed: bool = False) -> Envelope:
    env = Envelope(trace_id=trace_id, text="Tell me about Paris.", created_at=created_at,
                   perception=Perception(language="en", task_type="open"))
    error = ErrorInfo(code="LLM_UNAVAILABLE", message="the model is unavailable") if failed else None
    env.results.draft = LlmDraft(text="" if failed else "Paris is the capital of France.", error=error)
    return env


async def _fuser(s: FuserSettings) -> tuple[Runtime, ConfluentTransport]:
    transport = ConfluentTransport(s, "fuser")
    await transport.start()
    runtime = Runtime(fuser.step, s, transport, fuser.Deps(check=local_check, warm_up=False))
    await asyncio.wait_for(runtime.start(), 60)
    return runtime, transport


async def test_a_restarted_fuser_drops_a_draft_for_a_request_answered_before(prefix) -> None:
    s = settings(prefix.topic_prefix, FuserSettings)
    client = ConfluentTransport(s, "client")
    await client.start()
    seen = Seen(client, s, Topic.RESPONSES, Topic.ANSWERED_STATE)
    drafts = topic_name(Topic.LLM_DRAFTS, s.topic_prefix)

    def publish(env: Envelope) -> None:
        client.publish(drafts, env.trace_id.encode(), env_mod.encode(env))

    def answers(trace_id: str) -> list[tuple[float, str]]:
        return [(e.created_at, e.answer.status) for e in seen.envelopes(Topic.RESPONSES)
                if e.trace_id == trace_id]

    trace_id = new_trace_id()
    runtime, transport = await _fuser(s)
    publish(_draft(trace_id))
    await eventually(lambda: len(seen.records[Topic.ANSWERED_STATE]) == 1, 30)
    await runtime.stop()  # the replica goes, its memory with it
    await transport.close()

    publish(_draft(trace_id, failed=True))  # the model call delivered again
    publish(_draft(trace_id, CREATED + 60, failed=True))  # then a new request with that trace id
    runtime, transport = await _fuser(s)
    await eventually(lambda: len(answers(trace_id)) == 2, 30)
    await runtime.stop()
    await transport.close()
    await seen.close()
    await client.close()
    assert answers(trace_id) == [(CREATED, "ok"), (CREATED + 60, "error")]


async def test_a_model_call_delivered_twice_at_once_gets_one_answer(prefix) -> None:
    """Both drafts of one model call reach the fuser before either is answered (a replica fenced
    after a broker restart and the partition's new owner both made the call; the breaker was open
    for one of them): one answer, the first (issue 21: answered.state learns of an answer only
    after the broker acknowledged it and the follower read it back, too late for the second)."""
    s = settings(prefix.topic_prefix, FuserSettings)
    client = ConfluentTransport(s, "client")
    await client.start()
    seen = Seen(client, s, Topic.RESPONSES, Topic.ANSWERED_STATE)
    drafts = topic_name(Topic.LLM_DRAFTS, s.topic_prefix)
    trace_id = new_trace_id()
    for env in (_draft(trace_id), _draft(trace_id, failed=True)):  # one partition, in this order
        await client.publish(drafts, env.trace_id.encode(), env_mod.encode(env))
    runtime, transport = await _fuser(s)  # both drafts come in its first fetch
    await eventually(lambda: len(seen.records[Topic.ANSWERED_STATE]) >= 1, 30)
    await asyncio.sleep(2.0)  # time for a second answer, if there were one
    await runtime.stop()
    await transport.close()
    await seen.close()
    await client.close()
    assert [(e.created_at, e.answer.status) for e in seen.envelopes(Topic.RESPONSES)
            if e.trace_id == trace_id] == [(CREATED, "ok")]
