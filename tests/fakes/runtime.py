"""One scenario for the step runtime, run on the in-memory transport (tests/unit) and on the real
broker (tests/integration): the same runner, commit, retry and dead-letter code on both."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from dtlib import envelope as E
from dtlib.runtime import Emit, Handlers, MemoryTransport, Poison, Record, Runtime, Step, Transport
from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name


def settings(prefix: str = "u.", kind: type[Settings] = Settings, **overrides: Any) -> Any:
    """Settings of `kind` (a service's class, for its step) for fast tests: quick commits, no
    tracing."""
    return kind(topic_prefix=prefix, commit_interval_ms=5, dlq_max_attempts=3, tracing=False,
                **overrides)


def answered_records(transport: MemoryTransport, settings: Settings) -> list[Record]:
    """answered.state's records that say a request was answered (its answer delivered, or in
    doubt), not the claims that come before them with DT_ANSWER_CLAIM on (runtime/claims.py)."""
    return [r for r in transport.records(topic_name(Topic.ANSWERED_STATE, settings.topic_prefix))
            if r.value is None or json.loads(r.value).get("claim") is None]


async def knows_answered(runtime: Runtime, transport: MemoryTransport, settings: Settings,
                         count: int) -> None:
    """answered.state holds `count` answered records at least, and the replica has read the
    whole topic (claims included)."""
    topic = topic_name(Topic.ANSWERED_STATE, settings.topic_prefix)
    await eventually(lambda: len(answered_records(transport, settings)) >= count
                     and runtime.followers[0].records >= len(transport.records(topic)))


async def eventually(condition: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        await asyncio.sleep(0.005)


class Seen:
    """Every record of some topics, as a reader of the transport sees them."""

    def __init__(self, transport: Transport, settings: Settings, *topics: Topic) -> None:
        self.records: dict[Topic, list[Record]] = {t: [] for t in topics}
        self._readers = {t: transport.read(topic_name(t, settings.topic_prefix)) for t in topics}
        self._tasks = [asyncio.create_task(self._follow(t)) for t in topics]

    async def _follow(self, topic: Topic) -> None:
        while True:
            self.records[topic] += await self._readers[topic].take()

    def envelopes(self, topic: Topic) -> list[E.Envelope]:
        return [E.decode(r.value) for r in self.records[topic]]

    def headers(self, topic: Topic) -> list[dict[str, str]]:
        return [{k: v.decode() for k, v in r.headers} for r in self.records[topic]]

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for reader in self._readers.values():
            await reader.close()


def scenario_step(attempts: dict[str, int], synchronous: bool = False) -> Step:
    """cache.miss → rules.miss; the request text says how the handler behaves. `synchronous`: a
    plain `def` handler (run where the transport receives records), else an `async def` one."""

    def build(settings: Settings, deps: Any) -> Handlers:
        def judge_now(env: E.Envelope) -> Emit | None:
            attempts[env.text] = attempts.get(env.text, 0) + 1
            if env.text == "broken" or (env.text == "flaky" and attempts["flaky"] == 1):
                raise RuntimeError(f"cannot handle {env.text}")
            if env.text == "poison":
                raise Poison("BAD_INPUT", "this request can never be handled")
            if env.text == "stray":
                return Emit(Topic.LLM_TASKS, env)
            return Emit(Topic.RULES_MISS, env, outcome="passed")

        async def judge(env: E.Envelope) -> Emit | None:
            return judge_now(env)

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, judge_now if synchronous else judge)
        return handlers

    return Step("unit", consumes=(Topic.CACHE_MISS,), emits=(Topic.RULES_MISS,), build=build)


def publish(transport: Transport, settings: Settings, topic: Topic, text: str) -> str:
    env = E.Envelope(trace_id=E.new_trace_id(), text=text)
    transport.publish(topic_name(topic, settings.topic_prefix), env.trace_id.encode(), E.encode(env))
    return env.trace_id


async def run_scenario(make_transport: Callable[[], Transport], s: Settings,
                       timeout: float = 5.0, synchronous: bool = False) -> None:
    """Good, flaky, broken, poison, malformed and stray requests through one step (its handler
    `synchronous` or not); then a restart in the same group redelivers nothing that was handled."""
    attempts: dict[str, int] = {}
    transport = make_transport()
    await transport.start()
    runtime = Runtime(scenario_step(attempts, synchronous), s, transport)
    await runtime.start()
    seen = Seen(transport, s, Topic.RULES_MISS, Topic.DLQ, Topic.RESPONSES)
    texts = ["ok 1", "flaky", "broken", "poison", "stray", "ok 2"]
    ids = {text: publish(transport, s, Topic.CACHE_MISS, text) for text in texts}
    malformed_id = E.new_trace_id()
    transport.publish(topic_name(Topic.CACHE_MISS, s.topic_prefix), malformed_id.encode(), b"{not json")

    await eventually(lambda: len(seen.records[Topic.DLQ]) == 4
                     and len(seen.records[Topic.RULES_MISS]) == 3
                     and len(seen.records[Topic.RESPONSES]) == 4, timeout)
    passed = seen.envelopes(Topic.RULES_MISS)
    assert sorted(e.text for e in passed) == ["flaky", "ok 1", "ok 2"]
    assert all(r.key == e.trace_id.encode() for r, e in zip(seen.records[Topic.RULES_MISS], passed))
    assert all([(h.service, h.outcome) for h in e.hops] == [("unit", "passed")] for e in passed)
    assert attempts["flaky"] == 2 and attempts["broken"] == s.dlq_max_attempts
    assert attempts["poison"] == 1 and attempts["stray"] == 1

    dead = {h["dt-error-code"]: h for h in seen.headers(Topic.DLQ)}
    assert set(dead) == {"PROCESSING_FAILED", "BAD_INPUT", "UNDECLARED_TOPIC", "MALFORMED"}
    assert dead["PROCESSING_FAILED"]["dt-attempts"] == str(s.dlq_max_attempts)
    assert dead["BAD_INPUT"]["dt-attempts"] == "1"
    for headers in dead.values():
        assert headers["dt-source-topic"] == topic_name(Topic.CACHE_MISS, s.topic_prefix)
        assert headers["dt-service"] == "unit" and int(headers["dt-source-offset"]) >= 0
        assert headers["dt-error-message"]
    answers = {e.trace_id: e.answer for e in seen.envelopes(Topic.RESPONSES)}
    assert {tid: a.error.code for tid, a in answers.items()} == {
        ids["broken"]: "PROCESSING_FAILED", ids["poison"]: "BAD_INPUT",
        ids["stray"]: "UNDECLARED_TOPIC", malformed_id: "MALFORMED"}
    assert all(a.status == "error" and a.error.message for a in answers.values())
    await runtime.stop()

    # A new replica in the same group gets only what came after: everything above was committed.
    attempts.clear()
    again = Runtime(scenario_step(attempts, synchronous), s, transport)
    await again.start()
    publish(transport, s, Topic.CACHE_MISS, "ok 3")
    await eventually(lambda: len(seen.records[Topic.RULES_MISS]) == 4, timeout * 3)
    await asyncio.sleep(0.2)
    assert attempts == {"ok 3": 1}
    await again.stop()
    await seen.close()
    await transport.close()


def answering_in_turn(consumes: Topic, name: str = "fuser", label: str = "pass",
                      concurrency: int = 1, wait: asyncio.Event | None = None,
                      lets: list[asyncio.Event] | None = None) -> tuple[Step, list[str]]:
    """A step whose answers differ from pass to pass ("<label> 1", "<label> 2", …), as a request's
    second pass can end differently (the model's breaker open for one of the two), and the trace
    ids of its passes. Before it answers, each pass waits for `wait` (a model call, the brake's
    sandbox check) and, with `lets`, for an event of its own appended there (a model call under
    way as the partition moves)."""
    passes: list[str] = []

    def build(_settings: Settings, _deps: Any) -> Handlers:
        async def answer(env: E.Envelope) -> Emit:
            passes.append(env.trace_id)
            text = f"{label} {len(passes)}"
            if wait is not None:
                await wait.wait()
            if lets is not None:
                lets.append(let := asyncio.Event())
                await let.wait()
            env.answer = E.Answer(status="ok", text=text)
            return Emit(Topic.RESPONSES, env)

        handlers = Handlers()
        handlers.envelope(consumes, answer, concurrency=concurrency)
        return handlers

    return Step(name, consumes=(consumes,), emits=(Topic.RESPONSES,), build=build), passes
