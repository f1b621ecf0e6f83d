"""Two passes of one request on two replicas at once, on the real broker (issue 21, case 2): a
replica joins while the other's passes of some requests are under way (a model call), the
consumer group moves partitions to it, and it handles their requests again from the last
commit. Both passes of each finish, each with an answer of its own (as a second pass can rightly
end differently: the cache learnt meanwhile, the model's breaker opened). Each request must get
one answer: the pass whose partition moved publishes nothing."""

from __future__ import annotations

import asyncio
import json

import pytest
from fakes.runtime import Seen, eventually

from dtlib import envelope as E
from dtlib.envelope import Answer, Envelope, new_trace_id
from dtlib.runtime import Emit, Handlers, Runtime, Step
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name

pytestmark = pytest.mark.integration

REQUESTS = 24  # over the 3 partitions of the test's topics: every partition has some


def answering_step(passes: list[tuple[str, asyncio.Event]]) -> Step:
    """llm.drafts → responses; each pass waits until the test lets it, then answers with the
    name of the replica that made it and its number."""

    def build(settings: Settings, deps: object) -> Handlers:
        async def answer(env: Envelope) -> Emit:
            passes.append((env.trace_id, let := asyncio.Event()))
            text = f"{settings.instance} pass {len(passes)}"
            await let.wait()
            env.answer = Answer(status="ok", text=text)
            return Emit(Topic.RESPONSES, env)

        handlers = Handlers()
        handlers.envelope(Topic.LLM_DRAFTS, answer, concurrency=2 * REQUESTS)
        return handlers

    return Step("twopasses", consumes=(Topic.LLM_DRAFTS,), emits=(Topic.RESPONSES,), build=build)


async def replica(s: Settings, instance: str, step: Step) -> tuple[Runtime, ConfluentTransport]:
    mine = s.model_copy(update={"instance": instance, "tracing": False, "metrics": False})
    transport = ConfluentTransport(mine, instance, step=True)
    await transport.start()
    runtime = Runtime(step, mine, transport)
    await asyncio.wait_for(runtime.start(), 60)
    return runtime, transport


async def test_passes_under_way_on_partitions_that_moved_do_not_answer_beside_the_new_owners(prefix) -> None:
    s: Settings = prefix
    passes: list[tuple[str, asyncio.Event]] = []
    step = answering_step(passes)
    client = ConfluentTransport(s, "client")
    await client.start()
    seen = Seen(client, s, Topic.RESPONSES)
    first = await replica(s, "first", step)
    trace_ids = [new_trace_id() for _ in range(REQUESTS)]
    for trace_id in trace_ids:
        env = Envelope(trace_id=trace_id, text="Tell me about Paris.", created_at=1_800_000_000.0)
        client.publish(topic_name(Topic.LLM_DRAFTS, s.topic_prefix), trace_id.encode(), E.encode(env))
    await eventually(lambda: len(passes) == REQUESTS, 30)  # every first pass under way
    second = await replica(s, "second", step)  # the group gives it some partitions
    await eventually(lambda: len(passes) > REQUESTS, 30)  # passes again on those that moved
    await asyncio.sleep(2.0)  # the rest of them
    again = len(passes) - REQUESTS
    for _, let in list(passes):  # every pass answers at once
        let.set()
    await eventually(lambda: {e.trace_id for e in seen.envelopes(Topic.RESPONSES)} >= set(trace_ids), 30)
    await asyncio.sleep(2.0)  # time for a second answer, if there were one
    answers: dict[str, list[str]] = {}
    for env in seen.envelopes(Topic.RESPONSES):
        answers.setdefault(env.trace_id, []).append(env.answer.text)
    for runtime, transport in (second, first):
        await runtime.stop()
        await transport.close()
    await seen.close()
    await client.close()
    assert again > 0  # partitions moved with passes under way
    twice = {t: texts for t, texts in answers.items() if len(texts) > 1}
    assert twice == {}, f"{len(twice)} of {again} requests handled again were answered twice"
    assert all(texts[0].startswith("second") for t, texts in answers.items()
               if sum(1 for trace, _ in passes if trace == t) > 1)  # the new owner's answer


def answering_at(name: str, consumes: Topic, passes: list[tuple[str, asyncio.Event]]) -> Step:
    """`consumes` → responses; each pass waits until the test lets it, then answers with the
    step's name (a cache hit, the fuser's draft: two passes of a request at different steps)."""

    def build(settings: Settings, deps: object) -> Handlers:
        async def answer(env: Envelope) -> Emit:
            passes.append((env.trace_id, let := asyncio.Event()))
            await let.wait()
            env.answer = Answer(status="ok", text=f"{name} on {settings.instance}")
            return Emit(Topic.RESPONSES, env)

        handlers = Handlers()
        handlers.envelope(consumes, answer, concurrency=2 * REQUESTS)
        return handlers

    return Step(name, consumes=(consumes,), emits=(Topic.RESPONSES,), build=build)


async def test_passes_at_two_steps_at_once_publish_the_first_claims_answer(prefix) -> None:
    """DT_ANSWER_CLAIM on (dtlib/runtime/claims.py): every request is under way at the cache and
    at the fuser at once, both answer; the client gets one answer per request, whoever publishes
    it (identical bytes), and answered.state ends each request with an answered record."""
    s: Settings = prefix.model_copy(update={"answer_claim": "on"})
    passes: list[tuple[str, asyncio.Event]] = []
    client = ConfluentTransport(s, "client")
    await client.start()
    seen = Seen(client, s, Topic.RESPONSES, Topic.ANSWERED_STATE)
    cache = await replica(s, "cache", answering_at("cache", Topic.REQUESTS, passes))
    fuser = await replica(s, "fuser", answering_at("fuser", Topic.SANDBOX_RESULTS, passes))
    trace_ids = [new_trace_id() for _ in range(REQUESTS)]
    for trace_id in trace_ids:
        env = Envelope(trace_id=trace_id, text="12*24", created_at=1_800_000_000.0)
        for topic in (Topic.REQUESTS, Topic.SANDBOX_RESULTS):
            client.publish(topic_name(topic, s.topic_prefix), trace_id.encode(), E.encode(env))
    await eventually(lambda: len(passes) == 2 * REQUESTS, 30)  # both passes of each under way
    for _, let in passes:
        let.set()
    await eventually(lambda: {r.key.decode() for r in seen.records[Topic.RESPONSES]} >= set(trace_ids), 30)

    def last_records() -> dict[bytes, dict]:
        return {r.key: json.loads(r.value) for r in seen.records[Topic.ANSWERED_STATE]}

    await eventually(lambda: len(last_records()) == REQUESTS
                     and all("claim" not in v for v in last_records().values()), 30)
    await asyncio.sleep(1.0)  # time for another answer, if there were one
    bodies: dict[str, set[bytes]] = {}
    for record in seen.records[Topic.RESPONSES]:
        bodies.setdefault(record.key.decode(), set()).add(record.value)
    for runtime, transport in (cache, fuser):
        await runtime.stop()
        await transport.close()
    await seen.close()
    await client.close()
    differing = {t: len(b) for t, b in bodies.items() if len(b) > 1}
    assert differing == {}, f"{len(differing)} of {REQUESTS} requests got different answers"
