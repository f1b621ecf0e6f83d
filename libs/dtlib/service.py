"""The step framework every service is built on.

A service declares handlers: `async def handle(env) -> Emit | list[Emit] | None`. The framework
decodes and validates the envelope, traces the step, records a hop, publishes each emitted
envelope keyed by trace_id, and commits the input offset only once the broker has acknowledged
those outputs (offsets.CommitTracker, without a round trip per message). Poison messages go to the
DLQ with the reason in headers, and the client gets an error answer when its trace_id is readable.
A handler raises `Retry` for a transient failure (e.g. the database is down): the message is
redelivered after a pause and never dead-lettered for it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, NoReturn

from aiokafka import TopicPartition
from faststream import AckPolicy, FastStream

from . import envelope as env_mod
from .broker import batch_subscriber, consumer_options, make_broker, record_context
from .envelope import Envelope, EnvelopeError, Hop
from .health import HealthServer
from .idempotence import ProducerRecovery, aiokafka_producer
from .offsets import CommitTracker, Pending, superseded
# One definition of what a handler returns and raises, shared with the step runtime services move to.
from .runtime.step import HINTS, Emit, Poison, Retry, dead_letter_headers, error_answer  # noqa: F401 - re-exported
from .settings import Settings, get_settings
from .telemetry import inject_headers, shutdown_tracing, tracer
from .topics import Topic, consumer_group, topic_name

log = logging.getLogger("dualtrack")


class _Redeliver(Exception):
    """Internal: rewind the partition to this message."""


Handler = Callable[[Envelope], Awaitable["Emit | list[Emit] | None"]]
RawHandler = Callable[[Any], Awaitable["list[asyncio.Future] | None"]]  # Kafka record → deliveries
StateHandler = Callable[[bytes | None, bytes | None], Awaitable[None]]


class Service:
    def __init__(self, name: str, settings: Settings | None = None) -> None:
        self.name = name
        self.settings = settings or get_settings()
        self.broker = make_broker(name, self.settings)
        self.health = HealthServer(name, self.settings)
        self.app = FastStream(self.broker, logger=log)
        self.app.after_startup(self._started)
        self.app.on_shutdown(self._stopping)
        self._producer_recovery = ProducerRecovery(lambda: aiokafka_producer(self.broker))
        self._attempts: dict[tuple[str, int, int], int] = {}
        self._tracer = tracer(f"dualtrack.{name}")
        self._commits = CommitTracker(self.settings.commit_interval_ms / 1000)
        self._in_flight: set[asyncio.Task[None]] = set()

    # --- declarations ---------------------------------------------------------------------
    def handles(self, topic: Topic, *, concurrency: int = 1) -> Callable[[Handler], Handler]:
        """Consume `topic` in this service's consumer group and run the handler on each envelope.
        With `concurrency` > 1 the one consumer hands up to that many envelopes to the handler at
        once (a handler that waits, e.g. on a model, does not hold up the partition); offsets are
        still committed in order, each once its outputs and those of every earlier message are
        acknowledged."""

        def register(handler: Handler) -> Handler:
            self._consume(topic, lambda record: self._process(handler, record), concurrency)
            return handler

        return register

    def handles_raw(self, topic: Topic) -> Callable[[RawHandler], RawHandler]:
        """Consume `topic` in this service's consumer group, for records that are not envelopes
        (e.g. feedback): the handler gets the Kafka record and returns the delivery futures of
        what it published. The offset is committed once they are acknowledged; `Retry`
        redelivers after a pause, another failure redelivers up to `dlq_max_attempts` times,
        and `Poison` (or the last failure) goes to the DLQ with its code and message."""

        def register(handler: RawHandler) -> RawHandler:
            self._consume(topic, lambda record: self._raw_step(handler, record), 1)
            return handler

        return register

    def _consume(self, topic: Topic, step: Callable[[Any], Awaitable[list[asyncio.Future]]],
                 concurrency: int) -> None:
        """One group consumer on `topic` running `step` on each record (up to `concurrency` at
        once), committing each offset once the step's deliveries are acknowledged."""
        limit = asyncio.Semaphore(concurrency) if concurrency > 1 else None

        # A batch subscriber: FastStream's per-message machinery (parsing, middlewares,
        # dependency injection) runs once per poll instead of once per message; it was about a
        # quarter of a light service's CPU (docs/bench/e2e.md).
        # With concurrency, a poll takes no more than the handler can start at once: the next
        # poll (which also keeps the consumer in its group, max.poll.interval) waits for the
        # whole batch to be started, and a slow handler (a model) must not make that minutes.
        @batch_subscriber(self.broker, topic_name(topic), group_id=consumer_group(self.name, topic),
                          decoder=_body, max_records=concurrency if limit else None,
                          **consumer_options(self.settings))
        async def consume(bodies: Any) -> None:
            msg = self.broker.context.get_local("message")
            consumer = msg.consumer
            for record in msg.raw_message:
                tp = TopicPartition(record.topic, record.partition)
                if limit is not None:
                    await limit.acquire()  # a full handler holds the consumer (back-pressure)
                if superseded(consumer, tp, record.offset):
                    if limit is not None:
                        limit.release()
                    continue  # rewound meanwhile (it comes again), or no longer this replica's
                slot = self._commits.begin(consumer, tp, record.offset)
                if limit is None:
                    await self._step(step, consumer, record, tp, slot)
                    continue
                task = asyncio.create_task(self._step(step, consumer, record, tp, slot))
                self._in_flight.add(task)
                task.add_done_callback(self._in_flight.discard)
                task.add_done_callback(lambda _: limit.release())

    async def _raw_step(self, handler: RawHandler, record: Any) -> list[asyncio.Future]:
        where = (record.topic, record.partition, record.offset)
        try:
            deliveries = await handler(record) or []
        except Poison as exc:
            deliveries = await self._dead_letter(record, exc.code, exc.message, attempts=1, trace_id=None)
        except Retry as exc:
            await self._redeliver_later(where, exc)
        except Exception as exc:
            attempts = self._failed_attempt(where, exc)
            deliveries = await self._dead_letter(record, "PROCESSING_FAILED", repr(exc),
                                                 attempts=attempts, trace_id=None)
        self._attempts.pop(where, None)
        return deliveries

    async def _redeliver_later(self, where: tuple[str, int, int], exc: Retry) -> NoReturn:
        """A transient failure (e.g. the database is away): wait, then have it redelivered."""
        log.warning("%s: transient failure on %s, will redeliver: %s", self.name, where, exc)
        await asyncio.sleep(exc.pause_s)
        raise _Redeliver from exc

    def _failed_attempt(self, where: tuple[str, int, int], exc: Exception) -> int:
        """Count a failed attempt: redelivered while attempts remain, else the count (the caller
        dead-letters it)."""
        attempts = self._attempts.get(where, 0) + 1
        self._attempts[where] = attempts
        if attempts < self.settings.dlq_max_attempts:
            log.warning("%s: %s failed (attempt %d): %r", self.name, where, attempts, exc)
            raise _Redeliver from exc
        self._attempts.pop(where, None)
        return attempts

    def follows_state(self, topic: Topic) -> Callable[[StateHandler], StateHandler]:
        """Read a compacted state topic whole, from the beginning, in every replica (no group:
        replicas must each hold all of it), and follow it. The handler gets (key, value)."""

        def register(handler: StateHandler) -> StateHandler:
            @batch_subscriber(
                self.broker,
                topic_name(topic),
                group_id=None,
                auto_offset_reset="earliest",
                ack_policy=AckPolicy.ACK_FIRST,
                fetch_max_wait_ms=self.settings.consumer_fetch_max_wait_ms,
                max_partition_fetch_bytes=self.settings.max_message_bytes,
                max_records=self.settings.consumer_max_poll_records,
                decoder=_body,
            )
            async def consume(bodies: Any) -> None:
                for record in self.broker.context.get_local("message").raw_message:
                    try:
                        await handler(record.key, record.value)
                    except Exception as exc:  # a bad state record must not stop the replica
                        log.exception("state record on %s skipped: %s", topic.value, exc)

            return handler

        return register

    def on_startup(self, fn: Callable[[], Awaitable[None]]) -> None:
        self.app.on_startup(fn)

    def on_shutdown(self, fn: Callable[[], Awaitable[None]]) -> None:
        self.app.on_shutdown(fn)

    # --- publishing -------------------------------------------------------------------------
    async def publish(self, topic: Topic, env: Envelope,
                      headers: dict[str, str] | None = None) -> list[asyncio.Future]:
        """Send `env` keyed by its trace_id; returns the broker's delivery futures (the step
        framework commits the input offset only when they succeed)."""
        body = env_mod.encode(env)
        key = env.trace_id.encode()
        deliveries = [await self._send(topic_name(topic), key, body, headers)]
        if topic is Topic.RESPONSES and env.reply_topic:
            # A client may ask for its own copy of the answer (e.g. a per-client topic).
            deliveries.append(await self._send(env.reply_topic, key, body, headers))
        return self._producer_recovery.watch(deliveries)

    async def publish_raw(self, topic: Topic, key: bytes | None, value: bytes | None,
                          headers: dict[str, str] | None = None) -> list[asyncio.Future]:
        return self._producer_recovery.watch([await self._send(topic_name(topic), key, value, headers)])

    async def _send(self, topic: str, key: bytes | None, value: bytes | None,
                    headers: dict[str, str] | None) -> asyncio.Future:
        """Hand one record to the idempotent producer with the current trace context in its
        headers; the future resolves on the broker's acknowledgement. Straight to aiokafka: the
        broker's publish path (command objects, middlewares) cost a light service ~10 % of its
        CPU. FastStream's in-memory test broker has no aiokafka producer and goes through it."""
        producer = aiokafka_producer(self.broker)
        if producer is None:
            return await self.broker.publish(value, topic, key=key, headers=headers or {},
                                             no_confirm=True)
        record_headers = [(name, text.encode()) for name, text in inject_headers(headers).items()]
        return await producer.send(topic, value, key=key, headers=record_headers)

    # --- the step -----------------------------------------------------------------------------
    async def _step(self, step: Callable[[Any], Awaitable[list[asyncio.Future]]], consumer: Any,
                    record: Any, tp: TopicPartition, slot: Pending) -> None:
        try:
            with record_context(record):
                deliveries = await step(record)
        except _Redeliver:
            self._commits.rewind(consumer, tp, record.offset, slot)
            return
        except Exception:  # publishing failed (the broker is away): process it again
            log.exception("%s: step on %s[%d]@%d failed", self.name, record.topic,
                          record.partition, record.offset)
            self._commits.rewind(consumer, tp, record.offset, slot)
            return
        self._commits.finish(slot, deliveries)

    async def _process(self, handler: Handler, record: Any) -> list[asyncio.Future]:
        """Run one step; return the delivery futures of everything it published."""
        where = (record.topic, record.partition, record.offset)
        start = time.time()
        try:
            env = env_mod.decode(record.value or b"", max_text_chars=self.settings.max_text_chars)
        except EnvelopeError as exc:
            key_id = _key_trace_id(record.key)
            return await self._dead_letter(record, exc.code, exc.message, attempts=1,
                                           trace_id=exc.trace_id or key_id)

        with self._tracer.start_as_current_span(f"{self.name}: {handler.__name__}") as span:
            # The trace id is the envelope's trace_id, and the service and instance are the
            # resource's service.name and service.instance.id: not repeated on every span
            # (encoding attributes for export is a measurable share of a light hop's CPU).
            span.set_attribute("dt.tenant", env.tenant)
            span.set_attribute("dt.source", f"{record.topic}[{record.partition}]@{record.offset}")
            try:
                emitted = await handler(env)
            except Retry as exc:
                span.set_attribute("dt.retry", str(exc))
                await self._redeliver_later(where, exc)
            except Exception as exc:
                span.record_exception(exc)
                attempts = self._failed_attempt(where, exc)
                return await self._dead_letter(
                    record, "PROCESSING_FAILED",
                    f"the {self.name} service could not process this request: {exc!r}",
                    attempts=attempts, trace_id=env.trace_id, text=env.text,
                )
            self._attempts.pop(where, None)
            emits = [] if emitted is None else emitted if isinstance(emitted, list) else [emitted]
            end = time.time()
            deliveries: list[asyncio.Future] = []
            for emit in emits:
                emit.envelope.hops.append(
                    Hop(service=self.name, instance=self.settings.instance,
                        start=start, end=end, outcome=emit.outcome)
                )
                span.set_attribute("dt.outcome", emit.outcome)
                span.set_attribute("dt.next_topic", emit.topic.value)
                deliveries += await self.publish(emit.topic, emit.envelope)
            return deliveries

    async def _dead_letter(self, record, code: str, message: str, *, attempts: int,
                           trace_id: str | None, text: str = "") -> list[asyncio.Future]:
        headers = dead_letter_headers(record, code, message, attempts, self.name)
        log.error("%s: dead-lettering %s[%d]@%d: %s %s", self.name, record.topic,
                  record.partition, record.offset, code, message[:200])
        deliveries = await self.publish_raw(Topic.DLQ, record.key, record.value, headers)
        # A request that cannot be processed gets an error answer; a message read from
        # `responses` (or feedback) was already answered, and a second answer would conflict.
        answered_already = record.topic in (topic_name(Topic.RESPONSES), topic_name(Topic.FEEDBACK))
        if trace_id and not answered_already:
            hint = HINTS.get(code, "")
            deliveries += await self.publish(
                Topic.RESPONSES, error_answer(trace_id, code, message, hint, text))
        return deliveries

    # --- lifecycle ----------------------------------------------------------------------------
    async def _started(self) -> None:
        self._commits.start()
        await self.health.start()
        self.health.consuming = True
        log.info("%s (%s) consuming; /health and /ready on port %d", self.name,
                 self.settings.instance, self.health.port)

    async def _stopping(self) -> None:
        self.health.consuming = False
        if self._in_flight:  # let concurrent steps publish, so their offsets can be committed
            await asyncio.wait(set(self._in_flight), timeout=10.0)
        await self._commits.stop()
        await self.health.stop()
        shutdown_tracing()

    def run(self) -> None:
        logging.basicConfig(level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s %(message)s")
        if self.settings.uvloop:
            import uvloop

            uvloop.run(self.app.run())
        else:
            asyncio.run(self.app.run())




async def _body(msg: Any) -> bytes:
    """The body as it came: the step decodes it once with msgspec (FastStream's default decoder
    would parse every body as JSON first)."""
    return msg.body


def _key_trace_id(key: bytes | None) -> str | None:
    if not key:
        return None
    text = key.decode("ascii", "replace")
    return text if env_mod.is_trace_id(text) else None
