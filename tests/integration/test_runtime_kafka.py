"""The runtime's scenario (tests/fakes/runtime.py) on the real broker through librdkafka: the same
runner, commits, retries and dead letters as on the in-memory transport, on topics of its own."""

from __future__ import annotations

import asyncio

import pytest
from fakes.runtime import Seen, eventually, publish, run_scenario

from dtlib.runtime import Handlers, Runtime, Step
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.topics import Topic

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("synchronous", [False, True], ids=["async-handler", "sync-handler"])
async def test_the_runtime_scenario_on_the_real_broker(prefix, synchronous: bool) -> None:
    await run_scenario(lambda: ConfluentTransport(prefix, "unit"), prefix, timeout=30.0,
                       synchronous=synchronous)


async def test_a_replica_is_ready_only_after_reading_its_state_topic(prefix) -> None:
    s, transport = prefix, ConfluentTransport(prefix, "unit")
    await transport.start()
    for i in range(50):
        transport.publish(f"{s.topic_prefix}rules.state", f"rule{i % 10}".encode(), str(i).encode())
    rules: dict[bytes, bytes] = {}

    def build(settings, deps) -> Handlers:
        async def passed(env):
            return None

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, passed)
        handlers.follow(Topic.RULES_STATE, lambda key, value: rules.__setitem__(key, value))
        return handlers

    step = Step("unit", consumes=(Topic.CACHE_MISS,), emits=(), follows=(Topic.RULES_STATE,),
                build=build)
    await asyncio.sleep(1.0)  # all 50 acknowledged before the replica starts
    runtime = Runtime(step, s, transport)
    await asyncio.wait_for(runtime.start(), 30)
    assert runtime.ready and rules == {f"rule{i}".encode(): str(40 + i).encode() for i in range(10)}
    seen = Seen(transport, s, Topic.RULES_STATE)
    transport.publish(f"{s.topic_prefix}rules.state", b"rule0", b"new")
    await eventually(lambda: rules[b"rule0"] == b"new", 30)  # and it keeps following
    publish(transport, s, Topic.CACHE_MISS, "ok")
    await seen.close()
    await runtime.stop()
    await transport.close()
