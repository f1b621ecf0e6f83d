"""A step that does nothing, for `dualtrack bench chain`: it consumes DT_RELAY_FROM and publishes
each envelope unchanged on DT_RELAY_TO (with an answer when that is `responses`).
Run as `python -m dualtrack.bench.relay`.

DT_RELAY_CLIENT picks what carries it:
- `framework` (default): the step framework every service runs on (dtlib.service: FastStream,
  aiokafka, one span per hop, hop record, commit after the broker's acknowledgement);
- `runtime`: the step runtime services move to (dtlib.runtime on librdkafka: the same guarantees,
  span and hop record);
- `aiokafka`, `confluent`: a bare loop on that client, for comparison (poll, decode, publish
  idempotently with acks=all, wait for the acknowledgements, commit; no tracing, no hop record).
  They say what the framework costs over its transport, and what another transport would give.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from dtlib import envelope as env_mod
from dtlib import runtime
from dtlib.envelope import Answer, Envelope
from dtlib.health import HealthServer
from dtlib.service import Emit, Service
from dtlib.settings import get_settings
from dtlib.topics import Topic, consumer_group, topic_name

CLIENTS = ("framework", "runtime", "aiokafka", "confluent")


def build(source: Topic, target: Topic, name: str) -> Service:
    service = Service(name)

    @service.handles(source)
    async def relay(env: Envelope) -> Emit:
        if target is Topic.RESPONSES:
            env.answer = Answer(status="ok", text="relayed")
        return Emit(target, env, outcome="relayed")

    return service


def relay_step(source: Topic, target: Topic, name: str) -> runtime.Step:
    """The relay as a declared step of the runtime."""

    def build(settings: Any, deps: Any) -> runtime.Handlers:
        async def relay(env: Envelope) -> runtime.Emit:
            if target is Topic.RESPONSES:
                env.answer = Answer(status="ok", text="relayed")
            return runtime.Emit(target, env, outcome="relayed")

        handlers = runtime.Handlers()
        handlers.envelope(source, relay)
        return handlers

    return runtime.Step(name, consumes=(source,), emits=(target,), build=build)


def _passed_on(value: bytes, target: Topic) -> bytes:
    env = env_mod.decode(value)
    if target is Topic.RESPONSES:
        env.answer = Answer(status="ok", text="relayed")
    return env_mod.encode(env)


async def bare_aiokafka(source: Topic, target: Topic, name: str) -> None:
    from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

    s = get_settings()
    consumer = AIOKafkaConsumer(topic_name(source), bootstrap_servers=s.kafka_bootstrap,
                                group_id=consumer_group(name, source),
                                enable_auto_commit=False, auto_offset_reset="latest",
                                fetch_max_wait_ms=s.consumer_fetch_max_wait_ms)
    producer = AIOKafkaProducer(bootstrap_servers=s.kafka_bootstrap, enable_idempotence=True, acks="all",
                                linger_ms=s.producer_linger_ms)
    health = HealthServer(name, s)
    await consumer.start()
    await producer.start()
    await health.start()
    health.consuming = True
    out = topic_name(target)
    while True:
        batch = await consumer.getmany(timeout_ms=100, max_records=s.consumer_max_poll_records)
        deliveries = [await producer.send(out, _passed_on(m.value, target), key=m.key)
                      for records in batch.values() for m in records]
        if deliveries:
            await asyncio.gather(*deliveries)
            await consumer.commit()


async def bare_confluent(source: Topic, target: Topic, name: str) -> None:
    from confluent_kafka import Consumer, Producer

    s = get_settings()
    consumer = Consumer({"bootstrap.servers": s.kafka_bootstrap, "group.id": consumer_group(name, source),
                         "enable.auto.commit": False,
                         "auto.offset.reset": "latest", "fetch.wait.max.ms": s.consumer_fetch_max_wait_ms})
    producer = Producer({"bootstrap.servers": s.kafka_bootstrap, "enable.idempotence": True, "acks": "all",
                         "linger.ms": s.producer_linger_ms})
    consumer.subscribe([topic_name(source)])
    out = topic_name(target)

    def loop() -> None:  # librdkafka's calls block: the loop runs in a thread, health on the event loop
        while True:
            first = consumer.poll(0.1)
            if first is None:
                continue
            for m in [first, *consumer.consume(s.consumer_max_poll_records - 1, 0)]:
                if m.error() is None:
                    producer.produce(out, _passed_on(m.value(), target), key=m.key())
            producer.flush()
            consumer.commit(asynchronous=True)

    health = HealthServer(name, s)
    await health.start()
    health.consuming = True
    await asyncio.to_thread(loop)


def main() -> None:
    source, target = Topic(os.environ["DT_RELAY_FROM"]), Topic(os.environ["DT_RELAY_TO"])
    name, client = os.environ["DT_RELAY_NAME"], os.environ.get("DT_RELAY_CLIENT", "framework")
    if client == "framework":
        build(source, target, name).run()
        return
    if client == "runtime":
        runtime.run(relay_step(source, target, name), get_settings())
        return
    import uvloop

    uvloop.run((bare_aiokafka if client == "aiokafka" else bare_confluent)(source, target, name))


if __name__ == "__main__":
    main()
