"""The one broker factory: FastStream KafkaBroker with an idempotent, acks=all producer and tracing."""

from __future__ import annotations

import itertools
import logging
from typing import Any

from faststream import AckPolicy, BaseMiddleware
from faststream.kafka import KafkaBroker
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from .settings import Settings, get_settings
from .telemetry import record_context, setup_tracing  # noqa: F401 - record_context: service.py


class HopContext(BaseMiddleware):
    """Puts the current trace context in the headers of what is published through the broker
    (W3C `traceparent`). Consumed records get theirs from `record_context`. Each hop has one
    span, the step's (`<service>: <step>`, see service.py); FastStream's
    KafkaTelemetryMiddleware made three per hop, and exporting them was the largest CPU cost of a
    fast-path hop after the broker's."""

    async def publish_scope(self, call_next: Any, cmd: Any) -> Any:
        _PROPAGATOR.inject(cmd.headers)
        return await call_next(cmd)


def batch_subscriber(broker: KafkaBroker, topic: str, **options: Any) -> Any:
    """A FastStream batch subscriber (its per-message machinery runs once per poll) that polls
    again at once when a poll comes back empty: FastStream's own poll sleeps as long as it waited
    after an empty poll, which would leave an idle consumer deaf for up to `batch_timeout_ms`."""
    subscriber = broker.subscriber(topic, batch=True, **options)

    async def poll(consumer: Any) -> tuple[Any, ...]:
        batches = await consumer.getmany(timeout_ms=subscriber.batch_timeout_ms,
                                         max_records=subscriber.max_records)
        return tuple(itertools.chain.from_iterable(batches.values()))

    subscriber.get_msg = poll
    return subscriber


_PROPAGATOR = TraceContextTextMapPropagator()
_ids = itertools.count()


def _correlation_id() -> str:
    """FastStream's default is a uuid4 per message (measured: several % of a service's CPU);
    publishes that matter pass the trace_id."""
    return f"m{next(_ids)}"


# How long an aiokafka client waits before it retries a failed request or connection (aiokafka's
# default: 100 ms). While the broker is away every client of every process retries at this pace,
# on the same two cores as the restarting broker: measured, one process with six connected
# clients spent 1.4 s of CPU in 15 s reconnecting at 100 ms, 0.3 s at 1 000 ms. (The producer's
# own busy loop on metadata is paced by dtlib.idempotence.pace_metadata_retries.)
RETRY_BACKOFF_MS = 500


def producer_options(settings: Settings) -> dict[str, Any]:
    """Every producer (services' and clients'): idempotent, acks=all, batching from settings.
    `make_broker` passes these to FastStream, whose consumers get `retry_backoff_ms` too."""
    return {
        "retry_backoff_ms": RETRY_BACKOFF_MS,
        "acks": "all",
        "enable_idempotence": True,
        "linger_ms": settings.producer_linger_ms,
        "max_batch_size": settings.producer_max_batch_bytes,
        "max_request_size": settings.max_message_bytes,
        "request_timeout_ms": settings.producer_request_timeout_ms,
    }


def make_broker(service: str, settings: Settings | None = None) -> KafkaBroker:
    settings = settings or get_settings()
    setup_tracing(service)
    return KafkaBroker(
        settings.kafka_bootstrap,
        client_id=f"dualtrack-{service}",
        **producer_options(settings),
        allow_auto_create_topics=False,
        middlewares=(HopContext,),
        id_generator=_correlation_id,
        graceful_timeout=10.0,
        # FastStream logs "Received" and "Processed" for every message at this level: DEBUG
        # keeps them out of the INFO logs (two log lines per message cost measurable CPU).
        log_level=logging.DEBUG,
    )


def consumer_options(settings: Settings | None = None) -> dict[str, Any]:
    """Subscriber options every group consumer shares. Offsets are committed by the step
    framework's CommitTracker once a message's outputs are acknowledged (not per message)."""
    settings = settings or get_settings()
    return {
        "ack_policy": AckPolicy.MANUAL,
        "auto_offset_reset": "earliest",
        "fetch_max_wait_ms": settings.consumer_fetch_max_wait_ms,
        "fetch_min_bytes": settings.consumer_fetch_min_bytes,
        "max_poll_records": settings.consumer_max_poll_records,
        "session_timeout_ms": settings.consumer_session_timeout_ms,
        "heartbeat_interval_ms": settings.consumer_heartbeat_ms,
        "max_partition_fetch_bytes": settings.max_message_bytes,
    }


def make_producer(settings: Settings | None = None) -> Any:
    """An aiokafka producer with the same guarantees as the services' (for clients/tools), that
    recovers when the broker rejects its idempotence state (dtlib.idempotence)."""
    from .idempotence import RecoveringProducer

    settings = settings or get_settings()
    return RecoveringProducer(bootstrap_servers=settings.kafka_bootstrap,
                              client_id="dualtrack-client", **producer_options(settings))


async def open_reader(topic: str, settings: Settings | None = None, *,
                      from_beginning: bool = False) -> Any:
    """A group-less consumer on every partition of `topic`, already positioned (at the end unless
    `from_beginning`), so nothing published after this call returns can be missed. Clients use it
    to wait for answers: a FastStream subscriber resolves its position lazily."""
    from aiokafka import AIOKafkaConsumer, TopicPartition

    settings = settings or get_settings()
    consumer = AIOKafkaConsumer(
        bootstrap_servers=settings.kafka_bootstrap,
        client_id="dualtrack-reader",
        group_id=None,
        retry_backoff_ms=RETRY_BACKOFF_MS,
        enable_auto_commit=False,
        fetch_max_wait_ms=settings.consumer_fetch_max_wait_ms,
        max_partition_fetch_bytes=settings.max_message_bytes,
    )
    await consumer.start()
    partitions = consumer.partitions_for_topic(topic)
    if partitions is None:
        await consumer._client.force_metadata_update()  # first contact: metadata may be empty
        partitions = consumer.partitions_for_topic(topic) or set()
    tps = [TopicPartition(topic, p) for p in sorted(partitions)]
    consumer.assign(tps)
    if from_beginning:
        await consumer.seek_to_beginning(*tps)
    else:
        await consumer.seek_to_end(*tps)
    for tp in tps:
        await consumer.position(tp)  # resolve now, not at the first fetch
    return consumer
