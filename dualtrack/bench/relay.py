"""A step that does nothing, for `dualtrack bench chain`: it consumes DT_RELAY_FROM and publishes
each envelope unchanged on DT_RELAY_TO (with an answer when that is `responses`).
Run as `python -m dualtrack.bench.relay`.

DT_RELAY_CLIENT picks what carries it:
- `runtime` (default): the step runtime every service runs on (dtlib.runtime on librdkafka: one
  span per hop, hop record, commit after the broker's acknowledgement);
- `confluent`: a bare loop on confluent-kafka, for comparison (poll, decode, publish idempotently
  with acks=all, wait for the acknowledgements, commit; no tracing, no hop record). It says what
  the runtime costs over its transport.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from dtlib import envelope as env_mod
from dtlib import runtime
from dtlib.envelope import Answer, Envelope
from dtlib.health import HealthServer
from dtlib.kafka_config import kafka_config
from dtlib.settings import get_settings
from dtlib.topics import Topic, consumer_group, topic_name

CLIENTS = ("runtime", "confluent")


def relay_step(source: Topic, target: Topic, name: str) -> runtime.Step:
    """The relay as a declared step of the runtime."""

    def build(settings: Any, deps: Any) -> runtime.Handlers:
        def relay(env: Envelope) -> runtime.Emit:  # synchronous: run on the consumer thread
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


async def bare_confluent(source: Topic, target: Topic, name: str) -> None:
    from confluent_kafka import Consumer, Producer

    s = get_settings()
    consumer = Consumer(kafka_config(s, f"dualtrack-{name}") | {
                         "group.id": consumer_group(name, source), "enable.auto.commit": False,
                         "auto.offset.reset": "latest", "fetch.wait.max.ms": s.consumer_fetch_max_wait_ms})
    producer = Producer(kafka_config(s, f"dualtrack-{name}") | {"enable.idempotence": True, "acks": "all",
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
    name, client = os.environ["DT_RELAY_NAME"], os.environ.get("DT_RELAY_CLIENT", "runtime")
    if client == "runtime":
        runtime.run(relay_step(source, target, name), get_settings())
        return
    import uvloop

    uvloop.run(bare_confluent(source, target, name))


if __name__ == "__main__":
    main()
