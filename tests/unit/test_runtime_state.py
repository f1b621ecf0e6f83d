"""State followers and declarations: a replica consumes nothing and is not ready before it has read
its state topics to the end; it keeps following them, never under a synchronous handler's feet;
the factory must wire what the step declares, and nothing may be published on an undeclared topic."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from fakes.runtime import eventually, publish, settings

from dtlib import envelope as E
from dtlib.runtime import Handlers, MemoryTransport, Put, Runtime, Step, UndeclaredTopic
from dtlib.topics import Topic, topic_name

S = settings()
STATE = topic_name(Topic.RULES_STATE, S.topic_prefix)


def rules_step(rules: dict, answered: list, applying: asyncio.Event | None = None) -> Step:
    def build(settings, deps) -> Handlers:
        async def apply(key: bytes | None, value: bytes | None) -> None:
            if value == b"slow" and applying is not None:
                await applying.wait()
            if value == b"bad":
                raise ValueError("not a rule")
            rules[key] = value

        async def answer(env: E.Envelope) -> None:
            answered.append((env.text, dict(rules)))

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, answer)
        handlers.follow(Topic.RULES_STATE, apply)
        return handlers

    return Step("rules", consumes=(Topic.CACHE_MISS,), emits=(Topic.RESPONSES,),
                follows=(Topic.RULES_STATE,), build=build)


async def test_a_replica_is_ready_and_consumes_only_after_reading_its_state_to_the_end() -> None:
    transport, rules, answered, applying = MemoryTransport(), {}, [], asyncio.Event()
    for key, value in [(b"r1", b"v1"), (b"r2", b"bad"), (b"r1", b"v2"), (b"r3", b"slow")]:
        transport.publish(STATE, key, value)
    publish(transport, S, Topic.CACHE_MISS, "waiting")
    runtime = Runtime(rules_step(rules, answered, applying), S, transport)
    starting = asyncio.create_task(runtime.start())
    await asyncio.sleep(0.05)
    assert not runtime.ready and answered == []  # still applying r3

    applying.set()
    await asyncio.wait_for(starting, 5)
    assert runtime.ready
    await eventually(lambda: len(answered) == 1)
    # The bad record was skipped; the request saw the whole state, latest value of each key.
    assert answered == [("waiting", {b"r1": b"v2", b"r3": b"slow"})]

    transport.publish(STATE, b"r1", b"v3")  # and it keeps following
    await eventually(lambda: rules[b"r1"] == b"v3")
    await runtime.stop()


async def test_an_empty_state_topic_is_caught_up_at_once() -> None:
    transport = MemoryTransport()
    runtime = Runtime(rules_step({}, []), S, transport)
    await asyncio.wait_for(runtime.start(), 5)
    assert runtime.ready
    await runtime.stop()


async def test_a_factory_must_wire_what_its_step_declares() -> None:
    def build(settings, deps) -> Handlers:
        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, lambda env: None)
        return handlers  # follows nothing, though the step says it follows rules.state

    step = Step("rules", consumes=(Topic.CACHE_MISS,), emits=(), follows=(Topic.RULES_STATE,),
                build=build)
    with pytest.raises(ValueError, match="rules.state"):
        await Runtime(step, S, MemoryTransport()).start()


async def test_a_background_publish_on_an_undeclared_topic_is_refused() -> None:
    transport = MemoryTransport()
    runtime = Runtime(rules_step({}, []), S, transport)
    await runtime.start()
    with pytest.raises(UndeclaredTopic):
        runtime.publish(Put(Topic.USERS_STATE, b"u1", b"{}"))
    assert transport.records(topic_name(Topic.USERS_STATE, S.topic_prefix)) == []
    await asyncio.gather(*runtime.publish(Put(Topic.RESPONSES, b"k", b"v")))
    assert len(transport.records(topic_name(Topic.RESPONSES, S.topic_prefix))) == 1
    await runtime.stop()


async def test_a_replica_is_ready_only_once_its_start_hooks_are_done() -> None:
    transport, order, release = MemoryTransport(), [], asyncio.Event()

    def build(settings, deps) -> Handlers:
        async def fork_workers() -> None:
            await release.wait()
            order.append("started")

        async def answer(env: E.Envelope) -> None:
            order.append(env.text)

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, answer)
        handlers.on_start.append(fork_workers)
        return handlers

    publish(transport, S, Topic.CACHE_MISS, "waiting")
    runtime = Runtime(Step("rules", consumes=(Topic.CACHE_MISS,), emits=(), build=build), S, transport)
    starting = asyncio.create_task(runtime.start())
    await asyncio.sleep(0.05)
    assert not runtime.ready and order == []  # nothing consumed while the hook runs

    release.set()
    await asyncio.wait_for(starting, 5)
    assert runtime.ready
    await eventually(lambda: order == ["started", "waiting"])
    await runtime.stop()


async def test_a_start_hook_that_fails_fails_the_start() -> None:
    def build(settings, deps) -> Handlers:
        async def broken() -> None:
            raise OSError("port in use")

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, lambda env: asyncio.sleep(0))
        handlers.on_start.append(broken)
        return handlers

    runtime = Runtime(Step("rules", consumes=(Topic.CACHE_MISS,), emits=(), build=build), S, MemoryTransport())
    with pytest.raises(OSError, match="port in use"):
        await runtime.start()
    assert not runtime.ready


def reads_twice_step(state: dict, seen: list, reading: threading.Event, follow_async: bool = False) -> Step:
    """A synchronous handler that reads the state twice, with a pause between the reads."""

    def build(settings, deps) -> Handlers:
        def apply(key: bytes | None, value: bytes | None) -> None:
            state["threshold"] = state["version"] = int(value or b"0")

        async def apply_later(key: bytes | None, value: bytes | None) -> None:
            apply(key, value)

        def answer(env: E.Envelope) -> None:  # synchronous: on the subscription's own thread
            first = state["threshold"]
            reading.set()
            time.sleep(0.2)  # a state record arrives meanwhile
            seen.append((first, state["version"]))

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, answer)
        handlers.follow(Topic.RULES_STATE, apply_later if follow_async else apply)
        return handlers

    return Step("rules", consumes=(Topic.CACHE_MISS,), emits=(), follows=(Topic.RULES_STATE,),
                build=build)


async def test_a_synchronous_handler_never_sees_the_state_change_between_two_of_its_reads() -> None:
    transport, state, seen, reading = MemoryTransport(), {}, [], threading.Event()
    transport.publish(STATE, b"user", b"1")
    runtime = Runtime(reads_twice_step(state, seen, reading), S, transport)
    await runtime.start()
    publish(transport, S, Topic.CACHE_MISS, "read twice")
    assert await asyncio.to_thread(reading.wait, 5)
    transport.publish(STATE, b"user", b"2")  # applied only once the handler is done
    await eventually(lambda: seen and state["version"] == 2)
    assert seen == [(1, 1)]
    await runtime.stop()


async def test_a_synchronous_handler_cannot_follow_its_state_with_an_async_handler() -> None:
    step = reads_twice_step({}, [], threading.Event(), follow_async=True)
    runtime = Runtime(step, S, MemoryTransport())
    with pytest.raises(ValueError, match="plain functions"):
        await runtime.start()
    assert not runtime.ready
