"""`dualtrack bench hop`: latency of one loopback Kafka hop (produce → consume) for a grid of
producer linger and consumer fetch-wait settings; the defaults in dtlib.settings come from it.

It publishes on a topic of its own (`<prefix>bench.hop.<random>`, created for the run and deleted
after it): a pipeline topic would hand its junk to a service (the learner dead-letters anything
on `feedback` that is not a report)."""

from __future__ import annotations

import asyncio
import secrets
import statistics
import time

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from dtlib.settings import get_settings
from dtlib.topics import TopicSpec

from ..stack.topics import delete_topics, ensure_topics


async def one_setting(topic: str, linger_ms: int, fetch_wait_ms: int,
                      messages: int) -> dict[str, float]:
    settings = get_settings()
    producer = AIOKafkaProducer(bootstrap_servers=settings.kafka_bootstrap, acks="all",
                                enable_idempotence=True, linger_ms=linger_ms)
    consumer = AIOKafkaConsumer(bootstrap_servers=settings.kafka_bootstrap, group_id=None,
                                fetch_max_wait_ms=fetch_wait_ms, enable_auto_commit=False)
    await producer.start()
    await consumer.start()
    tp = TopicPartition(topic, 0)
    consumer.assign([tp])
    await consumer.seek_to_end(tp)
    await consumer.position(tp)
    latencies = []
    try:
        for i in range(messages):
            sent = time.perf_counter()
            await producer.send_and_wait(topic, b"x", key=b"bench", partition=0)
            await consumer.getone()
            latencies.append((time.perf_counter() - sent) * 1000)
            if i % 10 == 0:
                await asyncio.sleep(0.005)  # let the consumer go idle between some messages
    finally:
        await consumer.stop()
        await producer.stop()
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
