"""The slow path through Kafka on its own processes: llm (on the fake OpenAI-compatible server),
fuser and sandbox (Kafka and gRPC), with their own topic prefix and instance names. It needs only
the broker at DT_KAFKA_BOOTSTRAP; it never starts or stops the services of `dualtrack dev up`."""

from __future__ import annotations

import pytest

from dualtrack.bench.slowpath import FakeModel, SlowPathClient, SlowPathProcesses

pytestmark = pytest.mark.integration

SCRIPT = [
    {"match": "colour", "replies": [{"content": "The sky is blue."}]},
    {"match": "eggs", "replies": [{"content": "12×24=298, so the crate holds 298 eggs."}]},
    {"match": "fixed", "replies": [{"content": "12×24=298."}, {"content": "12×24=288."}]},
    {"match": "balance", "replies": [{"content": "1,000,000 - 13,567,890 = -12,567,890."}]},
    {"match": "fifteen", "replies": [{"content": '{"op": "percent_of", "args": {"percent": 15, "of": 80}}'}]},
    {"match": "down", "replies": [{"status": 503}]},
]


@pytest.fixture(scope="module")
async def slowpath():
    with FakeModel() as fake:
        fake.script(SCRIPT)
        procs = SlowPathProcesses(fake.base_url, llm_attempts=2, llm_backoff_initial_s=0.05,
                                  llm_breaker_failures=100)
        await procs.start()
        try:
            async with SlowPathClient(procs.settings) as client:
                yield client, fake
        finally:
            await procs.stop()


async def test_an_open_question_is_answered_by_llm_then_fuser(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("Name one colour of the sky.")
    assert env.answer.status == "ok" and env.answer.text == "The sky is blue."
    assert [h.service for h in env.hops] == ["llm", "fuser"]
    assert len({h.instance for h in env.hops}) == 2


async def test_a_wrong_number_never_reaches_the_user(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("How many eggs in 12 rows of 24?")
    # the model repeats itself when told: the loop stops and the corrected draft is presented
    assert [h.service for h in env.hops] == ["llm", "fuser", "llm", "fuser"]
    assert env.answer.status == "ok"
    assert env.answer.text == "12×24=288 (corrected from 298), so the crate holds 288 (corrected from 298) eggs."
    assert env.meta.decisions == ["gather_more: contradiction", "present: contradiction+stagnation"]


async def test_gather_more_goes_back_through_kafka(slowpath) -> None:
    client, fake = slowpath
    env = await client.ask("fixed: what is 12 times 24?")
    assert env.answer.text == "12×24=288." and env.meta.iterations == 2
    outcomes = [h.outcome for h in env.hops]
    assert outcomes == ["drafted", "gather_more:contradiction", "drafted", "answer:ok"]
    retry = [r for r in fake.log() if r["question"].startswith("fixed")][-1]
    assert "12*24 = 298 is wrong; 12*24 = 288" in retry["messages"][-1]["content"]


async def test_a_negative_number_survives(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("What is my balance?")
    assert env.answer.text == "1,000,000 - 13,567,890 = -12,567,890."
    assert [c.correct for c in env.results.draft.claims] == [True]


async def test_program_aided_computation_runs_on_the_sandbox(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("what is fifteen percent of eighty", task_type="compute")
    assert env.answer.status == "ok" and env.answer.value == "12" and env.answer.text == "15% of 80 = 12"
    assert env.task.source == "llm" and env.results.sandbox.steps


async def test_an_unavailable_model_is_a_clear_error(slowpath) -> None:
    client, _ = slowpath
    env = await client.ask("down: anyone there?")
    assert env.answer.status == "error" and env.answer.error.code == "LLM_UNAVAILABLE"
    assert "HTTP 503" in env.answer.error.message
