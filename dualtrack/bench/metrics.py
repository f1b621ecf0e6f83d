"""`dualtrack bench metrics`: what counting for /metrics costs a message, with and without, side
by side in one process.

Two measures, each alternating rounds with metrics on and off (DT_METRICS) so both see the same
machine load:
- the counting alone: what the runner and publisher do per answered message (the step's latency
  observed, its output counted, the answer counted), on the plain children, on the no-ops, and
  on prometheus-client's own Counter and Histogram children (a lock per update: why the runtime
  does not count with them);
- the whole step runtime on the in-memory transport: N requests through a step that answers each
  (decode, span, handler, hop, publish, commit), so the difference is the metrics' share of a
  message's runtime cost.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram

from dtlib import envelope as E
from dtlib.metrics import SECONDS_BUCKETS, AnswerMetrics, StepMetrics
from dtlib.runtime import Emit, Handlers, MemoryTransport, Runtime, Step
from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name


def counting_us(enabled: bool, calls: int) -> float:
    """µs per message of the counting a runner and publisher do for one answered message."""
    step = StepMetrics("bench", "cache.miss", enabled)
    answers = AnswerMetrics("bench", enabled)
    started = time.perf_counter()
    for _ in range(calls):
        step.output("responses", "hit").inc()
        answers.answered("ok", "fast", "cache.exact")
        step.seconds.observe(0.0004)
    return (time.perf_counter() - started) / calls * 1e6


def library_counting_us(calls: int) -> float:
    """The same counting on prometheus-client's bound Counter and Histogram children."""
    registry = CollectorRegistry()
    output = Counter("o", "o", ["step", "output"], registry=registry).labels("bench", "responses")
    answer = Counter("a", "a", ["step", "path"], registry=registry).labels("bench", "fast")
    seconds = Histogram("s", "s", ["step"], buckets=SECONDS_BUCKETS, registry=registry).labels("bench")
    started = time.perf_counter()
    for _ in range(calls):
        output.inc()
        answer.inc()
        seconds.observe(0.0004)
    return (time.perf_counter() - started) / calls * 1e6


def _answering_step() -> Step:
    def build(_settings: Settings, _deps: Any) -> Handlers:
        async def answer(env: E.Envelope) -> Emit:
            env.route = E.Route(path="fast", decided_by="cache.exact")
            env.answer = E.Answer(status="ok", text="288")
            return Emit(Topic.RESPONSES, env, outcome="hit")

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, answer)
        return handlers

    return Step("bench", (Topic.CACHE_MISS,), (Topic.RESPONSES,), build)


async def runtime_us(enabled: bool, messages: int) -> float:
    """µs per message of the step runtime answering `messages` requests on the memory transport."""
    settings = Settings(topic_prefix="bench.metrics.", tracing=False, metrics=enabled,
                        commit_interval_ms=5)
    transport = MemoryTransport()
    await transport.start()
    for i in range(messages):
        env = E.Envelope(trace_id=E.new_trace_id(), text=f"{i}*24")
        transport.publish(topic_name(Topic.CACHE_MISS, settings.topic_prefix),
                          env.trace_id.encode(), E.encode(env))
    answers = topic_name(Topic.RESPONSES, settings.topic_prefix)
    runtime = Runtime(_answering_step(), settings, transport)
    started = time.perf_counter()
    await runtime.start()
    while len(transport.records(answers)) < messages:
        await asyncio.sleep(0.001)
    elapsed = time.perf_counter() - started
    await runtime.stop()
    await transport.close()
    return elapsed / messages * 1e6


def run(rounds: int = 7, calls: int = 200_000, messages: int = 5_000) -> dict[str, dict[str, float]]:
    """Median µs per message of each measure, metrics on and off."""
    samples: dict[str, dict[str, list[float]]] = {
        "counting": {"on": [], "off": []}, "counting, library children": {"on": [], "off": []},
        "runtime": {"on": [], "off": []}}
    for _ in range(rounds):
        for state, enabled in (("on", True), ("off", False)):
            samples["counting"][state].append(counting_us(enabled, calls))
            samples["runtime"][state].append(asyncio.run(runtime_us(enabled, messages)))
        samples["counting, library children"]["on"].append(library_counting_us(calls))
        samples["counting, library children"]["off"].append(counting_us(False, calls))
    return {measure: {state: statistics.median(values) for state, values in by_state.items()}
            for measure, by_state in samples.items()}
