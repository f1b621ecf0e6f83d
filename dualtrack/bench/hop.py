"""`dualtrack bench hop`: latency of one loopback Kafka hop (produce → consume) on the services'
transport, for a grid of producer linger and consumer fetch-wait settings (DT_PRODUCER_LINGER_MS,
DT_CONSUMER_FETCH_MAX_WAIT_MS).

It publishes on a topic of its own (`<prefix>bench.hop.<random>`, created for the run and deleted
after it): a pipeline topic would hand its junk to a service (the learner dead-letters anything
on `feedback` that is not a report)."""

from __future__ import annotations

import asyncio
import secrets
import statistics
import time

from dtlib.settings import get_settings
from dtlib.topics import TopicSpec

from ..kafka import Tail, connect
from ..stack.topics import delete_topics, ensure_topics


async def one_setting(topic: str, linger_ms: int, fetch_wait_ms: int,
                      messages: int) -> dict[str, float]:
    """The services' transport (dtlib.runtime.confluent) with these two settings: publish one
    message, wait until the reader has it, again."""
    settings = get_settings().model_copy(update={"producer_linger_ms": linger_ms,
                                                 "consumer_fetch_max_wait_ms": fetch_wait_ms})
    transport = await connect(settings, "bench-hop")
    arrived: asyncio.Queue[float] = asyncio.Queue()
    tail = Tail(transport, topic, lambda _record: arrived.put_nowait(time.perf_counter()))
    await tail.start()
    latencies = []
    try:
        for i in range(messages):
            sent = time.perf_counter()
            delivered = transport.publish(topic, b"bench", b"x")
            latencies.append((await asyncio.wait_for(arrived.get(), 30) - sent) * 1000)
            await delivered
            if i % 10 == 0:
                await asyncio.sleep(0.005)  # let the consumer go idle between some messages
    finally:
        await tail.stop()
        await transport.close()
    latencies.sort()
    return {"linger_ms": linger_ms, "fetch_max_wait_ms": fetch_wait_ms,
            "p50_ms": statistics.median(latencies),
            "p99_ms": latencies[int(len(latencies) * 0.99) - 1]}


async def run(messages: int = 300) -> list[dict[str, float]]:
    settings = get_settings()
    topic = f"{settings.topic_prefix}bench.hop.{secrets.token_hex(3)}"
    await ensure_topics(settings.kafka_bootstrap, [TopicSpec(topic, 1, {})])
    rows = []
    try:
        for linger in (0, 2, 5):
            for fetch_wait in (10, 20, 100, 500):
                rows.append(await one_setting(topic, linger, fetch_wait, messages))
    finally:
        await delete_topics(settings.kafka_bootstrap, [topic])
    return rows
