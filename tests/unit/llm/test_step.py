"""The llm step on the runtime: llm.tasks → llm.drafts, one hop record each; a model that cannot
answer is a draft with an error (never a dead letter); concurrent requests share the model."""

from __future__ import annotations

import asyncio
import time

from dtlib.topics import Topic
from fakes.harness import Replicas, local_check, settings_for, slow_request
from services.llm import main as llm
from services.llm.backends import OpenAICompatible
from services.llm.resilience import ResilientModel


async def drafts_for(fake, texts: list[tuple[str, str | None]], **overrides):
    settings = settings_for(fake, **overrides)
    replicas = Replicas(settings)
    model = ResilientModel(OpenAICompatible(settings), settings)
    await replicas.start((llm.step, llm.Deps(model=model, execute=local_check)))
    envs = [slow_request(text, task_type=task_type) for text, task_type in texts]
    for env in envs:
        replicas.publish(Topic.LLM_TASKS, env)
    deadline = time.monotonic() + 10
    while len(replicas.envelopes(Topic.LLM_DRAFTS)) < len(envs):
        assert time.monotonic() < deadline, "no drafts"
        await asyncio.sleep(0.005)
    await replicas.stop()
    assert replicas.transport.records(replicas.name(Topic.DLQ)) == []
    by_id = {e.trace_id: e for e in replicas.envelopes(Topic.LLM_DRAFTS)}
    return [by_id[e.trace_id] for e in envs]


async def test_a_task_becomes_a_draft_with_its_hop(fake) -> None:
    fake.script([{"match": "colour", "replies": [{"content": "The sky is blue."}]}])
    (env,) = await drafts_for(fake, [("Name one colour of the sky.", None)])
    assert env.results.draft.text == "The sky is blue." and env.results.draft.backend == "openai-compatible"
    assert [(h.service, h.outcome) for h in env.hops] == [("llm", "drafted")]
    assert env.meta.iterations == 1


async def test_an_ambiguous_request_is_not_put_to_the_model(fake) -> None:
    (env,) = await drafts_for(fake, [("5吨等于多少磅？", "ambiguous")])
    assert fake.log() == [] and env.hops[-1].outcome == "ambiguous"
    assert env.results.draft.text == ""


async def test_an_unavailable_model_is_a_draft_with_an_error(fake) -> None:
    fake.script(default={"status": 503})
    (env,) = await drafts_for(fake, [("Name one colour of the sky.", None)], llm_attempts=1)
    assert env.results.draft.error.code == "LLM_UNAVAILABLE"
    assert env.hops[-1].outcome == "error:llm_unavailable"


async def test_requests_are_drafted_concurrently(fake) -> None:
    fake.script(default={"content": "pong", "delay_ms": 300})
    envs = await drafts_for(fake, [(f"ping {i}", None) for i in range(4)], llm_concurrency=4)
    assert all(e.results.draft.text == "pong" for e in envs)
    assert fake.stats()["max_in_flight"] >= 2  # not one after the other: the model saw them overlap
