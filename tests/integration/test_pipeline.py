"""One real request through separate service processes: answered, stored, traced."""

from __future__ import annotations

import asyncio
import time

import asyncpg
import pytest

from dtlib.envelope import new_trace_id
from dtlib.settings import get_settings
from dualtrack.client import Client
from dualtrack.trace import fetch_trace

pytestmark = pytest.mark.integration


async def stored_trajectory(trace_id: str, timeout: float = 20.0) -> asyncpg.Record | None:
    conn = await asyncpg.connect(get_settings().pg_dsn)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            row = await conn.fetchrow("SELECT * FROM trajectories WHERE trace_id = $1", trace_id)
            if row is not None:
                return row
            await asyncio.sleep(0.3)
        return None
    finally:
        await conn.close()


async def traced_services(trace_id: str, expected: set[str], timeout: float = 30.0) -> set[str]:
    deadline = time.monotonic() + timeout
    services: set[str] = set()
    while time.monotonic() < deadline:
        spans = await asyncio.to_thread(fetch_trace, trace_id)
        services = {s["service"] for s in spans}
        if expected <= services:
            break
        await asyncio.sleep(1)
    return services


async def test_computation_is_answered_stored_and_traced(client: Client) -> None:
    trace_id = new_trace_id()
    reply = await client.ask("12*24等于多少", trace_id=trace_id, timeout=60)

    env = reply.envelope
    assert env.trace_id == trace_id
    assert env.answer is not None and env.answer.status == "ok"
    assert env.answer.value == "288"
    assert env.route.path == "fast" and env.route.decided_by == "classifier"
    assert [h.service for h in env.hops] == ["cache", "rules", "classifier", "sandbox", "fuser"]
    assert len({h.instance for h in env.hops}) == 5  # five separate processes

    row = await stored_trajectory(trace_id)
    assert row is not None, "the learner did not store the trajectory"
    assert row["status"] == "ok" and row["path"] == "fast" and row["answer_value"] == "288"

    expected = {f"dualtrack.{s}" for s in ("cache", "rules", "classifier", "sandbox", "fuser",
                                            "learner")}
    assert expected <= await traced_services(trace_id, expected)
    spans = await asyncio.to_thread(fetch_trace, trace_id)
    assert {s["trace_id"] for s in spans} == {trace_id}  # one trace, under the published id


async def test_an_answer_of_the_demonstration_model_is_labelled_and_not_replayed(client: Client) -> None:
    question = "Name one colour of the sky."
    first = await client.ask(question, timeout=180)
    assert first.envelope.answer is not None and first.envelope.answer.status in ("ok", "uncertain")
    assert first.envelope.route.path == "slow"
    assert [h.service for h in first.envelope.hops][-2:] == ["llm", "fuser"]
    provenance = first.envelope.answer.provenance
    assert provenance is not None and provenance.demonstration and not provenance.source.startswith("cache.")

    # The embedded model is a demonstration model: its answers are not remembered (unless
    # DT_CACHE_DEMONSTRATION_ANSWERS says so), so the repeat goes to the model again.
    await asyncio.sleep(3)
    again = await client.ask("name one colour of the sky", timeout=180)
    assert again.envelope.route.decided_by != "cache.exact"
    assert [h.service for h in again.envelope.hops][-2:] == ["llm", "fuser"]


async def test_tenants_do_not_share_cached_answers(client: Client) -> None:
    await client.ask("what is dualtrack?", tenant="acme", timeout=30)
    deadline = time.monotonic() + 20
    while True:  # wait until acme's answer is cached
        same = await client.ask("what is dualtrack?", tenant="acme", timeout=30)
        if same.envelope.route.decided_by == "cache.exact" or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.5)
    assert same.envelope.route.decided_by == "cache.exact"
    other = await client.ask("what is dualtrack?", tenant="globex", timeout=30)
    assert other.envelope.route.decided_by == "rule:about.dualtrack"
