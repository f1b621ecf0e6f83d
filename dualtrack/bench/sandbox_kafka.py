"""Kafka round trip of the sandbox step: an envelope with a task on `sandbox.tasks` until its
result is on `sandbox.results`. Needs a running sandbox service (`dualtrack dev up`)."""

from __future__ import annotations

import asyncio
import time

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope, Task, new_trace_id
from dtlib.runtime import Record
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name

from ..kafka import Tail, connect
from .ask import percentile


async def kafka_round_trip(requests: int = 200) -> dict[str, float]:
    settings = get_settings()
    transport = await connect(settings, "bench-sandbox")
    waiting: dict[bytes, asyncio.Future[None]] = {}

    def arrived(record: Record) -> None:
        future = waiting.pop(record.key or b"", None)
        if future is not None and not future.done():
            future.set_result(None)

    results = Tail(transport, topic_name(Topic.SANDBOX_RESULTS, settings.topic_prefix), arrived)
    await results.start()
    latencies = []
    try:
        for i in range(requests):
            env = Envelope(trace_id=new_trace_id(), text=f"{i} * 7",
                           task=Task(op="expr", args={"expression": f"{i} * 7"}, source="bench"))
            key = env.trace_id.encode()
            answered = waiting[key] = asyncio.get_running_loop().create_future()
            sent = time.perf_counter()
            delivered = transport.publish(topic_name(Topic.SANDBOX_TASKS, settings.topic_prefix),
                                          key, env_mod.encode(env))
            await asyncio.wait_for(answered, 30)
            latencies.append((time.perf_counter() - sent) * 1000)
            await delivered
    finally:
        await results.stop()
        await transport.close()
    return {"p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99)}
