"""Kafka round trip of the sandbox step: an envelope with a task on `sandbox.tasks` until its
result is on `sandbox.results`. Needs a running sandbox service (`dualtrack dev up`)."""

from __future__ import annotations

import asyncio
import time

from dtlib import envelope as env_mod
from dtlib.broker import make_producer, open_reader
from dtlib.envelope import Envelope, Task, new_trace_id
from dtlib.topics import Topic, topic_name

from .ask import percentile


async def kafka_round_trip(requests: int = 200) -> dict[str, float]:
    producer = make_producer()
    await producer.start()
    reader = await open_reader(topic_name(Topic.SANDBOX_RESULTS))
    latencies = []
    try:
        for i in range(requests):
            env = Envelope(trace_id=new_trace_id(), text=f"{i} * 7",
                           task=Task(op="expr", args={"expression": f"{i} * 7"}, source="bench"))
            sent = time.perf_counter()
            await producer.send_and_wait(topic_name(Topic.SANDBOX_TASKS), env_mod.encode(env),
                                         key=env.trace_id.encode())
            while True:
                record = await asyncio.wait_for(reader.getone(), 30)
                if record.key == env.trace_id.encode():
                    break
            latencies.append((time.perf_counter() - sent) * 1000)
    finally:
        await reader.stop()
        await producer.stop()
    return {"p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99)}
